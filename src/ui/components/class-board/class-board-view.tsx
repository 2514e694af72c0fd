import { lazy, Suspense } from 'react';
import './class-board.css';

// The board runs lessons, so it loads with their code: only when a teacher opens it.
const ClassBoardScreen = lazy(() => import('./class-board-screen').then((module) => ({ default: module.ClassBoardScreen })));

/** Rank a class's variant links on a lesson (see class-board-screen.tsx). */
export function ClassBoardView() {
  return (
    <Suspense fallback={<p role="status" className="empty-note">Opening the class board…</p>}>
      <ClassBoardScreen />
    </Suspense>
  );
}
