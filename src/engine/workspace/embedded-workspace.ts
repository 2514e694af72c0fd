import { InMemoryFs, type FsStat, type IFileSystem } from 'just-bash';
import { embeddedCapabilities } from './capabilities';
import { DecodedTextCache } from './decoded-text-cache';
import { runEmbeddedCommand } from './embedded-exec';
import { isMissingError, MAX_FILE_SYSTEM_BYTES, translated } from './embedded-errors';
import { FileTreeWorkspace, type RawEntry } from './file-tree-workspace';
import { parentPath, resolveWorkspacePath, toAbsolutePath } from './paths';
import { ScopedFileSystem } from './scoped-file-system';
import { WorkspaceError, type ExecOptions, type ExecResult, type FileStat } from './workspace';

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
  /**
   * just-bash command (and loop iteration) limit per exec before its time limit (default 100
   * million). Time is what really bounds a command; the count only matters in tests.
   */
  maxCommandCount?: number;
}

const DEFAULT_ROOT = '/workspace';
const DEFAULT_TIMEOUT_MS = 30_000;
// So high that only the time limit ends an ordinary command (`seq 1 300000`, a loop over a big
// file): the shell checks the clock between commands, so counting adds no protection.
const DEFAULT_MAX_COMMAND_COUNT = 100_000_000;

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

type EmbeddedLocated = { kind: 'missing'; underFile: boolean } | { kind: 'file'; stat: FsStat } | { kind: 'directory'; stat: FsStat };

export class EmbeddedWorkspace extends FileTreeWorkspace {
  readonly kind = 'embedded' as const;
  readonly capabilities = embeddedCapabilities;
  protected readonly description = 'embedded workspace';
  private readonly decodedTexts = new DecodedTextCache();

  constructor(
    private readonly fs: InMemoryFs,
    readonly rootPath: string,
    private readonly limits: { defaultTimeoutMs: number; maxCommandCount: number },
  ) {
    super();
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

  async exec(command: string, options: ExecOptions = {}): Promise<ExecResult> {
    this.assertLive();
    const cwd = await this.commandFolder(options);
    try {
      return await runEmbeddedCommand({
        fs: this.commandFileSystem(options.writeScope),
        rootPath: this.rootPath,
        cwd: this.absolute(cwd),
        command,
        timeoutMs: options.timeoutMs,
        defaultTimeoutMs: this.limits.defaultTimeoutMs,
        maxCommandCount: this.limits.maxCommandCount,
        signal: this.execSignal(options),
      });
    } finally {
      // `rm -rf /workspace` is a legal command; the workspace must still have a root afterwards.
      if (!(await this.lstat(this.rootPath))) this.fs.mkdirSync(this.rootPath, { recursive: true });
      this.emit({ type: 'exec' });
    }
  }

  /** The shell's file system: the whole one, or one that refuses changes outside a sub-agent's folder. */
  private commandFileSystem(writeScope: string | undefined): IFileSystem {
    if (writeScope === undefined) return this.fs;
    const folder = this.resolve(writeScope);
    return folder === '' ? this.fs : new ScopedFileSystem(this.fs, this.rootPath, this.absolute(folder));
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

  /**
   * Where a path leads, refusing a link anywhere on the way. The usual answer costs two lookups: a
   * path that exists and whose real path is itself has no link on it (nor does the parent of a
   * missing one). Only otherwise is the path walked from the root, one component at a time.
   */
  protected async locate(relative: string, input: string): Promise<EmbeddedLocated> {
    const absolute = this.absolute(relative);
    const stat = await this.lstat(absolute, input);
    if (stat && !stat.isSymbolicLink && (await this.isReal(absolute))) return stat.isDirectory ? { kind: 'directory', stat } : { kind: 'file', stat };
    if (!stat && relative !== '') {
      const parent = this.absolute(parentPath(relative));
      const parentStat = await this.lstat(parent, input);
      if (parentStat?.isDirectory && (await this.isReal(parent))) return { kind: 'missing', underFile: false };
    }
    return this.walk(relative, input);
  }

  /** True when no link leads to `absolute` (its real path is itself). */
  private async isReal(absolute: string): Promise<boolean> {
    try {
      return (await this.fs.realpath(absolute)) === absolute;
    } catch {
      return false;
    }
  }

  private async walk(relative: string, input: string): Promise<EmbeddedLocated> {
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

  protected async readRaw(relative: string): Promise<string> {
    return this.decodedTexts.decode(await this.fs.readFileBuffer(this.absolute(relative)));
  }

  protected writeRaw(relative: string, content: string): Promise<void> {
    return this.fs.writeFile(this.absolute(relative), content);
  }

  protected mkdirRaw(relative: string): Promise<void> {
    return this.fs.mkdir(this.absolute(relative), { recursive: true });
  }

  protected rmRaw(relative: string): Promise<void> {
    return this.fs.rm(this.absolute(relative), { recursive: true, force: true });
  }

  protected async listRaw(relative: string): Promise<RawEntry[]> {
    const entries = await this.fs.readdirWithFileTypes(this.absolute(relative));
    return entries.map((entry) => ({ name: entry.name, kind: entry.isDirectory ? 'directory' : entry.isFile ? 'file' : 'other' }));
  }

  protected translate(error: unknown, input: string): WorkspaceError {
    return translated(error, input);
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

  private absolute(relative: string): string {
    return toAbsolutePath(relative, this.rootPath);
  }
}

function hasAncestorIn(path: string, folders: Set<string>): boolean {
  if (folders.size === 0) return false;
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
    if (folders.has(path.slice(0, slash))) return true;
  }
  return false;
}
