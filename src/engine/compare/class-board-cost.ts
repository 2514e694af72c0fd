import type { Lesson } from '../lessons/lesson';
import { lessonSurface } from '../lessons/lesson-surface';
import { costOf } from '../model/prices';
import { estimateTokens } from '../toolkit/clip';

/**
 * What a class board may cost, shown before it starts: the most runs and model calls its budget
 * allows, and those calls at the model's list price. It is an upper bound on calls and a rough
 * guess per call (the surface and task are counted, the transcript's growth is guessed), so it is
 * said as an estimate; a model without a known price says so rather than borrowing another's.
 */

/** What a call adds on top of the surface and task as a run goes on: files read, edits, results. */
const TRANSCRIPT_TOKENS_PER_CALL = 2_000;
const OUTPUT_TOKENS_PER_CALL = 400;

export interface BoardCostEstimate {
  /** The most runs: (variants + the baseline) × most runs per variant. */
  runs: number;
  /** The most model calls: the budget, or every run at its step cap when that is fewer. */
  calls: number;
  inputTokensPerCall: number;
  /** Dollars at list price for `calls`; undefined when the model's price is unknown. */
  dollars?: number;
  text: string;
}

export interface BoardCostInput {
  lesson: Lesson;
  baseline: string;
  variants: number;
  maxRunsPerVariant: number;
  maxCalls: number;
  /** Model calls per run (the step cap). */
  maxSteps: number;
  modelId: string;
}

export function estimateBoardCost(input: BoardCostInput): BoardCostEstimate {
  const runs = (input.variants + 1) * input.maxRunsPerVariant;
  const calls = Math.min(input.maxCalls, runs * input.maxSteps);
  const surface = lessonSurface(input.lesson, input.baseline);
  // The surface's tool definitions and system prompt go with every call; so does the task.
  const inputTokensPerCall = estimateTokens(surface.system + JSON.stringify(surface.tools)) + estimateTokens(input.lesson.task) + TRANSCRIPT_TOKENS_PER_CALL;
  const dollars = costOf(input.modelId, { inputTokens: inputTokensPerCall * calls, outputTokens: OUTPUT_TOKENS_PER_CALL * calls, cacheReadTokens: 0, cacheWriteTokens: 0 });
  const most = `At most ${runs} runs and ${calls} model calls`;
  const text =
    dollars === undefined
      ? `${most}; the price of ${input.modelId} is unknown, so the cost cannot be estimated.`
      : `${most}: up to about $${dollars.toFixed(2)} at ${input.modelId}'s list price (an estimate, about ${inputTokensPerCall.toLocaleString('en-US')} input tokens a call); a board that decides early spends less.`;
  return { runs, calls, inputTokensPerCall, ...(dollars !== undefined ? { dollars } : {}), text };
}
