import type { DirEntry, ExecResult, FileStat, WorkspaceChange, WorkspaceErrorCode } from '../workspace';

/**
 * The messages between the page and the worker that hosts the embedded workspace. Plain data only
 * (structured clone): no classes, no functions, no Map. Every request carries an id; the worker
 * answers each id exactly once, unless it is terminated first.
 */

export interface WorkerStartOptions {
  /** Workspace-relative path -> content (on a restart: the page's copy of the files). */
  files: Record<string, string>;
  rootPath?: string;
  defaultTimeoutMs?: number;
  maxCommandCount?: number;
}

/** The exec options that can cross a thread (the signal stays on the page: see `AbortRequest`). */
export interface RemoteExecOptions {
  cwd?: string;
  timeoutMs?: number;
  writeScope?: string;
}

/** Each remote method: its arguments and what it resolves to. */
export interface RemoteMethods {
  start: { args: [options: WorkerStartOptions]; result: { rootPath: string } };
  readFile: { args: [path: string]; result: string };
  writeFile: { args: [path: string, content: string]; result: void };
  readdir: { args: [path: string]; result: DirEntry[] };
  stat: { args: [path: string]; result: FileStat | undefined };
  mkdir: { args: [path: string]; result: void };
  rm: { args: [path: string]; result: void };
  exec: { args: [command: string, options: RemoteExecOptions]; result: ExecResult };
  listFiles: { args: []; result: string[] };
  /** Entries of the snapshot Map (a Map is not plain data). */
  snapshot: { args: []; result: [string, string][] };
  exportFiles: { args: []; result: Record<string, string> };
  importFiles: { args: [files: Record<string, string>, options: { replace?: boolean }]; result: void };
}

export type RemoteMethod = keyof RemoteMethods;

/**
 * Calls after which the worker reports which files changed. `mkdir` is not one: the page keeps
 * a copy of files only (what `exportFiles` returns), and a folder is not a file.
 */
export const MUTATING_METHODS: ReadonlySet<RemoteMethod> = new Set<RemoteMethod>([
  'start',
  'writeFile',
  'rm',
  'exec',
  'importFiles',
]);

export type CallRequest = {
  [Method in RemoteMethod]: { type: 'call'; id: number; method: Method; args: RemoteMethods[Method]['args'] };
}[RemoteMethod];

/** Ask a running exec to stop (its command sees an abort, as a caller's signal would). */
export interface AbortRequest {
  type: 'abort';
  id: number;
}

export type WorkerRequest = CallRequest | AbortRequest;

/** Files that changed since the worker's previous report, computed from content hashes. */
export interface FileDelta {
  written: Record<string, string>;
  removed: string[];
}

export type SerializedError =
  | { kind: 'workspace'; code: WorkspaceErrorCode; path: string; message: string }
  | { kind: 'error'; name: string; message: string };

export type CallReply =
  | { type: 'reply'; id: number; ok: true; result: unknown; delta?: FileDelta }
  | { type: 'reply'; id: number; ok: false; error: SerializedError; delta?: FileDelta };

export interface ChangeEvent {
  type: 'change';
  change: WorkspaceChange;
}

/**
 * Posted as an exec begins. The page measures an exec's deadline from here, not from when it sent
 * the call: a command queued behind a busy one has not started, and must not be blamed for it.
 */
export interface ExecStartedEvent {
  type: 'exec-started';
  id: number;
}

export type WorkerMessage = CallReply | ChangeEvent | ExecStartedEvent;
