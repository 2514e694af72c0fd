import { percent, type TextTable } from './report-table';
import type { SelectionReport, SelectionVariantResult } from './selection';

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
