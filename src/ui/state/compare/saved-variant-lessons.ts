import type { Lesson } from '../../../engine/lessons/lesson';
import type { AnyToolContract } from '../../../engine/tools/tool';
import type { CompareModules } from '../chunk-loaders';
import type { SurfaceChoice, VariantChoice } from './compare-setup';

/** Saved variants only: the current surface and the built-in ones are the lesson's own business. */
export function savedOnly(choices: readonly SurfaceChoice[]): SurfaceChoice[] {
  return choices.filter((choice) => choice.id.startsWith('saved-'));
}

/** Saved variants offered beside a lesson's own variants and presets, unticked at first. */
export function savedVariantChoices(saved: readonly SurfaceChoice[], taken: readonly VariantChoice[]): VariantChoice[] {
  const names = new Set(taken.map((choice) => choice.id));
  return saved.filter((choice) => !names.has(choice.id)).map(({ id, label }) => ({ id, label, own: false }));
}

/**
 * The lesson with each chosen saved surface as one more variant: written as its overlay on the
 * default surface (the same way "Current workspace and task" writes them), so it runs on the
 * lesson's files, task and checks like the lesson's own variants. Handlers a saved surface uses
 * beyond the defaults join the lesson's `tools`. The lesson's own variants win a name clash.
 */
export function withSavedVariants(modules: CompareModules, lesson: Lesson, chosen: readonly SurfaceChoice[], available: readonly AnyToolContract[]): Lesson {
  const added = chosen.filter((choice) => !Object.hasOwn(lesson.variants, choice.id));
  if (added.length === 0) return lesson;
  const asLesson = modules.adHocLesson({
    files: {},
    task: lesson.task,
    variants: Object.fromEntries(added.map((choice) => [choice.id, choice.surface])),
    available,
  });
  const tools = [...new Set([...(lesson.tools ?? []), ...(asLesson.tools ?? [])])];
  return { ...lesson, variants: { ...lesson.variants, ...asLesson.variants }, ...(tools.length > 0 ? { tools } : {}) };
}
