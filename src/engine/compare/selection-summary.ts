import { addUsage, zeroUsage, type Usage } from '../model/model-client';
import { runsPerVariantToDetect, verdictOf, type Difference } from './difference';
import { pairedDifference } from './paired-difference';
import { expectedText, NO_TOOL, WRONG_ARGUMENTS, type SelectionPrompt, type SelectionSample } from './selection-expectations';
import { wilsonInterval, Z_95, type Interval } from './wilson';

/**
 * A selection test's samples summed up per variant: accuracy with its interval, per-tool
 * precision and recall, expected against picked, and each variant's difference from the baseline.
 */


export interface ToolScore {
  tool: string;
  /** First calls to this tool where it was the expected one. */
  hits: number;
  /** First calls to this tool. */
  called: number;
  /** Samples that expected this tool. */
  expected: number;
  /** hits / called; undefined when it was never called. */
  precision?: number;
  /** hits / expected; undefined when no sample expected it. */
  recall?: number;
}

export interface SelectionVariantResult {
  variant: string;
  /** Samples that got an answer (errors left out). */
  scored: number;
  correct: number;
  errored: number;
  accuracy?: number;
  interval?: Interval;
  /** expected -> what was called first (a tool, NO_TOOL or WRONG_ARGUMENTS) -> count. */
  confusion: Record<string, Record<string, number>>;
  perTool: ToolScore[];
  perPrompt: Array<{ prompt: string; expected: string; correct: number; scored: number }>;
  tokens: Usage;
}

/**
 * A variant against the baseline, over the samples both answered (same prompt, same sample number):
 * `delta` is the variant's accuracy minus the baseline's, as a fraction.
 */
export interface SelectionDifference extends Difference {
  /** Answers of each variant both gave (the same prompt and sample number). */
  pairs: number;
  /**
   * When undecided: about how many answers per variant in all would tell, if the rates stayed
   * as they are (undefined when they are equal, or it would take more than anyone would run).
   */
  answersToTell?: number;
}

/**
 * The tool a sample counts for: with several acceptable tools, the one picked when it was one of
 * them, otherwise the first listed; NO_TOOL when none should be called.
 */
export function countedExpectation(prompt: SelectionPrompt, identify: (name: string) => string, chosen: string | undefined): string {
  const expected = prompt.expected.map(identify);
  if (expected.length === 0) return NO_TOOL;
  return chosen !== undefined && expected.includes(chosen) ? chosen : expected[0]!;
}

export function summarizeVariant(
  variant: string,
  identify: (name: string) => string,
  prompts: readonly SelectionPrompt[],
  all: readonly SelectionSample[],
): SelectionVariantResult {
  const mine = all.filter((sample) => sample.variant === variant);
  const scored = mine.filter((sample) => sample.outcome !== 'error');
  const correct = scored.filter((sample) => sample.outcome === 'correct').length;
  const confusion: Record<string, Record<string, number>> = {};
  const tools = new Map<string, ToolScore>();
  const score = (tool: string) => tools.get(tool) ?? tools.set(tool, { tool, hits: 0, called: 0, expected: 0 }).get(tool)!;
  for (const sample of scored) {
    const expected = countedExpectation(prompts[sample.prompt]!, identify, sample.chosen);
    const column = sample.outcome === 'wrong-arguments' ? WRONG_ARGUMENTS : sample.chosen!;
    const row = (confusion[expected] ??= {});
    row[column] = (row[column] ?? 0) + 1;
    if (expected !== NO_TOOL) score(expected).expected += 1;
    if (sample.chosen !== NO_TOOL) {
      score(sample.chosen!).called += 1;
      // Precision and recall are about the choice of tool: a right tool with wrong arguments still counts.
      if (sample.chosen === expected) score(expected).hits += 1;
    }
  }
  return {
    variant,
    scored: scored.length,
    correct,
    errored: mine.length - scored.length,
    accuracy: scored.length === 0 ? undefined : correct / scored.length,
    interval: wilsonInterval(correct, scored.length),
    confusion,
    perTool: [...tools.values()]
      .map((entry) => ({ ...entry, precision: entry.called === 0 ? undefined : entry.hits / entry.called, recall: entry.expected === 0 ? undefined : entry.hits / entry.expected }))
      .sort((a, b) => a.tool.localeCompare(b.tool)),
    perPrompt: prompts.map((prompt, index) => {
      const forPrompt = scored.filter((sample) => sample.prompt === index);
      return { prompt: prompt.prompt, expected: expectedText(prompt), correct: forPrompt.filter((sample) => sample.outcome === 'correct').length, scored: forPrompt.length };
    }),
    tokens: mine.reduce((total, sample) => addUsage(total, sample.usage), zeroUsage()),
  };
}

/** Every variant but the baseline against it; a variant with no sample paired with the baseline's is left out. */
export function differencesFrom(baseline: string, variants: readonly string[], samples: readonly SelectionSample[], z: number = Z_95): SelectionDifference[] {
  const answered = (variant: string) => new Map(samples.filter((sample) => sample.variant === variant && sample.outcome !== 'error').map((sample) => [`${sample.prompt}/${sample.sample}`, sample.outcome === 'correct']));
  const base = answered(baseline);
  const differences: SelectionDifference[] = [];
  for (const variant of variants) {
    if (variant === baseline) continue;
    const counts = { bothRight: 0, onlyVariantRight: 0, onlyBaselineRight: 0, neitherRight: 0 };
    for (const [key, right] of answered(variant)) {
      const baseRight = base.get(key);
      if (baseRight === undefined) continue;
      if (right && baseRight) counts.bothRight += 1;
      else if (right) counts.onlyVariantRight += 1;
      else if (baseRight) counts.onlyBaselineRight += 1;
      else counts.neitherRight += 1;
    }
    const difference = pairedDifference(counts, z);
    if (!difference) continue;
    const { delta, low, high, pairs } = difference;
    const verdict = verdictOf(difference);
    const row: SelectionDifference = { variant, baseline, delta, low, high, verdict, pairs };
    if (verdict === 'undecided') {
      // The independent-samples estimate: pairing can only narrow the interval, so this is a safe upper figure.
      const answersToTell = runsPerVariantToDetect((counts.bothRight + counts.onlyBaselineRight) / pairs, delta);
      if (answersToTell !== undefined) row.answersToTell = answersToTell;
    }
    differences.push(row);
  }
  return differences;
}
