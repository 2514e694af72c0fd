import { createEmbeddedWorkspace } from '../../../engine/workspace/embedded-workspace';
import { spawnEmbeddedWorker } from '../../../engine/workspace/worker/spawn-embedded-worker';
import { createWorkerWorkspace } from '../../../engine/workspace/worker/worker-workspace';
import type { Workspace } from '../../../engine/workspace/workspace';

/**
 * A fresh workspace for one comparison run. In the browser each run gets its own Web Worker, as
 * the playground's workspace does: a runaway command the model wrote freezes that worker, never the
 * tab, and is killed. Where there are no Web Workers (Node, the unit tests) it runs in process.
 */
export function comparisonWorkspace(files: Record<string, string>): Promise<Workspace> {
  if (typeof Worker === 'undefined') return createEmbeddedWorkspace({ files });
  return createWorkerWorkspace({ spawn: spawnEmbeddedWorker, files });
}
