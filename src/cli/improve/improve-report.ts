import type { ImproveResult } from '../../engine/improve/improve-loop';
import { LESSON_MISS_TOKENS } from '../../engine/improve/lesson-misses';
import { PROPOSER_SYSTEM } from '../../engine/improve/proposer';
import type { SurfaceKind } from '../../engine/improve/surface-edit';
import type { Surface } from '../../engine/toolkit/surface';
import type { ImproveArguments } from './improve-arguments';
import type { ImproveInputs } from './improve-inputs';
import { dollarsText } from '../../engine/model/prices';

/** What `npm run improve` writes: the --out report, the surface file, and its last line. */

export function surfaceFile(surface: Surface, kind: SurfaceKind): unknown {
  return kind === 'tools' ? surface.tools.map(({ name, description, input_schema }) => ({ name, description, input_schema })) : surface;
}

export function closing(result: ImproveResult, options: ImproveArguments): string {
  const tokens = (usage: ImproveResult['usage']) => `${usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens} input and ${usage.outputTokens} output tokens`;
  const spent = `${result.calls} calls; the model ${tokens(result.usage)}, the proposer ${tokens(result.proposerUsage)}${result.cost === undefined ? '' : `; ${dollarsText(result.cost)} at list prices`}`;
  const set = result.holdout?.set === 'prompts' || result.holdout === undefined ? 'the held-out prompts' : `the held-out ${result.holdout.set}`;
  if (result.improved) return `Improved: proven better on ${set}${options.surfaceOut ? `; the surface is in ${options.surfaceOut}` : ''}${options.patchOut ? `; the server patch is in ${options.patchOut}` : ''}. Spent ${spent}.`;
  if (result.holdout) return `Not improved: a rewrite won on the evaluation sets but the held-out check is ${result.holdout.verdict}; nothing written to --surface-out. Spent ${spent}.`;
  return `Not improved: no rewrite was proven better${result.problem ? ` (${result.problem})` : ''}. Spent ${spent}.`;
}

export function reportFile(options: ImproveArguments, inputs: ImproveInputs, result: ImproveResult) {
  return {
    version: 1,
    model: options.model,
    proposer: { provider: options.proposerProvider, model: options.proposerModel },
    proposerModel: options.proposerModel,
    proposerSystem: PROPOSER_SYSTEM,
    variant: options.variant?.spec ?? inputs.start.from,
    samplesPerPrompt: options.samples,
    ...(inputs.lesson || inputs.holdoutLesson ? { runsPerSurface: options.samples, maxSteps: options.maxSteps, lessonMissTokens: LESSON_MISS_TOKENS } : {}),
    // Which prompts were held out, so a split made by --holdout can be checked and repeated.
    ...(options.holdoutFraction === undefined ? {} : { holdoutFraction: options.holdoutFraction, seed: options.seed }),
    prompts: { evaluation: inputs.evaluationPrompts.map((prompt) => prompt.prompt), holdout: inputs.holdoutPrompts.map((prompt) => prompt.prompt) },
    lessons: { evaluation: inputs.lesson?.id ?? null, holdout: inputs.holdoutLesson?.id ?? null },
    improved: result.improved,
    holdout: result.holdout ?? null,
    stopped: result.stopped,
    ...(result.problem ? { problem: result.problem } : {}),
    calls: result.calls,
    usage: result.usage,
    proposerUsage: result.proposerUsage,
    ...(result.cost === undefined ? {} : { cost: result.cost }),
    ...(options.maxCost === undefined ? {} : { maxCost: options.maxCost }),
    rounds: result.rounds,
    start: surfaceFile(inputs.start.surface, inputs.start.kind),
    best: surfaceFile(result.best, inputs.start.kind),
  };
}
