import { addUsage, zeroUsage, type ContentBlockParam, type MessageParam, type ModelClient, type ModelRequest, type ModelResponse, type Usage } from '../model/model-client';
import { isProviderError, ProviderError } from '../model/provider-error';
import type { ApprovalPort, PlanStep, SubAgentPort } from '../tools/tool';
import { diffSurfaces } from '../toolkit/surface-diff';
import { surfaceHash, type Surface } from '../toolkit/surface';
import { fillWorkspacePlaceholder } from '../toolkit/template';
import { defaultToolkitLimits, Toolkit, type ToolCallResult, type ToolkitLimits, type ToolRegistry } from '../toolkit/toolkit';
import type { Workspace } from '../workspace/workspace';
import type { AgentEvent, AgentEventListener } from './events';
import { confusionOf, correctiveText } from './confusion';
import type { ReplyHandler } from './reply-handler';
import { runToolCalls } from './run-tool-calls';
import type { StopReason } from './stop-reason';
import { createTokenBudget, type TokenBudget } from './token-budget';
import { toolResultBlock, withCacheBreakpoint } from './transcript';

export interface RunAgentOptions {
  model: ModelClient;
  modelId: string;
  registry: ToolRegistry;
  /** Read before every model call: an edit to the surface applies from the next call on. */
  getSurface: () => Surface;
  workspace: Workspace;
  /** The transcript so far; it must end with a user message (the task, or tool results). */
  messages: readonly MessageParam[];
  approve: ApprovalPort;
  setPlan?: (plan: PlanStep[]) => void;
  /** Sub-agents: writes and commands only inside this workspace-relative folder. */
  writeScope?: string;
  /** How run_agent spawns sub-agents from this run (the node tree); absent = not available. */
  agents?: SubAgentPort;
  /** Model calls this run may make (default 50). */
  maxSteps?: number;
  /** Output tokens per model reply (default 8,192). */
  maxOutputTokens?: number;
  /** Shared with sub-agents; defaults to 2,000,000 tokens for this run alone. */
  tokenBudget?: TokenBudget;
  /** Replies in a row that bring nothing usable before the run stops (default 3). */
  maxConsecutiveConfusion?: number;
  limits?: ToolkitLimits;
  signal?: AbortSignal;
  onEvent?: AgentEventListener;
  /**
   * Reads each reply's text (Aider's SEARCH/REPLACE edits); its answer joins the next user turn,
   * and a reply it answered continues the run even without tool calls. See reply-handler.ts.
   */
  replyHandler?: ReplyHandler;
}

export interface RunResult {
  stopReason: StopReason;
  steps: number;
  usage: Usage;
  /** The whole transcript, including what was passed in. */
  messages: MessageParam[];
}

/**
 * The agent loop: ask the model with the surface in force, gate and run what it asked for, answer
 * every call, repeat until a stop condition. Details live in the helpers below and beside this file.
 */
export async function runAgent(options: RunAgentOptions): Promise<RunResult> {
  const run = new AgentRun(options);
  const stopReason = await run.loop();
  run.emit({ type: 'run-end', reason: stopReason, steps: run.steps, usage: run.usage });
  return { stopReason, steps: run.steps, usage: run.usage, messages: run.messages };
}

class AgentRun {
  readonly messages: MessageParam[];
  steps = 0;
  usage: Usage = zeroUsage();
  private confusedInARow = 0;
  private previousSurface: Surface | undefined;
  private readonly budget: TokenBudget;
  private readonly signal: AbortSignal;

  constructor(private readonly options: RunAgentOptions) {
    this.messages = [...options.messages];
    this.budget = options.tokenBudget ?? createTokenBudget(2_000_000);
    this.signal = options.signal ?? new AbortController().signal;
  }

  emit(event: AgentEvent): void {
    this.options.onEvent?.(event);
  }

  async loop(): Promise<StopReason> {
    const maxSteps = this.options.maxSteps ?? 50;
    for (;;) {
      if (this.signal.aborted) return { type: 'aborted' };
      if (this.budget.remaining() <= 0) return this.tokenCap();
      if (this.steps >= maxSteps) return { type: 'step_cap', steps: this.steps };
      const outcome = await this.step();
      if (outcome) return outcome;
    }
  }

