import { wilsonInterval, Z_95 } from './wilson';

/**
 * The difference between two success rates measured on the same items: in a selection test both
 * variants answer the same prompt for the same sample number, so each answer of one variant has a
 * partner answer of the other. Pairing removes the prompt-to-prompt spread (an easy prompt is easy
 * for both), so the interval is narrower than one that treats the two rates as unrelated.
 *
 * The interval is Newcombe's method 10 (Newcombe R. G., "Improved confidence intervals for the
 * difference between binomial proportions based on paired data", Statistics in Medicine 17,
 * 1998): the Wilson interval of each rate, combined with a correction for how strongly the two
 * are correlated. It has a closed form, stays within [-1, 1], and keeps close to its stated 95%
 * coverage with the few dozen pairs a selection test has, where the textbook Wald interval
 * collapses to a point whenever the two variants never disagree.
 */

/** Counts of pairs by outcome: both right, only the variant right, only the baseline right, neither. */
export interface PairedCounts {
  bothRight: number;
  onlyVariantRight: number;
  onlyBaselineRight: number;
  neitherRight: number;
}

export interface PairedDifference {
  /** Variant rate minus baseline rate, over the pairs where both answered. */
  delta: number;
  low: number;
  high: number;
  pairs: number;
}

/** Undefined when there is no pair: nothing is known about the difference. */
export function pairedDifference(counts: PairedCounts, z: number = Z_95): PairedDifference | undefined {
  const { bothRight: a, onlyVariantRight: b, onlyBaselineRight: c, neitherRight: d } = counts;
  const pairs = a + b + c + d;
  if (pairs === 0) return undefined;
  const variantRate = (a + b) / pairs;
  const baselineRate = (a + c) / pairs;
  const variant = wilsonInterval(a + b, pairs, z)!;
  const baseline = wilsonInterval(a + c, pairs, z)!;
  const phi = correlation(a, b, c, d, pairs);
  const delta = variantRate - baselineRate;
  const down = Math.sqrt(
    (variantRate - variant.low) ** 2 - 2 * phi * (variantRate - variant.low) * (baseline.high - baselineRate) + (baseline.high - baselineRate) ** 2,
  );
  const up = Math.sqrt(
    (variant.high - variantRate) ** 2 - 2 * phi * (variant.high - variantRate) * (baselineRate - baseline.low) + (baselineRate - baseline.low) ** 2,
  );
  return { delta, low: Math.max(-1, delta - down), high: Math.min(1, delta + up), pairs };
}

/**
 * The phi coefficient of the 2×2 table, shrunk as Newcombe specifies for method 10: a positive
 * numerator loses n/2 (and stops at 0), so a small positive correlation does not narrow the interval.
 * Zero when a margin is empty (every answer of one side the same): there is nothing to correlate.
 */
function correlation(a: number, b: number, c: number, d: number, n: number): number {
  const margins = (a + b) * (c + d) * (a + c) * (b + d);
  if (margins === 0) return 0;
  const numerator = a * d - b * c;
  const shrunk = numerator > n / 2 ? numerator - n / 2 : numerator < 0 ? numerator : 0;
  return shrunk / Math.sqrt(margins);
}
