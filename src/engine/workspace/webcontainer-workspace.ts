import type { DirEnt, IFSWatcher, WebContainer } from '@webcontainer/api';
import { contentHash } from '../toolkit/stable-json';
import { effectiveTimeout } from './exec-outcomes';
import { parentPath, resolveWorkspacePath } from './paths';
import { runProcess, type ProcessLike } from './webcontainer-process';
import {
  WorkspaceError,
  type DirEntry,
  type ExecOptions,
  type ExecResult,
  type FileStat,
  type Workspace,
  type WorkspaceChange,
  type WorkspaceErrorCode,
} from './workspace';

/**
 * The workspace on a WebContainer (boot it with webcontainer-boot.ts). Commands run as container
 * processes (`jsh -c`); files go through `webcontainer.fs`, whose paths are relative to the
 * container's working directory, the workspace root.
 *
 * `webcontainer.fs` has no `stat`: where a path leads is read from its parents' listings, one
 * component at a time, which also finds a symbolic link anywhere on the way (a listing entry that
 * is neither a file nor a folder) and refuses it with `link`, as the embedded workspace does.
 * Sizes are read from the file's bytes; modification times are not available (`mtimeMs` is 0).
 */

export type WebContainerLike = Pick<WebContainer, 'fs' | 'spawn' | 'workdir'>;

export interface WebContainerWorkspaceOptions {
  /** Exec wall-clock limit when the caller gives none (default 30 000). */
  defaultTimeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Change events from the container's watcher are gathered this long before one is sent. */
const WATCH_SETTLE_MS = 100;

type Located =
  | { kind: 'missing'; underFile: boolean }
  | { kind: 'file' }
  | { kind: 'directory' };

export class WebContainerWorkspace implements Workspace {
  readonly kind = 'webcontainer' as const;
  readonly rootPath: string;
  private readonly listeners = new Set<(change: WorkspaceChange) => void>();
  private readonly disposal = new AbortController();
  private watcher: IFSWatcher | undefined;
  private watchTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly container: WebContainerLike,
    private readonly options: WebContainerWorkspaceOptions = {},
  ) {
    this.rootPath = container.workdir.replace(/\/+$/, '');
  }

  async readFile(path: string): Promise<string> {
    const relative = this.resolve(path);
    const located = await this.locate(relative, path);
    if (located.kind === 'missing') throw new WorkspaceError('not_found', path);
    if (located.kind === 'directory') throw new WorkspaceError('is_directory', path);
    return this.attempt(path, () => this.container.fs.readFile(fsPath(relative), 'utf-8'));
  }

  async writeFile(path: string, content: string): Promise<void> {
    const relative = this.resolve(path);
    await this.write(relative, path, content);
    this.emit({ type: 'write', path: relative });
  }

  async readdir(path: string): Promise<DirEntry[]> {
    const relative = this.resolve(path);
    const located = await this.locate(relative, path);
    if (located.kind === 'missing') throw new WorkspaceError('not_found', path);
    if (located.kind === 'file') throw new WorkspaceError('not_directory', path);
    const entries: DirEntry[] = [];
    for (const entry of await this.list(relative, path)) {
      if (entry.isFile()) entries.push({ name: entry.name, kind: 'file' });
      else if (entry.isDirectory()) entries.push({ name: entry.name, kind: 'directory' });
    }
    return entries.sort((first, second) => (first.name < second.name ? -1 : first.name > second.name ? 1 : 0));
  }

  async stat(path: string): Promise<FileStat | undefined> {
    const relative = this.resolve(path);
    const located = await this.locate(relative, path);
    if (located.kind === 'missing') return undefined;
    if (located.kind === 'directory') return { kind: 'directory', size: 0, mtimeMs: 0 };
    const bytes = await this.attempt(path, () => this.container.fs.readFile(fsPath(relative)));
    return { kind: 'file', size: bytes.byteLength, mtimeMs: 0 };
  }

