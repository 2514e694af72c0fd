import type { Playground } from '../playground';
import { compareControllersOf } from '../compare/compare-controllers';
import { ClassBoardController } from './class-board-controller';

const boardsByPage = new WeakMap<Playground, ClassBoardController>();

/**
 * The page's class board, made the first time the view opens (it loads as its own chunk) and kept
 * for the page's life, so a board running goes on while the teacher looks at another view. It
 * shares the Compare view's lessons, imported ones included.
 */
export function classBoardOf(playground: Playground): ClassBoardController {
  let board = boardsByPage.get(playground);
  if (!board) {
    board = new ClassBoardController({ settings: playground.settings, lessons: compareControllersOf(playground).lessons, store: () => playground.store });
    boardsByPage.set(playground, board);
  }
  return board;
}
