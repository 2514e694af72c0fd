import type { ShareDocument, ShareMessage, ShareNode } from './share-document';

/** One model call of a shared session, located in its node's transcript. */
export interface ReplayStep {
  /** 1-based, session-wide (see share-document.ts). */
  step: number;
  nodeId: string;
  /** Index of the assistant message the call produced in `node.messages`. */
  messageIndex: number;
  /** Index of the user message that answered it (its tool results), when there is one. */
  answerIndex?: number;
  surfaceHash?: string;
}

const timelines = new WeakMap<ShareDocument, ReplayStep[]>();

/** Every model call of the session in the order it was made (the replay's "step" control). */
export function replaySteps(document: ShareDocument): ReplayStep[] {
  let timeline = timelines.get(document);
  if (timeline) return timeline;
  timeline = [];
  for (const node of document.nodes) {
    for (const [messageIndex, message] of node.messages.entries()) {
      if (message.role !== 'assistant' || message.step === undefined) continue;
      // The loop appends a call's answer right after it; a call cut off by a stop has none.
      const next = node.messages[messageIndex + 1];
      const entry: ReplayStep = { step: message.step, nodeId: node.id, messageIndex };
      if (next?.role === 'user') entry.answerIndex = messageIndex + 1;
      if (message.surfaceHash !== undefined) entry.surfaceHash = message.surfaceHash;
      timeline.push(entry);
    }
  }
  timeline.sort((a, b) => a.step - b.step);
  timelines.set(document, timeline);
  return timeline;
}

export function stepCount(document: ShareDocument): number {
  return replaySteps(document).length;
}

const stepIndexes = new WeakMap<ShareDocument, Map<number, ReplayStep>>();

/** The call numbered `step` (the first one, should a document number two alike). */
export function replayStep(document: ShareDocument, step: number): ReplayStep | undefined {
  let index = stepIndexes.get(document);
  if (!index) {
    index = new Map();
    for (const entry of replaySteps(document)) if (!index.has(entry.step)) index.set(entry.step, entry);
    stepIndexes.set(document, index);
  }
  return index.get(step);
}

const nodeIndexes = new WeakMap<ShareDocument, Map<string, ShareNode>>();

/** A node by id (the first one, should a document name two alike). */
export function shareNodeById(document: ShareDocument, id: string): ShareNode | undefined {
  let index = nodeIndexes.get(document);
  if (!index) {
    index = new Map();
    for (const node of document.nodes) if (!index.has(node.id)) index.set(node.id, node);
    nodeIndexes.set(document, index);
  }
  return index.get(id);
}

/** The tool calls of one step with their results: what the replay applies and the UI lists. */
export interface StepCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
  /** Absent when the call was never answered (the run stopped mid-step). */
  result?: { content: string; isError: boolean };
}

export function callsOfStep(document: ShareDocument, entry: ReplayStep): StepCall[] {
  const node = shareNodeById(document, entry.nodeId)!;
  const call = node.messages[entry.messageIndex]!;
  const answer = entry.answerIndex === undefined ? undefined : node.messages[entry.answerIndex];
  const results = new Map(resultBlocks(answer).map((block) => [block.tool_use_id, block]));
  const calls: StepCall[] = [];
  if (typeof call.content === 'string') return calls;
  for (const block of call.content) {
    if (block.type !== 'tool_use') continue;
    const result = results.get(block.id);
    calls.push({
      id: block.id,
      name: block.name,
      input: block.input,
      ...(result ? { result: { content: resultText(result.content), isError: result.is_error === true } } : {}),
    });
  }
  return calls;
}

type ResultBlock = Extract<Exclude<Extract<ShareMessage, { role: 'user' }>['content'], string>[number], { type: 'tool_result' }>;

function resultBlocks(message: ShareMessage | undefined): ResultBlock[] {
  if (!message || message.role !== 'user' || typeof message.content === 'string') return [];
  return message.content.filter((block): block is ResultBlock => block.type === 'tool_result');
}

function resultText(content: ResultBlock['content']): string {
  if (content === undefined) return '';
  if (typeof content === 'string') return content;
  return content.map((block) => block.text).join('\n');
}
