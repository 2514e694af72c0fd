import { readFile, stat } from 'node:fs/promises';
import type { SelectionVariant } from '../../engine/compare/selection';
import type { SelectionPrompt } from '../../engine/compare/selection-expectations';
import { builtinLessons, findLesson } from '../../engine/lessons/builtin/builtin-lessons';
import type { Lesson } from '../../engine/lessons/lesson';
import { parseLessonText } from '../../engine/lessons/lesson-file';
import { lessonNeedsProblem } from '../../engine/lessons/lesson-needs';
import { lessonHarness } from '../../engine/lessons/lesson-surface';
import type { ReplyHandler } from '../../engine/loop/reply-handler';
import { findPreset } from '../../engine/presets/all-presets';
import type { SurfaceKind } from '../../engine/improve/surface-edit';
import { allTools } from '../../engine/tools/all-tools';
import type { AnyToolContract } from '../../engine/tools/tool';
import { FieldError } from '../../engine/toolkit/field-error';
import type { Surface } from '../../engine/toolkit/surface';
import { embeddedCapabilities } from '../../engine/workspace/capabilities';
import { pathFrom } from '../shared/cli-io';
import { UsageError } from '../shared/command-line';
import type { McpSetup } from '../shared/mcp-run';
import { loadPrompts, loadVariants } from '../select/select-inputs';
import type { ImproveArguments } from './improve-arguments';
import { splitPrompts } from '../../engine/improve/held-out-split';

/** The files and lessons `npm run improve` reads, each refused in one line naming the flag. */

export interface ImproveInputs {
  evaluationPrompts: SelectionPrompt[];
  holdoutPrompts: SelectionPrompt[];
  lesson?: Lesson;
  holdoutLesson?: Lesson;
  start: { surface: Surface; kind: SurfaceKind; replyHandler?: ReplyHandler; from: string };
}

export async function loadInputs(options: ImproveArguments, here: string, available: readonly AnyToolContract[], mcp: McpSetup | undefined): Promise<ImproveInputs> {
  const prompts = options.prompts === undefined ? [] : await loadPrompts(options.prompts, here);
  let [evaluationPrompts, holdoutPrompts] =
    options.holdoutFraction !== undefined ? split(prompts, options.holdoutFraction, options.seed) : [prompts, options.holdoutPrompts === undefined ? [] : await loadPrompts(options.holdoutPrompts, here)];
  if (options.holdoutFraction !== undefined && (evaluationPrompts.length === 0 || holdoutPrompts.length === 0)) {
    throw new UsageError(`--holdout ${options.holdoutFraction} leaves ${evaluationPrompts.length === 0 ? 'no evaluation prompts' : 'no held-out prompts'} out of ${prompts.length}; use a fraction that leaves some on both sides, or --holdout-prompts.`);
  }
  // A held-out prompt the proposer also saw would let a rewrite tuned to it pass the held-out check.
  const seen = new Set(evaluationPrompts.map((prompt) => prompt.prompt));
  const shared = holdoutPrompts.find((prompt) => seen.has(prompt.prompt));
  if (shared) throw new UsageError(`--holdout-prompts "${options.holdoutPrompts}" repeats an evaluation prompt ("${shared.prompt}"); held-out prompts must be ones the proposer never sees, so remove it from one of the files.`);
  const servers = mcp ? mcp.servers.connections.map((connection) => connection.server) : [];
  const lesson = options.lesson === undefined ? undefined : await loadLesson('--lesson', options.lesson, here, available, servers);
  const holdoutLesson = options.holdoutLesson === undefined ? undefined : await loadLesson('--holdout-lesson', options.holdoutLesson, here, available, servers);
  if (lesson && holdoutLesson && (lesson.id === holdoutLesson.id || lesson.task === holdoutLesson.task)) {
    throw new UsageError(`--lesson and --holdout-lesson are the same lesson ("${lesson.id}"): a held-out lesson must be one the proposer never sees, so hold out another lesson or prompts.`);
  }
  const start = await startSurface(options, here, lesson, mcp);
  if (start.kind === 'tools' && (lesson || holdoutLesson)) {
    throw new UsageError(`--variant "${options.variant!.spec}" is a tools array, which has no handlers to run a lesson's task with; give a surface file (surface:<file>), a preset or defaults.`);
  }
  return { evaluationPrompts, holdoutPrompts, lesson, holdoutLesson, start };
}

async function startSurface(options: ImproveArguments, here: string, lesson: Lesson | undefined, mcp: McpSetup | undefined): Promise<ImproveInputs['start']> {
  if (options.variant === undefined && lesson) {
    const variant = Object.keys(lesson.variants)[0]!;
    const harness = lessonHarness(lesson, variant, mcp ? [...allTools, ...mcp.contracts] : allTools);
    return { surface: mcp ? mcp.extend(harness.surface) : harness.surface, kind: 'surface', ...(harness.replyHandler ? { replyHandler: harness.replyHandler } : {}), from: `the lesson's "${variant}" variant` };
  }
  const spec = options.variant ?? { label: 'defaults', spec: 'defaults', kind: 'defaults' as const };
  const [variant] = await loadVariants([spec], here, mcp);
  const replyHandler = spec.kind === 'preset' ? findPreset(spec.preset)?.replyHandler : undefined;
  return { ...startOf(variant!), ...(replyHandler ? { replyHandler } : {}), from: spec.spec };
}

/** A surface to edit, and whether it came from a tools array (then written back as one). */
function startOf(variant: SelectionVariant): { surface: Surface; kind: SurfaceKind } {
  if ('surface' in variant) return { surface: variant.surface, kind: 'surface' };
  return {
    kind: 'tools',
    surface: { system: variant.system ?? '', failures: {}, tools: variant.tools.map((tool) => ({ handler: tool.name, name: tool.name, description: tool.description ?? '', input_schema: tool.input_schema, failures: {} })) },
  };
}

async function loadLesson(flag: string, reference: string, here: string, available: readonly AnyToolContract[], servers: readonly string[]): Promise<Lesson> {
  const lesson = findLesson(reference) ?? (await lessonFile(flag, reference, here, available));
  // Runs here are on a fresh embedded workspace: a lesson that needs node or git cannot pass in one.
  const problem = lessonNeedsProblem(lesson, { capabilities: embeddedCapabilities, workspaceKind: 'embedded', mcpServers: servers, place: 'headless' });
  if (problem) throw new UsageError(`${flag} "${reference}": ${problem.message} npm run improve runs lessons on the embedded workspace only.`);
  return lesson;
}

async function lessonFile(flag: string, reference: string, here: string, available: readonly AnyToolContract[]): Promise<Lesson> {
  const file = pathFrom(here, reference);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new UsageError(`${flag} "${reference}" is neither a built-in lesson nor a file; built-in lessons: ${builtinLessons.map((lesson) => lesson.id).join(', ')}.`);
  try {
    return parseLessonText(await readFile(file, 'utf8'), available);
  } catch (error) {
    if (FieldError.isInstance(error)) throw new UsageError(`${flag} "${reference}" is not a valid lesson file: ${error.message}`);
    throw error;
  }
}

/** The page's held-out share uses the same seeded split, so one seed sets aside the same prompts in both. */
function split(prompts: readonly SelectionPrompt[], fraction: number, seed: number): [SelectionPrompt[], SelectionPrompt[]] {
  const { evaluation, heldOut } = splitPrompts(prompts.length, fraction, seed);
  return [evaluation.map((index) => prompts[index]!), heldOut.map((index) => prompts[index]!)];
}
