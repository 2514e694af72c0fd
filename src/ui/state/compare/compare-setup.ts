import type { Check } from '../../../engine/lessons/checks';
import type { Lesson } from '../../../engine/lessons/lesson';
import type { Preset } from '../../../engine/presets/preset';
import type { CompareModules } from '../chunk-loaders';
import type { SurfaceSource } from '../../../engine/compare/surface-sources';
import type { Surface } from '../../../engine/toolkit/surface';
import type { AnyToolContract } from '../../../engine/tools/tool';
import type { PlaygroundStore } from '../../../store/open-store';

/** The lesson select's value for "the current workspace and task" (no lesson id has a colon). */
export const WORKSPACE_LESSON = ':workspace';

/** The id of the lesson made from the workspace, as saved comparisons record it (never change it). */
export const WORKSPACE_LESSON_ID = 'workspace';

export interface VariantChoice {
  /** The variant's name in the lesson (what the results table shows). */
  id: string;
  label: string;
  /** One of the lesson's own variants (ticked at first), rather than a preset offered beside them. */
  own: boolean;
}

export const MAX_RUNS_PER_VARIANT = 20;

/** `selected` with `id` ticked or unticked, kept in the order `choices` lists them (the results' rows follow the checkboxes). */
export function toggledChoice(choices: readonly { id: string }[], selected: readonly string[], id: string, ticked: boolean): string[] {
  const others = selected.filter((choice) => choice !== id);
  return ticked ? choices.map((choice) => choice.id).filter((choice) => choice === id || others.includes(choice)) : others;
}

/**
 * A lesson's own variants, then every preset the lesson does not already run, as "preset:<id>":
 * the lesson's task under that harness (the engine's withPresetVariants adds them at Start).
 */
export function lessonVariantChoices(lesson: Lesson, presets: readonly Pick<Preset, 'id' | 'name'>[], presetPrefix: string): VariantChoice[] {
  const own = Object.entries(lesson.variants).map(([id, variant]) => ({
    id,
    label: variant.preset !== undefined && variant.preset !== id ? `${id} (preset ${variant.preset})` : id,
    own: true,
  }));
  const used = new Set(Object.values(lesson.variants).map((variant) => variant.preset));
  const others = presets.filter((preset) => !used.has(preset.id)).map((preset) => ({ id: `${presetPrefix}${preset.id}`, label: `Preset: ${preset.name}`, own: false }));
  return [...own, ...others];
}

/** Which variants start ticked: a lesson's own ones; on the workspace, the edited surface against the defaults. */
export function defaultSelection(choices: readonly VariantChoice[], workspace: boolean): string[] {
  if (!workspace) return choices.filter((choice) => choice.own).map((choice) => choice.id);
  return choices.filter((choice) => choice.id === 'current' || choice.id === 'default').map((choice) => choice.id);
}

export interface WorkspaceLessonInput {
  files: Record<string, string>;
  task: string;
  /** A shell command run in each run's final workspace; exit code 0 is a pass. Optional. */
  checkCommand: string;
  choices: readonly SurfaceChoice[];
  /** The handlers the surfaces may use (default: the built-in tools); MCP servers' tools join here. */
  available?: readonly AnyToolContract[];
}

/**
 * "The current workspace and task" as a lesson: the files as they are now, the person's task, the
 * chosen surfaces as variants. Without a check command every run that finishes passes, which the
 * setup form says; the other numbers (steps, calls, tokens) still compare.
 */
export function workspaceLesson(modules: CompareModules, input: WorkspaceLessonInput): Lesson {
  const command = input.checkCommand.trim();
  const checks: Check[] = command === '' ? [] : [{ kind: 'command', command }];
  return modules.adHocLesson({
    id: WORKSPACE_LESSON_ID,
    files: input.files,
    task: input.task.trim(),
    // A preset runs as itself (its handlers, and Aider's reply handler), not as a look-alike surface.
    variants: Object.fromEntries(input.choices.map((choice) => [choice.id, choice.presetId ? { preset: choice.presetId } : choice.surface])),
    checks,
    available: input.available ?? modules.allTools,
  });
}

/** "Runs per variant" as typed: a whole number within bounds, or why not. */
export function runsProblem(runs: number): string | undefined {
  if (Number.isInteger(runs) && runs >= 1 && runs <= MAX_RUNS_PER_VARIANT) return undefined;
  return `Runs per variant must be a whole number from 1 to ${MAX_RUNS_PER_VARIANT}.`;
}

export interface SetupFields {
  status: string;
  lessonId: string | undefined;
  selectedVariants: readonly string[];
  runsPerVariant: number;
  workspaceTask: string;
}

/** Why a comparison with these fields cannot start now, in words for the person; undefined when it can. */
export function comparisonBlocker(fields: SetupFields, { hasKey, workspaceReady }: { hasKey: boolean; workspaceReady: boolean }): string | undefined {
  if (fields.status !== 'idle') return 'A comparison is running.';
  if (!hasKey) return 'Comparisons call the model: add an API key in Settings to start one.';
  if (fields.lessonId === undefined) return 'The lessons are still loading.';
  if (fields.selectedVariants.length < 2) return 'Pick two or more variants to compare.';
  const runs = runsProblem(fields.runsPerVariant);
  if (runs) return runs;
  if (fields.lessonId !== WORKSPACE_LESSON) return undefined;
  if (fields.workspaceTask.trim() === '') return 'Write the task every run starts with.';
  return workspaceReady ? undefined : 'The workspace is still starting.';
}

/**
 * The surfaces a person can put against each other on the current workspace, or in a selection
 * test: the one in force (as edited), the built-in ones (defaults and presets, shared with
 * `npm run select`), and every saved variant.
 */
export type SurfaceChoice = SurfaceSource;

export interface SurfaceChoices {
  choices: SurfaceChoice[];
  /** Why saved variants are missing from the list (storage failed), when they are. */
  problem?: string;
}

/**
 * `withOthers` adds what the page has beyond a built-in or saved surface (the ready MCP servers'
 * tools); the current surface is taken as it is.
 */
export async function surfaceChoices(
  modules: CompareModules,
  current: Surface | undefined,
  store: PlaygroundStore | undefined,
  withOthers: (surface: Surface) => Surface = (surface) => surface,
): Promise<SurfaceChoices> {
  const choices: SurfaceChoice[] = [];
  if (current) choices.push({ id: 'current', label: 'Current surface (as edited)', surface: current });
  choices.push(...modules.builtinSurfaceSources().map((source) => ({ ...source, surface: withOthers(source.surface) })));
  if (!store) return { choices };
  try {
    const taken = new Set(choices.map((choice) => choice.id));
    for (const variant of await store.variants.list()) {
      const id = uniqueName(`saved-${slug(variant.name)}`, taken);
      taken.add(id);
      choices.push({ id, label: `Saved: ${variant.name}`, surface: withOthers(variant.surface) });
    }
    return { choices };
  } catch (error) {
    return { choices, problem: `Saved variants are not listed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A variant name from a person's name for it: "Terse v2!" -> "terse-v2". */
export function slug(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (cleaned || 'variant').slice(0, 30);
}

function uniqueName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let index = 2; ; index++) if (!taken.has(`${name}-${index}`)) return `${name}-${index}`;
}