  async mkdir(path: string): Promise<void> {
    const relative = this.resolve(path);
    const located = await this.locate(relative, path);
    if (located.kind === 'directory') return;
    if (located.kind === 'file' || located.underFile) throw new WorkspaceError('not_directory', path);
    await this.attempt(path, () => this.container.fs.mkdir(fsPath(relative), { recursive: true }));
  }

  async rm(path: string): Promise<void> {
    const relative = this.resolve(path);
    const removed = relative === '' ? await this.clear() : await this.remove(relative, path);
    if (removed) this.emit({ type: 'remove', path: relative });
  }

  async exec(command: string, options: ExecOptions = {}): Promise<ExecResult> {
    const cwd = options.cwd === undefined ? '' : this.resolve(options.cwd);
    const located = await this.locate(cwd, options.cwd ?? '');
    if (located.kind === 'missing') throw new WorkspaceError('not_found', options.cwd ?? '');
    if (located.kind === 'file') throw new WorkspaceError('not_directory', options.cwd ?? '');
    const signal = options.signal ? AbortSignal.any([options.signal, this.disposal.signal]) : this.disposal.signal;
    const timeoutMs = effectiveTimeout(options.timeoutMs, this.options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS);
    try {
      return await runProcess(() => this.spawnShell(command, cwd, options.cwd ?? ''), { timeoutMs, signal });
    } finally {
      this.emit({ type: 'exec' });
    }
  }

  async listFiles(): Promise<string[]> {
    const files: string[] = [];
    const walk = async (folder: string): Promise<void> => {
      for (const entry of await this.list(folder, folder)) {
        const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
        if (entry.isFile()) files.push(path);
        else if (entry.isDirectory()) await walk(path);
      }
    };
    await walk('');
    return files.sort();
  }

  async snapshot(): Promise<Map<string, string>> {
    const hashes = new Map<string, string>();
    for (const [path, content] of Object.entries(await this.exportFiles())) hashes.set(path, contentHash(content));
    return hashes;
  }

  async exportFiles(): Promise<Record<string, string>> {
    const entries: [string, string][] = [];
    for (const path of await this.listFiles()) {
      entries.push([path, await this.attempt(path, () => this.container.fs.readFile(path, 'utf-8'))]);
    }
    // fromEntries defines own properties, so a file named "__proto__" stays a file.
    return Object.fromEntries(entries);
  }

  async importFiles(files: Record<string, string>, options: { replace?: boolean } = {}): Promise<void> {
    // Every path is resolved before anything changes, so one outside the root leaves all as it was.
    const resolved = Object.entries(files).map(([path, content]) => ({ path, relative: this.resolve(path), content }));
    if (options.replace) await this.clear();
    for (const file of resolved) await this.write(file.relative, file.path, file.content);
    this.emit({ type: 'import' });
  }

