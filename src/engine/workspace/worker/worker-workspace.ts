import { notifyListeners, type DirEntry, type ExecOptions, type ExecResult, type FileStat, type Workspace, type WorkspaceChange } from '../workspace';
import { embeddedCapabilities } from '../capabilities';
import { cancelledBeforeStartResult, effectiveTimeout } from '../exec-outcomes';
import { killedExecResult, type KillCause } from './killed-exec';
import type { CallRequest, FileDelta, RemoteMethod, RemoteMethods, WorkerMessage, WorkerRequest } from './protocol';
import { deserializeError } from './remote-errors';

/**
 * The embedded workspace as seen from the page: every call goes to a worker that hosts the real
 * one (worker-host.ts), so a script that never yields freezes the worker, not the tab.
 *
 * Hard kill: an exec that has not answered `killGraceMs` after its own time limit (or after its
 * caller cancelled) is ended by terminating the worker. A fresh worker starts from the page's copy
 * of the files, which every mutating call's reply keeps current; so whatever the killed command
 * changed is discarded, and everything answered before it is kept.
 *
 * Calls that were waiting on the killed worker are sent again to the fresh one, in their original
 * order: none of them was answered, so none of their effects reached the page's copy, and
 * running them on the restored files gives the result they would have had. (An exec among them
 * whose caller already cancelled is answered as cancelled instead of being run.)
 */

/** What the page needs from a Worker; a MessagePort-based stand-in serves in tests. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

export interface WorkerWorkspaceOptions {
  /** Starts a worker that runs `hostEmbeddedWorkspace` (in the browser: `spawnEmbeddedWorker`). */
  spawn: () => WorkerLike;
  files?: Record<string, string>;
  rootPath?: string;
  /** Exec time limit when the caller gives none (default 30 000 ms, as the embedded workspace). */
  defaultTimeoutMs?: number;
  maxCommandCount?: number;
  /** How long past its limit (or its cancellation) an exec may stay silent before the kill (default 1000 ms). */
  killGraceMs?: number;
  /** Told about errors a running worker reports outside any call (default: console.error). */
  onWorkerError?: (error: Error) => void;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_KILL_GRACE_MS = 1_000;

/** Spawns the worker and resolves once its workspace holds `files`; rejects with why it could not start. */
export function createWorkerWorkspace(options: WorkerWorkspaceOptions): Promise<WorkerWorkspace> {
  return WorkerWorkspace.open(options);
}

interface PendingCall {
  request: CallRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  exec?: ExecWatch;
}

interface ExecWatch {
  timeoutMs: number;
  signal: AbortSignal | undefined;
  /** performance.now() when the worker said the command began; undefined while it waits. */
  startedAt?: number;
  timer?: ReturnType<typeof setTimeout>;
  onAbort?: () => void;
}

export class WorkerWorkspace implements Workspace {
  readonly kind = 'embedded' as const;
  readonly capabilities = embeddedCapabilities;
  private root: string;
  private worker: WorkerLike | undefined;
  /** Messages from a replaced worker are ignored: its generation is no longer current. */
  private generation = 0;
  private nextId = 1;
  private readonly pending = new Map<number, PendingCall>();
  /** The page's copy of every file, as of the last reply. What a fresh worker starts from. */
  private readonly mirror = new Map<string, string>();
  private readonly listeners = new Set<(change: WorkspaceChange) => void>();
  private failure: Error | undefined;
  private readonly defaultTimeoutMs: number;
  private readonly killGraceMs: number;

  static async open(options: WorkerWorkspaceOptions): Promise<WorkerWorkspace> {
    const workspace = new WorkerWorkspace(options);
    try {
      await workspace.start(options.files ?? {});
    } catch (error) {
      await workspace.dispose();
      throw error;
    }
    return workspace;
  }

  private constructor(private readonly options: WorkerWorkspaceOptions) {
    this.root = options.rootPath ?? '/workspace';
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.killGraceMs = options.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
  }

  get rootPath(): string {
    return this.root;
  }

  /** Spawns a worker and starts its workspace with `files`; resolves once it answers. */
  private async start(files: Record<string, string>): Promise<void> {
    const generation = ++this.generation;
    const worker = this.options.spawn();
    this.worker = worker;
    worker.addEventListener('message', (event) => {
      if (generation === this.generation) this.receive(event.data as WorkerMessage);
    });
    worker.addEventListener('error', (event) => {
      if (generation === this.generation) this.workerError(event);
    });
    const { rootPath } = await this.call('start', [
      {
        files,
        rootPath: this.options.rootPath,
        defaultTimeoutMs: this.options.defaultTimeoutMs,
        maxCommandCount: this.options.maxCommandCount,
      },
    ]);
    this.root = rootPath;
  }

  readFile(path: string): Promise<string> {
    return this.call('readFile', [path]);
  }

  writeFile(path: string, content: string): Promise<void> {
    return this.call('writeFile', [path, content]);
  }

  readdir(path: string): Promise<DirEntry[]> {
    return this.call('readdir', [path]);
  }

  stat(path: string): Promise<FileStat | undefined> {
    return this.call('stat', [path]);
  }

  mkdir(path: string): Promise<void> {
    return this.call('mkdir', [path]);
  }

  rm(path: string): Promise<void> {
    return this.call('rm', [path]);
  }

  exec(command: string, options: ExecOptions = {}): Promise<ExecResult> {
    const { signal, ...remote } = options;
    const watch: ExecWatch = { timeoutMs: effectiveTimeout(options.timeoutMs, this.defaultTimeoutMs), signal };
    return this.call('exec', [command, remote], watch);
  }

  listFiles(): Promise<string[]> {
    return this.call('listFiles', []);
  }

