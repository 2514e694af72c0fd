import { describe, expect, it } from 'vitest';
import { pairedDifference } from '../../../src/engine/compare/paired-difference';

const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

describe('the paired difference of two success rates (Newcombe 1998, method 10)', () => {
  it("matches Newcombe's published example: 20 both, 12 only the first, 2 only the second, 16 neither", () => {
    const difference = pairedDifference({ bothRight: 20, onlyVariantRight: 12, onlyBaselineRight: 2, neitherRight: 16 })!;
    expect(difference.delta).toBeCloseTo(0.2, 12);
    expect([rounded(difference.low), rounded(difference.high)]).toEqual([0.0562, 0.3292]);
    expect(difference.pairs).toBe(50);
  });

  it('matches the method 10 interval Fagerland, Lydersen and Laake (2014) give for their airway data', () => {
    const difference = pairedDifference({ bothRight: 1, onlyVariantRight: 1, onlyBaselineRight: 7, neitherRight: 12 })!;
    expect([Math.round(difference.low * 1000) / 1000, Math.round(difference.high * 1000) / 1000]).toEqual([-0.507, -0.026]);
  });

  it('stays an interval when the two never disagree, and says nothing without a pair', () => {
    const same = pairedDifference({ bothRight: 10, onlyVariantRight: 0, onlyBaselineRight: 0, neitherRight: 0 })!;
    expect(same.delta).toBe(0);
    expect(same.low).toBeLessThan(0);
    expect(same.high).toBeGreaterThan(0);
    expect(pairedDifference({ bothRight: 0, onlyVariantRight: 0, onlyBaselineRight: 0, neitherRight: 0 })).toBeUndefined();
  });
});
