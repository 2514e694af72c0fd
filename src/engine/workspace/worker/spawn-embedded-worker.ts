import type { WorkerLike } from './worker-workspace';

/**
 * Starts the embedded workspace's Web Worker. The `new Worker(new URL(..., import.meta.url))` shape
 * must stay literally like this: it is what Vite recognises to bundle the worker as its own chunk.
 */
export function spawnEmbeddedWorker(): WorkerLike {
  return new Worker(new URL('./embedded-worker.ts', import.meta.url), { type: 'module', name: 'embedded-workspace' });
}
