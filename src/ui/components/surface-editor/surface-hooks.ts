import { useSyncExternalStore } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import type { SurfaceEditorSnapshot } from '../../state/surface/surface-editor-controller';

/** The schema editor's controllers, one hook each: they only subscribe. */
export const useSurfaceEditor = () => useStore(usePlayground().surfaceEditor);
export const useTokenMeter = () => useStore(usePlayground().tokenMeter);
export const useVariants = () => useStore(usePlayground().variants);
export const useWire = () => useStore(usePlayground().wire);

/**
 * One field of the editor's snapshot. The snapshot changes on every keystroke (the text): a
 * component that reads only `analysis` or `invalid` this way re-renders when a commit changes
 * them, not while the person types, so the lint, the templates and the token table stay put.
 */
export function useSurfaceEditorField<Key extends keyof SurfaceEditorSnapshot>(key: Key): SurfaceEditorSnapshot[Key] {
  const { surfaceEditor } = usePlayground();
  return useSyncExternalStore(surfaceEditor.subscribe, () => surfaceEditor.getSnapshot()[key]);
}
