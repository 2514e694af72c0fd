import type { Lesson } from '../../../engine/lessons/lesson';
import type { FileMap } from '../../../share/share-files';
import type { TaskDraft } from '../run/task-draft';
import type { SurfaceEditorController } from '../surface/surface-editor-controller';
import type { VariantsController } from '../surface/variants-controller';

/**
 * Opening a lesson in the playground, whether from the Lessons view or from a lesson link: its
 * files become the workspace, its task the Task box's text, and each of its variants a saved
 * variant named "<title>: <variant>". The editor is left on the lesson's first variant, the
 * surface a student starts from.
 */

export interface LessonTarget {
  /** Why a lesson cannot be opened now (a run is going), or undefined. */
  blocker(): string | undefined;
  importFiles(files: FileMap): Promise<void>;
  taskDraft: TaskDraft;
  surfaceEditor: SurfaceEditorController;
  variants: VariantsController;
}

/** The files and the task only: what a variant link made on a lesson brings. */
export async function loadLessonStart(lesson: Lesson, target: LessonTarget): Promise<void> {
  await target.importFiles({ ...lesson.files });
  target.taskDraft.set(lesson.task);
}

/** Files, task and every variant; returns the variants' names. */
export async function openLessonInPlayground(lesson: Lesson, target: LessonTarget): Promise<string[]> {
  // The lesson surface builder is the engine's: loaded with the first lesson opened, not with the page.
  const { lessonSurface } = await import('../../../engine/lessons/lesson-surface');
  await loadLessonStart(lesson, target);
  const names = Object.keys(lesson.variants);
  const texts = names.map((name) => target.surfaceEditor.textOf(lessonSurface(lesson, name)));
  for (const [index, name] of names.entries()) {
    const text = texts[index];
    if (text === undefined) continue;
    target.surfaceEditor.edit(text);
    target.surfaceEditor.commit();
    await target.variants.save(`${lesson.title}: ${name}`);
  }
  const first = texts.find((text) => text !== undefined);
  if (first !== undefined && texts.filter((text) => text !== undefined).length > 1) {
    target.surfaceEditor.edit(first);
    target.surfaceEditor.commit();
  }
  return names;
}
