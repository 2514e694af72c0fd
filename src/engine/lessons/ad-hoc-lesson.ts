import { findPreset } from '../presets/all-presets';
import { type PresetId } from '../presets/preset';
import { allTools, builtinTools } from '../tools/all-tools';
import type { AnyToolContract } from '../tools/tool';
import type { Surface } from '../toolkit/surface';
import { overlayBetween } from '../toolkit/surface-overlay';
import type { Check } from './checks';
import type { Lesson, LessonVariant } from './lesson';
import { lessonBaseSurface, lessonContracts, presetBaseSurface } from './lesson-surface';

/** A preset as a variant: as it ships, or edited (`surface`, which started from the preset's). */
export interface AdHocPresetVariant {
  preset: PresetId;
  surface?: Surface;
}

export interface AdHocLessonOptions {
  /** The workspace as it is now: every run starts from a copy of it. */
  files: Record<string, string>;
  task: string;
  /** Named surfaces to compare, as edited in the playground, or presets (which bring their handlers). */
  variants: Record<string, Surface | AdHocPresetVariant>;
  /** Without checks, every run that finishes counts as a pass: add some to measure anything. */
  checks?: Check[];
  id?: string;
  title?: string;
  available?: readonly AnyToolContract[];
}

/**
 * A comparison of "the current workspace and task" rather than a built-in lesson: the same Lesson
 * shape, with each surface written as its overlay on the defaults, or on its preset (so it can be
 * exported as a lesson file and shared). Handlers a surface uses beyond its base's are listed in
 * `tools`.
 */
export function adHocLesson(options: AdHocLessonOptions): Lesson {
  const available = options.available ?? allTools;
  const known = new Set(available.map((contract) => contract.id));
  const extra = new Set<string>();
  for (const entry of Object.values(options.variants)) {
    const surface = 'preset' in entry ? entry.surface : entry;
    if (!surface) continue;
    const base = new Set(('preset' in entry ? presetOf(entry.preset).contracts : builtinTools).map((contract) => contract.id));
    for (const tool of surface.tools) if (!base.has(tool.handler) && known.has(tool.handler)) extra.add(tool.handler);
  }
  const tools = [...extra];
  const contracts = lessonContracts({ tools }, available);
  const extras = contracts.filter((contract) => tools.includes(contract.id));
  const defaultsBase = lessonBaseSurface({ tools }, contracts);
  const variants: Record<string, LessonVariant> = {};
  for (const [name, entry] of Object.entries(options.variants)) {
    if ('preset' in entry) {
      const preset = presetOf(entry.preset);
      variants[name] = { preset: preset.id, ...overlayBetween(presetBaseSurface(preset, extras), entry.surface ?? preset.surface) };
    } else {
      variants[name] = overlayBetween(defaultsBase, entry);
    }
  }
  return {
    version: 1,
    id: options.id ?? 'workspace',
    title: options.title ?? 'The current workspace and task',
    teaching: 'A comparison of the current workspace and task under the surfaces being edited.',
    files: { ...options.files },
    task: options.task,
    variants,
    checks: options.checks ?? [],
    ...(tools.length > 0 ? { tools } : {}),
  };
}

function presetOf(id: PresetId) {
  const preset = findPreset(id);
  if (!preset) throw new Error(`There is no preset "${id}".`);
  return preset;
}
