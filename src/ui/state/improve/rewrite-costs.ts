import { PROPOSER_SYSTEM, proposerBrief } from '../../../engine/improve/proposer';
import type { Miss } from '../../../engine/improve/misses';
import type { LessonMiss } from '../../../engine/improve/lesson-misses';
import { proposeTool } from '../../../engine/improve/surface-edit';
import { costOf, dollarsText } from '../../../engine/model/prices';
import type { Usage } from '../../../engine/model/model-client';
import { estimateTokens } from '../../../engine/toolkit/clip';
import type { Surface } from '../../../engine/toolkit/surface';

/** askProposer's output cap: the most a proposal can cost in output tokens. */
const PROPOSER_MAX_OUTPUT = 4096;

/**
 * What a proposal will cost before it is asked for, from the size of the request it sends (at
 * about 4 characters a token) and the model's list price; the price of a model the table does not
 * know is said to be unknown, never guessed from a neighbour's.
 */
export function proposalEstimate(modelId: string, surface: Surface, misses: readonly Miss[], lessonMisses: readonly LessonMiss[] = []): string {
  const input = estimateTokens(PROPOSER_SYSTEM + JSON.stringify(proposeTool) + proposerBrief(surface, misses, lessonMisses, 1));
  const tokens = `about ${input.toLocaleString('en')} input tokens and at most ${PROPOSER_MAX_OUTPUT.toLocaleString('en')} output tokens`;
  const dollars = costOf(modelId, { inputTokens: input, outputTokens: PROPOSER_MAX_OUTPUT, cacheReadTokens: 0, cacheWriteTokens: 0 });
  if (dollars === undefined) return `One proposer call (two if its answer does not fit): ${tokens}; the price of ${modelId} is unknown to the page.`;
  return `One proposer call (two if its answer does not fit): ${tokens}, at most ${dollarsText(dollars)} each at ${modelId}'s list price.`;
}

/** "1,234 input and 321 output tokens ($0.0123)", or "(price unknown)". */
export function spentText(modelId: string, usage: Usage): string {
  const input = usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
  const dollars = costOf(modelId, usage);
  return `${input.toLocaleString('en')} input and ${usage.outputTokens.toLocaleString('en')} output tokens (${dollars === undefined ? `price of ${modelId} unknown` : dollarsText(dollars)})`;
}

