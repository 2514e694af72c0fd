import type { ComparisonResult } from './comparison';
import { differenceAgainst, runsPerVariantToDetect, type Difference, type Tally } from './difference';
import type { VariantMetrics } from './comparison';
import { Z_95 } from './wilson';

/**
 * Every variant of a comparison against its baseline: the difference in pass rate over the runs
 * that were checked, its interval, and the verdict, as the table, the page and `--out` give them.
 */

/** The variant the others are measured against: the one named, or the first. */
export function baselineOf(result: Pick<ComparisonResult, 'baseline' | 'variants'>): string {
  return result.baseline !== undefined && result.variants.includes(result.baseline) ? result.baseline : result.variants[0]!;
}

/** Passes out of the runs that finished and were checked: cancelled and errored runs say nothing. */
export function tallyOf(metrics: Pick<VariantMetrics, 'passed' | 'failed'>): Tally {
  return { passed: metrics.passed, runs: metrics.passed + metrics.failed };
}

/** At 95% from the metrics; a variant or baseline without a checked run has no row. */
export function differencesOf(result: Pick<ComparisonResult, 'baseline' | 'variants' | 'metrics'>, z: number = Z_95): Difference[] {
  const baseline = baselineOf(result);
  const baselineMetrics = result.metrics.find((metrics) => metrics.variant === baseline);
  if (!baselineMetrics) return [];
  return result.metrics.flatMap((metrics) => {
    if (metrics.variant === baseline) return [];
    return differenceAgainst(metrics.variant, tallyOf(metrics), baseline, tallyOf(baselineMetrics), z) ?? [];
  });
}

/** The result with its baseline named and its differences (at 95%) filled in, for a result whose numbers just changed. */
export function withDifferences<T extends ComparisonResult>(result: T): T {
  return { ...result, baseline: baselineOf(result), differences: differencesOf(result) };
}

/** The differences a result carries, or, for one saved before it carried any, worked out from its metrics. */
export function shownDifferences(result: ComparisonResult): Difference[] {
  return result.differences ?? differencesOf(result);
}

/** The confidence of the shown intervals: 95%, or the last look's in a run-until-decided comparison. */
export function differenceLevel(result: Pick<ComparisonResult, 'differences' | 'sequential'>): number {
  return result.differences !== undefined && result.sequential ? result.sequential.level : 0.95;
}

/**
 * About how many more runs per variant would show a difference of the size seen (or of
 * `result.detect`, when one was named), at 95%; undefined when nothing can be said: no difference
 * seen and none named, or one too small to show in any number of runs.
 */
export function moreRunsToShow(result: Pick<ComparisonResult, 'metrics' | 'detect'>, difference: Difference): number | undefined {
  const variant = result.metrics.find((metrics) => metrics.variant === difference.variant);
  const baseline = result.metrics.find((metrics) => metrics.variant === difference.baseline);
  if (!variant || !baseline) return undefined;
  const baselineTally = tallyOf(baseline);
  const baselineRate = baselineTally.passed / baselineTally.runs;
  const size = sizeToShow(result.detect, difference.delta, baselineRate);
  if (size === undefined) return undefined;
  const needed = runsPerVariantToDetect(baselineRate, size);
  if (needed === undefined) return undefined;
  // Both sides need that many; the side with fewer checked runs sets how many more.
  return Math.max(1, needed - Math.min(tallyOf(variant).runs, baselineTally.runs));
}

/** The size to plan for: the one named, in the direction seen (up when none is seen), kept inside [0, 1]. */
function sizeToShow(detect: number | undefined, seen: number, baselineRate: number): number | undefined {
  if (detect === undefined) return seen === 0 ? undefined : seen;
  const up = seen >= 0 ? detect : -detect;
  if (baselineRate + up >= 0 && baselineRate + up <= 1) return up;
  return baselineRate - up >= 0 && baselineRate - up <= 1 ? -up : undefined;
}
