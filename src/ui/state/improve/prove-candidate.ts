import { runSelectionTests, type SelectionVariant } from '../../../engine/compare/selection';
import type { SelectionSample } from '../../../engine/compare/selection-expectations';
import { differencesFrom } from '../../../engine/compare/selection-summary';
import { addUsage, zeroUsage, type ModelClient } from '../../../engine/model/model-client';
import { costOf } from '../../../engine/model/prices';
import type { RewriteScoreRecord, StoredRewriteRound } from '../../../store/records';
import type { SelectionRun } from '../compare/selection-controller';
import type { PromptSplit } from '../../../engine/improve/held-out-split';

export interface ProofOptions {
  tested: SelectionRun;
  split: PromptSplit;
  current: SelectionVariant;
  candidate: SelectionVariant;
  model: ModelClient;
  signal?: AbortSignal;
}

/**
 * "Prove it": the current texts and the candidate both answer every prompt of the selection test
 * afresh, as many times as it did, and the paired difference is taken apart on the prompts the
 * proposer read and on the held-out ones. Fresh answers for both sides, not the test's own: the
 * misses the proposal was written from are partly chance, and reusing them would flatter it.
 */
export async function proveCandidate(options: ProofOptions): Promise<{ proof: NonNullable<StoredRewriteRound['proof']> } | { problem: string }> {
  const { tested, split } = options;
  const report = await runSelectionTests({
    prompts: tested.prompts,
    variants: [options.current, options.candidate],
    samples: tested.samples,
    model: options.model,
    modelId: tested.modelId,
    baseline: options.current.name,
    signal: options.signal,
  });
  if (report.cancelled) return { problem: 'Prove it was stopped: no verdict. Press Prove it again to measure from the start.' };
  const failed = report.failure ?? report.samples.find((sample) => sample.outcome === 'error')?.problem;
  if (failed) return { problem: `Prove it could not finish, the provider failed: ${failed}` };
  const usage = report.samples.reduce((total, sample) => addUsage(total, sample.usage), zeroUsage());
  const evaluation = scoreOn(split.evaluation, report.samples, options);
  if (!evaluation) return { problem: 'Prove it got no paired answers to compare; run it again.' };
  const heldOut = split.heldOut.length > 0 ? scoreOn(split.heldOut, report.samples, options) : undefined;
  const dollars = costOf(tested.modelId, usage);
  return { proof: { evaluation, ...(heldOut ? { heldOut } : {}), usage, ...(dollars === undefined ? {} : { dollars }) } };
}

function scoreOn(prompts: readonly number[], samples: readonly SelectionSample[], options: ProofOptions): RewriteScoreRecord | undefined {
  const part = new Set(prompts);
  const names = [options.current.name, options.candidate.name];
  const difference = differencesFrom(options.current.name, names, samples.filter((sample) => part.has(sample.prompt)))[0];
  if (!difference) return undefined;
  const { delta, low, high, verdict, pairs } = difference;
  const score: RewriteScoreRecord = { delta, low, high, verdict, pairs, prompts: prompts.length };
  if (difference.answersToTell !== undefined) score.samplesToTell = Math.ceil(difference.answersToTell / Math.max(1, prompts.length));
  return score;
}
