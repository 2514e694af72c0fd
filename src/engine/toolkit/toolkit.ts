import type { MalformedToolInput, WireTool } from '../model/model-client';
import type { AnyToolContract, FailureValues, ToolAccess, ToolContext, ToolId, ToolImage } from '../tools/tool';
import { guardCall, type CallStop } from './call-guard';
import { planClip } from './clip';
import { checkArguments } from './gate';
import type { Surface, SurfaceTool } from './surface';
import { renderTemplate } from './template';
import { toolkitFailures, type ToolkitFailureKind } from './toolkit-failures';

/**
 * The toolkit binds a surface (what the model reads) to the registry of handlers (what runs).
 * A new Toolkit is made for every model call from the surface in force at that moment.
 *
 * A call goes: look up the name -> gate against the shown schema -> normalise accommodations ->
 * the handler's own parse -> handler -> success check -> format -> clip. Every way out is a string
 * the model can act on; our own bugs are also reported to the person through `problem`.
 */

export type ToolRegistry = ReadonlyMap<ToolId, AnyToolContract>;

export function createRegistry(contracts: readonly AnyToolContract[]): ToolRegistry {
  return new Map(contracts.map((contract) => [contract.id, contract]));
}

export interface ToolCall {
  id: string;
  name: string;
  input: unknown;
  /** Set when the arguments did not arrive as a JSON object. */
  malformed?: MalformedToolInput;
}

export interface ToolCallProblem {
  problem: 'handler-threw' | 'bad-success' | 'surface-mismatch';
  detail: string;
}

export interface ToolCallResult {
  id: string;
  name: string;
  isError: boolean;
  errorKind?: string;
  /** Exactly what the model reads. */
  content: string;
  /** Images the model sees after `content`, when the tool returned any. */
  images?: ToolImage[];
  /** How long the call ran, not counting time it waited for a person's approval. */
  durationMs: number;
  /** How long it waited for a person to approve it, when it asked. */
  approvalWaitMs?: number;
  /** True when the call never reached a handler because the model got its shape wrong. */
  rejectedAtGate: boolean;
  problem?: ToolCallProblem;
}

/** A call that passed the gate, ready to run. */
export interface PreparedCall {
  call: ToolCall;
  surfaceTool: SurfaceTool;
  contract: AnyToolContract;
  args: unknown;
  access: ToolAccess;
}

/** The context a handler gets, minus what the toolkit supplies itself. */
export type BaseToolContext = Omit<ToolContext, 'nameOf'>;

export interface ToolkitLimits {
  /** Results longer than this are clipped head + tail. */
  maxResultChars: number;
  /** How long a call that only reads or writes files may take before it is stopped (default 30 s). */
  fileCallDeadlineMs?: number;
}

export const DEFAULT_FILE_CALL_DEADLINE_MS = 30_000;

export const defaultToolkitLimits: ToolkitLimits = { maxResultChars: 40_000, fileCallDeadlineMs: DEFAULT_FILE_CALL_DEADLINE_MS };

/** A name the model made up is echoed back in UnknownTool; past this it is cut, with a marker. */
const MAX_ECHOED_NAME_CHARS = 100;

export class Toolkit {
  private readonly byName = new Map<string, SurfaceTool>();
  private readonly nameByHandler = new Map<ToolId, string>();

  constructor(
    readonly registry: ToolRegistry,
    readonly surface: Surface,
    readonly limits: ToolkitLimits = defaultToolkitLimits,
  ) {
    for (const tool of surface.tools) {
      if (!registry.has(tool.handler)) continue;
      this.byName.set(tool.name, tool);
      this.nameByHandler.set(tool.handler, tool.name);
    }
  }

  /** The name the model sees for a handler id, or undefined when that tool is disabled. */
  readonly nameOf = (toolId: ToolId): string | undefined => this.nameByHandler.get(toolId);

  /** The tools array of the request, with a cache breakpoint after the last tool. */
  wireTools(): WireTool[] {
    const tools: WireTool[] = [...this.byName.values()].map((tool) => ({
      name: tool.name,
      description: tool.description,
      input_schema: tool.input_schema,
    }));
    const last = tools.at(-1);
    if (last) last.cache_control = { type: 'ephemeral' };
    return tools;
  }

