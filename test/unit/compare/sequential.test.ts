import { describe, expect, it } from 'vitest';
import { normalQuantile, twoSidedZ } from '../../../src/engine/compare/normal-quantile';
import { defaultRoundSize, differencesAt, everyVariantDecided, sequentialPlan, type Look } from '../../../src/engine/compare/sequential';
import { seededRandom } from '../../../src/engine/compare/seeded-random';
import { simulateSequential } from '../../../src/engine/compare/sequential-simulation';
import { Z_95 } from '../../../src/engine/compare/wilson';

describe('the normal quantile', () => {
  it('matches the familiar values of z', () => {
    expect(twoSidedZ(0.05)).toBeCloseTo(Z_95, 7);
    expect(twoSidedZ(0.01)).toBeCloseTo(2.5758293, 6);
    expect(twoSidedZ(0.001)).toBeCloseTo(3.2905267, 6);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(1e-6)).toBeCloseTo(-4.753424, 5);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});

describe('the plan of a run-until-decided comparison', () => {
  it('spends 5% in equal shares over equal rounds, and a short last round gets a smaller share', () => {
    const plan = sequentialPlan(20, 4);
    expect(plan.looks.map((look) => look.runsPerVariant)).toEqual([4, 8, 12, 16, 20]);
    for (const look of plan.looks) expect(look.alpha).toBeCloseTo(0.01, 12);
    expect(plan.looks[0]!.z).toBeCloseTo(2.5758293, 6);

    const uneven = sequentialPlan(10, 4);
    expect(uneven.looks.map((look) => look.runsPerVariant)).toEqual([4, 8, 10]);
    expect(uneven.looks.map((look) => look.alpha)).toEqual([0.02, 0.02, expect.closeTo(0.01, 12)]);
    expect(uneven.looks.reduce((total, look) => total + look.alpha, 0)).toBeCloseTo(0.05, 12);
  });

  it('rounds are about a fifth of the budget, and big enough to keep every worker busy', () => {
    expect(defaultRoundSize(20, 2, 1)).toBe(4);
    expect(defaultRoundSize(5, 2, 1)).toBe(1);
    expect(defaultRoundSize(5, 2, 8)).toBe(4);
    expect(defaultRoundSize(3, 2, 16)).toBe(3);
  });

  it('refuses a budget or a round that is not a whole number of runs', () => {
    expect(() => sequentialPlan(0, 1)).toThrow(RangeError);
    expect(() => sequentialPlan(10, 0)).toThrow(RangeError);
    expect(() => sequentialPlan(10, 1.5)).toThrow(RangeError);
  });

  it('is decided only when every variant other than the baseline has a verdict', () => {
    const tallies = new Map([
      ['before', { passed: 0, runs: 6 }],
      ['after', { passed: 6, runs: 6 }],
      ['other', { passed: 1, runs: 6 }],
    ]);
    const rows = differencesAt(tallies, ['before', 'after', 'other'], 'before', 2.5758293);
    expect(rows.map((row) => [row.variant, row.verdict])).toEqual([
      ['after', 'better'],
      ['other', 'undecided'],
    ]);
    expect(everyVariantDecided(rows, ['before', 'after', 'other'], 'before')).toBe(false);
    expect(everyVariantDecided(rows.slice(0, 1), ['before', 'after'], 'before')).toBe(true);
    // A baseline alone has nothing to be decided against.
    expect(everyVariantDecided([], ['before'], 'before')).toBe(false);
  });
});

describe('the stopping rule, simulated', () => {
  const simulations = 4000;
  const falsePositiveRate = (looks: readonly Look[], rate: number, seed: number): number => {
    const random = seededRandom(seed);
    let wrong = 0;
    for (let index = 0; index < simulations; index++) if (simulateSequential(looks, { baseline: rate, variant: rate }, random).verdict !== 'undecided') wrong += 1;
    return wrong / simulations;
  };

  it('calls two equal variants different in at most 5% of comparisons, however many looks', () => {
    for (const [most, round] of [
      [20, 4],
      [20, 1],
      [60, 6],
    ] as const) {
      const looks = sequentialPlan(most, round).looks;
      for (const rate of [0.2, 0.5, 0.8]) expect(falsePositiveRate(looks, rate, 7 + most + round), `${most} runs in rounds of ${round}, rate ${rate}`).toBeLessThanOrEqual(0.05);
    }
  });

  it('would not, if every look were tested at 95%: that is why each look spends only its share', () => {
    const naive = sequentialPlan(60, 3).looks.map((look) => ({ ...look, z: Z_95 }));
    expect(falsePositiveRate(naive, 0.5, 11)).toBeGreaterThan(0.1);
  });

  it('stops a clear winner well before the budget, and runs equal variants to the end, undecided', () => {
    const plan = sequentialPlan(40, 8);
    const random = seededRandom(3);
    const clear = Array.from({ length: 500 }, () => simulateSequential(plan.looks, { baseline: 0.3, variant: 0.9 }, random));
    const meanRuns = clear.reduce((total, run) => total + run.runsPerVariant, 0) / clear.length;
    expect(meanRuns).toBeLessThan(40 / 2);
    expect(clear.filter((run) => run.verdict === 'better').length / clear.length).toBeGreaterThan(0.95);
    expect(clear.some((run) => run.verdict === 'worse')).toBe(false);

    const equal = Array.from({ length: 500 }, () => simulateSequential(plan.looks, { baseline: 0.6, variant: 0.6 }, random));
    const undecided = equal.filter((run) => run.verdict === 'undecided');
    expect(undecided.length / equal.length).toBeGreaterThanOrEqual(0.95);
    expect(undecided.every((run) => run.runsPerVariant === 40)).toBe(true);
  });

  it('draws the same runs from the same seed', () => {
    const looks = sequentialPlan(20, 4).looks;
    const first = Array.from({ length: 50 }, ((random) => () => simulateSequential(looks, { baseline: 0.4, variant: 0.7 }, random))(seededRandom(5)));
    const again = Array.from({ length: 50 }, ((random) => () => simulateSequential(looks, { baseline: 0.4, variant: 0.7 }, random))(seededRandom(5)));
    expect(again).toEqual(first);
  });
});
