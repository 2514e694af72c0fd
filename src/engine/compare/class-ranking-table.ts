import type { ClassBoardResult, ClassRankingRow } from './class-ranking';
import { percent, type TextTable } from './report-table';

/**
 * The class board as cells: the same in `npm run compare --variants-from`, on the page and in the
 * CSV a teacher downloads, so a number read in one place means the same in the others.
 */

export function rankingTable(result: ClassBoardResult): TextTable {
  return {
    headers: ['rank', 'variant', 'author', 'line', 'passed', '95% interval', 'difference', `${levelText(result)} interval`, 'verdict'],
    rows: result.rows.map((row) => [
      row.rank === undefined ? '—' : String(row.rank),
      row.title,
      row.author ?? '',
      row.line === undefined ? '' : String(row.line),
      passedText(row),
      row.interval ? `${percent(row.interval.low)} to ${percent(row.interval.high)}` : '—',
      row.difference ? points(row.difference.delta) : '—',
      row.difference ? `${signed(row.difference.low)} to ${signed(row.difference.high)}` : '—',
      row.verdictText,
    ]),
  };
}

/** The difference intervals' confidence, e.g. "99.5%": every variant is held to the same one. */
export function levelText(result: ClassBoardResult): string {
  const level = result.rows.find((row) => row.difference)?.difference?.level ?? 1 - result.alpha.perVariant;
  return `${Number((level * 100).toFixed(2))}%`;
}

/** How the 5% was shared, why the board stopped, and what it spent, in two sentences. */
export function boardSummaryText(result: ClassBoardResult): string {
  const variants = result.alpha.variants;
  const split =
    variants === 1
      ? 'One variant against the baseline, tested at 5% over all its looks.'
      : `${variants} variants against the baseline share the 5% chance of a false verdict: each is tested at ${Number((result.alpha.perVariant * 100).toFixed(3))}% over all its looks, so the whole board calls equal variants different at most 5% of the time.`;
  const why: Record<ClassBoardResult['stopped'], string> = {
    decided: 'every variant had a verdict',
    'most-runs': `each variant had its most runs (${result.maxRunsPerVariant})`,
    'call-budget': `the budget of ${result.maxCalls} model calls was spent (the runs then going were cancelled and do not count)`,
    cancelled: 'it was stopped',
  };
  const cost = result.cost === 'unknown' ? `cost unknown (no list price for ${result.modelId})` : `$${result.cost.toFixed(4)} at list price`;
  return `${split} Stopped because ${why[result.stopped]}: ${result.runsMade} runs, ${result.callsMade} of ${result.maxCalls} model calls, ${cost}.`;
}

/** Comma-separated, one row per variant, numbers as fractions so a spreadsheet can sort them. */
export function rankingCsv(result: ClassBoardResult): string {
  const headers = ['rank', 'line', 'title', 'author', 'verdict', 'runs', 'passed', 'pass_rate', 'pass_low', 'pass_high', 'difference', 'difference_low', 'difference_high', 'difference_level', 'more_runs', 'cost'];
  const rows = result.rows.map((row) => [
    row.rank ?? '',
    row.line ?? '',
    row.title,
    row.author ?? '',
    row.verdictText,
    row.runs,
    row.passed,
    row.passRate ?? '',
    row.interval?.low ?? '',
    row.interval?.high ?? '',
    row.difference?.delta ?? '',
    row.difference?.low ?? '',
    row.difference?.high ?? '',
    row.difference?.level ?? '',
    row.moreRuns ?? '',
    row.cost,
  ]);
  const textColumns = new Set([headers.indexOf('title'), headers.indexOf('author'), headers.indexOf('verdict')]);
  const line = (cells: readonly unknown[], header = false) => cells.map((cell, column) => csvCell(String(cell), header || textColumns.has(column))).join(',');
  return [line(headers, true), ...rows.map((cells) => line(cells))].join('\n') + '\n';
}

/**
 * A cell quoted when it holds a comma, quote or line break. Text starting with = + - @ (or a tab
 * or carriage return) gets a leading apostrophe: a spreadsheet would run it as a formula, and
 * titles and names are students' text. Numbers are ours and stay numbers, negative ones included.
 */
function csvCell(text: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function passedText(row: ClassRankingRow): string {
  if (row.passRate === undefined) return 'no checked runs';
  return `${row.passed}/${row.runs} (${percent(row.passRate)})`;
}

function points(delta: number): string {
  const value = Math.round(delta * 100);
  return value === 0 ? '0 points' : `${value > 0 ? '+' : ''}${value} points`;
}

function signed(fraction: number): string {
  const value = Math.round(fraction * 100);
  return value > 0 ? `+${value}` : String(value);
}
