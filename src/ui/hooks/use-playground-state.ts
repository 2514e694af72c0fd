import { useSyncExternalStore } from 'react';
import { usePlayground } from './playground-context';
import { useStore } from './use-store';

/** One hook per controller: each only subscribes and returns the snapshot. */
export const useSettings = () => useStore(usePlayground().settings);
export const useModelCatalog = () => useStore(usePlayground().models);
export const useSurface = () => useStore(usePlayground().surface);
export const useApprovals = () => useStore(usePlayground().approvals);
export const useRun = () => useStore(usePlayground().run);
export const useFiles = () => useStore(usePlayground().files);
export const useEditor = () => useStore(usePlayground().editor);
export const useManualCall = () => useStore(usePlayground().manualCall);
export const useWorkspaceStatus = () => useStore(usePlayground().workspaces);
export const useSessions = () => useStore(usePlayground().sessions);

/** Whether a run is going: re-renders when that flips, not on every streamed event of the run. */
export function useRunGoing(): boolean {
  const { run } = usePlayground();
  return useSyncExternalStore(run.subscribe, () => run.getSnapshot().status !== 'idle');
}
