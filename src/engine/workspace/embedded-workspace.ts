import { InMemoryFs, type FsStat } from 'just-bash';
import { contentHash } from '../toolkit/stable-json';
import { runEmbeddedCommand } from './embedded-exec';
import { isMissingError, MAX_FILE_SYSTEM_BYTES, translated } from './embedded-errors';
import { parentPath, resolveWorkspacePath, toAbsolutePath } from './paths';
import {
  WorkspaceError,
  type DirEntry,
  type ExecOptions,
  type ExecResult,
  type FileStat,
  type Workspace,
  type WorkspaceChange,
} from './workspace';

/**
 * The embedded workspace: just-bash's in-memory file system and shell. It runs unchanged in Node,
 * a page and a Web Worker (it imports only just-bash, whose "browser" export Vite picks there).
 *
 * The API shows only regular files and directories. A symbolic link made by a command (`ln -s /etc
 * x`) is refused with `link` whenever a path would pass through it, and left out of listings: the
 * in-memory fs would follow it anywhere, including outside the root.
 */

export interface EmbeddedWorkspaceOptions {
  /** Workspace-relative path -> content. */
  files?: Record<string, string>;
  /** Default '/workspace'. */
  rootPath?: string;
  /** Exec wall-clock limit when the caller gives none (default 30 000). */
  defaultTimeoutMs?: number;
  /** just-bash command (and loop iteration) limit per exec (default 100 000). */
  maxCommandCount?: number;
}

const DEFAULT_ROOT = '/workspace';
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_COMMAND_COUNT = 100_000;

export async function createEmbeddedWorkspace(options: EmbeddedWorkspaceOptions = {}): Promise<EmbeddedWorkspace> {
  const rootPath = checkedRoot(options.rootPath ?? DEFAULT_ROOT);
  const initialFiles: Record<string, string> = {};
  for (const [path, content] of Object.entries(options.files ?? {})) {
    const relative = resolveWorkspacePath(path, rootPath);
    if (relative === '') throw new WorkspaceError('is_directory', path);
    initialFiles[toAbsolutePath(relative, rootPath)] = content;
  }
  const fs = new InMemoryFs(initialFiles, { maxTotalBytes: MAX_FILE_SYSTEM_BYTES });
  fs.mkdirSync(rootPath, { recursive: true });
  // Scratch space commands expect (`sort > /tmp/x`); outside the root, so never listed.
  fs.mkdirSync('/tmp', { recursive: true });
  return new EmbeddedWorkspace(fs, rootPath, {
    defaultTimeoutMs: options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxCommandCount: options.maxCommandCount ?? DEFAULT_MAX_COMMAND_COUNT,
  });
}

function checkedRoot(rootPath: string): string {
  const root = rootPath.replace(/\/+$/, '');
  // The root "/" would list just-bash's own /bin and /dev as workspace files.
  if (!root.startsWith('/') || root.includes('\\') || root.split('/').includes('..')) {
    throw new Error(`The workspace root must be an absolute folder other than "/", got "${rootPath}".`);
  }
  return root;
}

/** Where a path leads: walked one component at a time so a link anywhere on the way is caught. */
type Located =
  | { kind: 'missing'; underFile: boolean }
  | { kind: 'file'; stat: FsStat }
  | { kind: 'directory'; stat: FsStat };

export class EmbeddedWorkspace implements Workspace {
  readonly kind = 'embedded' as const;
  private readonly listeners = new Set<(change: WorkspaceChange) => void>();
  private readonly disposal = new AbortController();

  constructor(
    private readonly fs: InMemoryFs,
    readonly rootPath: string,
    private readonly limits: { defaultTimeoutMs: number; maxCommandCount: number },
  ) {}

  async readFile(path: string): Promise<string> {
    const relative = this.resolve(path);
    const located = await this.locate(relative, path);
    if (located.kind === 'missing') throw new WorkspaceError('not_found', path);
    if (located.kind === 'directory') throw new WorkspaceError('is_directory', path);
    return this.attempt(path, () => this.fs.readFile(this.absolute(relative)));
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
    const entries = await this.attempt(path, () => this.fs.readdirWithFileTypes(this.absolute(relative)));
    return entries
      .filter((entry) => entry.isFile || entry.isDirectory)
      .map((entry): DirEntry => ({ name: entry.name, kind: entry.isDirectory ? 'directory' : 'file' }));
  }

  async stat(path: string): Promise<FileStat | undefined> {
    const located = await this.locate(this.resolve(path), path);
    if (located.kind === 'missing') return undefined;
    return {
      kind: located.kind,
      size: located.kind === 'file' ? located.stat.size : 0,
      mtimeMs: located.stat.mtime.getTime(),
    };
  }

  async mkdir(path: string): Promise<void> {
    const relative = this.resolve(path);
    const located = await this.locate(relative, path);
    if (located.kind === 'directory') return;
    // The in-memory fs would happily make a folder "under" a file; a real disk would not.
    if (located.kind === 'file' || located.underFile) throw new WorkspaceError('not_directory', path);
    await this.attempt(path, () => this.fs.mkdir(this.absolute(relative), { recursive: true }));
  }

  async rm(path: string): Promise<void> {
    const relative = this.resolve(path);
    const removed = relative === '' ? await this.clear() : await this.remove(relative, path);
    if (removed) this.emit({ type: 'remove', path: relative });
  }

