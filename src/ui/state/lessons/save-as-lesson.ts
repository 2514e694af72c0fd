import type { CheckDraft } from '../../../engine/lessons/check-forms';
import type { Lesson } from '../../../engine/lessons/lesson';
import type { Playground } from '../playground';
import { sessionTask } from '../run/task-draft';
import { lessonsCatalogOf } from './lessons-wiring';

export interface SaveLessonForm {
  title: string;
  teaching: string;
  checks: CheckDraft[];
  /** Ids of the saved variants to add as variants of the lesson. */
  variantIds: string[];
}

export type SaveLessonResult = { ok: true; lesson: Lesson; message: string } | { ok: false; problems: string[] };

/**
 * "Save as lesson": the workspace's files, the Task box and the surface in force, with the form's
 * title, teaching text, checks and saved variants, made into a lesson and kept among the imported
 * lessons (so it is in the Lessons list after a reload, and can be exported or linked from there).
 */
export async function saveAsLesson(playground: Playground, form: SaveLessonForm): Promise<SaveLessonResult> {
  const workspace = playground.workspaces.getSnapshot().active;
  const surface = playground.surface.getSnapshot().surface;
  if (!workspace || !surface) return { ok: false, problems: ['The workspace or the surface is still loading. Wait a moment and press Save again.'] };
  const catalog = lessonsCatalogOf(playground);
  const [{ buildLesson }, { lessonToJson }] = await Promise.all([import('../../../engine/lessons/lesson-authoring'), import('../../../engine/lessons/lesson-file'), catalog.load()]);
  const saved = playground.variants.getSnapshot().variants.filter((variant) => form.variantIds.includes(variant.id));
  const built = buildLesson({
    title: form.title,
    teaching: form.teaching,
    files: await workspace.exportFiles(),
    // The task the open session ran, else what is typed: what a comparison of the workspace starts from too.
    task: sessionTask(playground.run.getSnapshot().transcript, playground.taskDraft.getSnapshot()),
    surface,
    savedVariants: saved.map(({ name, surface }) => ({ name, surface })),
    checks: form.checks,
    reservedIds: catalog.getSnapshot().lessons.filter((entry) => entry.source === 'builtin').map((entry) => entry.lesson.id),
  });
  if (!built.ok) return built;
  const kept = await catalog.importText(lessonToJson(built.lesson), `the lesson "${built.lesson.title}"`);
  const outcome = catalog.getSnapshot().importResult;
  if (!kept) return { ok: false, problems: [outcome?.message ?? 'The lesson was not saved.'] };
  const message = outcome?.message.startsWith('Imported') ? outcome.message.replace(/^Imported/, 'Saved') : `Saved "${kept.title}" among the lessons.`;
  return { ok: true, lesson: kept, message };
}
