import type { MessageParam } from '../../engine/model/model-client';

/**
 * The messages a follow-up task is sent with. The transcript must alternate roles; after a stop
 * or a provider error it can already end with a user message (the task, or tool results), and
 * then the new task joins that message instead of starting a second user turn in a row.
 * `repaired` must already answer every tool_use (engine `repairTranscript`).
 */
export function withTask(repaired: readonly MessageParam[], task: string): MessageParam[] {
  const last = repaired.at(-1);
  if (!last || last.role !== 'user') return [...repaired, { role: 'user', content: task }];
  const blocks = typeof last.content === 'string' ? [{ type: 'text' as const, text: last.content }] : last.content;
  return [...repaired.slice(0, -1), { role: 'user', content: [...blocks, { type: 'text', text: task }] }];
}
