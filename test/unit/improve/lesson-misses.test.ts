import { describe, expect, it } from 'vitest';
import type { RunOutcome } from '../../../src/engine/compare/comparison';
import { collectLessonMisses, LESSON_MISS_TOKENS, type LessonCall } from '../../../src/engine/improve/lesson-misses';
import { zeroUsage } from '../../../src/engine/model/model-client';
import { estimateTokens } from '../../../src/engine/toolkit/clip';

const lesson = { id: 'set-port', task: 'Change the port.' };

function failedRun(run: number, calls: LessonCall[]): { outcome: RunOutcome; calls: LessonCall[] } {
  const outcome: RunOutcome = {
    variant: 'current',
    run,
    sessionId: `s/${run}`,
    status: 'failed',
    checks: [
      { check: { kind: 'file-contains', path: 'a.ts', text: 'x' }, label: 'port is 8080', passed: false, explanation: `a.ts has no "x" (run ${run})` },
      { check: { kind: 'file-contains', path: 'b.ts', text: 'y' }, label: 'b is kept', passed: true, explanation: 'found' },
    ],
    steps: 2,
    usage: zeroUsage(),
    toolCalls: {},
    toolSequence: [],
    failures: {},
    wallTimeMs: 1,
    surfaceHash: 'h',
    stopReason: { type: 'step_cap', steps: 30 },
  };
  return { outcome, calls };
}

describe('the failed lesson runs the proposer reads', () => {
  it('lists only the failed checks, counts runs that failed alike, and says why a run stopped', () => {
    const call: LessonCall = { tool: 'edit_file', arguments: { oldText: 'port = 3000' }, failed: 'NoMatch: not found' };
    const same = failedRun(1, [call]);
    const misses = collectLessonMisses(lesson, [same, { ...same, outcome: { ...same.outcome, run: 2 } }, { outcome: { ...same.outcome, status: 'passed' }, calls: [] }]);
    expect(misses).toEqual([{ lesson: 'set-port', task: 'Change the port.', failedChecks: ['port is 8080: a.ts has no "x" (run 1)'], calls: [call], stopped: 'step_cap', times: 2 }]);
  });

  it(`holds many long failed runs to about ${LESSON_MISS_TOKENS} tokens, keeping the first even when it alone is over`, () => {
    const long = 'x'.repeat(5000);
    const calls = Array.from({ length: 40 }, (_, index): LessonCall => ({ tool: 'write_file', arguments: { path: `f${index}.ts`, content: long }, failed: `OutOfScope: ${long}` }));
    const misses = collectLessonMisses(lesson, Array.from({ length: 10 }, (_, run) => failedRun(run + 1, calls)));
    expect(misses.length).toBeGreaterThanOrEqual(1);
    expect(estimateTokens(JSON.stringify(misses))).toBeLessThanOrEqual(LESSON_MISS_TOKENS);
    const first = misses[0]!;
    // Arguments and failure texts are cut, and the calls halved until the entry fits.
    expect(JSON.stringify(first.calls[0]!.arguments).length).toBeLessThan(300);
    expect(first.calls[0]!.failed!.length).toBeLessThanOrEqual(400);
    expect(first.calls.length).toBeLessThan(20);
  });
});
