import { zeroUsage, addUsage } from '../model/model-client';
import { costOf } from '../model/prices';
import type { RunOutcome, VariantMetrics } from './comparison';
import { mean, median, sum } from './statistics';
import { wilsonInterval } from './wilson';

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
