import type { RunOutcome } from './comparison';
import type { ComparisonReport } from './comparison-report';
import { summarizeRuns } from './metrics';
import { baselineOf, withDifferences } from './comparison-verdicts';
import { modelTargetText } from '../model/provider';

/**
 * Slices of one comparison (each written by `npm run compare -- --shard i/n --out`) merged into
 * the report one machine would have written: the runs in matrix order, and pass rates, intervals
 * and metrics computed again over all of them. Slices of different comparisons are refused rather
 * than averaged into numbers that describe nothing.
 */

/** Why the slices cannot be merged, in one sentence that names the file. */
export class MergeError extends Error {}

export interface NamedReport {
  /** How the person named it (a file path). */
  name: string;
  report: unknown;
}

export function mergeReports(slices: readonly NamedReport[]): ComparisonReport {
  if (slices.length === 0) throw new MergeError('Name the slice reports to merge, for example --merge shard-1.json shard-2.json.');
  const checked = slices.map(checkedSlice);
  const first = checked[0]!;
  for (const slice of checked.slice(1)) sameComparison(first, slice);
  const coverage = shardCoverage(checked);

  const runs = checked.flatMap((slice) => slice.report.runs);
  const variants = first.report.variants;
  const order = (run: RunOutcome) => (run.run - 1) * variants.length + variants.indexOf(run.variant);
  runs.sort((a, b) => order(a) - order(b));
  sameSurfacePerVariant(checked, runs);

  const { shard: _slice, differences: _sliceDifferences, transcripts: _sliceTranscripts, ...common } = first.report;
  // The differences and verdicts are worked out again over every run, like the pass rates.
  const merged = withDifferences({
    ...common,
    startedAt: Math.min(...checked.map((slice) => slice.report.startedAt)),
    finishedAt: Math.max(...checked.map((slice) => slice.report.finishedAt)),
    cancelled: checked.some((slice) => slice.report.cancelled) || runs.length < coverage.jobs,
    runs,
    metrics: summarizeRuns(variants, runs, first.report.modelId, first.report.checkLabels),
  });
  return { ...merged, transcripts: Object.assign({}, ...checked.map((slice) => slice.report.transcripts)) };
}

interface CheckedSlice {
  name: string;
  report: ComparisonReport & { shard: { index: number; count: number } };
}

function checkedSlice({ name, report }: NamedReport): CheckedSlice {
  const candidate = report as Partial<ComparisonReport> | null;
  const looksLikeReport =
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.lessonId === 'string' &&
    Array.isArray(candidate.variants) &&
    Array.isArray(candidate.runs) &&
    Array.isArray(candidate.checkLabels) &&
    typeof candidate.transcripts === 'object';
  if (!looksLikeReport) throw new MergeError(`${name} is not a comparison report (the file npm run compare -- --out writes).`);
  const shard = candidate.shard;
  if (!shard || !Number.isInteger(shard.index) || !Number.isInteger(shard.count)) {
    throw new MergeError(`${name} is a whole comparison, not a slice: only reports written with --shard i/n are merged.`);
  }
  return { name, report: candidate as CheckedSlice['report'] };
}

function sameComparison(first: CheckedSlice, other: CheckedSlice): void {
  const differences: Array<[string, unknown, unknown]> = [
    ['lesson', first.report.lessonId, other.report.lessonId],
    ['model', first.report.modelId, other.report.modelId],
    ['variants', first.report.variants.join(', '), other.report.variants.join(', ')],
    ['models per variant', modelsText(first.report), modelsText(other.report)],
    ['runs per variant', first.report.runsPerVariant, other.report.runsPerVariant],
    ['baseline', baselineOf(first.report), baselineOf(other.report)],
    ['lesson checks', first.report.checkLabels.join('; '), other.report.checkLabels.join('; ')],
    ['number of slices', first.report.shard.count, other.report.shard.count],
  ];
  for (const [what, mine, theirs] of differences) {
    if (mine !== theirs) {
      throw new MergeError(`${other.name} is a slice of a different comparison than ${first.name}: its ${what} is ${String(theirs)}, not ${String(mine)}.`);
    }
  }
}

/** Which provider and model ran each variant, as one comparable line (a variant without its own model ran on modelId). */
function modelsText(report: ComparisonReport): string {
  const models = report.models ?? {};
  return report.variants.map((variant) => (models[variant] ? `${variant} on ${modelTargetText(models[variant])}` : variant)).join(', ');
}

/** Every slice once, none missing: otherwise the merge would quietly hold part of the matrix. */
function shardCoverage(slices: readonly CheckedSlice[]): { jobs: number } {
  const count = slices[0]!.report.shard.count;
  const seen = new Map<number, string>();
  for (const slice of slices) {
    const { index } = slice.report.shard;
    const earlier = seen.get(index);
    if (earlier !== undefined) throw new MergeError(`${slice.name} and ${earlier} are both slice ${index}/${count}; name each slice once.`);
    seen.set(index, slice.name);
  }
  const missing = Array.from({ length: count }, (_, position) => position + 1).filter((index) => !seen.has(index));
  if (missing.length > 0) {
    throw new MergeError(`Slice${missing.length === 1 ? '' : 's'} ${missing.map((index) => `${index}/${count}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: merge all ${count} slices.`);
  }
  const first = slices[0]!.report;
  return { jobs: first.variants.length * first.runsPerVariant };
}

/**
 * A variant must have sent the same surface (and preset) in every slice: the same name run from
 * an edited lesson file is a different variant, and its runs do not belong in one pass rate.
 */
function sameSurfacePerVariant(slices: readonly CheckedSlice[], runs: readonly RunOutcome[]): void {
  const firstRun = new Map<string, RunOutcome>();
  for (const run of runs) {
    const earlier = firstRun.get(run.variant);
    if (!earlier) {
      firstRun.set(run.variant, run);
      continue;
    }
    if (earlier.surfaceHash !== run.surfaceHash || earlier.preset !== run.preset) {
      const where = (target: RunOutcome) => slices.find((slice) => slice.report.runs.includes(target))?.name ?? 'a slice';
      throw new MergeError(
        `Variant "${run.variant}" sent a different surface in ${where(run)} than in ${where(earlier)}: the slices were run from different lesson files or settings.`,
      );
    }
  }
}
