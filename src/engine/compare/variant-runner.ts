import { evaluateChecks } from '../lessons/checks';
import type { Lesson } from '../lessons/lesson';
import type { ModelClient } from '../model/model-client';
import type { ModelTarget, ProviderId } from '../model/provider';
import type { TreeEvent } from '../nodes/agent-tree';
import type { NodeStore } from '../nodes/node';
import { lessonHarness, type VariantHarness } from '../lessons/lesson-surface';
import { callsByTool, createRunRecorder, failuresByKind, toolKey, type RunRecorder } from '../lessons/run-trace';
import type { ReplyHandler } from '../loop/reply-handler';
import { createTokenBudget } from '../loop/token-budget';
import { AgentTree } from '../nodes/agent-tree';
import type { AnyToolContract, ApprovalPort } from '../tools/tool';
import { surfaceHash } from '../toolkit/surface';
import { createRegistry, type ToolRegistry } from '../toolkit/toolkit';
import { createEmbeddedWorkspace } from '../workspace/embedded-workspace';
import type { Workspace } from '../workspace/workspace';
import { changeBytes } from './change-size';
import type { RunOutcome } from './comparison';
import { writtenBytes } from './written-bytes';

/** Which run of the matrix this is, and the session its nodes are stored under. */
export interface RunKey {
  variant: string;
  run: number;
  sessionId: string;
}

/** What every run of a comparison shares: the lesson, where runs are kept, the clients, the limits. */
export interface RunSettings {
  lesson: Lesson;
  model: ModelClient;
  /** The provider `model` talks to (default anthropic). */
  provider?: ProviderId;
  /** A client for another provider, when a variant runs on one. */
  clientFor?: (provider: ProviderId) => ModelClient;
  /** Every run's nodes and messages go here, so runs survive reloads and can be reopened. */
  store: NodeStore;
  /** Each run's live events (a view that follows a run as it goes). */
  onRunEvent?: (run: RunKey, event: TreeEvent) => void;
  /** Model calls per agent (default 30). */
  maxSteps?: number;
  /** Tokens per run, sub-agents included (default 1,000,000). */
  tokenBudget?: number;
  /** Makes each run's fresh workspace from the lesson's files (default: the embedded workspace). */
  createWorkspace?: (files: Record<string, string>) => Promise<Workspace>;
}

/** One variant, ready to run: its harness (surface, handlers, reply handler) and their registry. */
export interface VariantRunner {
  harness: VariantHarness;
  registry: ToolRegistry;
  surfaceHash: string;
  /** The provider and model that run this variant. */
  target: ModelTarget;
}

export function variantRunner(lesson: Lesson, variant: string, available: readonly AnyToolContract[], target: ModelTarget): VariantRunner {
  const harness = lessonHarness(lesson, variant, available);
  return { harness, registry: createRegistry(harness.contracts), surfaceHash: surfaceHash(harness.surface), target };
}

/** The client for a variant's provider: the comparison's own, or one made for the other provider. */
export function clientForTarget(options: Pick<RunSettings, 'model' | 'provider' | 'clientFor'>, target: ModelTarget): ModelClient {
  if (target.provider === (options.provider ?? 'anthropic')) return options.model;
  if (!options.clientFor) throw new Error(`A variant runs on ${target.provider}:${target.model}, but this comparison has no client for the ${target.provider} provider.`);
  return options.clientFor(target.provider);
}

export interface RunContext {
  options: RunSettings;
  runners: Map<string, VariantRunner>;
  signal: AbortSignal;
  now: () => number;
}

/** Commands run without asking: a comparison runs unattended, on a throwaway copy of the lesson. */
const approveAll: ApprovalPort = async () => ({ approved: true });

/** One run: fresh workspace, a session of its own, the task, then the checks. Never throws. */
export async function runOnce(context: RunContext, key: RunKey): Promise<RunOutcome> {
  const { options, signal, now } = context;
  const { harness, registry, surfaceHash: hash, target } = context.runners.get(key.variant)!;
  const recorder = createRunRecorder(harness.surface);
  const started = now();
  let workspace: Workspace | undefined;
  let rootNodeId: string | undefined;
  let sizes: Pick<RunOutcome, 'writtenBytes' | 'changeBytes'> = {};
  const outcome = (fields: Pick<RunOutcome, 'status'> & Partial<RunOutcome>): RunOutcome => {
    const trace = recorder.trace();
    return {
      variant: key.variant,
      run: key.run,
      sessionId: key.sessionId,
      rootNodeId,
      checks: [],
      steps: trace.steps,
      usage: trace.usage,
      toolCalls: callsByTool(trace.calls),
      toolSequence: trace.calls.map(toolKey),
      failures: failuresByKind(trace.calls, trace.replies),
      ...sizes,
      wallTimeMs: Math.max(0, Math.round(now() - started)),
      surfaceHash: hash,
      model: target,
      ...(harness.preset ? { preset: harness.preset } : {}),
      ...fields,
    };
  };
  try {
    workspace = await (options.createWorkspace ?? defaultWorkspace)(options.lesson.files);
    const tree = new AgentTree({
      store: options.store,
      sessionId: key.sessionId,
      run: {
        model: clientForTarget(options, target),
        modelId: target.model,
        registry,
        getSurface: () => harness.surface,
        workspace,
        approve: approveAll,
        tokenBudget: createTokenBudget(options.tokenBudget ?? 1_000_000),
        maxSteps: options.maxSteps ?? 30,
        ...(harness.replyHandler ? { replyHandler: observed(harness.replyHandler, recorder) } : {}),
      },
      onEvent: (event) => {
        if (event.type === 'node' && event.node.depth === 0) rootNodeId = event.node.id;
        recorder.onEvent(event);
        options.onRunEvent?.(key, event);
      },
    });
    const { result } = await tree.startRoot(options.lesson.task, signal, `${key.variant} #${key.run}`);
    sizes = await measureSizes(options.lesson, recorder, workspace);
    const stopReason = result.stopReason;
    if (stopReason.type === 'aborted') return outcome({ status: 'cancelled', stopReason });
    if (stopReason.type === 'provider_error') return outcome({ status: 'errored', stopReason, error: stopReason.message });
    const checks = await evaluateChecks(options.lesson.checks, { trace: recorder.trace(), workspace });
    return outcome({ status: checks.every((check) => check.passed) ? 'passed' : 'failed', stopReason, checks });
  } catch (error) {
    // A broken store or workspace is not the surface's doing: the run says so instead of failing.
    return outcome({ status: 'errored', error: `The run could not be completed: ${error instanceof Error ? error.message : String(error)}` });
  } finally {
    await workspace?.dispose();
  }
}

/** The preset's reply handler, reporting what it wrote and what it could not apply to the recorder. */
function observed(handler: ReplyHandler, recorder: RunRecorder): ReplyHandler {
  return (text, context) => handler(text, { ...context, report: (outcome) => recorder.onReply(context.step, outcome) });
}

/** Before the checks run: a check's command may write files that are not the model's doing. */
async function measureSizes(lesson: Lesson, recorder: RunRecorder, workspace: Workspace): Promise<Pick<RunOutcome, 'writtenBytes' | 'changeBytes'>> {
  const written = writtenBytes(recorder.trace());
  // A workspace that cannot list its files leaves the change unmeasured; the run itself still counts.
  const files = await workspace.exportFiles().catch(() => undefined);
  return files === undefined ? { writtenBytes: written } : { writtenBytes: written, changeBytes: changeBytes(lesson.files, files) };
}

function defaultWorkspace(files: Record<string, string>): Promise<Workspace> {
  return createEmbeddedWorkspace({ files });
}
