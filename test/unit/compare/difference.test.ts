import { describe, expect, it } from 'vitest';
import { differenceAgainst, newcombeDifference, runsPerVariantToDetect, verdictOf } from '../../../src/engine/compare/difference';

describe("Newcombe's hybrid score interval for a difference in pass rates", () => {
  // Newcombe (1998), Table II, method 10: seven of the examples the paper compares its methods on.
  const published: Array<[string, number, number, number, number, number, number]> = [
    ['56/70 vs 48/80', 56, 70, 48, 80, 0.0524, 0.3339],
    ['9/10 vs 3/10', 9, 10, 3, 10, 0.1705, 0.809],
    ['5/56 vs 0/29', 5, 56, 0, 29, -0.0381, 0.1926],
    ['0/10 vs 0/20', 0, 10, 0, 20, -0.1611, 0.2775],
    ['0/10 vs 0/10', 0, 10, 0, 10, -0.2775, 0.2775],
    ['10/10 vs 0/20', 10, 10, 0, 20, 0.6791, 1],
    ['10/10 vs 0/10', 10, 10, 0, 10, 0.6075, 1],
  ];
  for (const [name, passed, runs, baselinePassed, baselineRuns, low, high] of published) {
    it(`${name} -> ${low} to ${high}`, () => {
      const difference = newcombeDifference({ passed, runs }, { passed: baselinePassed, runs: baselineRuns })!;
      expect(difference.delta).toBeCloseTo(passed / runs - baselinePassed / baselineRuns, 12);
      expect(difference.low).toBeCloseTo(low, 4);
      expect(difference.high).toBeCloseTo(high, 4);
    });
  }

  it('3 of 3 against 0 of 3 is +1 with an interval from 0.206 to 1: better, on three runs each', () => {
    const difference = newcombeDifference({ passed: 3, runs: 3 }, { passed: 0, runs: 3 })!;
    expect(difference.delta).toBe(1);
    expect(difference.low).toBeCloseTo(0.206, 3);
    expect(difference.high).toBe(1);
    expect(verdictOf(difference)).toBe('better');
    // The same runs the other way round are the mirror image.
    const reversed = newcombeDifference({ passed: 0, runs: 3 }, { passed: 3, runs: 3 })!;
    expect(reversed).toEqual({ delta: -1, low: -1, high: expect.closeTo(-0.206, 3) });
    expect(verdictOf(reversed)).toBe('worse');
  });

  it('knows nothing with no runs on either side, and 0 of n against 0 of n is undecided around zero', () => {
    expect(newcombeDifference({ passed: 0, runs: 0 }, { passed: 2, runs: 5 })).toBeUndefined();
    expect(newcombeDifference({ passed: 2, runs: 5 }, { passed: 0, runs: 0 })).toBeUndefined();
    expect(differenceAgainst('B', { passed: 1, runs: 1 }, 'A', { passed: 0, runs: 0 })).toBeUndefined();
    const nothingPasses = newcombeDifference({ passed: 0, runs: 5 }, { passed: 0, runs: 5 })!;
    expect(nothingPasses.delta).toBe(0);
    expect(nothingPasses.low).toBeLessThan(0);
    expect(nothingPasses.high).toBeGreaterThan(0);
    expect(verdictOf(nothingPasses)).toBe('undecided');
  });

  it('refuses counts that cannot be a pass rate', () => {
    expect(() => newcombeDifference({ passed: 4, runs: 3 }, { passed: 0, runs: 3 })).toThrow(RangeError);
    expect(() => newcombeDifference({ passed: 1, runs: 3 }, { passed: -1, runs: 3 })).toThrow(RangeError);
    expect(() => newcombeDifference({ passed: 0.5, runs: 3 }, { passed: 0, runs: 3 })).toThrow(RangeError);
  });

  it('is wider at a stricter level, so a verdict at 95% can be undecided at 99.9%', () => {
    const at95 = newcombeDifference({ passed: 9, runs: 10 }, { passed: 3, runs: 10 })!;
    const at999 = newcombeDifference({ passed: 9, runs: 10 }, { passed: 3, runs: 10 }, 3.2905)!;
    expect(at999.low).toBeLessThan(at95.low);
    expect(at999.high).toBeGreaterThan(at95.high);
    expect(verdictOf(at95)).toBe('better');
    expect(verdictOf(at999)).toBe('undecided');
  });
});

