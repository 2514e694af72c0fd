import type { ComparisonResult, RunOutcome } from '../../../engine/compare/comparison';
import type { TextTable } from '../../../engine/compare/report-table';
import type { Difference } from '../../../engine/compare/difference';
import type { Lesson } from '../../../engine/lessons/lesson';
import type { CompareModules } from '../chunk-loaders';

/** A comparison as the Results region shows it: the engine's result and its tables, cell for cell as the CLI prints them. */
export interface ComparisonShown {
  result: ComparisonResult;
  variantTable: TextTable;
  checkTable: TextTable;
  /** Runs are still going: the numbers are over the runs finished so far. */
  live: boolean;
  /** Every other variant against the baseline, each with its verdict in one sentence. */
  verdicts: Array<{ difference: Difference; sentence: string }>;
  /** "95%", or the last look's level when run until decided. */
  level: string;
  /** How a run-until-decided comparison ended: why it stopped, runs spent and saved. */
  sequentialSummary?: string;
}

export function showResult(modules: CompareModules, result: ComparisonResult, live: boolean): ComparisonShown {
  return {
    result,
    variantTable: modules.variantTable(result),
    checkTable: modules.checkTable(result),
    live,
    verdicts: modules.shownDifferences(result).map((difference) => ({ difference, sentence: modules.verdictSentence(result, difference) })),
    level: modules.levelText(modules.differenceLevel(result)),
    sequentialSummary: modules.sequentialSummaryText(result),
  };
}

export interface PartialInput {
  id: string;
  lesson: Lesson;
  variants: readonly string[];
  runsPerVariant: number;
  modelId: string;
  startedAt: number;
  /** The variant the others are measured against. */
  baseline: string;
}

/**
 * The comparison as far as it got: the finished runs in the engine's order (a1, b1, a2...) and
 * their metrics. Shown while it runs, and saved after every run, so a reload keeps those runs.
 * `cancelled` is true because, until the engine returns, not every run has been made.
 */
export function partialResult(modules: CompareModules, input: PartialInput, finished: readonly RunOutcome[]): ComparisonResult {
  const { variants } = input;
  const order = (run: RunOutcome) => (run.run - 1) * variants.length + variants.indexOf(run.variant);
  const runs = [...finished].sort((a, b) => order(a) - order(b));
  const checkLabels = input.lesson.checks.map((check) => modules.describeCheck(check));
  // At 95% while it runs: a run-until-decided comparison's own levels come with its final result.
  return modules.withDifferences({
    id: input.id,
    lessonId: input.lesson.id,
    lessonTitle: input.lesson.title,
    modelId: input.modelId,
    variants: [...variants],
    runsPerVariant: input.runsPerVariant,
    checkLabels,
    startedAt: input.startedAt,
    finishedAt: Date.now(),
    cancelled: true,
    runs,
    metrics: modules.summarizeRuns(variants, runs, input.modelId, checkLabels),
    baseline: input.baseline,
  });
}
