import type { ComparisonResult } from './comparison';
import { baselineOf, differenceLevel, moreRunsToShow, shownDifferences } from './comparison-verdicts';
import type { Difference } from './difference';
import { renderTextTable, type TextTable } from './report-table';

/**
 * The verdicts in words, the same in `npm run compare` and on the page: each variant against the
 * baseline, the difference in percentage points with its interval, and better / worse / undecided.
 * "Better" is only ever written beside an interval that excludes zero.
 */
export function differenceTable(result: ComparisonResult): TextTable {
  const level = levelText(differenceLevel(result));
  return {
    headers: ['variant', 'against', 'difference', `${level} interval`, 'verdict'],
    rows: shownDifferences(result).map((difference) => [
      difference.variant,
      difference.baseline,
      points(difference.delta),
      intervalText(difference),
      verdictText(result, difference),
    ]),
  };
}

/** One sentence per variant, readable on its own: what the page shows under the difference chart. */
export function verdictSentence(result: ComparisonResult, difference: Difference): string {
  const interval = `${points(difference.delta)} in pass rate (${levelText(differenceLevel(result))} interval ${intervalText(difference)})`;
  if (difference.verdict === 'better') return `${difference.variant} is better than ${difference.baseline}: ${interval}.`;
  if (difference.verdict === 'worse') return `${difference.variant} is worse than ${difference.baseline}: ${interval}.`;
  return `${difference.variant} against ${difference.baseline} is undecided: ${interval}; the interval includes no difference. ${moreRunsText(result, difference)}`;
}

/** "better", "worse", or "undecided: about 40 more runs each would show ±10 points". */
function verdictText(result: ComparisonResult, difference: Difference): string {
  if (difference.verdict !== 'undecided') return difference.verdict;
  const more = moreRunsToShow(result, difference);
  if (more === undefined) return result.detect === undefined && difference.delta === 0 ? 'undecided: no difference seen' : 'undecided';
  return `undecided: about ${more} more runs each would show ${sizeText(result, difference)}`;
}

function moreRunsText(result: ComparisonResult, difference: Difference): string {
  const more = moreRunsToShow(result, difference);
  if (more !== undefined) return `About ${more} more runs per variant would show a difference of ${sizeText(result, difference)}.`;
  if (result.detect === undefined && difference.delta === 0) return 'No difference was seen; name the size you care about to learn how many runs would show it.';
  return 'A difference that small would take more runs than anyone will make.';
}

function sizeText(result: ComparisonResult, difference: Difference): string {
  const size = result.detect ?? Math.abs(difference.delta);
  return `${Math.round(size * 100)} points`;
}

/** The names of the runs-until-decided summary, or undefined for a comparison of fixed size. */
export function sequentialSummaryText(result: ComparisonResult): string | undefined {
  const summary = result.sequential;
  if (!summary) return undefined;
  const perVariant = Math.round(summary.runsMade / result.variants.length);
  const spent = `${summary.runsMade} of ${summary.runsAllowed} runs (about ${perVariant} of ${summary.maxRunsPerVariant} per variant), ${summary.runsAllowed - summary.runsMade} saved`;
  const rounds = `round ${summary.rounds} of ${summary.plannedRounds}`;
  const why =
    summary.stopped === 'decided'
      ? `every variant had a verdict against ${baselineOf(result)} after ${rounds}`
      : summary.stopped === 'budget'
        ? `the most runs allowed were made (${rounds}) before every variant had a verdict`
        : `it was cancelled during ${rounds}`;
  return `Run until decided: stopped because ${why}. ${spent}. Each look is tested at its share of the 5% (linear alpha spending), so the intervals are ${levelText(summary.level)} ones.`;
}

function points(delta: number): string {
  return `${signedPoints(delta)} points`;
}

function intervalText(difference: Difference): string {
  return `${signedPoints(difference.low)} to ${signedPoints(difference.high)}`;
}

/** Whole points, except that a bound just off zero keeps a decimal: "+0.3", never a "0" that reads as including zero. */
function signedPoints(fraction: number): string {
  const whole = Math.round(fraction * 100);
  const text = whole === 0 && fraction !== 0 ? (fraction * 100).toFixed(1) : String(whole);
  return fraction > 0 ? `+${text}` : text;
}

/** 0.95 -> "95%", 0.99 -> "99%", 0.9875 -> "98.75%". */
export function levelText(level: number): string {
  return `${Number((level * 100).toFixed(2))}%`;
}

/**
 * What `npm run compare` prints under the variant table: the verdicts against the baseline, and
 * for a run-until-decided comparison how it ended; empty for a comparison of one variant.
 */
export function verdictsText(result: ComparisonResult): string {
  const table = differenceTable(result);
  const summary = sequentialSummaryText(result);
  const parts = table.rows.length === 0 ? [] : [`Against ${baselineOf(result)} (the baseline):\n${renderTextTable(table)}`];
  if (summary) parts.push(summary);
  return parts.length === 0 ? '' : `\n${parts.join('\n\n')}\n`;
}
