import type { Lesson } from '../../../engine/lessons/lesson';
import { compareControllersOf } from '../compare/compare-controllers';
import type { LessonsCatalog } from '../compare/lessons-catalog';
import type { Playground } from '../playground';
import { LessonBarController } from './lesson-bar-controller';
import { openLessonInPlayground } from './open-lesson';
import { playgroundLessonTarget } from './playground-lesson-target';

const barsByPage = new WeakMap<Playground, LessonBarController>();

/** The lessons list of this page: the Compare view's, so an import shows in both. */
export function lessonsCatalogOf(playground: Playground): LessonsCatalog {
  return compareControllersOf(playground).lessons;
}

/** This page's lesson bar, made once; it starts recording runs as soon as it exists. */
export function lessonBarOf(playground: Playground): LessonBarController {
  let bar = barsByPage.get(playground);
  if (!bar) {
    const catalog = lessonsCatalogOf(playground);
    bar = new LessonBarController({
      storage: typeof localStorage === 'undefined' ? undefined : localStorage,
      findLesson: async (id) => (await catalog.load(), catalog.find(id)),
      workspace: () => playground.workspaces.getSnapshot().active,
      surface: () => playground.surface.getSnapshot().surface,
      onRunEvent: (listener) => playground.run.on(listener),
    });
    barsByPage.set(playground, bar);
  }
  return bar;
}

/** "Open": the lesson into the Playground, and its bar on top. Says what it did, or why not. */
export async function openLessonInPage(playground: Playground, lesson: Lesson): Promise<{ ok: boolean; message: string }> {
  const target = await playgroundLessonTarget(playground);
  const blocker = target.blocker();
  if (blocker !== undefined) return { ok: false, message: blocker };
  const names = await openLessonInPlayground(lesson, target);
  lessonBarOf(playground).show(lesson);
  return { ok: true, message: `Opened "${lesson.title}": its files are in the workspace, its task in the Task box, and its variants (${names.join(', ')}) among the saved variants.` };
}
