import type { CheckResult } from '../lessons/checks';
import type { StopReason } from '../loop/stop-reason';
import type { Usage } from '../model/model-client';
import type { ModelTarget } from '../model/provider';
import type { Difference } from './difference';
import type { SequentialSummary } from './sequential';
import type { Shard } from './shards';
import type { Interval } from './wilson';

/**
 * What a comparison produces: plain JSON, so the UI can store it next to the nodes of its runs
 * and a share link or `--out` can carry it. Every run names its session and root node, so its
 * transcript is one lookup away in the NodeStore.
 */

/**
 * passed / failed: the run finished and the checks decided (passed = no check failed, so a lesson
 * without checks passes every finished run). cancelled: stopped by the person, not a fail.
 * errored: the provider (or the machinery) failed mid-run; it says nothing about the surface.
 */
export type RunStatus = 'passed' | 'failed' | 'cancelled' | 'errored';

export interface RunOutcome {
  variant: string;
  /** Counts from 1 within its variant. */
  run: number;
  sessionId: string;
  /** The root node of the run's tree: its transcript. */
  rootNodeId?: string;
  status: RunStatus;
  stopReason?: StopReason;
  /** Why an errored run errored, in one line. */
  error?: string;
  /** Empty for cancelled and errored runs: their checks were not evaluated. */
  checks: CheckResult[];
  /** Model calls, sub-agents included. */
  steps: number;
  usage: Usage;
  /** Calls per handler id ("[name]" for a name no tool has). */
  toolCalls: Record<string, number>;
  /** The same calls in the order they were made. */
  toolSequence: string[];
  /** Failures per kind (InvalidToolCall, NotFound...), SEARCH/REPLACE blocks not applied included. */
  failures: Record<string, number>;
  /**
   * Bytes of file content the model sent to be written (written-bytes.ts), and bytes of the lines
   * the run added or changed (change-size.ts). Undefined when the run's workspace could not be
   * read, and in results saved before they were measured.
   */
  writtenBytes?: number;
  changeBytes?: number;
  wallTimeMs: number;
  /** The surface the variant sent (surfaceHash), to match runs to what the model read. */
  surfaceHash: string;
  /** The preset the variant ran, when it was one. */
  preset?: string;
  /** The provider and model that ran it; absent in results saved before runs could differ. */
  model?: ModelTarget;
}

export interface ComparisonResult {
  id: string;
  lessonId: string;
  lessonTitle: string;
  modelId: string;
  /** Which provider and model ran each variant; absent in results saved before variants could differ. */
  models?: Record<string, ModelTarget>;
  variants: string[];
  runsPerVariant: number;
  /** The lesson's checks as they read in tables, in order. */
  checkLabels: string[];
  startedAt: number;
  finishedAt: number;
  /** True when it was stopped before every run was made. */
  cancelled: boolean;
  runs: RunOutcome[];
  metrics: VariantMetrics[];
  /** The slice of the run matrix this result holds (`--shard`); absent for a whole comparison. */
  shard?: Shard;
  /** The variant the others are measured against (the first unless one was named); absent in results saved before. */
  baseline?: string;
  /**
   * Every other variant against the baseline: difference in pass rate, its interval (95%, or the
   * last look's level when run until decided) and the verdict. Absent in results saved before.
   */
  differences?: Difference[];
  /** The difference (a fraction) the person wants to be able to see: sizes "how many more runs". */
  detect?: number;
  /** How a run-until-decided comparison went; absent for a comparison of fixed size. */
  sequential?: SequentialSummary;
}

export interface ComparisonProgress {
  /** Runs finished (any status). */
  done: number;
  total: number;
  running: number;
  /** Time left, from the mean time of the runs finished so far; undefined before the first. */
  etaMs?: number;
  /** The run that just finished, when this event reports one. */
  finished?: RunOutcome;
}

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
