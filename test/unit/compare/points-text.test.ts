import { describe, expect, it } from 'vitest';
import { pointsText } from '../../../src/engine/compare/points-text';

describe('a difference in points, as the tables and verdict lines show it', () => {
  it('signs whole points, with ±0 for no difference', () => {
    expect([0.12, -0.5, 0, 1].map(pointsText)).toEqual(['+12 points', '−50 points', '±0 points', '+100 points']);
  });

  it('never shows a bound just off zero as zero, so an interval that excludes zero reads that way', () => {
    expect([0.003, -0.0004].map(pointsText)).toEqual(['+0.3 points', '−0.04 points']);
  });
});
