import { describe, expect, it } from 'vitest';
import type { ComparisonResult, RunOutcome } from '../../../src/engine/compare/comparison';
import { summarizeRuns } from '../../../src/engine/compare/metrics';
import { checkTable, renderTextTable, variantTable } from '../../../src/engine/compare/report-table';
import type { CheckResult } from '../../../src/engine/lessons/checks';

const labels = ['uses edit_file', 'threshold is 12'];

function checks(...passed: boolean[]): CheckResult[] {
  return passed.map((ok, index) => ({ check: { kind: 'max-steps', steps: 9 }, label: labels[index]!, passed: ok, explanation: ok ? 'fine' : 'not fine' }));
}

function run(variant: string, index: number, fields: Partial<RunOutcome>): RunOutcome {
  return {
    variant,
    run: index,
    sessionId: `cmp/${variant}/${index}`,
    rootNodeId: `n_${variant}${index}`,
    status: 'passed',
    checks: checks(true, true),
    steps: 2,
    usage: { inputTokens: 1000, outputTokens: 100, cacheReadTokens: 0, cacheWriteTokens: 0 },
    toolCalls: { edit_file: 1 },
    toolSequence: ['edit_file'],
    failures: {},
    wallTimeMs: 1000,
    surfaceHash: 'h',
    ...fields,
  };
}

const runs: RunOutcome[] = [
  run('before', 1, { status: 'failed', checks: checks(false, true), steps: 3, toolCalls: { write_file: 1, read_file: 2 }, failures: { InvalidToolCall: 1 }, wallTimeMs: 3000, writtenBytes: 5000, changeBytes: 80 }),
  run('before', 2, { status: 'failed', checks: checks(false, false), steps: 5, toolCalls: { write_file: 2 }, failures: { InvalidToolCall: 2, NotFound: 1 }, wallTimeMs: 5000, writtenBytes: 5200, changeBytes: 80 }),
  run('before', 3, { status: 'passed', steps: 4, wallTimeMs: 4000, writtenBytes: 5100, changeBytes: 100 }),
  run('before', 4, { status: 'cancelled', checks: [], steps: 1, toolCalls: { write_file: 9 }, wallTimeMs: 100, writtenBytes: 90_000, changeBytes: 10 }),
  run('after', 1, { steps: 2, writtenBytes: 90, changeBytes: 80 }),
  run('after', 2, { steps: 2, writtenBytes: 70, changeBytes: 80 }),
  run('after', 3, { status: 'errored', checks: [], steps: 0, toolCalls: {}, error: 'overloaded', usage: { inputTokens: 500, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 } }),
];

describe('comparison metrics', () => {
  const [before, after] = summarizeRuns(['before', 'after'], runs, 'claude-sonnet-4-5', labels);

  it('count passes over the checked runs only, with a Wilson interval', () => {
    expect(before).toMatchObject({ runs: 4, passed: 1, failed: 2, cancelled: 1, errored: 0 });
    expect(before!.passRate).toBeCloseTo(1 / 3, 10);
    expect(before!.interval!.low).toBeCloseTo(0.0615, 3);
    expect(before!.interval!.high).toBeCloseTo(0.7923, 3);
    expect(after).toMatchObject({ runs: 3, passed: 2, failed: 0, errored: 1, passRate: 1 });
  });

  it('summarise steps, calls per tool and failures per kind over the checked runs', () => {
    expect(before!.steps).toEqual({ mean: 4, median: 4 });
    // The cancelled run's nine write_file calls are not part of the behaviour numbers.
    expect(before!.toolCalls).toEqual({ edit_file: { total: 1, perRun: 1 / 3 }, read_file: { total: 2, perRun: 2 / 3 }, write_file: { total: 3, perRun: 1 } });
    expect(before!.failures).toEqual({ InvalidToolCall: 3, NotFound: 1 });
    expect(before!.checks).toEqual([
      { label: 'uses edit_file', passed: 1, of: 3 },
      { label: 'threshold is 12', passed: 2, of: 3 },
    ]);
  });

  it('count tokens and cost over every run made, since those were paid for', () => {
    expect(before!.tokens).toEqual({ inputTokens: 4000, outputTokens: 400, cacheReadTokens: 0, cacheWriteTokens: 0 });
    expect(before!.cost).toBeCloseTo((4000 * 3 + 400 * 15) / 1_000_000, 12);
    expect(after!.tokens.inputTokens).toBe(2500);
    expect(summarizeRuns(['after'], runs, 'claude-fake-1', labels)[0]!.cost).toBe('unknown');
    expect(before!.wallTimeMs).toEqual({ mean: 4000, total: 12_100 });
  });

  it('measure bytes written against the size of the change, over the checked runs', () => {
    // Means per run; the ratio is of the sums (15,300 written for 260 changed), so one tiny change
    // cannot blow it up. The cancelled run's 90,000 bytes are left out like its other numbers.
    expect(before).toMatchObject({ writtenBytes: 5100, writtenPerChange: 15_300 / 260 });
    expect(before!.changeBytes).toBeCloseTo(260 / 3, 10);
    expect(after).toMatchObject({ writtenBytes: 80, changeBytes: 80, writtenPerChange: 1 });
    // Runs saved before the sizes were measured have none: no number rather than a zero.
    const unmeasured = summarizeRuns(['x'], [run('x', 1, {})], 'claude-sonnet-4-5', labels)[0]!;
    expect(unmeasured.writtenBytes).toBeUndefined();
    expect(unmeasured.writtenPerChange).toBeUndefined();
    expect(variantTable({ variants: ['x'], checkLabels: labels, metrics: [unmeasured] } as ComparisonResult).rows[0]!.slice(-3)).toEqual(['—', '—', '—']);
  });

  it('render the table a person reads, with the same cells for the UI and the CLI', () => {
    const result = { variants: ['before', 'after'], checkLabels: labels, metrics: [before!, after!] } as ComparisonResult;
    const table = variantTable(result);
    expect(table.rows[0]).toEqual([
      'before',
      '1/3 (33%), 1 cancelled',
      '6%–79%',
      '4.0 / 4.0',
      'write_file 1.0, read_file 0.7, edit_file 0.3',
      'InvalidToolCall 3, NotFound 1',
      '4,000 / 400 / 0 / 0',
      '$0.0180',
      '4.0 s',
      '5,100 B',
      '87 B',
      '58.8×',
    ]);
    expect(table.headers.slice(-3)).toEqual(['written per run', 'change per run', 'written/change']);
    expect(table.rows[1]!.slice(0, 2)).toEqual(['after', '2/2 (100%), 1 errored']);
    expect(table.rows[1]!.slice(-3)).toEqual(['80 B', '80 B', '1.0×']);
    expect(checkTable(result).rows).toEqual([
      ['uses edit_file', '1/3', '2/2'],
      ['threshold is 12', '2/3', '2/2'],
    ]);
    const text = renderTextTable(checkTable(result));
    expect(text.split('\n')[0]).toMatch(/^check {2,}before {2}after$/);
  });
});
