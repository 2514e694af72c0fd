import { differenceAgainst, type Difference, type Tally } from './difference';
import { twoSidedZ } from './normal-quantile';

/**
 * Run until decided: runs go in rounds, and after every round each variant is compared with the
 * baseline; the comparison stops as soon as every variant has a verdict, or at the most runs
 * allowed. Looking after every round and stopping on the first interval that excludes zero would
 * find a "difference" between equal variants far more often than 5% of the time, so each look
 * spends only its share of the 5%: alpha spending with a linear (Pocock-like) spending function,
 * α·(runs so far / most runs). Look k is tested at the increment α·(n_k − n_{k−1})/N; the
 * increments add up to α, so by the union bound the chance of ever calling two equal variants
 * different stays at or under 5% however the looks fall. Linear spending gives the early looks as
 * much as the late ones, which is what lets a clear winner stop after a round or two.
 */

/** The chance of calling two equal variants different, over all the looks together. */
export const SEQUENTIAL_ALPHA = 0.05;

/** Looks a comparison plans by default: few enough that each keeps a fair share of the 5%. */
const DEFAULT_LOOKS = 5;

export interface Look {
  /** Counts from 1. */
  round: number;
  /** Runs of each variant made by the end of this round. */
  runsPerVariant: number;
  /** This look's share of alpha, and the z of the interval it is tested with. */
  alpha: number;
  z: number;
}

export interface SequentialPlan {
  maxRunsPerVariant: number;
  roundSize: number;
  alpha: number;
  looks: Look[];
}

export function sequentialPlan(maxRunsPerVariant: number, roundSize: number, alpha: number = SEQUENTIAL_ALPHA): SequentialPlan {
  if (!Number.isInteger(maxRunsPerVariant) || maxRunsPerVariant < 1) throw new RangeError(`the most runs per variant must be a whole number of at least 1, not ${maxRunsPerVariant}`);
  if (!Number.isInteger(roundSize) || roundSize < 1) throw new RangeError(`a round must be a whole number of at least 1 run per variant, not ${roundSize}`);
  const looks: Look[] = [];
  for (let runs = Math.min(roundSize, maxRunsPerVariant), previous = 0; previous < maxRunsPerVariant; previous = runs, runs = Math.min(runs + roundSize, maxRunsPerVariant)) {
    const share = (alpha * (runs - previous)) / maxRunsPerVariant;
    looks.push({ round: looks.length + 1, runsPerVariant: runs, alpha: share, z: twoSidedZ(share) });
  }
  return { maxRunsPerVariant, roundSize, alpha, looks };
}

/**
 * Runs per variant in a round: about a fifth of the most allowed, and at least enough for every
 * worker to have a run (concurrency 4 over 2 variants: rounds of 2 each), since a round waits for
 * its last run before the look.
 */
export function defaultRoundSize(maxRunsPerVariant: number, variants: number, concurrency: number): number {
  const perLook = Math.ceil(maxRunsPerVariant / DEFAULT_LOOKS);
  const keepsWorkersBusy = Math.ceil(Math.max(1, concurrency) / Math.max(1, variants));
  return Math.min(maxRunsPerVariant, Math.max(1, perLook, keepsWorkersBusy));
}

/** Every variant against the baseline at one look's z; a variant with no checked run yet has no row. */
export function differencesAt(tallies: ReadonlyMap<string, Tally>, variants: readonly string[], baseline: string, z: number): Difference[] {
  const baselineTally = tallies.get(baseline) ?? { passed: 0, runs: 0 };
  return variants.flatMap((variant) => {
    if (variant === baseline) return [];
    return differenceAgainst(variant, tallies.get(variant) ?? { passed: 0, runs: 0 }, baseline, baselineTally, z) ?? [];
  });
}

/** Decided when every variant other than the baseline has a row, and none of them is undecided. */
export function everyVariantDecided(differences: readonly Difference[], variants: readonly string[], baseline: string): boolean {
  const others = variants.filter((variant) => variant !== baseline);
  return others.length > 0 && others.every((variant) => differences.some((row) => row.variant === variant && row.verdict !== 'undecided'));
}

/** Why a run-until-decided comparison stopped. */
export type SequentialStop = 'decided' | 'budget' | 'cancelled';

/** What a report says about a run-until-decided comparison. */
export interface SequentialSummary {
  method: 'alpha spending, linear';
  alpha: number;
  roundSize: number;
  rounds: number;
  plannedRounds: number;
  maxRunsPerVariant: number;
  /** Runs made, and the most the comparison could have made (variants × most per variant). */
  runsMade: number;
  runsAllowed: number;
  stopped: SequentialStop;
  /** The confidence of the intervals in `differences`: the last look's, e.g. 0.99. */
  level: number;
}
