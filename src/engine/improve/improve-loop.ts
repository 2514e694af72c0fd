import { twoSidedZ } from '../compare/normal-quantile';
import { runSelectionTests, type SelectionVariant } from '../compare/selection';
import { type SelectionPrompt } from '../compare/selection-expectations';
import type { SelectionSample } from '../compare/selection-expectations';
import { differencesFrom } from '../compare/selection-summary';
import type { Verdict } from '../compare/difference';
import type { ModelClient, Usage } from '../model/model-client';
import { addUsage, zeroUsage } from '../model/model-client';
import type { Surface } from '../toolkit/surface';
import { collectMisses } from './misses';
import { askProposer } from './proposer';
import { applyEdits, editDiff, type SurfaceKind } from './surface-edit';
import { surfaceCost } from './surface-cost';

/**
 * The improvement loop: measure the surface on the evaluation prompts, show a proposer where the
 * model went wrong, try its rewrites, keep one only when the paired difference says "better",
 * and at the end measure the best against the start on held-out prompts the proposer never saw.
 */

export interface Score {
  delta: number;
  low: number;
  high: number;
  verdict: Verdict;
}

export interface CandidateRecord {
  candidate: number;
  rationale?: string;
  diffs: string[];
  refused?: string;
  score?: Score;
  accepted: boolean;
}

export interface RoundRecord {
  round: number;
  accuracy: number;
  misses: number;
  /** The two-sided level each candidate is tested at: 5% split across the round's candidates. */
  alphaPerCandidate: number;
  candidates: CandidateRecord[];
  calls: number;
  usage: Usage;
}

export interface ImproveResult {
  rounds: RoundRecord[];
  best: Surface;
  holdout?: Score & { pairs: number };
  improved: boolean;
  stopped: 'done' | 'budget' | 'cancelled' | 'no-misses' | 'provider-error';
  problem?: string;
  calls: number;
  usage: Usage;
}

export interface ImproveOptions {
  start: Surface;
  kind: SurfaceKind;
  evaluation: readonly SelectionPrompt[];
  holdout: readonly SelectionPrompt[];
  samples: number;
  rounds: number;
  candidates: number;
  model: ModelClient;
  modelId: string;
  proposer: ModelClient;
  proposerModelId: string;
  maxCalls?: number;
  maxSurfaceTokens?: number;
  /** Errors the lint finds in a surface; a candidate may not add any. */
  lintErrors: (surface: Surface, kind: SurfaceKind) => string[];
  signal?: AbortSignal;
  log: (line: string) => void;
  /** Called after every round with the result so far, so Ctrl-C can still write it. */
  onRound?: (sofar: ImproveResult) => void;
}

class ProviderFailure extends Error {}
class OutOfBudget extends Error {}

export async function improveSurface(options: ImproveOptions): Promise<ImproveResult> {
  const result: ImproveResult = { rounds: [], best: options.start, improved: false, stopped: 'done', calls: 0, usage: zeroUsage() };
  const holdoutCalls = 2 * options.holdout.length * options.samples;
  // The held-out check is what the whole run is for: its calls are kept back from the rounds.
  const spend = (calls: number) => {
    if (options.maxCalls !== undefined && result.calls + calls + holdoutCalls > options.maxCalls) {
      throw new OutOfBudget(`the next batch needs ${calls} calls and ${holdoutCalls} are kept for the held-out check; ${options.maxCalls - result.calls} of --max-calls ${options.maxCalls} are left`);
    }
  };
  const alpha = 0.05 / options.candidates;
  const z = twoSidedZ(alpha);
  try {
    for (let round = 1; round <= options.rounds; round++) {
      const record: RoundRecord = { round, accuracy: 0, misses: 0, alphaPerCandidate: alpha, candidates: [], calls: 0, usage: zeroUsage() };
      const count = (calls: number, usage: Usage) => {
        record.calls += calls;
        record.usage = addUsage(record.usage, usage);
        result.calls += calls;
        result.usage = addUsage(result.usage, usage);
      };
      result.rounds.push(record);
      options.log(`Round ${round} of ${options.rounds}: measuring the current surface on ${options.evaluation.length} evaluation prompts × ${options.samples}.`);
      const current = await evaluate(options, result.best, 'current', options.evaluation, spend, count);
      const correct = current.filter((sample) => sample.outcome === 'correct').length;
      record.accuracy = correct / current.length;
      const misses = collectMisses(options.evaluation, current, result.best);
      record.misses = misses.length;
      options.log(`  the current surface is right on ${correct} of ${current.length} calls; ${misses.length} distinct ${misses.length === 1 ? 'miss' : 'misses'}.`);
      if (misses.length === 0) {
        result.stopped = 'no-misses';
        break;
      }
      let accepted: { surface: Surface; delta: number } | undefined;
      for (let candidate = 1; candidate <= options.candidates; candidate++) {
        // A candidate costs up to two proposer calls and one measurement: it starts only if all fit.
        spend(2 + options.evaluation.length * options.samples);
        const answer = await callProvider(() => askProposer({ model: options.proposer, modelId: options.proposerModelId, surface: result.best, misses, attempt: candidate, signal: options.signal }));
        count(answer.calls, answer.usage);
        const entry: CandidateRecord = { candidate, diffs: [], accepted: false };
        record.candidates.push(entry);
        if ('dropped' in answer) {
          entry.refused = answer.dropped;
          options.log(`  candidate ${candidate}: dropped, ${answer.dropped}.`);
          continue;
        }
        entry.rationale = answer.proposal.rationale;
        const edited = applyEdits(result.best, options.kind, answer.proposal.edits);
        if ('problem' in edited) {
          entry.refused = `an edit was refused: ${edited.problem}`;
          options.log(`  candidate ${candidate}: refused, ${edited.problem}.`);
          continue;
        }
        entry.diffs = edited.applied.map(editDiff);
        const refusal = gateRefusal(options, result.best, edited.surface);
        if (refusal) {
          entry.refused = refusal;
          options.log(`  candidate ${candidate}: refused, ${refusal}.`);
          continue;
        }
        const name = `candidate ${candidate}`;
        const trial = await evaluate(options, edited.surface, name, options.evaluation, spend, count);
        const difference = differencesFrom('current', ['current', name], [...current, ...trial], z)[0];
        if (!difference) continue;
        entry.score = { delta: difference.delta, low: difference.low, high: difference.high, verdict: difference.verdict };
        options.log(`  candidate ${candidate}: ${scoreText(entry.score, 1 - alpha)} against the current surface.`);
        if (difference.verdict === 'better' && (!accepted || difference.delta > accepted.delta)) accepted = { surface: edited.surface, delta: difference.delta };
      }
      const winner = accepted && record.candidates.find((entry) => entry.score?.delta === accepted!.delta && entry.score.verdict === 'better');
      if (accepted && winner) {
        result.best = accepted.surface;
        winner.accepted = true;
      }
      options.log(`Round ${round} done: ${winner ? `candidate ${winner.candidate} accepted` : 'no candidate was proven better; the surface stays'} (${result.calls} calls so far).`);
      options.onRound?.(result);
    }
  } catch (error) {
    if (options.signal?.aborted) return { ...result, stopped: 'cancelled' };
    if (error instanceof OutOfBudget) {
      result.stopped = 'budget';
      result.problem = error.message;
      options.log(`Stopped the rounds: ${error.message}.`);
    } else if (error instanceof ProviderFailure) {
      return { ...result, stopped: 'provider-error', problem: error.message };
    } else throw error;
  }
  if (options.signal?.aborted) return { ...result, stopped: 'cancelled' };
  if (result.best === options.start || options.holdout.length === 0) return result;
  try {
    const held = await heldOutScore(options, result, (calls, usage) => {
      result.calls += calls;
      result.usage = addUsage(result.usage, usage);
    });
    result.holdout = held;
    result.improved = held.verdict === 'better';
    options.log(`Held-out: the improved surface ${scoreText(held, 0.95)} against the starting one, over ${held.pairs} pairs.`);
  } catch (error) {
    if (options.signal?.aborted) return { ...result, stopped: 'cancelled' };
    if (error instanceof ProviderFailure) return { ...result, stopped: 'provider-error', problem: error.message };
    throw error;
  }
  return result;
}

