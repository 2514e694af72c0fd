import { createWorkerWorkspace } from '../../engine/workspace/worker/worker-workspace';
import { spawnEmbeddedWorker } from '../../engine/workspace/worker/spawn-embedded-worker';
import type { WorkspaceStarters } from './boot-workspaces';

/**
 * How the page starts each kind of workspace. The embedded one runs in a Web Worker (just-bash
 * loads there, in its own chunk); WebContainer's API and workspace are imported only when it
 * boots, so neither weighs on the first chunk.
 */
export const browserStarters: WorkspaceStarters = {
  startEmbedded: (files) => createWorkerWorkspace({ spawn: spawnEmbeddedWorker, files }),
  bootWebContainer: async (timeoutMs) => {
    const [{ bootWebContainer }, { WebContainerWorkspace }] = await Promise.all([
      import('../../engine/workspace/webcontainer-boot'),
      import('../../engine/workspace/webcontainer-workspace'),
    ]);
    return new WebContainerWorkspace(await bootWebContainer({ timeoutMs }));
  },
};

/**
 * `?webcontainerTimeoutMs=<n>` (tests shorten the boot timeout with it); undefined when absent or
 * not a positive number. main.tsx reads `location.search` and passes the result in.
 */
export function webcontainerTimeoutFromQuery(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('webcontainerTimeoutMs');
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
