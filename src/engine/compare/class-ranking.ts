import type { ComparisonResult } from './comparison';
import { tallyOf } from './comparison-verdicts';
import { runsPerVariantToDetect, type Verdict } from './difference';
import { twoSidedZ } from './normal-quantile';
import type { Interval } from './wilson';
import type { SurfaceEdit } from './surface-word-diff';

/**
 * A class's variants ranked against the lesson's baseline: pass rate with its interval, the
 * difference from the baseline with its interval, and a verdict that never says "better" unless
 * that interval excludes zero. Plain JSON, so the page can keep it and `--out` can write it.
 */

/** One student's variant as the board runs it: read from its link, named by the line it was on. */
export interface ClassVariant {
  /** The variant's name in the comparison: `line-<n>`. */
  key: string;
  /** Counts from 1, in the text the links were pasted in. */
  line: number;
  title: string;
  author: string;
  /** Word diff of the student's edits against the baseline's surface. */
  edits: SurfaceEdit[];
}

export type ClassVerdict = Verdict | 'baseline' | 'not measured';

export interface ClassRankingRow {
  /** 1 for the best; the baseline and variants with no checked run have none. */
  rank?: number;
  key: string;
  line?: number;
  title: string;
  author?: string;
  /** Runs that finished and were checked, and how many of them passed. */
  runs: number;
  passed: number;
  passRate?: number;
  /** 95% Wilson interval around the pass rate. */
  interval?: Interval;
  /** Pass rate minus the baseline's, with its interval at `level` (fractions). */
  difference?: { delta: number; low: number; high: number; level: number };
  verdict: ClassVerdict;
  /** For an undecided variant: about how many more runs each would tell, when a difference was seen. */
  moreRuns?: number;
  /** The verdict as a sentence: "better", "undecided — about 12 more runs each would tell". */
  verdictText: string;
  /** Dollars at list price over every run made, or "unknown". */
  cost: number | 'unknown';
}

/** Why the board stopped running. */
export type ClassBoardStop = 'decided' | 'most-runs' | 'call-budget' | 'cancelled';

export interface ClassBoardResult {
  lessonId: string;
  lessonTitle: string;
  modelId: string;
  baseline: string;
  rows: ClassRankingRow[];
  /** How the 5% is shared out: each variant is tested against the baseline at alpha / variants. */
  alpha: { total: number; perVariant: number; variants: number };
  stopped: ClassBoardStop;
  runsMade: number;
  maxRunsPerVariant: number;
  callsMade: number;
  maxCalls: number;
  cost: number | 'unknown';
  startedAt: number;
  finishedAt: number;
}

/**
 * The rows in rank order: better first, then undecided, then worse, each by the difference seen
 * (then its lower bound); variants that could not be measured last, the baseline on top for reference.
 */
export function rankVariants(comparison: ComparisonResult, baseline: { key: string; title: string }, variants: readonly ClassVariant[], alphaPerVariant: number): ClassRankingRow[] {
  const differences = comparison.differences ?? [];
  const level = comparison.sequential?.level ?? 1 - alphaPerVariant;
  const metricsOf = (key: string) => comparison.metrics.find((metrics) => metrics.variant === key);
  const baselineMetrics = metricsOf(baseline.key);
  const baselineRow: ClassRankingRow = { ...countsOf(baselineMetrics), key: baseline.key, title: baseline.title, verdict: 'baseline', verdictText: 'the baseline' };

  const rows = variants.map((variant): ClassRankingRow => {
    const counts = countsOf(metricsOf(variant.key));
    const base = { ...counts, key: variant.key, line: variant.line, title: variant.title, author: variant.author };
    const found = differences.find((row) => row.variant === variant.key);
    if (!found || counts.passRate === undefined) {
      const error = comparison.runs.find((run) => run.variant === variant.key && run.error)?.error;
      return { ...base, verdict: 'not measured', verdictText: `not measured: ${error ?? 'no run finished and was checked'}` };
    }
    const difference = { delta: found.delta, low: found.low, high: found.high, level };
    if (found.verdict !== 'undecided') return { ...base, difference, verdict: found.verdict, verdictText: found.verdict };
    const more = baselineMetrics ? moreRunsAt(tallyOf(baselineMetrics), tallyOf(metricsOf(variant.key)!), found.delta, alphaPerVariant) : undefined;
    const verdictText = more === undefined ? 'undecided — no difference seen yet' : `undecided — about ${more} more ${more === 1 ? 'run' : 'runs'} each would tell`;
    return { ...base, difference, verdict: 'undecided', ...(more !== undefined ? { moreRuns: more } : {}), verdictText };
  });

  const group: Record<ClassVerdict, number> = { better: 0, undecided: 1, worse: 2, 'not measured': 3, baseline: -1 };
  rows.sort((a, b) => group[a.verdict] - group[b.verdict] || (b.difference?.delta ?? 0) - (a.difference?.delta ?? 0) || (b.difference?.low ?? 0) - (a.difference?.low ?? 0) || a.line! - b.line!);
  let rank = 0;
  for (const row of rows) if (row.verdict !== 'not measured') row.rank = ++rank;
  return [baselineRow, ...rows];
}

/**
 * About how many more runs per variant would show the difference seen, tested at the variant's
 * share of the 5% (the same level the board holds its verdicts to at its last look).
 */
function moreRunsAt(baseline: { passed: number; runs: number }, variant: { passed: number; runs: number }, delta: number, alpha: number): number | undefined {
  if (delta === 0 || baseline.runs === 0) return undefined;
  const needed = runsPerVariantToDetect(baseline.passed / baseline.runs, delta, twoSidedZ(alpha));
  if (needed === undefined) return undefined;
  return Math.max(1, needed - Math.min(baseline.runs, variant.runs));
}

function countsOf(metrics: ComparisonResult['metrics'][number] | undefined): Pick<ClassRankingRow, 'runs' | 'passed' | 'passRate' | 'interval' | 'cost'> {
  if (!metrics) return { runs: 0, passed: 0, cost: 0 };
  return {
    runs: metrics.passed + metrics.failed,
    passed: metrics.passed,
    ...(metrics.passRate !== undefined ? { passRate: metrics.passRate } : {}),
    ...(metrics.interval ? { interval: metrics.interval } : {}),
    cost: metrics.cost,
  };
}

/** The cost of the whole board: the rows' sum, unknown when any row's price is. */
export function totalCost(rows: readonly ClassRankingRow[]): number | 'unknown' {
  return rows.some((row) => row.cost === 'unknown') ? 'unknown' : rows.reduce((sum, row) => sum + (row.cost as number), 0);
}