  /** One model call and the tools it asked for. Returns a stop reason when the run ends here. */
  private async step(): Promise<StopReason | undefined> {
    this.steps += 1;
    const step = this.steps;
    const surface = this.options.getSurface();
    const toolkit = new Toolkit(this.options.registry, surface, this.options.limits ?? defaultToolkitLimits);
    const hash = surfaceHash(surface);
    const request = this.buildRequest(surface, toolkit);
    this.emit({ type: 'step-start', step, surfaceHash: hash, request });
    // After step-start, so whoever builds a view of the step (the transcript) can mark it there.
    this.noteSurface(step, surface, hash);

    let response: ModelResponse;
    try {
      response = await this.options.model.createMessage(request, {
        signal: this.signal,
        onEvent: (event) => {
          if (event.type === 'text-delta') this.emit({ type: 'text-delta', step, text: event.text });
        },
      });
    } catch (error) {
      return this.providerStop(error);
    }
    this.charge(step, response.usage);
    this.append({ role: 'assistant', content: response.content }, step, hash);

    const results = await this.runTools(step, toolkit, response);
    const replyAnswer = await this.answerReply(step, toolkit, response);
    const confusion = confusionOf(response, results);
    const corrective = confusion ? correctiveText(confusion, toolkit, this.options.maxOutputTokens ?? 8192) : undefined;
    if (results.length > 0 || corrective || replyAnswer) {
      const content: ContentBlockParam[] = results.map((result) => toolResultBlock(result.id, result.content, result.isError, result.images));
      if (replyAnswer) content.push({ type: 'text', text: replyAnswer });
      if (corrective) content.push({ type: 'text', text: corrective });
      this.append({ role: 'user', content }, step);
    }
    this.emit({ type: 'step-end', step });

    this.confusedInARow = confusion ? this.confusedInARow + 1 : 0;
    if (this.confusedInARow >= (this.options.maxConsecutiveConfusion ?? 3)) {
      return { type: 'malformed_cap', count: this.confusedInARow };
    }
    if (this.signal.aborted) return { type: 'aborted' };
    if (results.length === 0 && !corrective && !replyAnswer) return { type: 'done' };
    if (this.budget.remaining() <= 0) return this.tokenCap();
    return undefined;
  }

  private buildRequest(surface: Surface, toolkit: Toolkit): ModelRequest {
    return {
      model: this.options.modelId,
      max_tokens: this.options.maxOutputTokens ?? 8192,
      system: [{ type: 'text', text: this.fillWorkspace(surface.system), cache_control: { type: 'ephemeral' } }],
      tools: toolkit.wireTools().map((tool) => ({ ...tool, description: this.fillWorkspace(tool.description) })),
      messages: withCacheBreakpoint(this.messages),
    };
  }

  private fillWorkspace(text: string): string {
    return fillWorkspacePlaceholder(text, this.options.workspace.capabilities.description);
  }

  /** Gates every call, runs the ones that pass, and reports each as it finishes. */
  private async runTools(step: number, toolkit: Toolkit, response: ModelResponse): Promise<ToolCallResult[]> {
    const malformedById = new Map(response.malformed.map((entry) => [entry.id, entry]));
    const calls = response.content
      .filter((block) => block.type === 'tool_use')
      .map((block) => ({ id: block.id, name: block.name, input: block.input, malformed: malformedById.get(block.id) }));
    for (const call of calls) this.emit({ type: 'tool-call', step, id: call.id, name: call.name, input: call.input });

    const prepared = calls.map((call) => toolkit.prepare(call));
    const base = {
      workspace: this.options.workspace,
      signal: this.signal,
      approve: this.options.approve,
      writeScope: this.options.writeScope,
      agents: this.options.agents,
      setPlan: this.options.setPlan ?? (() => {}),
    };
    const results = await runToolCalls(prepared, async (call) => {
      const result = await toolkit.execute(call, base);
      this.report(step, result);
      return result;
    }, this.options.workspace.rootPath);
    for (const result of results) if (result.rejectedAtGate || result.problem?.problem === 'surface-mismatch') this.report(step, result);
    return results;
  }

  /** The reply handler's answer to this reply's text, if there is a handler and it has one. */
  private async answerReply(step: number, toolkit: Toolkit, response: ModelResponse): Promise<string | undefined> {
    const handler = this.options.replyHandler;
    if (!handler) return undefined;
    const text = response.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
    const { workspace, writeScope } = this.options;
    return handler(text, { workspace, signal: this.signal, writeScope, nameOf: toolkit.nameOf, step });
  }

  private report(step: number, result: ToolCallResult): void {
    const { id, name, isError, errorKind, content, images, durationMs, approvalWaitMs, problem } = result;
    this.emit({ type: 'tool-result', step, id, name, isError, errorKind, content, ...(images ? { images } : {}), durationMs, ...(approvalWaitMs !== undefined ? { approvalWaitMs } : {}) });
    if (problem) this.emit({ type: 'tool-problem', step, id, name, ...problem });
  }

  private noteSurface(step: number, surface: Surface, hash: string): void {
    const previous = this.previousSurface;
    if (previous && previous !== surface) {
      const fromHash = surfaceHash(previous);
      if (fromHash !== hash) this.emit({ type: 'surface-change', step, fromHash, toHash: hash, changes: diffSurfaces(previous, surface) });
    }
    this.previousSurface = surface;
  }

  private append(message: MessageParam, step: number, hash?: string): void {
    this.messages.push(message);
    this.emit({ type: 'message', message, step, surfaceHash: hash });
  }

  private charge(step: number, usage: Usage): void {
    this.usage = addUsage(this.usage, usage);
    this.budget.charge(usage);
    this.emit({ type: 'usage', step, usage, total: this.usage });
  }

  private tokenCap(): StopReason {
    return { type: 'token_cap', used: this.budget.used(), limit: this.budget.limit };
  }

  private providerStop(error: unknown): StopReason {
    if (this.signal.aborted) return { type: 'aborted' };
    const problem = isProviderError(error)
      ? error
      : new ProviderError('server', 'The model call failed in an unexpected way.', error instanceof Error ? error.message : String(error));
    if (problem.kind === 'aborted') return { type: 'aborted' };
    return { type: 'provider_error', kind: problem.kind, message: problem.message, detail: problem.detail, status: problem.status };
  }
}
