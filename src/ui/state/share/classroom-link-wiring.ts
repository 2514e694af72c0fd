import type { Playground } from '../playground';
import { compareControllersOf } from '../compare/compare-controllers';
import { openClassroomLink, type ClassroomOpenResult } from './classroom-link-opener';

/**
 * Opens a lesson or variant link in this page once the workspace and the surface editor are up:
 * a link opened from a new tab arrives before either has started.
 */
export async function openClassroomLinkInPage(link: string, playground: Playground): Promise<ClassroomOpenResult> {
  const { run, workspaces, taskDraft, surfaceEditor, variants } = playground;
  await workspaceReady(playground);
  await surfaceEditor.start();
  await variants.refresh();
  return openClassroomLink(link, {
    blocker: () => (run.getSnapshot().status !== 'idle' ? 'A run is going in your playground. Stop it (or let it finish), then open the link again.' : undefined),
    importFiles: (files) => workspaces.getSnapshot().active!.importFiles(files, { replace: true }),
    taskDraft,
    surfaceEditor,
    variants,
    lessons: compareControllersOf(playground).lessons,
  });
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
