import { describeCheck } from '../lessons/checks';
import type { ModelTarget } from '../model/provider';
import { allTools } from '../tools/all-tools';
import type { AnyToolContract } from '../tools/tool';
import { embeddedCapabilities } from '../workspace/capabilities';
import type { WorkspaceCapabilities, WorkspaceKind } from '../workspace/workspace';
import { assertLessonNeeds, type NeedsPlace } from '../lessons/lesson-needs';
import { parseMcpHandlerId } from '../mcp/mcp-handler-id';
import type { ComparisonProgress, ComparisonResult, RunOutcome } from './comparison';
import { clientForTarget, runOnce, variantRunner, type RunContext, type RunKey, type RunSettings } from './variant-runner';
import { summarizeRuns } from './metrics';
import { inShard, type Shard } from './shards';
import { baselineOf, differencesOf, withDifferences } from './comparison-verdicts';
import { defaultRoundSize, everyVariantDecided, sequentialPlan, type SequentialPlan, type SequentialStop } from './sequential';

export interface ComparisonOptions extends RunSettings {
  /**
   * Names of the lesson's variants to compare (two or more for a comparison; one works too). A
   * variant may be a preset ({ preset: "aider" }): it runs with that preset's handlers and reply
   * handler. withPresetVariants adds "preset:<id>" variants to any lesson.
   */
  variants: readonly string[];
  runsPerVariant: number;
  modelId: string;
  /** Variants run on another model than modelId; a lesson variant's own `model` counts too, this wins. */
  variantModels?: Readonly<Record<string, ModelTarget>>;
  /** Stops the comparison: runs in progress end as cancelled, finished ones are kept. */
  signal?: AbortSignal;
  onProgress?: (progress: ComparisonProgress) => void;
  /** Runs at the same time (default 1). */
  concurrency?: number;
  /** Names the comparison in session ids; generated when absent. */
  id?: string;
  /** Handlers a lesson's `tools` may name (default: every handler). */
  available?: readonly AnyToolContract[];
  /**
   * What those workspaces can run, checked against the lesson's `needs` before any run starts
   * (default: the embedded workspace's). The OS sandbox's are found on the machine.
   */
  capabilities?: WorkspaceCapabilities;
  workspaceKind?: WorkspaceKind;
  /** MCP servers that are ready, checked against the lesson's `mcp:` needs (default: those whose tools are in `available`). */
  mcpServers?: readonly string[];
  /** Whose next move a missing need's message names: the CLI's flags or the page's controls. */
  needsPlace?: NeedsPlace;
  now?: () => number;
  /** Runs only this slice of the run matrix (shards.ts); the result says which slice it holds. */
  shard?: Shard;
  /** The variant the others are measured against (default: the first). */
  baseline?: string;
  /** A difference in pass rate (a fraction) to size "how many more runs" by, instead of the one seen. */
  detect?: number;
  /**
   * Run until decided (sequential.ts): runsPerVariant becomes the most per variant, runs go in
   * rounds, and the comparison stops once every variant has a verdict against the baseline.
   */
  untilDecided?: {
    roundSize?: number;
    /**
     * The chance of calling two equal variants different, over all looks (default 5%). A caller
     * comparing many variants against one baseline splits the 5% between them and passes its share.
     */
    alpha?: number;
  };
}

/**
 * Runs a lesson's task N times per variant, each run on a fresh workspace in its own session, and
 * checks every finished run. Runs are interleaved (a1, b1, a2, b2...) so that a comparison stopped
 * early still has about as many runs of each variant.
 */
