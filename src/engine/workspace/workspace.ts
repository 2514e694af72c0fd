/**
 * The Workspace: everything a tool can touch. Three implementations stand behind it — the embedded
 * just-bash shell (in memory; Node, browser, a Web Worker), a WebContainer, and a real folder under
 * the OS sandbox (headless, Node only) — so every path here
 * is workspace-relative POSIX ("src/app.ts"), already checked by `resolveWorkspacePath`.
 */

export type WorkspaceKind = 'embedded' | 'webcontainer' | 'os';

/**
 * What a workspace can run. `provides` is checked against what a lesson needs ("node", "git",
 * "network"...); `description` is what the model reads where the surface says {workspace}, so no
 * prompt sends the model to run a program the workspace lacks.
 */
export interface WorkspaceCapabilities {
  provides: readonly string[];
  description: string;
}

export interface ExecOptions {
  /** Workspace-relative directory to run in; the root when absent. */
  cwd?: string;
  /** Wall-clock limit; the command is ended and reported `timedOut` when it passes. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Workspace-relative folder the command may change (a sub-agent's); reads stay unrestricted.
   * The embedded workspace enforces it in the file system under the shell, the OS sandbox by
   * mounting the rest of the copy read-only; a WebContainer cannot.
   */
  writeScope?: string;
}

export interface ExecResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  durationMs: number;
  timedOut: boolean;
  /**
   * True when the runtime cannot separate the streams (WebContainer merges them): everything is
   * in `stdout` and `stderr` is empty. Tools say so to the model instead of pretending.
   */
  outputMerged: boolean;
}

export type EntryKind = 'file' | 'directory';

export interface DirEntry {
  name: string;
  kind: EntryKind;
}

export interface FileStat {
  kind: EntryKind;
  /** Bytes for files, 0 for directories. */
  size: number;
  mtimeMs: number;
}

export type WorkspaceChange =
  | { type: 'write'; path: string }
  | { type: 'remove'; path: string }
  /** A command ran: anything may have changed (re-read what you show). */
  | { type: 'exec' }
  | { type: 'import' };

export interface Workspace {
  readonly kind: WorkspaceKind;
  /** Absolute path of the root inside the sandbox, e.g. `/workspace`; what `pwd` prints there. */
  readonly rootPath: string;
  readonly capabilities: WorkspaceCapabilities;

  readFile(path: string): Promise<string>;
  /** Creates missing parent directories. */
  writeFile(path: string, content: string): Promise<void>;
  readdir(path: string): Promise<DirEntry[]>;
  /** `undefined` when nothing is at the path. */
  stat(path: string): Promise<FileStat | undefined>;
  /** Recursive; no error when it exists. */
  mkdir(path: string): Promise<void>;
  /** Recursive; no error when it is already gone. */
  rm(path: string): Promise<void>;
  exec(command: string, options?: ExecOptions): Promise<ExecResult>;

  /** Every file (not directory) under the root, workspace-relative, sorted. */
  listFiles(): Promise<string[]>;
  /** path -> content hash, for staleness briefs and diffs between two moments. */
  snapshot(): Promise<Map<string, string>>;
  /** path -> content for every file. */
  exportFiles(): Promise<Record<string, string>>;
  /** Writes the given files; with `replace`, everything else is removed first. */
  importFiles(files: Record<string, string>, options?: { replace?: boolean }): Promise<void>;

  /** Subscribe to changes (UI live updates). Returns the unsubscribe function. */
  onChange(listener: (change: WorkspaceChange) => void): () => void;
  dispose(): Promise<void>;
}

export type WorkspaceErrorCode =
  | 'outside_root'
  | 'link'
  | 'not_found'
  | 'is_directory'
  | 'not_directory'
  /** Longer than the workspace allows, in all or in one name (see paths.ts). */
  | 'too_long'
  | 'io';

/**
 * The one error a Workspace throws on purpose. Tools turn it into a failure the model can act on;
 * anything else thrown is a bug and is reported as one.
 */
export class WorkspaceError extends Error {
  constructor(
    readonly code: WorkspaceErrorCode,
    /** The path as the caller gave it (what the model wrote). */
    readonly path: string,
    detail?: string,
  ) {
    super(detail ?? `${code}: ${path}`);
    this.name = 'WorkspaceError';
  }
}

export function isWorkspaceError(error: unknown, code?: WorkspaceErrorCode): error is WorkspaceError {
  return error instanceof WorkspaceError && (code === undefined || error.code === code);
}

/**
 * Tells every listener of a workspace about a change. A broken listener must not turn the
 * completed operation that caused the change into a failed one, nor go unseen: its error is
 * rethrown on its own, after the others heard.
 */
export function notifyListeners(listeners: Iterable<(change: WorkspaceChange) => void>, change: WorkspaceChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}
