import { percent, type TextTable } from './report-table';
import type { SelectionReport } from './selection';
import type { SelectionDifference, SelectionVariantResult } from './selection-summary';
import { pointsText } from './points-text';

/**
 * A selection test as tables of strings, with the cells the Compare view shows: accuracy per
 * variant with its interval and per-prompt counts, then expected against picked per variant.
 */

/** One row per variant: "correct/scored (rate)", the 95% interval, errors, then "k/n" per prompt. */
export function selectionTable(report: SelectionReport): TextTable {
  const prompts = report.variants[0]?.perPrompt ?? [];
  return {
    headers: ['variant', 'correct', '95% interval', 'errors', ...prompts.map((prompt, index) => `prompt ${index + 1} (${prompt.expected})`)],
    rows: report.variants.map((variant) => [
      variant.variant,
      variant.accuracy === undefined ? 'no answers' : `${variant.correct}/${variant.scored} (${percent(variant.accuracy)})`,
      variant.interval ? `${percent(variant.interval.low)}–${percent(variant.interval.high)}` : '—',
      String(variant.errored),
      ...variant.perPrompt.map((prompt) => (prompt.scored === 0 ? '—' : `${prompt.correct}/${prompt.scored}`)),
    ]),
  };
}

/**
 * Rows: the tool expected; columns: what the model called first (a tool, "(no tool)", or
 * "(wrong arguments)" for the right tool called without what the prompt requires).
 */
export function confusionTable(variant: SelectionVariantResult): TextTable {
  const expected = Object.keys(variant.confusion);
  const picked = [...new Set(expected.flatMap((row) => Object.keys(variant.confusion[row]!)))].sort();
  return {
    headers: ['expected \\ picked', ...picked],
    rows: expected.map((row) => [row, ...picked.map((name) => String(variant.confusion[row]![name] ?? 0))]),
  };
}

/** Per tool: how often a first call to it was right (precision) and how often it was called when expected (recall). */
export function perToolTable(variant: SelectionVariantResult): TextTable {
  return {
    headers: ['tool', 'precision', 'recall'],
    rows: variant.perTool.map((tool) => [
      tool.tool,
      tool.precision === undefined ? '— (never called)' : `${percent(tool.precision)} (${tool.hits}/${tool.called})`,
      tool.recall === undefined ? '— (never expected)' : `${percent(tool.recall)} (${tool.hits}/${tool.expected})`,
    ]),
  };
}

/**
 * One sentence per variant against the baseline: the difference in accuracy, its 95% interval, and
 * the verdict in words; when undecided, about how many samples per prompt would tell.
 */
export function differenceSentence(difference: SelectionDifference, prompts: number): string {
  const { variant, baseline, delta, low, high, verdict } = difference;
  const measured = `"${variant}" against "${baseline}": ${pointsText(delta)} of accuracy (95% interval ${pointsText(low)} to ${pointsText(high)}, ${difference.pairs} paired answers)`;
  if (verdict === 'better') return `${measured}: better.`;
  if (verdict === 'worse') return `${measured}: worse.`;
  if (difference.answersToTell === undefined) return `${measured}: undecided; no difference shows yet, so more samples would likely not tell them apart.`;
  const perPrompt = Math.ceil(difference.answersToTell / Math.max(1, prompts));
  return `${measured}: undecided; about ${perPrompt} samples per prompt (-n ${perPrompt}) would tell, if the difference held.`;
}

/** "delete_issue on prompt 3 (2)": the forbidden tools the model called, most frequent first. */
export function forbiddenCalls(report: SelectionReport, variant: string): string {
  const counts = new Map<string, number>();
  for (const sample of report.samples) {
    if (sample.variant !== variant || sample.outcome !== 'forbidden-tool') continue;
    const key = `${sample.forbidden} on prompt ${sample.prompt + 1}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort(([, a], [, b]) => b - a).map(([what, count]) => `${what} (${count})`).join('; ');
}
