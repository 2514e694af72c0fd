import type { ShareMessage, ShareNode } from '../../../share/share-document';

/**
 * A shared node's transcript as the replay shows it, up to a step: what the person wrote, then per
 * model call its text and tool calls with what came back. Built from the document's messages only;
 * everything stays a string the view renders as text.
 */

export interface ReplayToolCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
  /** Absent when the call was never answered (the run stopped first). */
  result?: { content: string; isError: boolean };
}

export type ReplayEntry =
  | { kind: 'user'; text: string; first: boolean }
  | { kind: 'step'; step: number; text: string; calls: ReplayToolCall[] };

export interface ReplayTranscript {
  entries: ReplayEntry[];
  /** True when the node made no call by this step (a sub-agent not spawned yet). */
  notStarted: boolean;
}

/** The node's messages up to and including call `step` and its answer (step 0: just the task). */
export function replayTranscript(node: ShareNode, step: number): ReplayTranscript {
  const cut = node.messages.findIndex((message) => message.step !== undefined && message.step > step);
  const shown = cut === -1 ? node.messages : node.messages.slice(0, cut);
  const firstStep = node.messages.find((message) => message.step !== undefined)?.step;
  const entries: ReplayEntry[] = [];
  for (const message of shown) {
    if (message.role === 'assistant') entries.push(stepEntry(message));
    else addUserMessage(entries, message);
  }
  return { entries, notStarted: firstStep !== undefined && firstStep > step };
}

function stepEntry(message: Extract<ShareMessage, { role: 'assistant' }>): ReplayEntry {
  if (typeof message.content === 'string') return { kind: 'step', step: message.step ?? 0, text: message.content, calls: [] };
  const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
  const calls = message.content.flatMap((block) => (block.type === 'tool_use' ? [{ id: block.id, name: block.name, input: block.input }] : []));
  return { kind: 'step', step: message.step ?? 0, text, calls };
}

/** Tool results go onto the calls they answer; any text is the person's own message. */
function addUserMessage(entries: ReplayEntry[], message: Extract<ShareMessage, { role: 'user' }>): void {
  const first = entries.length === 0;
  if (typeof message.content === 'string') {
    entries.push({ kind: 'user', text: message.content, first });
    return;
  }
  const calls = new Map<string, ReplayToolCall>();
  for (const entry of entries) if (entry.kind === 'step') for (const call of entry.calls) calls.set(call.id, call);
  const texts: string[] = [];
  for (const block of message.content) {
    if (block.type === 'text') {
      texts.push(block.text);
      continue;
    }
    const call = calls.get(block.tool_use_id);
    if (call) call.result = { content: resultText(block.content), isError: block.is_error === true };
  }
  if (texts.length > 0) entries.push({ kind: 'user', text: texts.join('\n'), first });
}

function resultText(content: string | Array<{ text: string }> | undefined): string {
  if (content === undefined) return '';
  return typeof content === 'string' ? content : content.map((block) => block.text).join('\n');
}
