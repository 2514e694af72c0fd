import type { RunOutcome } from '../compare/comparison';
import type { TreeEvent } from '../nodes/agent-tree';
import { estimateTokens } from '../toolkit/clip';

/**
 * What went wrong in a failed lesson run, as the proposer reads it: the checks that failed in
 * their own words, then what the model did, call by call, with its arguments trimmed and, for a
 * call that came back as a failure (a gate rejection included), the failure text it was sent.
 * Runs that went wrong the same way are one entry, counted; all of it fits LESSON_MISS_TOKENS.
 */

export interface LessonCall {
  tool: string;
  arguments: unknown;
  /** "InvalidToolCall: <the text the model read>" for a call that came back as a failure. */
  failed?: string;
}

export interface LessonMiss {
  lesson: string;
  task: string;
  failedChecks: string[];
  calls: LessonCall[];
  /** Why the run stopped, when it was not the model finishing its turn. */
  stopped?: string;
  times: number;
}

/** The proposer's whole view of a lesson's failed runs is held to about this many tokens. */
export const LESSON_MISS_TOKENS = 3000;
const LONGEST_ARGUMENTS = 200;
const LONGEST_FAILURE = 400;
const MOST_CALLS = 20;

/** Listens to one run's events and keeps its tool calls, in order, as the proposer will read them. */
export function createCallLog(): { onEvent(event: TreeEvent): void; calls(): LessonCall[] } {
  const calls: LessonCall[] = [];
  const pending = new Map<string, LessonCall>();
  return {
    onEvent(event) {
      if (event.type !== 'agent') return;
      const agentEvent = event.event;
      if (agentEvent.type === 'tool-call') {
        const call: LessonCall = { tool: agentEvent.name, arguments: trimmedArguments(agentEvent.input) };
        calls.push(call);
        pending.set(`${event.nodeId}/${agentEvent.id}`, call);
      } else if (agentEvent.type === 'tool-result' && agentEvent.isError) {
        const call = pending.get(`${event.nodeId}/${agentEvent.id}`);
        if (call) call.failed = cut(`${agentEvent.errorKind ?? 'Failure'}: ${agentEvent.content}`, LONGEST_FAILURE);
      }
    },
    calls: () => calls,
  };
}

/** One entry per distinct failed run, most frequent first, cut to the token budget. */
export function collectLessonMisses(lesson: { id: string; task: string }, runs: ReadonlyArray<{ outcome: RunOutcome; calls: LessonCall[] }>): LessonMiss[] {
  const byKey = new Map<string, LessonMiss>();
  for (const { outcome, calls: made } of runs) {
    if (outcome.status !== 'failed') continue;
    const calls = made.map(trimmedCall);
    const failedChecks = outcome.checks.filter((check) => !check.passed).map((check) => `${check.label}: ${check.explanation}`);
    const stopReason = outcome.stopReason?.type;
    const miss: LessonMiss = {
      lesson: lesson.id,
      task: cut(lesson.task, LONGEST_FAILURE),
      failedChecks,
      calls: calls.length > MOST_CALLS ? [...calls.slice(0, MOST_CALLS - 1), { tool: `(${calls.length - MOST_CALLS + 1} more calls left out)`, arguments: {} }] : calls,
      ...(stopReason && stopReason !== 'done' ? { stopped: stopReason } : {}),
      times: 1,
    };
    const key = JSON.stringify([miss.failedChecks, miss.calls]);
    const seen = byKey.get(key);
    if (seen) seen.times++;
    else byKey.set(key, miss);
  }
  return withinBudget([...byKey.values()].sort((a, b) => b.times - a.times));
}

/** Whole entries while they fit; the first one always goes in, its calls cut until it fits. */
function withinBudget(misses: LessonMiss[]): LessonMiss[] {
  const kept: LessonMiss[] = [];
  let spent = 0;
  for (const miss of misses) {
    let entry = miss;
    while (kept.length === 0 && entry.calls.length > 1 && tokensOf(entry) > LESSON_MISS_TOKENS) entry = { ...entry, calls: entry.calls.slice(0, Math.ceil(entry.calls.length / 2)) };
    const cost = tokensOf(entry);
    if (kept.length > 0 && spent + cost > LESSON_MISS_TOKENS) break;
    kept.push(entry);
    spent += cost;
  }
  return kept;
}

function trimmedCall(call: LessonCall): LessonCall {
  return { tool: call.tool, arguments: trimmedArguments(call.arguments), ...(call.failed === undefined ? {} : { failed: cut(call.failed, LONGEST_FAILURE) }) };
}

function tokensOf(miss: LessonMiss): number {
  return estimateTokens(JSON.stringify(miss));
}

function trimmedArguments(input: unknown): unknown {
  if (input === null || typeof input !== 'object') return input;
  const entries = Object.entries(input as Record<string, unknown>).map(([key, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return [key, text !== undefined && text.length > LONGEST_ARGUMENTS ? cut(text, LONGEST_ARGUMENTS) : value];
  });
  return Object.fromEntries(entries);
}

function cut(text: string, longest: number): string {
  return text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
}
