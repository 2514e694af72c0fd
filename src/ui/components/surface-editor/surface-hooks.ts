import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';

/** The schema editor's controllers, one hook each: they only subscribe. */
export const useSurfaceEditor = () => useStore(usePlayground().surfaceEditor);
export const useTokenMeter = () => useStore(usePlayground().tokenMeter);
export const useVariants = () => useStore(usePlayground().variants);
export const useWire = () => useStore(usePlayground().wire);