  onChange(listener: (change: WorkspaceChange) => void): () => void {
    this.listeners.add(listener);
    this.watchContainer();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.unwatchContainer();
    };
  }

  async dispose(): Promise<void> {
    // Ends running commands; the container itself stays up (one boot per page), for a later switch.
    this.disposal.abort();
    this.listeners.clear();
    this.unwatchContainer();
  }

  private async spawnShell(command: string, cwd: string, input: string): Promise<ProcessLike> {
    try {
      return await this.container.spawn('jsh', ['-c', command], cwd === '' ? {} : { cwd });
    } catch (error) {
      const failure = new WorkspaceError('io', input, 'The WebContainer shell could not be started.');
      failure.cause = error;
      throw failure;
    }
  }

  private async write(relative: string, input: string, content: string): Promise<void> {
    const located = await this.locate(relative, input);
    if (located.kind === 'directory') throw new WorkspaceError('is_directory', input);
    if (located.kind === 'missing' && located.underFile) throw new WorkspaceError('not_directory', input);
    if (located.kind === 'missing') {
      await this.attempt(input, () => this.container.fs.mkdir(fsPath(parentPath(relative)), { recursive: true }));
    }
    await this.attempt(input, () => this.container.fs.writeFile(fsPath(relative), content));
  }

  /** Removes a path; the last component may be a link (the link goes, not what it points at). */
  private async remove(relative: string, input: string): Promise<boolean> {
    const parent = parentPath(relative);
    if ((await this.locate(parent, input)).kind !== 'directory') return false;
    const name = relative.slice(parent === '' ? 0 : parent.length + 1);
    if (!(await this.list(parent, input)).some((entry) => entry.name === name)) return false;
    await this.attempt(input, () => this.container.fs.rm(relative, { recursive: true, force: true }));
    return true;
  }

  /** Empties the root and keeps it. */
  private async clear(): Promise<boolean> {
    const entries = await this.list('', '');
    for (const entry of entries) {
      await this.attempt(entry.name, () => this.container.fs.rm(entry.name, { recursive: true, force: true }));
    }
    return entries.length > 0;
  }

  private async locate(relative: string, input: string): Promise<Located> {
    if (relative === '') return { kind: 'directory' };
    const segments = relative.split('/');
    let folder = '';
    for (const [index, name] of segments.entries()) {
      const entry = (await this.list(folder, input)).find((candidate) => candidate.name === name);
      if (!entry) return { kind: 'missing', underFile: false };
      if (!entry.isFile() && !entry.isDirectory()) throw new WorkspaceError('link', input);
      if (index === segments.length - 1) return { kind: entry.isDirectory() ? 'directory' : 'file' };
      if (!entry.isDirectory()) return { kind: 'missing', underFile: true };
      folder = folder === '' ? name : `${folder}/${name}`;
    }
    return { kind: 'missing', underFile: false };
  }

  private list(relative: string, input: string): Promise<DirEnt<string>[]> {
    return this.attempt(input, () => this.container.fs.readdir(fsPath(relative), { withFileTypes: true }));
  }

  private resolve(path: string): string {
    if (this.disposal.signal.aborted) throw new Error('This WebContainer workspace was disposed.');
    return resolveWorkspacePath(path, this.rootPath);
  }

  /** Runs one fs call, turning its errors into WorkspaceErrors that keep the original as `cause`. */
  private async attempt<Result>(input: string, operation: () => Promise<Result>): Promise<Result> {
    try {
      return await operation();
    } catch (error) {
      throw translated(error, input);
    }
  }

  /** Changes made by processes that outlive their exec (a dev server) reach the UI this way. */
  private watchContainer(): void {
    if (this.watcher || this.disposal.signal.aborted) return;
    try {
      this.watcher = this.container.fs.watch('.', { recursive: true }, () => {
        clearTimeout(this.watchTimer);
        this.watchTimer = setTimeout(() => this.emit({ type: 'exec' }), WATCH_SETTLE_MS);
      });
    } catch {
      // Without a watcher our own writes and execs still announce themselves, which covers the agent.
    }
  }

  private unwatchContainer(): void {
    clearTimeout(this.watchTimer);
    this.watcher?.close();
    this.watcher = undefined;
  }

  private emit(change: WorkspaceChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        // A broken listener must not turn a completed write into a failed one, nor go unseen.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}

/** The container's fs takes paths relative to the workdir; the root itself is ".". */
function fsPath(relative: string): string {
  return relative === '' ? '.' : relative;
}

const ERRNO_CODES: readonly [RegExp, WorkspaceErrorCode][] = [
  [/ENOENT/, 'not_found'],
  [/EISDIR/, 'is_directory'],
  [/ENOTDIR/, 'not_directory'],
];

/** The container's fs errors are Node-like (an errno in `code` or leading the message). */
function translated(error: unknown, input: string): WorkspaceError {
  const text = `${(error as { code?: unknown } | undefined)?.code ?? ''} ${error instanceof Error ? error.message : String(error)}`;
  const code = ERRNO_CODES.find(([pattern]) => pattern.test(text))?.[1];
  const translation = code
    ? new WorkspaceError(code, input)
    : new WorkspaceError('io', input, 'The WebContainer could not complete this file operation.');
  translation.cause = error;
  return translation;
}