  async snapshot(): Promise<Map<string, string>> {
    return new Map(await this.call('snapshot', []));
  }

  exportFiles(): Promise<Record<string, string>> {
    return this.call('exportFiles', []);
  }

  importFiles(files: Record<string, string>, options: { replace?: boolean } = {}): Promise<void> {
    return this.call('importFiles', [files, options]);
  }

  onChange(listener: (change: WorkspaceChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async dispose(): Promise<void> {
    this.failure ??= new Error('This embedded workspace was disposed.');
    this.generation++;
    this.worker?.terminate();
    this.worker = undefined;
    this.failAll(this.failure);
    this.listeners.clear();
  }

  private call<Method extends RemoteMethod>(
    method: Method,
    args: RemoteMethods[Method]['args'],
    exec?: ExecWatch,
  ): Promise<RemoteMethods[Method]['result']> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const request = { type: 'call', id: this.nextId++, method, args } as CallRequest;
      const call: PendingCall = { request, resolve: resolve as (value: unknown) => void, reject, exec };
      this.pending.set(request.id, call);
      if (exec?.signal) {
        exec.onAbort = () => this.cancel(call);
        exec.signal.addEventListener('abort', exec.onAbort, { once: true });
      }
      this.worker?.postMessage(request);
      if (exec?.signal?.aborted) this.cancel(call);
    });
  }

  private receive(message: WorkerMessage): void {
    if (message.type === 'change') {
      this.emit(message.change);
      return;
    }
    if (message.type === 'exec-started') {
      const call = this.pending.get(message.id);
      if (!call?.exec) return;
      this.armDeadline(call, call.exec);
      // Cancelled while it waited: the abort is queued behind it; give it the grace from now.
      if (call.exec.signal?.aborted) this.cancel(call);
      return;
    }
    // Applied even when nobody waits for the reply any more: the files changed all the same.
    if (message.delta) this.applyDelta(message.delta);
    const call = this.settle(message.id);
    if (!call) return;
    if (message.ok) call.resolve(message.result);
    else call.reject(deserializeError(message.error));
  }

  private armDeadline(call: PendingCall, watch: ExecWatch): void {
    watch.startedAt = performance.now();
    clearTimeout(watch.timer);
    watch.timer = setTimeout(() => this.kill(call, 'timeout'), watch.timeoutMs + this.killGraceMs);
  }

  /** The caller cancelled: ask the worker, and kill it if it does not answer within the grace. */
  private cancel(call: PendingCall): void {
    const watch = call.exec;
    if (!watch || !this.pending.has(call.request.id)) return;
    this.worker?.postMessage({ type: 'abort', id: call.request.id });
    // Not started yet: the worker is busy with something else, and cancelling this call is no
    // reason to kill that. The worker will see the abort when it gets here.
    if (watch.startedAt === undefined) return;
    clearTimeout(watch.timer);
    watch.timer = setTimeout(() => this.kill(call, 'cancelled'), this.killGraceMs);
  }

  private kill(call: PendingCall, cause: KillCause): void {
    if (!this.settle(call.request.id) || !call.exec) return;
    const durationMs = Math.round(performance.now() - (call.exec.startedAt ?? performance.now()));
    call.resolve(killedExecResult(cause, call.exec.timeoutMs, durationMs));
    this.replaceWorker();
    // Whatever the UI saw of the killed command's changes is gone: have it read again.
    this.emit({ type: 'exec' });
  }

  /** Terminates the worker, starts a fresh one from the mirror and sends it the unanswered calls. */
  private replaceWorker(): void {
    this.worker?.terminate();
    const waiting = [...this.pending.values()];
    for (const call of waiting) {
      if (call.request.method === 'start') this.settle(call.request.id);
    }
    void this.start(Object.fromEntries(this.mirror)).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      this.failure = new Error(`The embedded workspace could not be restarted after a command was killed: ${reason}`);
      this.failAll(this.failure);
    });
    for (const call of waiting) {
      if (call.request.method === 'start') continue;
      const watch = call.exec;
      if (watch) {
        clearTimeout(watch.timer);
        watch.startedAt = undefined;
        if (watch.signal?.aborted) {
          this.settle(call.request.id);
          call.resolve(cancelledBeforeStartResult());
          continue;
        }
      }
      this.worker?.postMessage(call.request);
    }
  }

  private workerError(event: ErrorEvent): void {
    const error = new Error(`The embedded workspace's worker failed: ${event.message || 'no details given'}`);
    const starting = [...this.pending.values()].find((call) => call.request.method === 'start');
    if (!starting) {
      // The worker goes on running after an uncaught error; the calls in flight still get answers.
      (this.options.onWorkerError ?? console.error)(error);
      return;
    }
    // A worker that fails while starting (its script did not load) will never answer anything.
    this.settle(starting.request.id);
    starting.reject(error);
  }

  private applyDelta(delta: FileDelta): void {
    for (const path of delta.removed) this.mirror.delete(path);
    for (const [path, content] of Object.entries(delta.written)) this.mirror.set(path, content);
  }

  /** Takes a call out of the pending set and stops watching it; undefined if it was not there. */
  private settle(id: number): PendingCall | undefined {
    const call = this.pending.get(id);
    if (!call) return undefined;
    this.pending.delete(id);
    if (call.exec) {
      clearTimeout(call.exec.timer);
      if (call.exec.onAbort) call.exec.signal?.removeEventListener('abort', call.exec.onAbort);
    }
    return call;
  }

  private failAll(error: Error): void {
    for (const id of [...this.pending.keys()]) this.settle(id)?.reject(error);
  }

  private emit(change: WorkspaceChange): void {
    notifyListeners(this.listeners, change);
  }
}