export async function runComparison(options: ComparisonOptions): Promise<ComparisonResult> {
  const { lesson, runsPerVariant } = options;
  const variants = [...options.variants];
  if (variants.length === 0) throw new Error('Pick at least one variant to run.');
  if (!Number.isInteger(runsPerVariant) || runsPerVariant < 1) throw new Error(`Runs per variant must be a whole number of at least 1, not ${runsPerVariant}.`);
  if (options.baseline !== undefined && !variants.includes(options.baseline)) throw new Error(`The baseline "${options.baseline}" is not one of the variants compared: ${variants.join(', ')}.`);
  checkSequentialOptions(options, variants);
  const available = options.available ?? allTools;
  assertLessonNeeds(lesson, {
    capabilities: options.capabilities ?? embeddedCapabilities,
    workspaceKind: options.capabilities ? options.workspaceKind : 'embedded',
    mcpServers: options.mcpServers ?? serversOf(available),
    place: options.needsPlace ?? 'headless',
  });
  // Built before any run starts, so a variant the lesson lacks is refused before anything is spent.
  const runners = new Map(variants.map((variant) => [variant, variantRunner(lesson, variant, available, modelTargetOf(options, variant))]));
  // A variant on a provider this comparison cannot reach is refused before anything is spent, too.
  for (const runner of runners.values()) clientForTarget(options, runner.target);

  const now = options.now ?? Date.now;
  const id = options.id ?? newComparisonId();
  const signal = options.signal ?? new AbortController().signal;
  const context: RunContext = { options, runners, signal, now };
  const baseline = baselineOf({ baseline: options.baseline, variants });

  const plan = options.untilDecided ? sequentialPlan(runsPerVariant, options.untilDecided.roundSize ?? defaultRoundSize(runsPerVariant, variants.length, options.concurrency ?? 1), options.untilDecided.alpha) : undefined;
  const job = (variant: string, run: number): RunKey => ({ variant, run, sessionId: `${id}/${variant}/${run}` });
  const jobs: RunKey[] = [];
  for (let run = 1; run <= runsPerVariant; run++) for (const variant of variants) jobs.push(job(variant, run));
  const mine = jobs.filter((_, position) => inShard(position, jobs.length, options.shard));
  // Without a plan the whole slice is one round; with one, each look ends a round.
  const rounds = plan ? plan.looks.map((look, index) => jobs.slice((plan.looks[index - 1]?.runsPerVariant ?? 0) * variants.length, look.runsPerVariant * variants.length)) : [mine];
  const startedAt = now();
  const outcomes: RunOutcome[] = [];
  const progress = createProgress(mine.length, Math.max(1, options.concurrency ?? 1), options.onProgress);
  progress.report();
  const checkLabels = lesson.checks.map(describeCheck);
  const summarize = () => summarizeRuns(variants, outcomes, options.modelId, checkLabels);

  let scheduled = 0;
  let stopped: SequentialStop = 'budget';
  let roundsMade = 0;
  for (const round of rounds) {
    if (signal.aborted) break;
    scheduled += round.length;
    roundsMade += 1;
    await runJobs(round, (key) => runOnce(context, key), progress, signal, outcomes);
    if (plan && !signal.aborted && everyVariantDecided(differencesOf({ baseline, variants, metrics: summarize() }, plan.looks[roundsMade - 1]!.z), variants, baseline)) {
      stopped = 'decided';
      break;
    }
  }

  const order = (run: RunOutcome) => (run.run - 1) * variants.length + variants.indexOf(run.variant);
  outcomes.sort((a, b) => order(a) - order(b));
  const cancelled = signal.aborted || outcomes.length < scheduled || outcomes.some((run) => run.status === 'cancelled');
  const result: ComparisonResult = withDifferences({
    id,
    lessonId: lesson.id,
    lessonTitle: lesson.title,
    modelId: options.modelId,
    models: Object.fromEntries(variants.map((variant) => [variant, runners.get(variant)!.target])),
    variants,
    runsPerVariant,
    checkLabels,
    startedAt,
    finishedAt: now(),
    cancelled,
    runs: outcomes,
    metrics: summarize(),
    ...(options.shard ? { shard: options.shard } : {}),
    baseline,
    ...(options.detect !== undefined ? { detect: options.detect } : {}),
  });
  return plan ? withSequentialSummary(result, plan, roundsMade, cancelled && stopped !== 'decided' ? 'cancelled' : stopped) : result;
}

