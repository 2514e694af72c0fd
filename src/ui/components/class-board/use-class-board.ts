import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { classBoardOf } from '../../state/class-board/class-board-of';

/** The page's class board controller, and a hook that only subscribes to it. */
export const useClassBoardController = () => classBoardOf(usePlayground());
export const useClassBoard = () => useStore(useClassBoardController());
