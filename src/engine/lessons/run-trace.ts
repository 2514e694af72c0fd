import type { ReplyOutcome } from '../loop/reply-handler';
import type { StopReason } from '../loop/stop-reason';
import { addUsage, zeroUsage, type Usage } from '../model/model-client';
import type { TreeEvent } from '../nodes/agent-tree';
import type { Surface } from '../toolkit/surface';

/**
 * What a run did, as the lesson checks and the comparison metrics read it: every tool call the
 * model made (root and sub-agents, in the order they were made) with the handler behind the name,
 * how it came back, what a reply handler made of the replies (Aider's SEARCH/REPLACE blocks), and
 * the model calls and tokens spent. Plain data, built from the tree's events.
 */

export interface TracedCall {
  nodeId: string;
  step: number;
  id: string;
  /** The name the model used. */
  name: string;
  /** The handler behind that name in the run's surface; undefined for a name no tool has. */
  handler?: string;
  input: unknown;
  /** Undefined until the result arrives (a run stopped mid-call never gets one). */
  isError?: boolean;
  errorKind?: string;
}

/** One reply a reply handler acted on. */
export interface TracedReply extends ReplyOutcome {
  step: number;
}

export interface RunTrace {
  calls: TracedCall[];
  /** Replies a preset's reply handler acted on, in order (empty without one). */
  replies: TracedReply[];
  /** Model calls over every node of the run. */
  steps: number;
  /** Tokens over every node of the run. */
  usage: Usage;
  /** Why the root agent stopped; undefined while it runs. */
  stopReason?: StopReason;
}

export interface RunRecorder {
  onEvent(event: TreeEvent): void;
  /** What the reply handler reported for a reply (see ReplyContext.report). */
  onReply(step: number, outcome: ReplyOutcome): void;
  trace(): RunTrace;
}

/** Listens to one run's tree events. `surface` maps the names the model used to handlers. */
export function createRunRecorder(surface: Surface): RunRecorder {
  const handlers = new Map(surface.tools.map((tool) => [tool.name, tool.handler]));
  const calls: TracedCall[] = [];
  const pending = new Map<string, TracedCall>();
  const replies: TracedReply[] = [];
  let steps = 0;
  let usage = zeroUsage();
  let rootId: string | undefined;
  let stopReason: StopReason | undefined;

  const onEvent = (event: TreeEvent) => {
    if (event.type === 'node' && event.node.depth === 0) rootId = event.node.id;
    if (event.type !== 'agent') return;
    const { nodeId, event: agentEvent } = event;
    switch (agentEvent.type) {
      case 'step-start':
        steps += 1;
        return;
      case 'usage':
        usage = addUsage(usage, agentEvent.usage);
        return;
      case 'tool-call': {
        const call: TracedCall = {
          nodeId,
          step: agentEvent.step,
          id: agentEvent.id,
          name: agentEvent.name,
          handler: handlers.get(agentEvent.name),
          input: agentEvent.input,
        };
        calls.push(call);
        pending.set(`${nodeId}/${agentEvent.id}`, call);
        return;
      }
      case 'tool-result': {
        const call = pending.get(`${nodeId}/${agentEvent.id}`);
        if (!call) return;
        call.isError = agentEvent.isError;
        if (agentEvent.errorKind !== undefined) call.errorKind = agentEvent.errorKind;
        pending.delete(`${nodeId}/${agentEvent.id}`);
        return;
      }
      case 'run-end':
        if (nodeId === rootId) stopReason = agentEvent.reason;
        return;
      default:
        return;
    }
  };
  return {
    onEvent,
    onReply: (step, outcome) => replies.push({ step, writtenBytes: outcome.writtenBytes, failures: [...outcome.failures] }),
    trace: () => ({ calls: calls.map((call) => ({ ...call })), replies: replies.map((reply) => ({ ...reply, failures: [...reply.failures] })), steps, usage, stopReason }),
  };
}

/** Calls per handler id (a call to a name no tool has is counted under that name, in brackets). */
export function callsByTool(calls: readonly TracedCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const call of calls) {
    const key = toolKey(call);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Failures per kind, over every call that came back as one and every reply part not applied. */
export function failuresByKind(calls: readonly TracedCall[], replies: readonly TracedReply[] = []): Record<string, number> {
  const counts: Record<string, number> = {};
  const count = (kind: string) => (counts[kind] = (counts[kind] ?? 0) + 1);
  for (const call of calls) if (call.isError && call.errorKind !== undefined) count(call.errorKind);
  for (const reply of replies) reply.failures.forEach(count);
  return counts;
}

/** The handler id a call counts under; an unknown name shows as "[name]" so it cannot pass for a tool. */
export function toolKey(call: TracedCall): string {
  return call.handler ?? `[${call.name}]`;
}
