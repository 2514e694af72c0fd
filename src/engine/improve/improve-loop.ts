import { twoSidedZ } from '../compare/normal-quantile';
import type { ModelClient, Usage } from '../model/model-client';
import { addUsage, zeroUsage } from '../model/model-client';
import type { Surface } from '../toolkit/surface';
import { ProviderFailure, type EvaluationSet, type Measurement, type Score, type SetScore } from './evaluation-set';
import { ImproveBudget, OutOfBudget, PROPOSER, type Batch } from './improve-budget';
import { askProposer } from './proposer';
import { applyEdits, editDiff, type SurfaceKind } from './surface-edit';
import { surfaceCost } from './surface-cost';
import { dollarsText } from '../model/prices';

/**
 * The improvement loop: measure the surface on the evaluation sets (prompts, a lesson or both),
 * show a proposer where the model went wrong, try its rewrites, keep one only when a set's
 * difference says "better" and none says "worse", and at the end measure the best against the
 * start on a held-out set the proposer never saw.
 */

export type SetRecord = SetScore & { set: string };

export interface CandidateRecord {
  candidate: number;
  rationale?: string;
  diffs: string[];
  refused?: string;
  /** The first evaluation set's score (the only one with a single set). */
  score?: Score;
  /** Every evaluation set's score, when there are several. */
  scores?: SetRecord[];
  accepted: boolean;
}

export interface RoundRecord {
  round: number;
  /** The current surface's rate of right answers (or passed runs) on the first evaluation set. */
  accuracy: number;
  rates: Array<{ set: string; right: number; total: number }>;
  misses: number;
  /** The two-sided level each candidate is tested at on each set: 5% split across them all. */
  alphaPerCandidate: number;
  candidates: CandidateRecord[];
  calls: number;
  usage: Usage;
  /** Dollars spent in the round at list prices, when both models' prices are known. */
  cost?: number;
}

export interface ImproveResult {
  rounds: RoundRecord[];
  best: Surface;
  holdout?: SetRecord;
  improved: boolean;
  stopped: 'done' | 'budget' | 'cancelled' | 'no-misses' | 'provider-error';
  problem?: string;
  calls: number;
  /** The model under test's tokens, then the proposer's. */
  usage: Usage;
  proposerUsage: Usage;
  cost?: number;
}

export interface ImproveOptions {
  start: Surface;
  kind: SurfaceKind;
  evaluation: readonly EvaluationSet[];
  /** The set the proposer never sees, measured once at the end. */
  holdout?: EvaluationSet;
  rounds: number;
  candidates: number;
  modelId: string;
  proposer: ModelClient;
  proposerModelId: string;
  maxCalls?: number;
  /** Dollars at list prices; both models' prices must be known. */
  maxCost?: number;
  maxSurfaceTokens?: number;
  /** Errors the lint finds in a surface; a candidate may not add any. */
  lintErrors: (surface: Surface, kind: SurfaceKind) => string[];
  signal?: AbortSignal;
  log: (line: string) => void;
  /** Called after every round with the result so far, so Ctrl-C can still write it. */
  onRound?: (sofar: ImproveResult) => void;
}

