/**
 * "Is B better than A, and by how much?" for pass rates from independent runs: the difference in
 * rate, its interval, and a verdict that never says "better" unless the interval excludes zero.
 *
 * The interval is Newcombe's hybrid score interval (method 10 of Newcombe, R. G. (1998), "Interval
 * estimation for the difference between independent proportions: comparison of eleven methods"):
 * each rate's Wilson interval is combined into one for the difference. Unlike "d ± 1.96·se" it stays
 * inside [-1, 1] and keeps its width at 0 or n passes, which is where a handful of runs lands.
 */
import { wilsonIntervalOfRate, Z_95 } from './wilson';

export type Verdict = 'better' | 'worse' | 'undecided';

export interface Tally {
  passed: number;
  runs: number;
}

/** delta = rate(variant) − rate(baseline); bounds as fractions, inside [-1, 1]. */
export interface RateDifference {
  delta: number;
  low: number;
  high: number;
}

/** One variant against the baseline, as reports carry it. */
export interface Difference {
  variant: string;
  baseline: string;
  delta: number;
  low: number;
  high: number;
  verdict: Verdict;
}

/** Undefined when either side has no runs: nothing is known about a rate with no trials. */
export function newcombeDifference(variant: Tally, baseline: Tally, z: number = Z_95): RateDifference | undefined {
  checkTally(variant);
  checkTally(baseline);
  if (variant.runs === 0 || baseline.runs === 0) return undefined;
  return differenceOfRates(variant.passed / variant.runs, variant.runs, baseline.passed / baseline.runs, baseline.runs, z);
}

/** Better only when the whole interval is above zero, worse only when it is all below. */
export function verdictOf(difference: RateDifference): Verdict {
  if (difference.low > 0) return 'better';
  if (difference.high < 0) return 'worse';
  return 'undecided';
}

/** The report row for one variant: undefined when either side has no runs yet. */
export function differenceAgainst(variant: string, variantTally: Tally, baseline: string, baselineTally: Tally, z: number = Z_95): Difference | undefined {
  const difference = newcombeDifference(variantTally, baselineTally, z);
  if (difference === undefined) return undefined;
  return { variant, baseline, ...difference, verdict: verdictOf(difference) };
}

/** Past this many runs per variant the answer is "more than anyone will run": no number. */
const MOST_RUNS_WORTH_NAMING = 100_000;

/**
 * About how many runs per variant (the total, not how many more) would give an interval that
 * excludes zero if the rates came out exactly at baselineRate and baselineRate + delta. Found by
 * searching n with the same Newcombe interval the verdict uses, so the number agrees with what the
 * verdict will do, rather than with a normal approximation that says 0 runs at rates of 0 or 1.
 * Undefined for no difference, a variant rate outside [0, 1], or more than 100,000 runs.
 */
export function runsPerVariantToDetect(baselineRate: number, delta: number, z: number = Z_95): number | undefined {
  const variantRate = baselineRate + delta;
  if (!(baselineRate >= 0 && baselineRate <= 1) || !(variantRate >= 0 && variantRate <= 1) || delta === 0) return undefined;
  const excludesZero = (runs: number): boolean => verdictOf(differenceOfRates(variantRate, runs, baselineRate, runs, z)) !== 'undecided';
  // Double until it is enough, then halve the gap: the interval narrows as runs grow.
  let enough = 1;
  while (!excludesZero(enough)) {
    if (enough >= MOST_RUNS_WORTH_NAMING) return undefined;
    enough = Math.min(enough * 2, MOST_RUNS_WORTH_NAMING);
  }
  let tooFew = Math.floor(enough / 2);
  while (enough - tooFew > 1) {
    const middle = Math.floor((tooFew + enough) / 2);
    if (excludesZero(middle)) enough = middle;
    else tooFew = middle;
  }
  return enough;
}

function differenceOfRates(variantRate: number, variantRuns: number, baselineRate: number, baselineRuns: number, z: number): RateDifference {
  const variant = wilsonIntervalOfRate(variantRate, variantRuns, z);
  const baseline = wilsonIntervalOfRate(baselineRate, baselineRuns, z);
  const delta = variantRate - baselineRate;
  return {
    delta,
    low: Math.max(-1, delta - Math.hypot(variantRate - variant.low, baseline.high - baselineRate)),
    high: Math.min(1, delta + Math.hypot(variant.high - variantRate, baselineRate - baseline.low)),
  };
}

function checkTally({ passed, runs }: Tally): void {
  if (!Number.isInteger(passed) || !Number.isInteger(runs) || passed < 0 || passed > runs) {
    throw new RangeError(`a pass rate needs whole numbers with 0 <= passed <= runs, got ${passed} of ${runs}`);
  }
}
