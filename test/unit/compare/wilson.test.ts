import { describe, expect, it } from 'vitest';
import { wilsonInterval, Z_95 } from '../../../src/engine/compare/wilson';

describe('Wilson 95% interval', () => {
  // Known values: R's prop.test(x, n, correct = FALSE)$conf.int, and the 81-of-263 example that
  // textbooks use to compare interval methods.
  const known: Array<[number, number, number, number]> = [
    [0, 10, 0, 0.2775328],
    [1, 10, 0.0178762, 0.40415],
    [5, 10, 0.2365931, 0.7634069],
    [10, 10, 0.7224672, 1],
    [81, 263, 0.2552885, 0.3662096],
    [0, 1, 0, 0.7934507],
  ];
  for (const [passes, runs, low, high] of known) {
    it(`${passes} of ${runs} -> ${low}..${high}`, () => {
      const interval = wilsonInterval(passes, runs)!;
      expect(interval.low).toBeCloseTo(low, 6);
      expect(interval.high).toBeCloseTo(high, 5);
    });
  }

  it('has bounds where the score test is exactly at the 95% edge', () => {
    // (p̂ - p)² = z² p (1 - p) / n holds at both ends: the defining property, checked directly.
    const [passes, runs] = [7, 20];
    const { low, high } = wilsonInterval(passes, runs)!;
    for (const bound of [low, high]) {
      expect((passes / runs - bound) ** 2).toBeCloseTo((Z_95 ** 2 * bound * (1 - bound)) / runs, 12);
    }
  });

  it('stays inside 0..1, is undefined with no runs, and refuses impossible counts', () => {
    expect(wilsonInterval(0, 0)).toBeUndefined();
    expect(wilsonInterval(3, 3)).toEqual({ low: expect.any(Number), high: 1 });
    expect(() => wilsonInterval(4, 3)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 3)).toThrow(RangeError);
  });
});
