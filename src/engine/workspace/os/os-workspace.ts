import { constants, type Dirent, type Stats } from 'node:fs';
import { lchown, lstat, mkdir, mkdtemp, readdir, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { osCapabilities, osProgramsToFind } from '../capabilities';
import { effectiveTimeout } from '../exec-outcomes';
import { FileTreeWorkspace, type RawEntry } from '../file-tree-workspace';
import { toAbsolutePath } from '../paths';
import { WorkspaceError, type ExecOptions, type ExecResult, type FileStat, type WorkspaceCapabilities } from '../workspace';
import { findBubblewrap, sandboxUser, type HostEnvironment, type SandboxNetwork } from './bubblewrap';
import { handOverFolders, handOverTree, reachableParent, writeOwnedFile, type Owner } from './copy-owner';
import { runSandboxed } from './os-exec';
import { copySeedFolder, TOOL_STATE_FOLDERS } from './seed-copy';

/**
 * The OS sandbox workspace (headless runs on Linux): a fresh copy of a folder in a temporary
 * directory, whose commands run under bubblewrap (see bubblewrap.ts for what they can and cannot
 * reach). The file tools go through the same rules as every workspace: `..`, absolute paths
 * outside the copy, and any symbolic link on the way are refused, so a link a command made
 * (`ln -s /etc x`) leads nowhere. A sub-agent's commands can change its folder only: the rest of
 * the copy is mounted read-only for them. Node only: the page never loads this file.
 */

export interface OsWorkspaceOptions {
  /** A folder to copy in whole (its .git too, so git works on its history). Never written to. */
  seedFolder?: string;
  /**
   * Told the seed folder's files left out of the copy for being past the workspace's path limits
   * (relative to the folder, sorted); not called when none were.
   */
  onPastPathLimits?: (paths: string[]) => void;
  /** Workspace-relative path -> content, written after the seed folder's copy. */
  files?: Record<string, string>;
  /** Exec wall-clock limit when the caller gives none (default 30 000). */
  defaultTimeoutMs?: number;
  /** A bwrap already found (findBubblewrap); looked up when absent. */
  bubblewrap?: string;
  /** The allowed hosts and the way to them (a running domain proxy); absent: no network. */
  network?: OsNetwork;
  /** Where the copy is made (the caller's TMPDIR); the system's temporary folder when absent. */
  temporaryFolder?: string;
  /** Where commands get their PATH and LANG (a CLI's own environment); this process's when absent. */
  host?: HostEnvironment;
}

export interface OsNetwork extends SandboxNetwork {
  hosts: readonly string[];
}

const DEFAULT_TIMEOUT_MS = 30_000;

export async function createOsWorkspace(options: OsWorkspaceOptions = {}): Promise<OsWorkspace> {
  const bubblewrap = options.bubblewrap ?? (await findBubblewrap());
  const owner = sandboxUser();
  // realpath: on some systems /tmp is itself a link, and the root must be the path `pwd` prints.
  const rootPath = await realpath(await mkdtemp(join(await reachableParent(options.temporaryFolder ?? tmpdir(), owner), 'aci-workspace-')));
  try {
    if (options.seedFolder) {
      const leftOut = await copySeedFolder(options.seedFolder, rootPath);
      if (leftOut.length > 0) options.onPastPathLimits?.(leftOut);
    }
    if (owner) await handOverTree(rootPath, owner);
    const workspace = new OsWorkspace(rootPath, bubblewrap, options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS, options.network, owner, options.host);
    if (options.files) await workspace.importFiles(options.files);
    await workspace.findCapabilities();
    return workspace;
  } catch (error) {
    await rm(rootPath, { recursive: true, force: true });
    throw error;
  }
}

type OsLocated = { kind: 'missing'; underFile: boolean } | { kind: 'file'; stats: Stats } | { kind: 'directory'; stats: Stats };

export class OsWorkspace extends FileTreeWorkspace {
  readonly kind = 'os' as const;
  protected readonly description = 'OS sandbox workspace';
  capabilities: WorkspaceCapabilities = osCapabilities([], []);

  constructor(
    readonly rootPath: string,
    private readonly bubblewrap: string,
    private readonly defaultTimeoutMs: number,
    private readonly network?: OsNetwork,
    /** Who the commands run as when that is not us (we are root): what the tools make is given to them. */
    private readonly owner?: Owner,
    private readonly host?: HostEnvironment,
  ) {
    super();
  }

  /** Asks the sandbox itself which programs it finds: what the host has may be hidden inside. */
  async findCapabilities(): Promise<void> {
    const probe = osProgramsToFind.map((program) => `command -v ${program} >/dev/null 2>&1 && echo ${program}`).join('; ');
    const result = await this.exec(`${probe}; true`, { timeoutMs: 10_000 });
    const found = result.stdout.split('\n').filter((line) => (osProgramsToFind as readonly string[]).includes(line));
    this.capabilities = osCapabilities(found, this.network?.hosts ?? []);
  }

  async stat(path: string): Promise<FileStat | undefined> {
    const located = await this.locate(this.resolve(path), path);
    if (located.kind === 'missing') return undefined;
    return { kind: located.kind, size: located.kind === 'file' ? located.stats.size : 0, mtimeMs: located.stats.mtimeMs };
  }

  async exec(command: string, options: ExecOptions = {}): Promise<ExecResult> {
    const cwd = await this.commandFolder(options);
    // Checked like a cwd (no link on the way), so a link named as a sub-agent's folder cannot
    // have the copy's root, or a place outside it, mounted writable.
    const writable = options.writeScope === undefined ? '' : await this.commandFolder({ cwd: options.writeScope });
    try {
      return await runSandboxed({
        bubblewrap: this.bubblewrap,
        rootPath: this.rootPath,
        writableFolder: writable === '' ? undefined : this.absolute(writable),
        cwd: this.absolute(cwd),
        command,
        network: this.network,
        host: this.host,
        timeoutMs: effectiveTimeout(options.timeoutMs, this.defaultTimeoutMs),
        signal: this.execSignal(options),
      });
    } finally {
      // `rm -rf "$HOME"` is a legal command; the workspace must still have a root afterwards.
      if ((await mkdir(this.rootPath, { recursive: true })) !== undefined && this.owner) await lchown(this.rootPath, this.owner.uid, this.owner.gid);
      this.emit({ type: 'exec' });
    }
  }

  async listFiles(): Promise<string[]> {
    const files: string[] = [];
    const walk = async (folder: string): Promise<void> => {
      for (const entry of await this.attempt(folder, () => this.listRaw(folder))) {
        const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
        if (entry.kind === 'file') files.push(path);
        else if (entry.kind === 'directory' && !TOOL_STATE_FOLDERS.has(entry.name)) await walk(path);
      }
    };
    await walk('');
    return files.sort();
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await rm(this.rootPath, { recursive: true, force: true });
  }

  protected async locate(relative: string, input: string): Promise<OsLocated> {
    const segments = relative === '' ? [] : relative.split('/');
    let current = this.rootPath;
    for (let index = 0; ; index++) {
      const stats = await this.lstat(current, input);
      if (!stats) return { kind: 'missing', underFile: false };
      if (stats.isSymbolicLink()) throw new WorkspaceError('link', input);
      if (index === segments.length) return stats.isDirectory() ? { kind: 'directory', stats } : { kind: 'file', stats };
      if (!stats.isDirectory()) return { kind: 'missing', underFile: true };
      current = `${current}/${segments[index]}`;
    }
  }

  protected readRaw(relative: string): Promise<string> {
    // A link swapped in since the path was checked is not followed; a named pipe reads as empty
    // instead of hanging the tool until some command writes to it.
    return readFile(this.absolute(relative), { encoding: 'utf8', flag: constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK });
  }

  protected writeRaw(relative: string, content: string): Promise<void> {
    return writeOwnedFile(this.absolute(relative), content, this.owner);
  }

  protected async mkdirRaw(relative: string): Promise<void> {
    const target = this.absolute(relative);
    const first = await mkdir(target, { recursive: true });
    if (first !== undefined && this.owner) await handOverFolders(first, target, this.owner);
  }

  protected rmRaw(relative: string): Promise<void> {
    return rm(this.absolute(relative), { recursive: true, force: true });
  }

  protected async listRaw(relative: string): Promise<RawEntry[]> {
    const entries: Dirent[] = await readdir(this.absolute(relative), { withFileTypes: true });
    return entries.map((entry) => ({ name: entry.name, kind: entry.isDirectory() ? 'directory' : entry.isFile() ? 'file' : 'other' }));
  }

  protected translate(error: unknown, input: string): WorkspaceError {
    const translation = errorFor((error as NodeJS.ErrnoException | undefined)?.code, input);
    translation.cause = error;
    return translation;
  }

  private async lstat(absolute: string, input: string): Promise<Stats | undefined> {
    try {
      return await lstat(absolute);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw this.translate(error, input);
    }
  }

  private absolute(relative: string): string {
    return toAbsolutePath(relative, this.rootPath);
  }
}

/** The file system's errno as the workspace's own error; no errno text or host path reaches a caller. */
function errorFor(code: string | undefined, input: string): WorkspaceError {
  if (code === 'ENOENT') return new WorkspaceError('not_found', input);
  if (code === 'EISDIR') return new WorkspaceError('is_directory', input);
  if (code === 'ENOTDIR') return new WorkspaceError('not_directory', input);
  if (code === 'ELOOP') return new WorkspaceError('link', input);
  if (code === 'ENOSPC') return new WorkspaceError('io', input, 'The disk holding the workspace is full.');
  if (code === 'EACCES' || code === 'EPERM') return new WorkspaceError('io', input, 'The workspace may not touch this file: permission denied.');
  return new WorkspaceError('io', input, 'The workspace could not complete this file operation.');
}
