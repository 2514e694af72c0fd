import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';

/** The Compare view's controllers, and one hook per controller that only subscribes. */
export const useCompareControllers = () => usePlayground().compare;
export const useLessons = () => useStore(usePlayground().compare.lessons);
export const useComparison = () => useStore(usePlayground().compare.comparison);
export const useComparisonLibrary = () => useStore(usePlayground().compare.library);
export const useOpenRuns = () => useStore(usePlayground().compare.runs);
export const useSelection = () => useStore(usePlayground().compare.selection);
