import { describe, expect, it } from 'vitest';
import type { ComparisonResult } from '../../../src/engine/compare/comparison';
import { differencesOf, moreRunsToShow, shownDifferences, withDifferences } from '../../../src/engine/compare/comparison-verdicts';
import { differenceTable, sequentialSummaryText, verdictSentence } from '../../../src/engine/compare/difference-table';
import { summarizeRuns } from '../../../src/engine/compare/metrics';
import type { RunOutcome } from '../../../src/engine/compare/comparison';

/** A comparison whose runs passed and failed as given, per variant, in the engine's own shapes. */
function comparison(counts: Record<string, [passed: number, failed: number]>, extra: Partial<ComparisonResult> = {}): ComparisonResult {
  const variants = Object.keys(counts);
  const runs: RunOutcome[] = variants.flatMap((variant) => {
    const [passed, failed] = counts[variant]!;
    return Array.from({ length: passed + failed }, (_, index) => ({
      variant,
      run: index + 1,
      sessionId: `c/${variant}/${index + 1}`,
      status: index < passed ? ('passed' as const) : ('failed' as const),
      checks: [],
      steps: 1,
      usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
      toolCalls: {},
      toolSequence: [],
      failures: {},
      wallTimeMs: 1,
      surfaceHash: variant,
    }));
  });
  const most = Math.max(...Object.values(counts).map(([passed, failed]) => passed + failed));
  return {
    id: 'c',
    lessonId: 'l',
    lessonTitle: 'L',
    modelId: 'claude-fake-1',
    variants,
    runsPerVariant: most,
    checkLabels: [],
    startedAt: 0,
    finishedAt: 1,
    cancelled: false,
    runs,
    metrics: summarizeRuns(variants, runs, 'claude-fake-1', []),
    ...extra,
  };
}

describe('verdicts in words', () => {
  it('prints each variant against the baseline, with the runs still needed for an undecided one', () => {
    const result = withDifferences(comparison({ before: [2, 6], after: [8, 0], terse: [4, 4] }));
    expect(result.baseline).toBe('before');
    expect(differenceTable(result)).toEqual({
      headers: ['variant', 'against', 'difference', '95% interval', 'verdict'],
      rows: [
        ['after', 'before', '+75 points', '+28 to +93', 'better'],
        ['terse', 'before', '+25 points', '-19 to +59', 'undecided: about 21 more runs each would show 25 points'],
      ],
    });
    expect(verdictSentence(result, result.differences![0]!)).toBe('after is better than before: +75 points in pass rate (95% interval +28 to +93).');
    expect(verdictSentence(result, result.differences![1]!)).toBe(
      'terse against before is undecided: +25 points in pass rate (95% interval -19 to +59); the interval includes no difference. About 21 more runs per variant would show a difference of 25 points.',
    );
  });

  it('measures against the named baseline, and sizes the runs by the difference the person names', () => {
    const result = withDifferences(comparison({ before: [2, 6], after: [8, 0], terse: [4, 4] }, { baseline: 'terse', detect: 0.2 }));
    expect(result.differences!.map((row) => [row.variant, row.baseline, row.verdict])).toEqual([
      ['before', 'terse', 'undecided'],
      ['after', 'terse', 'better'],
    ]);
    // Seen: -25 points; sized for 20 points in the same direction.
    expect(moreRunsToShow(result, result.differences![0]!)).toBeGreaterThan(moreRunsToShow({ ...result, detect: 0.25 }, result.differences![0]!)!);
    expect(differenceTable(result).rows[0]![4]).toMatch(/^undecided: about \d+ more runs each would show 20 points$/);
  });

  it('says when no difference was seen, and works out the verdicts of a result saved before it carried them', () => {
    const saved = comparison({ first: [3, 1], second: [3, 1] });
    expect(saved.differences).toBeUndefined();
    expect(shownDifferences(saved)).toEqual(differencesOf(saved));
    expect(differenceTable(saved).rows[0]![4]).toBe('undecided: no difference seen');
    expect(verdictSentence(saved, shownDifferences(saved)[0]!)).toContain('No difference was seen; name the size you care about');
  });

  it('never prints a bound just above zero as 0 beside "better"', () => {
    const result = withDifferences(comparison({ before: [0, 2], after: [2, 0] }));
    // 2 of 2 against 0 of 2: the interval starts at +6.9 points.
    expect(result.differences![0]).toMatchObject({ verdict: 'better', low: expect.closeTo(0.069, 2) });
    const row = differenceTable({ ...result, differences: [{ ...result.differences![0]!, low: 0.003 }] }).rows[0]!;
    expect(row[3]).toBe('+0.3 to +100');
  });

  it('says why a run-until-decided comparison stopped, what it spent and what it saved', () => {
    const result = withDifferences(comparison({ before: [0, 4], after: [4, 0] }));
    const sequential = { method: 'alpha spending, linear' as const, alpha: 0.05, roundSize: 2, rounds: 2, plannedRounds: 5, maxRunsPerVariant: 10, runsMade: 8, runsAllowed: 20, level: 0.99 };
    expect(sequentialSummaryText({ ...result, sequential: { ...sequential, stopped: 'decided' } })).toBe(
      'Run until decided: stopped because every variant had a verdict against before after round 2 of 5. 8 of 20 runs (about 4 of 10 per variant), 12 saved. Each look is tested at its share of the 5% (linear alpha spending), so the intervals are 99% ones.',
    );
    expect(sequentialSummaryText({ ...result, sequential: { ...sequential, stopped: 'cancelled' } })).toContain('stopped because it was cancelled during round 2 of 5');
    expect(differenceTable({ ...result, sequential: { ...sequential, stopped: 'decided' } }).headers[3]).toBe('99% interval');
    expect(sequentialSummaryText(result)).toBeUndefined();
  });
});
