import type { Playground } from '../playground';
import type { LessonTarget } from './open-lesson';

/**
 * This page's playground as the place a lesson opens into, once the workspace and the surface
 * editor are up: a lesson opened from a link in a new tab arrives before either has started.
 */
export async function playgroundLessonTarget(playground: Playground): Promise<LessonTarget> {
  const { run, workspaces, taskDraft, surfaceEditor, variants } = playground;
  await workspaceReady(playground);
  await surfaceEditor.start();
  await variants.refresh();
  return {
    blocker: () => (run.getSnapshot().status !== 'idle' ? 'A run is going in your playground. Stop it (or let it finish), then open the lesson again.' : undefined),
    importFiles: (files) => workspaces.getSnapshot().active!.importFiles(files, { replace: true }),
    taskDraft,
    surfaceEditor,
    variants,
  };
}

function workspaceReady({ workspaces }: Playground): Promise<void> {
  const ready = () => {
    const snapshot = workspaces.getSnapshot();
    return snapshot.active !== undefined && snapshot.state !== 'switching';
  };
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = workspaces.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}
