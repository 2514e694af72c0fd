import { diffWords } from 'diff';
import { describe, expect, it } from 'vitest';
import { summarizeVariant } from '../../../src/engine/compare/metrics';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { StoredComparison } from '../../../src/store/records';
import { lastComparisonOfBoth, passRateText, toolBeforeAfter } from '../../../src/ui/state/surface/tool-before-after';

// One tool before and after: word diffs against the surface it came from, and the pass rates of
// the newest comparison that ran both sides.

function comparison(id: string, startedAt: number, rates: Record<string, [passed: number, failed: number]>): StoredComparison {
  const metrics = Object.entries(rates).map(([variant, [passed, failed]]) => ({ ...summarizeVariant(variant, [], 'm', []), variant, runs: passed + failed, passed, failed, passRate: passed / (passed + failed) }));
  return { id, lessonId: 'lesson', lessonTitle: `Lesson ${id}`, modelId: 'm', variants: Object.keys(rates), runsPerVariant: 4, checkLabels: [], startedAt, finishedAt: startedAt + 1, cancelled: false, runs: [], metrics, savedAt: startedAt + 2 };
}

describe("a tool's before and after", () => {
  it('diffs the description and the schema word by word against the other surface', () => {
    const before = defaultSurface();
    const readFile = before.tools.find((tool) => tool.handler === 'read_file')!;
    const after = {
      ...readFile,
      description: `Careful: ${readFile.description}`,
      input_schema: { ...readFile.input_schema, properties: { ...(readFile.input_schema.properties as object), encoding: { type: 'string', description: 'Always utf-8.' } } },
    };
    const shown = toolBeforeAfter(after, before, diffWords);
    expect(shown.unchanged).toBe(false);
    expect(shown.description!.filter((part) => part.change === 'added').map((part) => part.text.trim())).toEqual(['Careful:']);
    expect(shown.schema!.filter((part) => part.change === 'added').map((part) => part.text).join('')).toContain('Always utf-8.');
    expect(shown.schema!.some((part) => part.change === 'removed')).toBe(false);
    expect(toolBeforeAfter(readFile, before, diffWords).unchanged).toBe(true);
    expect(toolBeforeAfter({ ...readFile, handler: 'nothing' as never }, before, diffWords)).toEqual({ unchanged: false });
  });

  it("finds the newest comparison that ran both sides, with each side's pass rate", () => {
    const comparisons = [
      comparison('old', 100, { 'preset-aider': [1, 3], current: [2, 2] }),
      comparison('newer', 200, { 'preset-aider': [2, 2], current: [4, 0] }),
      comparison('unrelated', 300, { default: [4, 0], 'saved-terse': [3, 1] }),
    ];
    const found = lastComparisonOfBoth(comparisons, ['preset-aider'], ['current'])!;
    expect(found.lessonTitle).toBe('Lesson newer');
    expect(passRateText(found.before)).toBe('2/4 passed (50%)');
    expect(passRateText(found.after)).toBe('4/4 passed (100%)');
    expect(lastComparisonOfBoth(comparisons, ['saved-verbose'], ['current'])).toBeUndefined();
  });
});
