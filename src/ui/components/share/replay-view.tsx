import { lazy, Suspense } from 'react';
import type { ReplayViewProps } from './replay-screen';
import './share.css';

// The replay is needed only when a link or file is opened: its code loads then, not with the page.
const ReplayScreen = lazy(() => import('./replay-screen').then((module) => ({ default: module.ReplayScreen })));

/** A shared run opened from a link or a file, read-only (see replay-screen.tsx). */
export function ReplayView(props: ReplayViewProps) {
  return (
    <Suspense
      fallback={
        <main className="replay">
          <p role="status" className="replay-opening">
            Opening the shared run…
          </p>
        </main>
      }
    >
      <ReplayScreen {...props} />
    </Suspense>
  );
}
