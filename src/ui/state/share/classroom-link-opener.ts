import type { Lesson } from '../../../engine/lessons/lesson';
import type { LessonsCatalog } from '../compare/lessons-catalog';
import { loadLessonStart, openLessonInPlayground, type LessonTarget } from '../lessons/open-lesson';

/**
 * Opens a lesson link or a variant link in the playground. A lesson link puts the lesson's files in
 * the workspace, its task in the Task box, each of its variants among the saved variants and the
 * lesson in the lessons list. A variant link does the same for the lesson it names, then makes the
 * surface editor's text the student's surface (an edit, so Undo takes it back) and saves it as a
 * variant named by its title and author. A refused link changes nothing and says why.
 */

export const CLASSROOM_FRAGMENT = /^#(lesson|variant)=/;

export interface ClassroomTarget extends LessonTarget {
  lessons: LessonsCatalog;
}

export interface ClassroomOpenResult {
  ok: boolean;
  message: string;
  /** The lesson a lesson link opened: the page shows its lesson bar. */
  lesson?: Lesson;
}

export async function openClassroomLink(link: string, target: ClassroomTarget): Promise<ClassroomOpenResult> {
  const blocker = target.blocker();
  if (blocker !== undefined) return { ok: false, message: blocker };
  // The lesson and surface readers are the engine's: loaded with the link, not with the page.
  const [{ decodeClassroomLink }, { lessonOf, surfaceOf }, { lessonToJson }] = await Promise.all([
    import('../../../share/classroom-link'),
    import('../../../share/classroom-document'),
    import('../../../engine/lessons/lesson-file'),
  ]);
  const opened = await decodeClassroomLink(link);
  if (!opened.ok) return { ok: false, message: opened.detail ? `${opened.message} (${opened.detail})` : opened.message };
  const { document } = opened;

  const keepLesson = async (lesson: Lesson) => {
    await target.lessons.load();
    // A built-in stays as it ships; a teacher's own lesson is kept (a newer copy replaces the old).
    const builtin = target.lessons.getSnapshot().lessons.some((entry) => entry.source === 'builtin' && entry.lesson.id === lesson.id);
    if (!builtin) await target.lessons.importText(lessonToJson(lesson), `the link's lesson "${lesson.title}"`);
  };
  const showAndSave = async (surfaceText: string | undefined, name: string) => {
    if (surfaceText === undefined) return;
    target.surfaceEditor.edit(surfaceText);
    target.surfaceEditor.commit();
    await target.variants.save(name);
  };

  if (document.kind === 'lesson') {
    const { lesson } = document;
    await keepLesson(lesson);
    const names = await openLessonInPlayground(lesson, target);
    return { ok: true, lesson, message: `Opened the lesson "${lesson.title}": its files, its task and ${names.length} variants (${names.join(', ')}) saved.` };
  }
  const lesson = lessonOf(document);
  if (lesson) {
    await keepLesson(lesson);
    await loadLessonStart(lesson, target);
  }
  const name = `${document.title} (${document.author})`;
  await showAndSave(target.surfaceEditor.textOf(surfaceOf(document)), name);
  return { ok: true, message: `Opened the variant "${name}"${lesson ? ` on the lesson "${lesson.title}"` : ''}; it is saved among your variants, and Undo in the surface editor takes it back.` };
}