export async function improveSurface(options: ImproveOptions): Promise<ImproveResult> {
  const budget = new ImproveBudget({ maxCalls: options.maxCalls, maxCost: options.maxCost, modelId: options.modelId, proposerModelId: options.proposerModelId });
  const result: ImproveResult = { rounds: [], best: options.start, improved: false, stopped: 'done', calls: 0, usage: zeroUsage(), proposerUsage: zeroUsage() };
  const settle = () => {
    result.calls = budget.calls;
    result.usage = budget.usage;
    result.proposerUsage = budget.proposerUsage;
    const spent = budget.dollars;
    if (spent !== undefined) result.cost = spent;
    return result;
  };
  // The held-out check is what the whole run is for: its calls are kept back from the rounds.
  const keptBack = (): Batch => {
    const calls = options.holdout ? 2 * options.holdout.expectedCalls() : 0;
    return { calls, parts: options.holdout ? [{ spender: options.holdout.name, calls }] : [] };
  };
  const measure = async (set: EvaluationSet, surface: Surface, label: string): Promise<Measurement> => {
    const measurement = await set.measure(surface, label, options.signal);
    budget.count(set.name, measurement.calls, measurement.usage);
    options.log(`  ${label} on ${set.name}: ${measurement.right} of ${measurement.total} ${set.counts} (${measurement.calls} calls${costText(budget)}).`);
    if (options.signal?.aborted) throw new Error('cancelled');
    return measurement;
  };
  const measureAll = async (surface: Surface, label: string, extra: Batch['parts'] = []) => {
    const parts = [...extra, ...options.evaluation.map((set) => ({ spender: set.name, calls: set.expectedCalls() }))];
    budget.check({ calls: parts.reduce((total, part) => total + part.calls, 0), parts }, keptBack());
    const measured: Measurement[] = [];
    for (const set of options.evaluation) measured.push(await measure(set, surface, label));
    return measured;
  };
  const alpha = 0.05 / (options.candidates * options.evaluation.length);
  const z = twoSidedZ(alpha);
  try {
    for (let round = 1; round <= options.rounds; round++) {
      const before = { calls: budget.calls, usage: addUsage(budget.usage, budget.proposerUsage), cost: budget.dollars };
      const record: RoundRecord = { round, accuracy: 0, rates: [], misses: 0, alphaPerCandidate: alpha, candidates: [], calls: 0, usage: zeroUsage() };
      const closeRound = () => {
        record.calls = budget.calls - before.calls;
        record.usage = subtract(addUsage(budget.usage, budget.proposerUsage), before.usage);
        const now = budget.dollars;
        if (now !== undefined && before.cost !== undefined) record.cost = now - before.cost;
      };
      result.rounds.push(record);
      options.log(`Round ${round} of ${options.rounds}: measuring the current surface on ${options.evaluation.map((set) => set.size).join(' and ')}.`);
      let current: Measurement[];
      try {
        current = await measureAll(result.best, 'current');
      } finally {
        closeRound();
      }
      record.rates = current.map((measurement, index) => ({ set: options.evaluation[index]!.name, right: measurement.right, total: measurement.total }));
      record.accuracy = current[0]!.total === 0 ? 0 : current[0]!.right / current[0]!.total;
      const found = current.map((measurement, index) => options.evaluation[index]!.misses(measurement, result.best));
      const misses = found.flatMap((entry) => entry.prompts);
      const lessonMisses = found.flatMap((entry) => entry.lessonRuns);
      record.misses = misses.length + lessonMisses.length;
      options.log(`  ${record.misses} distinct ${record.misses === 1 ? 'miss' : 'misses'} to show the proposer.`);
      if (record.misses === 0) {
        result.stopped = 'no-misses';
        break;
      }
      let accepted: { surface: Surface; entry: CandidateRecord; gain: number } | undefined;
      try {
        for (let candidate = 1; candidate <= options.candidates; candidate++) {
          // A candidate costs up to two proposer calls and one measurement: it starts only if all fit.
          const parts = [{ spender: PROPOSER, calls: 2 }, ...options.evaluation.map((set) => ({ spender: set.name, calls: set.expectedCalls() }))];
          budget.check({ calls: parts.reduce((total, part) => total + part.calls, 0), parts }, keptBack());
          const answer = await callProvider(() =>
            askProposer({ model: options.proposer, modelId: options.proposerModelId, surface: result.best, misses, lessonMisses, attempt: candidate, signal: options.signal }),
          );
          budget.count(PROPOSER, answer.calls, answer.usage);
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
          const trial = await measureAll(edited.surface, name);
          const scores = options.evaluation.flatMap((set, index) => {
            const score = set.difference(current[index]!, trial[index]!, z);
            return score ? [{ set: set.name, ...score }] : [];
          });
          if (scores.length === 0) continue;
          entry.score = plain(scores[0]!);
          if (options.evaluation.length > 1) entry.scores = scores;
          for (const score of scores) options.log(`  candidate ${candidate}: ${scoreText(score, 1 - alpha)} against the current surface on ${score.set}.`);
          // Better somewhere and worse nowhere: a rewrite that fixes the lesson may not break the prompts.
          const acceptable = scores.some((score) => score.verdict === 'better') && !scores.some((score) => score.verdict === 'worse');
          const gain = scores.reduce((total, score) => total + score.delta, 0);
          if (acceptable && (!accepted || gain > accepted.gain)) accepted = { surface: edited.surface, entry, gain };
        }
      } finally {
        closeRound();
      }
      if (accepted) {
        result.best = accepted.surface;
        accepted.entry.accepted = true;
      }
      options.log(`Round ${round} done: ${accepted ? `candidate ${accepted.entry.candidate} accepted` : 'no candidate was proven better; the surface stays'} (${budget.calls} calls so far${costText(budget)}${record.cost === undefined ? '' : `, ${dollarsText(record.cost)} this round`}).`);
      options.onRound?.(settle());
    }
  } catch (error) {
    if (options.signal?.aborted) return { ...settle(), stopped: 'cancelled' };
    if (error instanceof OutOfBudget) {
      result.stopped = 'budget';
      result.problem = error.message;
      options.log(`Stopped the rounds: ${error.message}.`);
    } else if (error instanceof ProviderFailure) {
      return { ...settle(), stopped: 'provider-error', problem: error.message };
    } else throw error;
  }
  if (options.signal?.aborted) return { ...settle(), stopped: 'cancelled' };
  if (result.best === options.start || !options.holdout) return settle();
  const holdout = options.holdout;
  try {
    options.log(`Held-out check: the starting and the improved surface on ${holdout.size}, which the proposer never saw.`);
    const start = await measure(holdout, options.start, 'start');
    const best = await measure(holdout, result.best, 'improved');
    const held = holdout.difference(start, best, twoSidedZ(0.05));
    if (held) {
      result.holdout = { set: holdout.name, ...held };
      result.improved = held.verdict === 'better';
      options.log(`Held-out: the improved surface ${scoreText(held, 0.95)} against the starting one, over ${'pairs' in held ? `${held.pairs} pairs` : `${held.runs} runs each`}.`);
    }
  } catch (error) {
    if (options.signal?.aborted) return { ...settle(), stopped: 'cancelled' };
    if (error instanceof ProviderFailure) return { ...settle(), stopped: 'provider-error', problem: error.message };
    throw error;
  }
  return settle();
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

async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ProviderFailure(error instanceof Error ? error.message : String(error));
  }
}

function plain({ delta, low, high, verdict }: Score): Score {
  return { delta, low, high, verdict };
}

function subtract(after: Usage, before: Usage): Usage {
  return {
    inputTokens: after.inputTokens - before.inputTokens,
    outputTokens: after.outputTokens - before.outputTokens,
    cacheReadTokens: after.cacheReadTokens - before.cacheReadTokens,
    cacheWriteTokens: after.cacheWriteTokens - before.cacheWriteTokens,
  };
}

function costText(budget: ImproveBudget): string {
  const spent = budget.dollars;
  return spent === undefined ? '' : `, ${dollarsText(spent)} spent`;
}

export function scoreText(score: Score, level: number): string {
  const points = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}`;
  const words = score.verdict === 'better' ? 'is better' : score.verdict === 'worse' ? 'is worse' : 'is undecided';
  return `${words}: ${points(score.delta)} points (${Math.round(level * 1000) / 10}% interval ${points(score.low)} to ${points(score.high)})`;
}
