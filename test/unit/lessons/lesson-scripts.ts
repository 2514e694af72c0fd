import type { ModelRequest } from '../../../src/engine/model/model-client';
import { ScriptedModel, type ScriptedReply } from '../../support/scripted-model';

/**
 * Scripted runs of the built-in lessons: for each lesson, a "good" run that its checks must pass
 * and a "bad" run they must fail, each a variant plus a policy (a function of the request, like a
 * model: it reads the tools, the task and the last result and decides the next reply). Most
 * policies are the same function on both variants: they act on what the surface tells them, so
 * the difference between the runs is the surface's doing. Adding a lesson means adding its entry.
 */

export type Policy = (request: ModelRequest) => ScriptedReply;

export interface ScriptedRun {
  variant: string;
  policy: Policy;
}

export interface LessonScripts {
  good: ScriptedRun;
  bad: ScriptedRun;
  /** Labels of the checks the bad run must fail (the rest may pass). */
  badFails: string[];
}

/** A model that answers every call with the policy (any number of calls, any number of agents). */
export function policyModel(policy: Policy): ScriptedModel {
  return new ScriptedModel(Array.from({ length: 500 }, () => policy));
}

/** How many replies this agent has given so far. */
export function turnOf(request: ModelRequest): number {
  return request.messages.filter((message) => message.role === 'assistant').length;
}

/** The agent's task: its first user message. */
export function taskOf(request: ModelRequest): string {
  return textOf(request.messages[0]!);
}

/** What the latest tool call returned (its text), or "" before any call. */
export function lastResult(request: ModelRequest): string {
  const last = request.messages.at(-1)!;
  if (typeof last.content === 'string') return '';
  const block = last.content.findLast((entry) => entry.type === 'tool_result');
  if (!block || block.type !== 'tool_result') return '';
  return typeof block.content === 'string' ? block.content : (block.content ?? []).map((part) => ('text' in part ? part.text : '')).join('');
}

/** The failure kind of the latest result, when it was one. */
export function lastFailure(request: ModelRequest): string | undefined {
  try {
    const parsed = JSON.parse(lastResult(request)) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

export function toolText(request: ModelRequest, name: string): string {
  const tool = request.tools.find((entry) => entry.name === name);
  return tool ? JSON.stringify(tool) : '';
}

export function call(name: string, input: unknown): ScriptedReply {
  return { calls: [{ name, input }] };
}

export function say(text: string): ScriptedReply {
  return { text };
}

/** The file lines of a read_file result: numbers and tab stripped, footer dropped. */
export function shownLines(result: string): string[] {
  return result
    .split('\n')
    .filter((line) => !line.startsWith('['))
    .map((line) => line.replace(/^\s*\d+\t/, ''));
}

function textOf(message: ModelRequest['messages'][number]): string {
  if (typeof message.content === 'string') return message.content;
  return message.content.map((block) => ('text' in block ? block.text : '')).join('');
}
