import type { MessageParam } from '../model/model-client';
import type { StopReason } from '../loop/stop-reason';
import type { AgentNode } from './node';

/** The sub-agent's final words: the text of the last assistant message. */
export function finalText(messages: readonly MessageParam[]): string {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    if (message.role !== 'assistant') continue;
    if (typeof message.content === 'string') return message.content.trim();
    const text = message.content.map((block) => (block.type === 'text' ? block.text : '')).join('').trim();
    if (text) return text;
  }
  return '';
}

/**
 * The note that ends a summary when the sub-agent did not finish, in the summary itself so the
 * parent reads that the work is partial where it reads the work. Undefined when it finished.
 */
export function partialNote(reason: StopReason, steps: number): string | undefined {
  switch (reason.type) {
    case 'done':
      return undefined;
    case 'step_cap':
      return `[Partial result: this sub-agent stopped at its step cap (${steps} steps) before it finished. Check its changes before relying on them.]`;
    case 'token_cap':
      return '[Partial result: this sub-agent stopped because the shared token budget ran out before it finished. Check its changes before relying on them.]';
    case 'aborted':
      return '[Partial result: this sub-agent was stopped by the user before it finished.]';
    case 'malformed_cap':
      return '[Partial result: this sub-agent stopped after several unusable replies in a row. Check its changes before relying on them.]';
    case 'provider_error':
      return `[Partial result: this sub-agent stopped because the model provider failed (${reason.kind}). Check its changes before relying on them.]`;
  }
}

/** What "handoff" gives a fresh node: the old node's task, outcome and changed files. */
export function handoffBrief(previous: AgentNode): string {
  const files = previous.filesChanged?.length ? previous.filesChanged.join(', ') : 'none recorded';
  return [
    `You are taking over from an earlier agent, "${previous.name}" (node ${previous.id}).`,
    `Its task was: ${previous.task}`,
    `Its summary: ${previous.summary || '(it left no summary)'}`,
    `Files it changed: ${files}`,
    'Read any of these files again before you edit them.',
  ].join('\n');
}
