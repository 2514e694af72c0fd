import { findPreset, presets } from '../presets/all-presets';
import { type PresetId } from '../presets/preset';
import type { Lesson } from './lesson';

/**
 * Any lesson's task under any preset: a variant named "preset:aider" that the lesson does not
 * define means "this lesson with the aider preset as it ships" ({ preset: "aider" }). The lesson's
 * files, task and checks stay as they are; checks that name a tool the preset lacks (edit_file...)
 * count its calls as zero, which is what happened.
 */
export const PRESET_VARIANT_PREFIX = 'preset:';

function presetVariantName(id: PresetId): string {
  return `${PRESET_VARIANT_PREFIX}${id}`;
}

/** A variant name the lesson does not have and that does not name a known preset either. */
export class VariantNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VariantNameError';
  }
}

/**
 * The lesson with a `{ preset }` variant for every "preset:<id>" name in `names` that it does not
 * define itself (the lesson is not changed; its own variants win). Throws VariantNameError for a
 * name that is neither one of the lesson's variants nor a known preset.
 */
export function withPresetVariants(lesson: Lesson, names: readonly string[]): Lesson {
  const added: Lesson['variants'] = {};
  for (const name of names) {
    if (Object.hasOwn(lesson.variants, name)) continue;
    if (!name.startsWith(PRESET_VARIANT_PREFIX)) {
      throw new VariantNameError(
        `the lesson "${lesson.id}" has no variant "${name}"; it has ${Object.keys(lesson.variants).join(', ')}, and any preset as ${presetNames()}.`,
      );
    }
    const preset = findPreset(name.slice(PRESET_VARIANT_PREFIX.length));
    if (!preset) throw new VariantNameError(`"${name}" names no preset; the presets are ${presetNames()}.`);
    added[name] = { preset: preset.id };
  }
  return Object.keys(added).length === 0 ? lesson : { ...lesson, variants: { ...lesson.variants, ...added } };
}

function presetNames(): string {
  return presets.map((preset) => presetVariantName(preset.id)).join(', ');
}
