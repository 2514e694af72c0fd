import type { Playground } from '../playground';
import { compareControllersOf } from '../compare/compare-controllers';
import { playgroundLessonTarget } from '../lessons/playground-lesson-target';
import { openClassroomLink, type ClassroomOpenResult } from './classroom-link-opener';

/** Opens a lesson or variant link in this page, into its playground. */
export async function openClassroomLinkInPage(link: string, playground: Playground): Promise<ClassroomOpenResult> {
  const target = await playgroundLessonTarget(playground);
  return openClassroomLink(link, {
    ...target,
    blocker: () => (playground.run.getSnapshot().status !== 'idle' ? 'A run is going in your playground. Stop it (or let it finish), then open the link again.' : undefined),
    lessons: compareControllersOf(playground).lessons,
  });
}
