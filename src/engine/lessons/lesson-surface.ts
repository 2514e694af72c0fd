import type { ReplyHandler } from '../loop/reply-handler';
import { findPreset } from '../presets/all-presets';
import { type Preset, type PresetId } from '../presets/preset';
import { allTools, builtinTools } from '../tools/all-tools';
import type { AnyToolContract } from '../tools/tool';
import { defaultSurface, defaultSurfaceTool } from '../toolkit/default-surface';
import type { Surface } from '../toolkit/surface';
import { applyOverlay, type SurfaceOverlay } from '../toolkit/surface-overlay';
import type { Lesson, LessonVariant } from './lesson';

/**
 * The handlers a lesson runs with: the default toolkit plus the extra ones it names (create_event,
 * read_file_bare...). Extra tools are switched on in the lesson's base surface; a variant that
 * does not want one disables it. Given a preset variant's name, the preset's handlers plus the
 * same extras instead.
 */
export function lessonContracts(
  lesson: Pick<Lesson, 'tools'> & Partial<Pick<Lesson, 'variants'>>,
  available: readonly AnyToolContract[] = allTools,
  variant?: string,
): AnyToolContract[] {
  const preset = variant === undefined || lesson.variants === undefined ? undefined : presetOf({ variants: lesson.variants }, variant);
  const contracts = [...(preset?.contracts ?? builtinTools)];
  for (const id of lesson.tools ?? []) {
    if (contracts.some((contract) => contract.id === id)) continue;
    const contract = available.find((candidate) => candidate.id === id);
    if (!contract) throw new Error(`The lesson needs the handler "${id}", which this playground does not have.`);
    contracts.push(contract);
  }
  return contracts;
}

/** What every variant over the defaults is an overlay on: the defaults, with the lesson's system prompt. */
export function lessonBaseSurface(lesson: Pick<Lesson, 'tools' | 'system'>, contracts: readonly AnyToolContract[] = lessonContracts(lesson)): Surface {
  const defaults = defaultSurface(contracts);
  return lesson.system === undefined ? defaults : { ...defaults, system: lesson.system };
}

/**
 * What a preset variant is an overlay on: the preset's surface as it ships, with the lesson's
 * extra handlers (`extras` the preset does not have already) after its own tools, at their defaults.
 */
export function presetBaseSurface(preset: Preset, extras: readonly AnyToolContract[] = []): Surface {
  const own = new Set(preset.contracts.map((contract) => contract.id));
  const added = extras.filter((contract) => !own.has(contract.id)).map(defaultSurfaceTool);
  return added.length === 0 ? preset.surface : { ...preset.surface, tools: [...preset.surface.tools, ...added] };
}

/**
 * The surface a run of one variant sends to the model. `contracts` defaults to the variant's own
 * (lessonContracts with the variant); pass them when they were built already.
 */
export function lessonSurface(lesson: Lesson, variant: string, contracts?: readonly AnyToolContract[]): Surface {
  const entry = variantOf(lesson, variant);
  const preset = presetOf(lesson, variant);
  const handlers = contracts ?? lessonContracts(lesson, allTools, variant);
  // Only the lesson's own extras join a preset, whatever else `contracts` holds (the defaults, say).
  const extras = handlers.filter((contract) => (lesson.tools ?? []).includes(contract.id));
  const base = preset ? presetBaseSurface(preset, extras) : lessonBaseSurface(lesson, handlers);
  return applyOverlay(base, overlayOf(entry));
}

/** Everything a run of one variant needs: what the model reads, the handlers, the harness. */
export interface VariantHarness {
  surface: Surface;
  contracts: AnyToolContract[];
  /** The preset's, for a preset that acts on the reply text (Aider's SEARCH/REPLACE blocks). */
  replyHandler?: ReplyHandler;
  preset?: PresetId;
}

export function lessonHarness(lesson: Lesson, variant: string, available: readonly AnyToolContract[] = allTools): VariantHarness {
  variantOf(lesson, variant);
  const contracts = lessonContracts(lesson, available, variant);
  const preset = presetOf(lesson, variant);
  return {
    surface: lessonSurface(lesson, variant, contracts),
    contracts,
    ...(preset?.replyHandler ? { replyHandler: preset.replyHandler } : {}),
    ...(preset ? { preset: preset.id } : {}),
  };
}

/** The overlay part of a variant (everything but `preset`). */
function overlayOf(variant: LessonVariant): SurfaceOverlay {
  const { preset: _preset, model: _model, ...overlay } = variant;
  return overlay;
}

function variantOf(lesson: Pick<Lesson, 'id' | 'variants'>, variant: string): LessonVariant {
  if (!Object.hasOwn(lesson.variants, variant)) {
    throw new Error(`The lesson "${lesson.id}" has no variant "${variant}"; it has ${Object.keys(lesson.variants).join(', ')}.`);
  }
  return lesson.variants[variant]!;
}

/** The preset a variant runs, if it names one (validated when the lesson was read). */
function presetOf(lesson: Pick<Lesson, 'variants'>, variant: string): Preset | undefined {
  const id = Object.hasOwn(lesson.variants, variant) ? lesson.variants[variant]!.preset : undefined;
  if (id === undefined) return undefined;
  const preset = findPreset(id);
  if (!preset) throw new Error(`The variant "${variant}" names the preset "${id}", which this playground does not have.`);
  return preset;
}