async function heldOutScore(options: ImproveOptions, result: ImproveResult, count: (calls: number, usage: Usage) => void) {
  const noBudget = () => undefined;
  options.log(`Held-out check: the starting and the improved surface on ${options.holdout.length} prompts the proposer never saw × ${options.samples}.`);
  const start = await evaluate(options, options.start, 'start', options.holdout, noBudget, count);
  const best = await evaluate(options, result.best, 'improved', options.holdout, noBudget, count);
  const difference = differencesFrom('start', ['start', 'improved'], [...start, ...best])[0]!;
  return { delta: difference.delta, low: difference.low, high: difference.high, verdict: difference.verdict, pairs: difference.pairs ?? 0 };
}

/** Why a candidate may not even be measured: new lint errors, or a standing cost over the cap. */
function gateRefusal(options: ImproveOptions, before: Surface, after: Surface): string | undefined {
  const had = new Set(options.lintErrors(before, options.kind));
  const added = options.lintErrors(after, options.kind).filter((message) => !had.has(message));
  if (added.length > 0) return `it adds lint errors: ${added.join('; ')}`;
  const cost = surfaceCost(after);
  if (options.maxSurfaceTokens !== undefined && cost > options.maxSurfaceTokens) return `its texts cost about ${cost} tokens on every call, over --max-surface-tokens ${options.maxSurfaceTokens}`;
  return undefined;
}

async function evaluate(
  options: ImproveOptions,
  surface: Surface,
  name: string,
  prompts: readonly SelectionPrompt[],
  spend: (calls: number) => void,
  count: (calls: number, usage: Usage) => void,
): Promise<SelectionSample[]> {
  const calls = prompts.length * options.samples;
  spend(calls);
  const variant: SelectionVariant = options.kind === 'tools' ? { name, tools: surface.tools.map(({ name: toolName, description, input_schema }) => ({ name: toolName, description, input_schema })), system: surface.system } : { name, surface };
  const report = await runSelectionTests({ prompts, variants: [variant], samples: options.samples, model: options.model, modelId: options.modelId, signal: options.signal });
  const usage = report.samples.reduce((total, sample) => addUsage(total, sample.usage), zeroUsage());
  count(report.samples.length, usage);
  options.log(`  ${name}: ${report.samples.length} of ${calls} calls answered.`);
  if (options.signal?.aborted) throw new Error('cancelled');
  const failed = report.samples.find((sample) => sample.outcome === 'error');
  if (failed || report.failure) throw new ProviderFailure(failed?.problem ?? report.failure!);
  return report.samples;
}

async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ProviderFailure(error instanceof Error ? error.message : String(error));
  }
}

export function scoreText(score: Score, level: number): string {
  const points = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}`;
  const words = score.verdict === 'better' ? 'is better' : score.verdict === 'worse' ? 'is worse' : 'is undecided';
  return `${words}: ${points(score.delta)} points (${Math.round(level * 1000) / 10}% interval ${points(score.low)} to ${points(score.high)})`;
}
