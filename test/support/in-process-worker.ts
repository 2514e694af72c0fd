import type { CallRequest, WorkerMessage, WorkerRequest } from '../../src/engine/workspace/worker/protocol';
import { hostEmbeddedWorkspace } from '../../src/engine/workspace/worker/worker-host';
import type { WorkerLike } from '../../src/engine/workspace/worker/worker-workspace';

/**
 * A Web Worker stand-in for Node: the real worker host and a real embedded workspace on one end
 * of a MessageChannel, the page's client on the other. Messages are structured-cloned and arrive
 * asynchronously, as they would across threads.
 */

export interface InProcessWorkerOptions {
  /**
   * Simulates a script that never yields: when a request matching this arrives, the worker takes
   * it in (its effects on the worker's own files happen), says the exec started, and from then on
   * neither receives nor answers anything, until terminated.
   */
  hangOn?: (request: CallRequest) => boolean;
  /** Simulates a worker whose script fails to load: reports this error and never answers. */
  failToLoad?: string;
}

export interface InProcessWorker extends WorkerLike {
  readonly terminated: boolean;
  /** True once the worker stopped answering (see `hangOn`). */
  readonly hung: boolean;
  /** Requests the host received, in order. */
  readonly received: WorkerRequest[];
}

export function createInProcessWorker(options: InProcessWorkerOptions = {}): InProcessWorker {
  const channel = new MessageChannel();
  const page = channel.port1;
  const host = channel.port2;
  const errorListeners: ((event: ErrorEvent) => void)[] = [];
  const received: WorkerRequest[] = [];
  let terminated = false;
  let hung = false;
  let hangAfterStartOf: number | undefined;

  hostEmbeddedWorkspace({
    addEventListener: (_type, listener) => {
      host.addEventListener('message', (event) => {
        if (hung || terminated) return;
        const request = event.data as WorkerRequest;
        received.push(request);
        if (options.failToLoad !== undefined) {
          for (const report of errorListeners) report({ message: options.failToLoad } as ErrorEvent);
          hung = true;
          return;
        }
        if (request.type === 'call' && options.hangOn?.(request)) {
          if (request.method !== 'exec') hung = true;
          else hangAfterStartOf = request.id;
        }
        listener({ data: request });
      });
    },
    postMessage: (message: WorkerMessage) => {
      if (hung || terminated) return;
      host.postMessage(message);
      if (message.type === 'exec-started' && message.id === hangAfterStartOf) hung = true;
    },
  });

  const worker: InProcessWorker = {
    get terminated() {
      return terminated;
    },
    get hung() {
      return hung;
    },
    received,
    postMessage: (message: WorkerRequest) => {
      if (!terminated) page.postMessage(message);
    },
    addEventListener: (type: 'message' | 'error', listener: (event: never) => void) => {
      if (type === 'error') errorListeners.push(listener as (event: ErrorEvent) => void);
      else page.addEventListener('message', listener as (event: MessageEvent) => void);
    },
    terminate: () => {
      terminated = true;
      page.close();
      host.close();
    },
  };
  return worker;
}

/** A spawn function that records every worker it starts; `options` may differ per spawn (0-based). */
export function inProcessWorkers(optionsFor: (index: number) => InProcessWorkerOptions = () => ({})): {
  spawn: () => InProcessWorker;
  spawned: InProcessWorker[];
} {
  const spawned: InProcessWorker[] = [];
  return {
    spawned,
    spawn: () => {
      const worker = createInProcessWorker(optionsFor(spawned.length));
      spawned.push(worker);
      return worker;
    },
  };
}
