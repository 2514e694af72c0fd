import type { DirEnt, IFSWatcher, WebContainer } from '@webcontainer/api';
import { webContainerCapabilities } from './capabilities';
import { effectiveTimeout } from './exec-outcomes';
import { FileTreeWorkspace, type Located, type RawEntry } from './file-tree-workspace';
import { withinPathLimits } from './paths';
import { runProcess, type ProcessLike } from './webcontainer-process';
import { WorkspaceError, type ExecOptions, type ExecResult, type FileStat, type WorkspaceChange, type WorkspaceErrorCode } from './workspace';

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
const TOOL_STATE_FOLDERS = new Set(['node_modules', '.git']);
/** Change events from the container's watcher are gathered this long before one is sent. */
const WATCH_SETTLE_MS = 100;

export class WebContainerWorkspace extends FileTreeWorkspace {
  readonly kind = 'webcontainer' as const;
  readonly capabilities = webContainerCapabilities;
  readonly rootPath: string;
  protected readonly description = 'WebContainer workspace';
  private watcher: IFSWatcher | undefined;
  private watchTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly container: WebContainerLike,
    private readonly options: WebContainerWorkspaceOptions = {},
  ) {
    super();
    this.rootPath = container.workdir.replace(/\/+$/, '');
  }

  async stat(path: string): Promise<FileStat | undefined> {
    const relative = this.resolve(path);
    const located = await this.locate(relative, path);
    if (located.kind === 'missing') return undefined;
    if (located.kind === 'directory') return { kind: 'directory', size: 0, mtimeMs: 0 };
    const bytes = await this.attempt(path, () => this.container.fs.readFile(fsPath(relative)));
    return { kind: 'file', size: bytes.byteLength, mtimeMs: 0 };
  }

  async exec(command: string, options: ExecOptions = {}): Promise<ExecResult> {
    const cwd = await this.commandFolder(options);
    const timeoutMs = effectiveTimeout(options.timeoutMs, this.options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS);
    try {
      return await runProcess(() => this.spawnShell(command, cwd, options.cwd ?? ''), { timeoutMs, signal: this.execSignal(options) });
    } finally {
      this.emit({ type: 'exec' });
    }
  }

  /** Every file, node_modules and .git included: grep and glob look inside them when asked to. */
  listFiles(): Promise<string[]> {
    return this.walkFiles(() => true);
  }

  /**
   * Exports and snapshots (taken after every agent node) leave out what npm and git keep: after an
   * `npm install` that is thousands of files, each read one call at a time through the container,
   * and none of it is the agent's work. Files past the path limits are left out as everywhere.
   */
  protected override async exportedPaths(): Promise<string[]> {
    return (await this.walkFiles((name) => !TOOL_STATE_FOLDERS.has(name))).filter(withinPathLimits);
  }

  private async walkFiles(entersFolder: (name: string) => boolean): Promise<string[]> {
    const files: string[] = [];
    const walk = async (folder: string): Promise<void> => {
      for (const entry of await this.attempt(folder, () => this.listRaw(folder))) {
        const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
        if (entry.kind === 'file') files.push(path);
        else if (entry.kind === 'directory' && entersFolder(entry.name)) await walk(path);
      }
    };
    await walk('');
    return files.sort();
  }

  override onChange(listener: (change: WorkspaceChange) => void): () => void {
    const unsubscribe = super.onChange(listener);
    this.watchContainer();
    return () => {
      unsubscribe();
      if (this.listeners.size === 0) this.unwatchContainer();
    };
  }

  override async dispose(): Promise<void> {
    // Ends running commands; the container itself stays up (one boot per page), for a later switch.
    await super.dispose();
    this.unwatchContainer();
  }

  protected async locate(relative: string, input: string): Promise<Located> {
    if (relative === '') return { kind: 'directory' };
    const segments = relative.split('/');
    let folder = '';
    for (const [index, name] of segments.entries()) {
      const entry = (await this.attempt(input, () => this.listRaw(folder))).find((candidate) => candidate.name === name);
      if (!entry) return { kind: 'missing', underFile: false };
      if (entry.kind === 'other') throw new WorkspaceError('link', input);
      if (index === segments.length - 1) return { kind: entry.kind };
      if (entry.kind !== 'directory') return { kind: 'missing', underFile: true };
      folder = folder === '' ? name : `${folder}/${name}`;
    }
    return { kind: 'missing', underFile: false };
  }

  protected readRaw(relative: string): Promise<string> {
    return this.container.fs.readFile(fsPath(relative), 'utf-8');
  }

  protected writeRaw(relative: string, content: string): Promise<void> {
    return this.container.fs.writeFile(fsPath(relative), content);
  }

  protected async mkdirRaw(relative: string): Promise<void> {
    await this.container.fs.mkdir(fsPath(relative), { recursive: true });
  }

  protected rmRaw(relative: string): Promise<void> {
    return this.container.fs.rm(fsPath(relative), { recursive: true, force: true });
  }

  protected async listRaw(relative: string): Promise<RawEntry[]> {
    const entries: DirEnt<string>[] = await this.container.fs.readdir(fsPath(relative), { withFileTypes: true });
    return entries.map((entry) => ({ name: entry.name, kind: entry.isDirectory() ? 'directory' : entry.isFile() ? 'file' : 'other' }));
  }

  protected translate(error: unknown, input: string): WorkspaceError {
    return translated(error, input);
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
