import { lazy, Suspense } from 'react';
import './compare.css';

// Comparisons are a view of their own: its code (and the lessons it offers) loads when it opens.
const CompareScreen = lazy(() => import('./compare-screen').then((module) => ({ default: module.CompareScreen })));

/** Lessons, comparisons and selection tests (see compare-screen.tsx). */
export function CompareView({ onOpenSettings }: { onOpenSettings?: () => void }) {
  return (
    <Suspense fallback={<p role="status" className="empty-note">Opening the Compare view…</p>}>
      <CompareScreen onOpenSettings={onOpenSettings} />
    </Suspense>
  );
}
