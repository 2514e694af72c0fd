import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { compareControllersOf } from '../../state/compare/compare-controllers';

/** The Compare view's controllers, and one hook per controller that only subscribes. */
export const useCompareControllers = () => compareControllersOf(usePlayground());
export const useLessons = () => useStore(useCompareControllers().lessons);
export const useComparison = () => useStore(useCompareControllers().comparison);
export const useComparisonLibrary = () => useStore(useCompareControllers().library);
export const useOpenRuns = () => useStore(useCompareControllers().runs);
export const useSelection = () => useStore(useCompareControllers().selection);
