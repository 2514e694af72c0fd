import type { Playground } from '../playground';
import { compareControllersOf } from '../compare/compare-controllers';
import { lessonBarOf } from '../lessons/lessons-wiring';
import { playgroundLessonTarget } from '../lessons/playground-lesson-target';
import { openClassroomLink, type ClassroomOpenResult } from './classroom-link-opener';

/** Opens a lesson or variant link in this page, into its playground; a lesson shows its lesson bar. */
export async function openClassroomLinkInPage(link: string, playground: Playground): Promise<ClassroomOpenResult> {
  const target = await playgroundLessonTarget(playground);
  const result = await openClassroomLink(link, {
    ...target,
    blocker: () => (playground.run.getSnapshot().status !== 'idle' ? 'A run is going in your playground. Stop it (or let it finish), then open the link again.' : undefined),
    lessons: compareControllersOf(playground).lessons,
  });
  // A student who opens a lesson link sees what it teaches and what it checks, as after Open.
  if (result.lesson) lessonBarOf(playground).show(result.lesson);
  return result;
}
