import { zeroUsage, addUsage, type Usage } from '../model/model-client';
import { costOf } from '../model/prices';
import type { RunOutcome } from './comparison';
import { mean, median, sum } from './statistics';
import { wilsonInterval, type Interval } from './wilson';

/**
 * Per-variant results of a comparison. The behaviour numbers (pass rate, steps, calls, failures,
 * time) are over the runs that finished and were checked; tokens and cost are over every run
 * made, cancelled and errored ones too, because those were paid for.
 */
export interface VariantMetrics {
  variant: string;
  runs: number;
  passed: number;
  failed: number;
  cancelled: number;
  errored: number;
  /** passed / (passed + failed); undefined when no run was checked. */
  passRate?: number;
  /** 95% Wilson interval around passRate. */
  interval?: Interval;
  steps: { mean?: number; median?: number };
  /** Per handler id: calls over the checked runs, and per checked run. */
  toolCalls: Record<string, { total: number; perRun: number }>;
  /** Failures per kind over the checked runs. */
  failures: Record<string, number>;
  /** Mean bytes of file content written per checked run (see written-bytes.ts). */
  writtenBytes?: number;
  /** Mean bytes of added or changed lines per checked run (see change-size.ts). */
  changeBytes?: number;
  /**
   * Written over change, summed over the checked runs that measured both: about 1 for exact
   * edits, far above for whole-file rewrites. Undefined when those runs changed nothing.
   */
  writtenPerChange?: number;
  tokens: Usage;
  /** Dollars at list price, or "unknown" for a model without a known price. */
  cost: number | 'unknown';
  wallTimeMs: { mean?: number; total: number };
  /** How often each of the lesson's checks passed, in lesson order, over the checked runs. */
  checks: Array<{ label: string; passed: number; of: number }>;
}

export function summarizeVariant(variant: string, runs: readonly RunOutcome[], modelId: string, checkLabels: readonly string[]): VariantMetrics {
  const mine = runs.filter((run) => run.variant === variant);
  const checked = mine.filter((run) => run.status === 'passed' || run.status === 'failed');
  const passed = mine.filter((run) => run.status === 'passed').length;
  const count = (status: RunOutcome['status']) => mine.filter((run) => run.status === status).length;

  const tokens = mine.reduce((total, run) => addUsage(total, run.usage), zeroUsage());
  const cost = costOfRuns(mine, modelId);
  const wallTimes = checked.map((run) => run.wallTimeMs);
  const measured = checked.filter((run) => run.writtenBytes !== undefined && run.changeBytes !== undefined);
  const written = sum(measured.map((run) => run.writtenBytes!));
  const change = sum(measured.map((run) => run.changeBytes!));
  return {
    variant,
    runs: mine.length,
    passed,
    failed: count('failed'),
    cancelled: count('cancelled'),
    errored: count('errored'),
    passRate: checked.length === 0 ? undefined : passed / checked.length,
    interval: wilsonInterval(passed, checked.length),
    steps: { mean: mean(checked.map((run) => run.steps)), median: median(checked.map((run) => run.steps)) },
    toolCalls: perRun(addCounts(checked.map((run) => run.toolCalls)), checked.length),
    failures: addCounts(checked.map((run) => run.failures)),
    writtenBytes: mean(measured.map((run) => run.writtenBytes!)),
    changeBytes: mean(measured.map((run) => run.changeBytes!)),
    writtenPerChange: change === 0 ? undefined : written / change,
    tokens,
    cost: cost ?? 'unknown',
    wallTimeMs: { mean: mean(wallTimes), total: sum(mine.map((run) => run.wallTimeMs)) },
    checks: checkLabels.map((label, index) => ({
      label,
      passed: checked.filter((run) => run.checks[index]?.passed).length,
      of: checked.length,
    })),
  };
}

export function summarizeRuns(variants: readonly string[], runs: readonly RunOutcome[], modelId: string, checkLabels: readonly string[]): VariantMetrics[] {
  return variants.map((variant) => summarizeVariant(variant, runs, modelId, checkLabels));
}

/** Each run at its own model's list price (a variant may run on another model); unknown if any is. */
function costOfRuns(runs: readonly RunOutcome[], modelId: string): number | undefined {
  if (runs.length === 0) return costOf(modelId, zeroUsage());
  let total = 0;
  for (const run of runs) {
    const cost = costOf(run.model?.model ?? modelId, run.usage);
    if (cost === undefined) return undefined;
    total += cost;
  }
  return total;
}

function addCounts(counts: ReadonlyArray<Record<string, number>>): Record<string, number> {
  const total: Record<string, number> = {};
  for (const entry of counts) for (const [key, value] of Object.entries(entry)) total[key] = (total[key] ?? 0) + value;
  return total;
}

function perRun(totals: Record<string, number>, runs: number): Record<string, { total: number; perRun: number }> {
  const result: Record<string, { total: number; perRun: number }> = {};
  for (const [key, total] of Object.entries(totals).sort(([a], [b]) => a.localeCompare(b))) result[key] = { total, perRun: runs === 0 ? 0 : total / runs };
  return result;
}
