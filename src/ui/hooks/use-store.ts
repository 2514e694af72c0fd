import { useCallback, useSyncExternalStore } from 'react';

export interface Subscribable<Snapshot> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Snapshot;
}

/**
 * The current snapshot of a controller; re-renders when it changes. Nothing else. The calls go
 * through the object, so stores whose methods need `this` (the workspace manager) work too.
 */
export function useStore<Snapshot>(store: Subscribable<Snapshot>): Snapshot {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
