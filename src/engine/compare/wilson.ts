/**
 * The Wilson score interval for a pass rate: unlike "p ± 1.96·sqrt(p(1-p)/n)" it stays inside
 * [0, 1] and does not collapse to a point at 0 or n passes, which is where a comparison of a few
 * runs per variant usually lands. Wilson, E. B. (1927), "Probable inference, the law of
 * succession, and statistical inference".
 */

/** The standard normal quantile for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** Undefined when there were no trials: nothing is known, and no interval pretends otherwise. */
export function wilsonInterval(successes: number, trials: number, z: number = Z_95): Interval | undefined {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || successes > trials) {
    throw new RangeError(`wilsonInterval needs whole numbers with 0 <= successes <= trials, got ${successes} of ${trials}`);
  }
  if (trials === 0) return undefined;
  return wilsonIntervalOfRate(successes / trials, trials, z);
}

/** The same interval from a rate rather than counts, so a planned rate need not be a whole count. */
export function wilsonIntervalOfRate(rate: number, trials: number, z: number = Z_95): Interval {
  const zSquared = z * z;
  const denominator = 1 + zSquared / trials;
  const center = (rate + zSquared / (2 * trials)) / denominator;
  const halfWidth = (z * Math.sqrt((rate * (1 - rate)) / trials + zSquared / (4 * trials * trials))) / denominator;
  // At a rate of 0 or 1 one bound is exactly 0 or 1 in theory; rounding can step just past it.
  return {
    low: rate === 0 ? 0 : Math.max(0, center - halfWidth),
    high: rate === 1 ? 1 : Math.min(1, center + halfWidth),
  };
}