/** The result's differences at the last look's level, and how the rounds went. */
function withSequentialSummary(result: ComparisonResult, plan: SequentialPlan, rounds: number, stopped: SequentialStop): ComparisonResult {
  const look = plan.looks[Math.max(0, rounds - 1)]!;
  return {
    ...result,
    differences: differencesOf(result, look.z),
    sequential: {
      method: 'alpha spending, linear',
      alpha: plan.alpha,
      roundSize: plan.roundSize,
      rounds,
      plannedRounds: plan.looks.length,
      maxRunsPerVariant: plan.maxRunsPerVariant,
      runsMade: result.runs.length,
      runsAllowed: plan.maxRunsPerVariant * result.variants.length,
      stopped,
      level: 1 - look.alpha,
    },
  };
}

/** The jobs `concurrency` at a time, each outcome pushed as it finishes; stops taking jobs once aborted. */
async function runJobs(jobs: readonly RunKey[], run: (key: RunKey) => Promise<RunOutcome>, progress: ReturnType<typeof createProgress>, signal: AbortSignal, outcomes: RunOutcome[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (;;) {
      if (signal.aborted) return;
      const job = jobs[next++];
      if (!job) return;
      progress.started();
      const outcome = await run(job);
      outcomes.push(outcome);
      progress.finished(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(progress.concurrency, jobs.length) }, worker));
}

/** A run-until-decided comparison needs a baseline and a variant to decide, and all of its runs in one place. */
function checkSequentialOptions(options: ComparisonOptions, variants: readonly string[]): void {
  if (!options.untilDecided) return;
  if (options.shard) throw new Error('A comparison run until decided cannot be split into slices: each round decides whether the next is run, so it needs every run in one place.');
  if (variants.length < 2) throw new Error('Running until decided needs two or more variants: a baseline and at least one to decide against it.');
}

/** The model a variant runs on: pinned by the caller, by the lesson, or the comparison's own. */
export function modelTargetOf(options: Pick<ComparisonOptions, 'lesson' | 'variantModels' | 'modelId' | 'provider'>, variant: string): ModelTarget {
  const pinned = options.variantModels?.[variant] ?? (Object.hasOwn(options.lesson.variants, variant) ? options.lesson.variants[variant]!.model : undefined);
  return pinned ?? { provider: options.provider ?? 'anthropic', model: options.modelId };
}

function createProgress(total: number, concurrency: number, onProgress?: (progress: ComparisonProgress) => void) {
  let done = 0;
  let running = 0;
  const durations: number[] = [];
  const etaMs = (): number | undefined => {
    if (durations.length === 0) return undefined;
    const remaining = total - done;
    if (remaining === 0) return 0;
    const average = durations.reduce((sum, value) => sum + value, 0) / durations.length;
    // Runs left go `concurrency` at a time; the ones already running are counted as whole runs.
    return Math.round((average * remaining) / Math.min(concurrency, remaining));
  };
  const report = (finished?: RunOutcome) => onProgress?.({ done, total, running, etaMs: etaMs(), ...(finished ? { finished } : {}) });
  return {
    concurrency,
    report: () => report(),
    started: () => {
      running += 1;
      report();
    },
    finished: (outcome: RunOutcome) => {
      running -= 1;
      done += 1;
      // A cancelled run's time says nothing about how long a run takes.
      if (outcome.status !== 'cancelled') durations.push(outcome.wallTimeMs);
      report(outcome);
    },
  };
}

/** The servers whose tools a registry holds. */
function serversOf(available: readonly AnyToolContract[]): string[] {
  return [...new Set(available.flatMap((contract) => parseMcpHandlerId(contract.id)?.server ?? []))];
}

function newComparisonId(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return `cmp_${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
