import type { ToolImage } from '../../../engine/tools/tool';
import type { ContentBlockParam, MessageParam } from '../../../engine/model/model-client';
import type { AgentNode, StoredMessage } from '../../../engine/nodes/node';
import { append, emptyTranscript, startRun, type StepView, type ToolCallView, type TranscriptView } from './transcript-view';

/**
 * Transcript views rebuilt from messages rather than live events: a session reopened after a
 * reload, a sub-agent's node, the start of a continued run. The same entries the live reducer
 * makes (task, steps with text, calls and results), minus what is not stored (streaming, timings).
 */

/** A message as stored (with the step and tokens of its reply), or a bare one (a fork's). */
export type ViewMessage = StoredMessage | MessageParam;

/** The node's transcript, ending with how the node stands (done, stopped, interrupted, failed). */
export function transcriptOfNode(messages: readonly ViewMessage[], node: AgentNode): TranscriptView {
  const view = applyMessages(emptyTranscript, messages);
  if (node.status.state === 'running') return view;
  return append(view, { kind: 'node-end', run: view.runs, status: node.status, usage: node.usage });
}

/**
 * The view a live run starts from: `view` plus the messages the run adds before its first model
 * call (a task, the repair of unanswered calls). A continuation without a task still counts as a
 * new run, so its step numbers (from 1 again) never update the previous run's steps.
 */
export function beginLiveRun(view: TranscriptView, additions: readonly MessageParam[]): TranscriptView {
  const next = applyMessages(view, additions);
  return next.runs === view.runs ? { ...next, runs: next.runs + 1 } : next;
}

export function applyMessages(view: TranscriptView, messages: readonly ViewMessage[]): TranscriptView {
  return messages.reduce(applyMessage, view);
}

function applyMessage(view: TranscriptView, incoming: ViewMessage): TranscriptView {
  const stored = 'message' in incoming ? incoming : undefined;
  const message = stored ? stored.message : (incoming as MessageParam);
  const blocks = blocksOf(message);
  if (message.role === 'assistant') return appendStep(view, blocks, stored);

  let next = view;
  for (const block of blocks) {
    if (block.type === 'tool_result') next = attachResult(next, block.tool_use_id, resultText(block.content), block.is_error === true, resultImages(block.content));
  }
  // The loop's own notes (a reply handler's answer, a corrective hint) come with a step or with
  // results; a person's task or follow-up has neither.
  const fromLoop = stored?.step !== undefined || blocks.some((block) => block.type === 'tool_result');
  const text = blocks.map((block) => (block.type === 'text' ? block.text : '')).join('\n').trim();
  return fromLoop || text === '' ? next : startRun(next, text);
}

function appendStep(view: TranscriptView, blocks: ContentBlockParam[], stored: StoredMessage | undefined): TranscriptView {
  const previous = lastStepOfRun(view);
  const step = stored?.step ?? (previous ? previous.step + 1 : 1);
  // Step numbers start again at 1 when a run was continued after a stop or a reload.
  const current = previous && step <= previous.step ? { ...view, runs: view.runs + 1 } : view;
  const calls: ToolCallView[] = blocks.flatMap((block) => (block.type === 'tool_use' ? [{ id: block.id, name: block.name, input: block.input, problems: [] }] : []));
  const text = blocks.map((block) => (block.type === 'text' ? block.text : '')).join('');
  const entry: StepView = { kind: 'step', run: current.runs, step, surfaceHash: stored?.surfaceHash ?? '', text, calls, finished: true };
  if (stored?.usage) entry.usage = stored.usage;
  return append(current, entry);
}

function lastStepOfRun(view: TranscriptView): StepView | undefined {
  const last = view.entries.findLast((entry) => entry.run === view.runs && entry.kind === 'step');
  return last?.kind === 'step' ? last : undefined;
}

/** Puts a result on the call it answers (the newest call with that id). */
function attachResult(view: TranscriptView, toolUseId: string, content: string, isError: boolean, images: ToolImage[]): TranscriptView {
  for (let index = view.entries.length - 1; index >= 0; index--) {
    const entry = view.entries[index]!;
    if (entry.kind !== 'step' || !entry.calls.some((call) => call.id === toolUseId)) continue;
    const result = isError ? { isError, content, errorKind: failureKindOf(content) } : { isError, content, ...(images.length > 0 ? { images } : {}) };
    const calls = entry.calls.map((call) => (call.id === toolUseId ? { ...call, result } : call));
    const entries = [...view.entries];
    entries[index] = { ...entry, calls };
    return { ...view, entries };
  }
  return view;
}

function blocksOf(message: MessageParam): ContentBlockParam[] {
  return typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  // Text cut by images (text, image, text) was one text joined by line breaks.
  return content.flatMap((block: { type?: string; text?: string }) => (block.type === 'text' ? [block.text ?? ''] : [])).join('\n');
}

/** The images a stored result carried, as the model saw them. */
function resultImages(content: unknown): ToolImage[] {
  if (!Array.isArray(content)) return [];
  return content.flatMap((block: { type?: string; source?: { type?: string; media_type?: string; data?: string } }) =>
    block.type === 'image' && block.source?.type === 'base64' && block.source.data ? [{ mediaType: block.source.media_type ?? 'image/png', data: block.source.data }] : [],
  );
}

/** The failure kind a result was sent with (`{"error": "NotFound", ...}`), when it is one. */
function failureKindOf(content: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(content);
    const kind = typeof parsed === 'object' && parsed !== null ? (parsed as { error?: unknown }).error : undefined;
    return typeof kind === 'string' ? kind : undefined;
  } catch {
    return undefined;
  }
}
