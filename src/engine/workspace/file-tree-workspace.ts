import { contentHash } from '../toolkit/stable-json';
import { parentPath, resolveWorkspacePath, withinPathLimits } from './paths';
import {
  notifyListeners,
  WorkspaceError,
  type DirEntry,
  type ExecOptions,
  type ExecResult,
  type FileStat,
  type Workspace,
  type WorkspaceCapabilities,
  type WorkspaceChange,
  type WorkspaceKind,
} from './workspace';

/** Where a path leads: walked one component at a time so a link anywhere on the way is caught. */
export type Located = { kind: 'missing'; underFile: boolean } | { kind: 'file' } | { kind: 'directory' };

/** One entry of a folder as the file system has it; `other` is a link or anything else. */
export interface RawEntry {
  name: string;
  kind: 'file' | 'directory' | 'other';
}

/**
 * What every workspace over a file tree does alike, whatever holds the files (just-bash's
 * in-memory fs, a WebContainer): the Workspace's rules on paths, links, missing parents, change
 * events and disposal. A subclass gives the raw operations on workspace-relative paths ("" is the
 * root), how to find where a path leads, and how to run a command.
 */
export abstract class FileTreeWorkspace implements Workspace {
  abstract readonly kind: WorkspaceKind;
  abstract readonly rootPath: string;
  abstract readonly capabilities: WorkspaceCapabilities;
  protected readonly listeners = new Set<(change: WorkspaceChange) => void>();
  protected readonly disposal = new AbortController();

  abstract stat(path: string): Promise<FileStat | undefined>;
  abstract exec(command: string, options?: ExecOptions): Promise<ExecResult>;
  abstract listFiles(): Promise<string[]>;

  /** Where `relative` leads; throws WorkspaceError('link', input) for a link on the way. */
  protected abstract locate(relative: string, input: string): Promise<Located>;
  protected abstract readRaw(relative: string): Promise<string>;
  protected abstract writeRaw(relative: string, content: string): Promise<void>;
  /** Makes the folder and its missing parents. */
  protected abstract mkdirRaw(relative: string): Promise<void>;
  /** Removes a path and everything under it; a link goes, not what it points at. */
  protected abstract rmRaw(relative: string): Promise<void>;
  protected abstract listRaw(relative: string): Promise<RawEntry[]>;
  /** The file system's error as a WorkspaceError naming the caller's path, the original as cause. */
  protected abstract translate(error: unknown, input: string): WorkspaceError;
  /** Names the workspace in the error thrown when it is used after dispose(). */
  protected abstract readonly description: string;

  async readFile(path: string): Promise<string> {
    const relative = this.resolve(path);
    const located = await this.locate(relative, path);
    if (located.kind === 'missing') throw new WorkspaceError('not_found', path);
    if (located.kind === 'directory') throw new WorkspaceError('is_directory', path);
    return this.attempt(path, () => this.readRaw(relative));
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
    const entries = await this.attempt(path, () => this.listRaw(relative));
    return entries
      .filter((entry): entry is DirEntry => entry.kind !== 'other')
      .map(({ name, kind }) => ({ name, kind }))
      .sort((first, second) => (first.name < second.name ? -1 : first.name > second.name ? 1 : 0));
  }

  async mkdir(path: string): Promise<void> {
    const relative = this.resolve(path);
    const located = await this.locate(relative, path);
    if (located.kind === 'directory') return;
    // An in-memory fs would happily make a folder "under" a file; a real disk would not.
    if (located.kind === 'file' || located.underFile) throw new WorkspaceError('not_directory', path);
    await this.attempt(path, () => this.mkdirRaw(relative));
  }

  async rm(path: string): Promise<void> {
    const relative = this.resolve(path);
    const removed = relative === '' ? await this.clear() : await this.remove(relative, path);
    if (removed) this.emit({ type: 'remove', path: relative });
  }

  async snapshot(): Promise<Map<string, string>> {
    const hashes = new Map<string, string>();
    for (const [path, content] of Object.entries(await this.exportFiles())) hashes.set(path, contentHash(content));
    return hashes;
  }

  async exportFiles(): Promise<Record<string, string>> {
    const entries: [string, string][] = [];
    for (const path of await this.exportedPaths()) entries.push([path, await this.attempt(path, () => this.readRaw(path))]);
    // fromEntries defines own properties, so a file named "__proto__" stays a file.
    return Object.fromEntries(entries);
  }

  /**
   * The files exportFiles() and snapshot() read: every file, unless a workspace leaves some out.
   * A file past the path limits (a command can make one) is left out: no workspace could take it
   * back in, so a share link or a saved session holding it would fail to open.
   */
  protected async exportedPaths(): Promise<string[]> {
    return (await this.listFiles()).filter(withinPathLimits);
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

  /** A command's signal: the caller's, and this workspace's disposal. */
  protected execSignal(options: ExecOptions): AbortSignal {
    return options.signal ? AbortSignal.any([options.signal, this.disposal.signal]) : this.disposal.signal;
  }

  /** Where a command runs: the root, or an existing folder under it. */
  protected async commandFolder(options: ExecOptions): Promise<string> {
    const cwd = options.cwd === undefined ? '' : this.resolve(options.cwd);
    const located = await this.locate(cwd, options.cwd ?? '');
    if (located.kind === 'missing') throw new WorkspaceError('not_found', options.cwd ?? '');
    if (located.kind === 'file') throw new WorkspaceError('not_directory', options.cwd ?? '');
    return cwd;
  }

  private async write(relative: string, input: string, content: string): Promise<void> {
    const located = await this.locate(relative, input);
    if (located.kind === 'directory') throw new WorkspaceError('is_directory', input);
    if (located.kind === 'missing' && located.underFile) throw new WorkspaceError('not_directory', input);
    // A missing target was reached through real directories only (locate says so), so making the
    // rest of the parents cannot pass through a link or a file.
    if (located.kind === 'missing') await this.attempt(input, () => this.mkdirRaw(parentPath(relative)));
    await this.attempt(input, () => this.writeRaw(relative, content));
  }

  /** Removes a path; the last component may be a link (the link goes, not what it points at). */
  private async remove(relative: string, input: string): Promise<boolean> {
    const parent = parentPath(relative);
    if ((await this.locate(parent, input)).kind !== 'directory') return false;
    const name = relative.slice(parent === '' ? 0 : parent.length + 1);
    if (!(await this.attempt(input, () => this.listRaw(parent))).some((entry) => entry.name === name)) return false;
    await this.attempt(input, () => this.rmRaw(relative));
    return true;
  }

  /** Empties the root and keeps it. */
  protected async clear(): Promise<boolean> {
    if ((await this.locate('', '')).kind !== 'directory') return false;
    const entries = await this.attempt('', () => this.listRaw(''));
    for (const entry of entries) await this.attempt(entry.name, () => this.rmRaw(entry.name));
    return entries.length > 0;
  }

  protected resolve(path: string): string {
    this.assertLive();
    return resolveWorkspacePath(path, this.rootPath);
  }

  /** Runs one fs call, turning its errors into WorkspaceErrors that carry no file-system text. */
  protected async attempt<Result>(input: string, operation: () => Promise<Result>): Promise<Result> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof WorkspaceError) throw error;
      throw this.translate(error, input);
    }
  }

  protected emit(change: WorkspaceChange): void {
    notifyListeners(this.listeners, change);
  }

  protected assertLive(): void {
    if (this.disposal.signal.aborted) throw new Error(`This ${this.description} was disposed.`);
  }
}
