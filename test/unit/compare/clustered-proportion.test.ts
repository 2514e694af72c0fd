import { describe, expect, it } from 'vitest';
import { effectiveTrials } from '../../../src/engine/compare/clustered-proportion';

describe('effective trials of a clustered proportion', () => {
  it('counts independent-looking clusters at their full size', () => {
    // Ten servers, each right 9 times in 10: the clusters agree, so nothing is lost.
    const clusters = Array.from({ length: 10 }, () => ({ successes: 9, trials: 10 }));
    expect(effectiveTrials(clusters)).toBe(100);
  });

  it('shrinks when one cluster holds most of the findings and disagrees with the rest', () => {
    const clusters = [{ successes: 217, trials: 217 }, ...Array.from({ length: 9 }, () => ({ successes: 7, trials: 10 }))];
    const effective = effectiveTrials(clusters);
    expect(effective).toBeLessThan(60);
    expect(effective).toBeGreaterThan(5);
  });

  it('counts each cluster once when every finding was right or every one wrong', () => {
    expect(effectiveTrials([{ successes: 384, trials: 384 }, { successes: 3, trials: 3 }])).toBe(2);
    expect(effectiveTrials([{ successes: 0, trials: 2 }])).toBe(1);
  });

  it('counts a single mixed cluster once, and nothing when there were no trials', () => {
    expect(effectiveTrials([{ successes: 5, trials: 9 }])).toBe(1);
    expect(effectiveTrials([{ successes: 0, trials: 0 }])).toBe(0);
  });
});