  async exec(command: string, options: ExecOptions = {}): Promise<ExecResult> {
    this.assertLive();
    const cwd = options.cwd === undefined ? '' : this.resolve(options.cwd);
    const located = await this.locate(cwd, options.cwd ?? '');
    if (located.kind === 'missing') throw new WorkspaceError('not_found', options.cwd ?? '');
    if (located.kind === 'file') throw new WorkspaceError('not_directory', options.cwd ?? '');
    const signal = options.signal ? AbortSignal.any([options.signal, this.disposal.signal]) : this.disposal.signal;
    try {
      return await runEmbeddedCommand({
        fs: this.fs,
        rootPath: this.rootPath,
        cwd: this.absolute(cwd),
        command,
        timeoutMs: options.timeoutMs,
        defaultTimeoutMs: this.limits.defaultTimeoutMs,
        maxCommandCount: this.limits.maxCommandCount,
        signal,
      });
    } finally {
      // `rm -rf /workspace` is a legal command; the workspace must still have a root afterwards.
      if (!(await this.lstat(this.rootPath))) this.fs.mkdirSync(this.rootPath, { recursive: true });
      this.emit({ type: 'exec' });
    }
  }

  async listFiles(): Promise<string[]> {
    const root = await this.locate('', '');
    if (root.kind === 'missing') return [];
    const prefix = `${this.rootPath}/`;
    const links = new Set<string>();
    const files: string[] = [];
    for (const absolute of this.fs.getAllPaths()) {
      if (!absolute.startsWith(prefix)) continue;
      const stat = await this.lstat(absolute);
      if (stat?.isSymbolicLink) links.add(absolute.slice(prefix.length));
      if (stat?.isFile) files.push(absolute.slice(prefix.length));
    }
    return files.filter((file) => !hasAncestorIn(file, links)).sort();
  }

  async snapshot(): Promise<Map<string, string>> {
    const hashes = new Map<string, string>();
    for (const path of await this.listFiles()) {
      hashes.set(path, contentHash(await this.attempt(path, () => this.fs.readFile(this.absolute(path)))));
    }
    return hashes;
  }

  async exportFiles(): Promise<Record<string, string>> {
    const entries: [string, string][] = [];
    for (const path of await this.listFiles()) {
      entries.push([path, await this.attempt(path, () => this.fs.readFile(this.absolute(path)))]);
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
    return () => this.listeners.delete(listener);
  }

  async dispose(): Promise<void> {
    this.disposal.abort();
    this.listeners.clear();
  }

  private async write(relative: string, input: string, content: string): Promise<void> {
    const located = await this.locate(relative, input);
    if (located.kind === 'directory') throw new WorkspaceError('is_directory', input);
    if (located.kind === 'missing' && located.underFile) throw new WorkspaceError('not_directory', input);
    const absolute = this.absolute(relative);
    // A missing target was reached through real directories only (locate says so), so making the
    // rest of the parents cannot pass through a link or a file.
    if (located.kind === 'missing') {
      await this.attempt(input, () => this.fs.mkdir(this.absolute(parentPath(relative)), { recursive: true }));
    }
    await this.attempt(input, () => this.fs.writeFile(absolute, content));
  }

  /** Removes a path; the last component may be a link (the link goes, not what it points at). */
  private async remove(relative: string, input: string): Promise<boolean> {
    const parent = await this.locate(parentPath(relative), input);
    if (parent.kind !== 'directory') return false;
    const absolute = this.absolute(relative);
    if (!(await this.lstat(absolute, input))) return false;
    await this.attempt(input, () => this.fs.rm(absolute, { recursive: true, force: true }));
    return true;
  }

  /** Empties the root and keeps it. */
  private async clear(): Promise<boolean> {
    const root = await this.locate('', '');
    if (root.kind !== 'directory') return false;
    const entries = await this.attempt('', () => this.fs.readdir(this.rootPath));
    for (const name of entries) {
      await this.attempt(name, () => this.fs.rm(`${this.rootPath}/${name}`, { recursive: true, force: true }));
    }
    return entries.length > 0;
  }

  private async locate(relative: string, input: string): Promise<Located> {
    const segments = relative === '' ? [] : relative.split('/');
    let current = this.rootPath;
    for (let index = 0; ; index++) {
      const stat = await this.lstat(current, input);
      if (!stat) return { kind: 'missing', underFile: false };
      if (stat.isSymbolicLink) throw new WorkspaceError('link', input);
      if (index === segments.length) return stat.isDirectory ? { kind: 'directory', stat } : { kind: 'file', stat };
      if (!stat.isDirectory) return { kind: 'missing', underFile: true };
      current = `${current}/${segments[index]}`;
    }
  }

  /** `input` is the caller's path, named by any error (defaults to the absolute path). */
  private async lstat(absolute: string, input = absolute): Promise<FsStat | undefined> {
    try {
      return await this.fs.lstat(absolute);
    } catch (error) {
      if (isMissingError(error)) return undefined;
      throw translated(error, input);
    }
  }

  private resolve(path: string): string {
    this.assertLive();
    return resolveWorkspacePath(path, this.rootPath);
  }

  private absolute(relative: string): string {
    return toAbsolutePath(relative, this.rootPath);
  }

  /** Runs one fs call, turning its errors into WorkspaceErrors that carry no just-bash text. */
  private async attempt<Result>(input: string, operation: () => Promise<Result>): Promise<Result> {
    try {
      return await operation();
    } catch (error) {
      throw translated(error, input);
    }
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

  private assertLive(): void {
    if (this.disposal.signal.aborted) throw new Error('This embedded workspace was disposed.');
  }
}

function hasAncestorIn(path: string, folders: Set<string>): boolean {
  if (folders.size === 0) return false;
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
    if (folders.has(path.slice(0, slash))) return true;
  }
  return false;
}