  roster(): string {
    return [...this.byName.keys()].join(', ');
  }

  /** Gate stage: either a call ready to run, or the result to send back without running it. */
  prepare(call: ToolCall): PreparedCall | ToolCallResult {
    const surfaceTool = this.byName.get(call.name);
    if (!surfaceTool) return this.reject(call, 'UnknownTool', { name: clippedName(call.name), roster: this.roster() });
    const contract = this.registry.get(surfaceTool.handler)!;
    if (call.malformed) {
      return this.reject(call, 'MalformedArguments', { tool: call.name, problem: call.malformed.problem });
    }
    const verdict = checkArguments(surfaceTool.input_schema, call.input);
    if (!verdict.ok && 'unusableSchema' in verdict) {
      return this.mismatch(call, `the edited input_schema cannot be used: ${verdict.unusableSchema}`);
    }
    if (!verdict.ok) {
      return this.reject(call, 'InvalidToolCall', {
        tool: call.name,
        issues: clipText(verdict.issues.join('; '), 600),
        required: requiredList(surfaceTool),
      });
    }
    const normalized = contract.normalize ? contract.normalize(verdict.args) : verdict.args;
    const parsed = contract.parameters.safeParse(normalized);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((issue: { path: PropertyKey[]; message: string }) => `${issue.path.map(String).join('.') || 'arguments'}: ${issue.message}`);
      return this.mismatch(call, clipText(detail.join('; '), 400));
    }
    return { call, surfaceTool, contract, args: parsed.data, access: contract.access(parsed.data) };
  }

  /**
   * Runs a prepared call. Never throws: a handler's throw becomes InternalError plus a problem.
   * A call whose run was stopped before it started does not run (it may have waited behind
   * another); a file call that passes its deadline, or any call when the run stops, is answered at
   * that moment (see call-guard.ts).
   */
  async execute(prepared: PreparedCall, base: BaseToolContext): Promise<ToolCallResult> {
    const { call, contract, surfaceTool } = prepared;
    const started = performance.now();
    if (base.signal.aborted) {
      return { id: call.id, name: call.name, isError: true, errorKind: 'NotRun', content: failureText('NotRun', this.renderFailure('NotRun', { tool: call.name })), durationMs: 0, rejectedAtGate: false };
    }
    const fileCall = prepared.access.kind === 'read' || prepared.access.kind === 'write';
    const deadlineMs = this.limits.fileCallDeadlineMs ?? DEFAULT_FILE_CALL_DEADLINE_MS;
    const guard = guardCall(base.signal, fileCall ? deadlineMs : undefined);
    // A person deciding is not the tool running: the wait is timed apart from the call.
    let waitedMs = 0;
    const approve: ToolContext['approve'] = async (request, signal) => {
      const asked = performance.now();
      try {
        return await base.approve(request, signal);
      } finally {
        waitedMs += performance.now() - asked;
      }
    };
    const context: ToolContext = { ...base, approve, signal: guard.signal, nameOf: this.nameOf };
    const finish = (result: Omit<ToolCallResult, 'durationMs' | 'id' | 'name' | 'rejectedAtGate'>): ToolCallResult => ({
      id: call.id,
      name: call.name,
      rejectedAtGate: false,
      durationMs: Math.round(performance.now() - started - waitedMs),
      ...(waitedMs > 0 ? { approvalWaitMs: Math.round(waitedMs) } : {}),
      ...result,
    });
    const stoppedResult = (stop: CallStop) =>
      stop === 'deadline'
        ? finish({ isError: true, errorKind: 'TimedOut', content: failureText('TimedOut', this.renderFailure('TimedOut', { tool: call.name, seconds: Math.round(deadlineMs / 100) / 10 })) })
        : finish({ isError: true, errorKind: 'Interrupted', content: failureText('Interrupted', this.renderFailure('Interrupted', {})) });
    try {
      const running = contract.handler(prepared.args, context);
      // Once the guard has answered, a late failure of the abandoned handler has no one to tell.
      running.catch(() => {});
      const outcome = await Promise.race([running, guard.stopped]);
      if (typeof outcome === 'string') return stoppedResult(outcome);
      if (!outcome.ok) {
        const message = this.renderFailure(outcome.kind, outcome.values, surfaceTool);
        return finish({ isError: true, errorKind: outcome.kind, content: failureText(outcome.kind, message) });
      }
      const checked = contract.success.safeParse(outcome.value);
      if (!checked.success) {
        return finish({
          ...this.internalError(call.name),
          problem: { problem: 'bad-success', detail: `${surfaceTool.handler} returned a result that breaks its own success schema: ${checked.error.message}` },
        });
      }
      const images = contract.images?.(checked.data) ?? [];
      return finish({ isError: false, content: this.clip(contract.format(checked.data, context), call.name, contract), ...(images.length > 0 ? { images } : {}) });
    } catch (error) {
      // A handler that honours its signal throws when it fires: that is the stop, not a bug.
      const stop = guard.reason();
      if (stop !== undefined) return stoppedResult(stop);
      return finish({
        ...this.internalError(call.name),
        problem: { problem: 'handler-threw', detail: describeThrown(error) },
      });
    } finally {
      guard.dispose();
    }
  }

  /** A surface template rendered with values: the tool's own kinds, then the toolkit's. */
  renderFailure(kind: string, values: FailureValues, surfaceTool?: SurfaceTool): string {
    const template =
      surfaceTool?.failures[kind] ??
      (surfaceTool && this.registry.get(surfaceTool.handler)?.failures[kind]?.template) ??
      this.surface.failures[kind] ??
      toolkitFailures[kind as ToolkitFailureKind]?.template ??
      `${kind}.`;
    return renderTemplate(template, { values, nameOf: this.nameOf });
  }

  private clip(text: string, toolName: string, contract: AnyToolContract): string {
    const plan = planClip(text, this.limits.maxResultChars);
    if (!plan) return text;
    const hint = contract.clipHint ? renderTemplate(contract.clipHint, { values: {}, nameOf: this.nameOf }) : '';
    const marker = this.renderFailure('ClippedOutput', {
      omitted_lines: plan.omittedLines.toLocaleString('en-US'),
      omitted_tokens: plan.omittedTokens.toLocaleString('en-US'),
      tool: toolName,
      hint,
    });
    return `${plan.head}\n${marker}\n${plan.tail}`;
  }

  private reject(call: ToolCall, kind: ToolkitFailureKind, values: FailureValues): ToolCallResult {
    return {
      id: call.id,
      name: call.name,
      isError: true,
      errorKind: kind,
      content: failureText(kind, this.renderFailure(kind, values)),
      durationMs: 0,
      rejectedAtGate: true,
    };
  }

  private mismatch(call: ToolCall, detail: string): ToolCallResult {
    return {
      ...this.reject(call, 'SurfaceMismatch', { tool: call.name, detail }),
      rejectedAtGate: false,
      problem: { problem: 'surface-mismatch', detail },
    };
  }

  private internalError(toolName: string): Pick<ToolCallResult, 'isError' | 'errorKind' | 'content'> {
    return { isError: true, errorKind: 'InternalError', content: failureText('InternalError', this.renderFailure('InternalError', { tool: toolName })) };
  }
}

/** What the model reads for a failure: the kind and the message, as one small JSON object. */
export function failureText(kind: string, message: string): string {
  return JSON.stringify({ error: kind, message });
}

function requiredList(tool: SurfaceTool): string {
  const required = tool.input_schema.required;
  return Array.isArray(required) ? required.join(', ') : '';
}

function clippedName(name: string): string {
  if (name.length <= MAX_ECHOED_NAME_CHARS) return name;
  return `${name.slice(0, MAX_ECHOED_NAME_CHARS)}… (${(name.length - MAX_ECHOED_NAME_CHARS).toLocaleString('en-US')} more characters left out)`;
}

function clipText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function describeThrown(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
