import type { RunOutcome } from '../compare/comparison';
import { differenceAgainst } from '../compare/difference';
import { runOnce, type RunContext, type VariantRunner } from '../compare/variant-runner';
import type { Lesson } from '../lessons/lesson';
import type { ReplyHandler } from '../loop/reply-handler';
import type { ModelClient } from '../model/model-client';
import { addUsage, zeroUsage } from '../model/model-client';
import { MemoryNodeStore } from '../nodes/memory-node-store';
import type { AnyToolContract } from '../tools/tool';
import { defaultSurfaceTool } from '../toolkit/default-surface';
import { surfaceHash, type Surface } from '../toolkit/surface';
import { createRegistry } from '../toolkit/toolkit';
import { ProviderFailure, type EvaluationSet, type Measurement } from './evaluation-set';
import { collectLessonMisses, createCallLog, type LessonCall } from './lesson-misses';

/**
 * A lesson as an evaluation set: its task run `runs` times with the surface under test, each run
 * an agent on a fresh embedded workspace (as `npm run compare` runs it), passed when every check
 * passes. Two surfaces are set against each other by the difference of their pass rates
 * (Newcombe's interval, as the compare view's verdicts).
 */

export interface LessonSetOptions {
  lesson: Lesson;
  runs: number;
  model: ModelClient;
  modelId: string;
  /** Handlers a surface may name: the built-ins, plus the MCP servers' when they run. */
  available: readonly AnyToolContract[];
  /** Model calls per agent in one run. */
  maxSteps: number;
  /** A preset's reply handler, when the surface is a preset's that acts on the reply text. */
  replyHandler?: ReplyHandler;
  /**
   * Runs and steps seen so far, shared between the lesson sets of one loop: a lesson not run yet
   * (the held-out one) is expected to take as many steps a run as the others did.
   */
  seen?: LessonSteps;
}

export interface LessonSteps {
  runs: number;
  steps: number;
}

interface LessonRun {
  outcome: RunOutcome;
  calls: LessonCall[];
}

export function lessonSet(options: LessonSetOptions): EvaluationSet {
  const { lesson, runs } = options;
  // Until a run has been seen a run counts as one call, the least it can take: the budget is then
  // judged on the steps runs really took rather than refusing everything at --max-steps each.
  const seen = options.seen ?? { runs: 0, steps: 0 };
  let measured = 0;
  const runsOf = (measurement: Measurement) => measurement.detail as LessonRun[];
  return {
    name: `lesson "${lesson.id}"`,
    size: `lesson ${lesson.id} × ${runs} ${runs === 1 ? 'run' : 'runs'}`,
    counts: 'runs passed',
    expectedCalls: () => runs * (seen.runs === 0 ? 1 : Math.ceil(seen.steps / seen.runs)),
    async measure(surface, label, signal) {
      measured++;
      const runner = runnerFor(options, withLessonTools(surface, lesson, options.available));
      const logs = new Map<string, ReturnType<typeof createCallLog>>();
      const context: RunContext = {
        // The transcripts are read through the events; a store per measurement lets them go after it.
        options: { lesson, model: options.model, store: new MemoryNodeStore(), maxSteps: options.maxSteps, onRunEvent: (key, event) => logs.get(key.sessionId)?.onEvent(event) },
        runners: new Map([[label, runner]]),
        signal: signal ?? new AbortController().signal,
        now: Date.now,
      };
      const done: LessonRun[] = [];
      for (let run = 1; run <= runs && !signal?.aborted; run++) {
        const sessionId = `improve-${measured}/${label}/${run}`;
        const log = createCallLog();
        logs.set(sessionId, log);
        const outcome = await runOnce(context, { variant: label, run, sessionId });
        if (outcome.status === 'errored' && !signal?.aborted) throw new ProviderFailure(outcome.error ?? 'a lesson run errored');
        if (outcome.status === 'cancelled') break;
        done.push({ outcome, calls: log.calls() });
        seen.runs++;
        seen.steps += outcome.steps;
      }
      const usage = done.reduce((total, run) => addUsage(total, run.outcome.usage), zeroUsage());
      return {
        right: done.filter((run) => run.outcome.status === 'passed').length,
        total: done.length,
        calls: done.reduce((total, run) => total + run.outcome.steps, 0),
        usage,
        detail: done,
      };
    },
    difference(base, trial, z) {
      const tally = (measurement: Measurement) => ({ passed: measurement.right, runs: measurement.total });
      const difference = differenceAgainst('trial', tally(trial), 'base', tally(base), z);
      if (!difference) return undefined;
      return { delta: difference.delta, low: difference.low, high: difference.high, verdict: difference.verdict, runs: Math.min(base.total, trial.total) };
    },
    misses: (measurement) => ({ prompts: [], lessonRuns: collectLessonMisses(lesson, runsOf(measurement)) }),
  };
}

function runnerFor(options: LessonSetOptions, surface: Surface): VariantRunner {
  const handlers = new Set(surface.tools.map((tool) => tool.handler));
  const contracts = options.available.filter((contract) => handlers.has(contract.id));
  return {
    harness: { surface, contracts, ...(options.replyHandler ? { replyHandler: options.replyHandler } : {}) },
    registry: createRegistry(contracts),
    surfaceHash: surfaceHash(surface),
    target: { provider: 'anthropic', model: options.modelId },
  };
}

/**
 * The handlers the lesson's task needs (create_event...) that the surface under test lacks join
 * it at their defaults: a held-out lesson may need a tool the evaluation never showed.
 */
export function withLessonTools(surface: Surface, lesson: Pick<Lesson, 'tools'>, available: readonly AnyToolContract[]): Surface {
  const missing = (lesson.tools ?? []).filter((id) => !surface.tools.some((tool) => tool.handler === id));
  const added = missing.flatMap((id) => {
    const contract = available.find((candidate) => candidate.id === id);
    return contract ? [defaultSurfaceTool(contract)] : [];
  });
  return added.length === 0 ? surface : { ...surface, tools: [...surface.tools, ...added] };
}