describe('verdicts', () => {
  it('say better or worse only when the interval excludes zero, and undecided when it touches it', () => {
    expect(verdictOf({ delta: 0.2, low: 0.01, high: 0.4 })).toBe('better');
    expect(verdictOf({ delta: -0.2, low: -0.4, high: -0.01 })).toBe('worse');
    expect(verdictOf({ delta: 0.2, low: -0.01, high: 0.4 })).toBe('undecided');
    expect(verdictOf({ delta: 0.2, low: 0, high: 0.4 })).toBe('undecided');
    expect(verdictOf({ delta: -0.2, low: -0.4, high: 0 })).toBe('undecided');
  });

  it('carry the names, the difference and the verdict as reports print them', () => {
    expect(differenceAgainst('rewritten', { passed: 56, runs: 70 }, 'original', { passed: 48, runs: 80 })).toEqual({
      variant: 'rewritten',
      baseline: 'original',
      delta: expect.closeTo(0.2, 12),
      low: expect.closeTo(0.0524, 4),
      high: expect.closeTo(0.3339, 4),
      verdict: 'better',
    });
  });
});

describe('runs per variant to detect a difference', () => {
  it('is the fewest runs at which the planned rates give an interval excluding zero', () => {
    const runs = runsPerVariantToDetect(0.3, 0.6)!;
    const exactly = (n: number) => newcombeDifference({ passed: 0.9 * n, runs: n }, { passed: 0.3 * n, runs: n });
    // 90% vs 30%: a dozen or so runs each; at 10 runs the counts are whole, and 10 runs are enough.
    expect(runs).toBeGreaterThan(3);
    expect(runs).toBeLessThanOrEqual(10);
    expect(verdictOf(exactly(10)!)).toBe('better');
  });

  it('grows about fourfold when the difference halves, and is symmetric in its sign', () => {
    const large = runsPerVariantToDetect(0.5, 0.2)!;
    const small = runsPerVariantToDetect(0.5, 0.1)!;
    expect(small / large).toBeGreaterThan(3.2);
    expect(small / large).toBeLessThan(4.8);
    expect(runsPerVariantToDetect(0.5, -0.2)).toBe(large);
    // The normal approximation, z²·(p₁q₁ + p₂q₂)/δ², lands within a few runs for rates away from 0 and 1.
    const normal = (1.96 ** 2 * (0.7 * 0.3 + 0.5 * 0.5)) / 0.2 ** 2;
    expect(Math.abs(large - normal)).toBeLessThan(normal * 0.15);
  });

  it('asks for more runs at a stricter level, and still gives a number at rates of 0 and 1', () => {
    expect(runsPerVariantToDetect(0.5, 0.2, 2.807)!).toBeGreaterThan(runsPerVariantToDetect(0.5, 0.2)!);
    expect(runsPerVariantToDetect(0, 1)).toBeGreaterThanOrEqual(2);
    expect(runsPerVariantToDetect(0, 1)).toBeLessThanOrEqual(3);
  });

  it('has no number for no difference, an impossible rate, or a difference too small to ever see', () => {
    expect(runsPerVariantToDetect(0.5, 0)).toBeUndefined();
    expect(runsPerVariantToDetect(0.8, 0.3)).toBeUndefined();
    expect(runsPerVariantToDetect(0.2, -0.3)).toBeUndefined();
    expect(runsPerVariantToDetect(Number.NaN, 0.1)).toBeUndefined();
    expect(runsPerVariantToDetect(0.5, 0.001)).toBeUndefined();
  });
});
