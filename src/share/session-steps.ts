import type { AgentNode, StoredMessage } from '../engine/nodes/node';
import { copyMessage, copyStatus, copyUsage } from './share-content';
import type { ShareNode } from './share-document';

/**
 * Stored steps count model calls per run: they restart at 1 when a node is continued, and every
 * node counts its own. A replay needs one line to step along, so the share document renumbers
 * every model call of the session 1..N in the order the calls were made (by the time each reply
 * was stored), and gives each answer the number of the call it answers.
 *
 * Two replies stored in the same millisecond by different nodes are ordered parent first. Real
 * model calls take far longer than that; scripted test runs may need distinct times.
 */
export function copySessionNodes(
  sessionId: string,
  nodes: readonly AgentNode[],
  messagesByNode: Readonly<Record<string, readonly StoredMessage[]>>,
): ShareNode[] {
  // Parents before children: the document's order, and the tie-break of the step order.
  const ordered = nodes
    .filter((node) => node.sessionId === sessionId)
    .sort((a, b) => a.depth - b.depth || a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  const transcripts = ordered.map((node) =>
    [...(Object.hasOwn(messagesByNode, node.id) ? messagesByNode[node.id]! : [])].sort((a, b) => a.seq - b.seq),
  );
  const stepOf = sessionStepNumbers(transcripts);

  return ordered.map((node, index) => {
    const copy: ShareNode = {
      id: node.id,
      name: node.name,
      folder: node.folder,
      task: node.task,
      status: copyStatus(node.status),
      usage: copyUsage(node.usage),
      messages: numberedMessages(transcripts[index]!, stepOf),
    };
    return node.parentId === undefined ? copy : { ...copy, parentId: node.parentId };
  });
}

/** Session-wide step of every stored reply that came from a model call. */
function sessionStepNumbers(transcripts: ReadonlyArray<readonly StoredMessage[]>): Map<StoredMessage, number> {
  const calls: Array<{ entry: StoredMessage; nodeIndex: number }> = [];
  for (const [nodeIndex, transcript] of transcripts.entries()) {
    for (const entry of transcript) if (isModelCall(entry)) calls.push({ entry, nodeIndex });
  }
  calls.sort((a, b) => a.entry.createdAt - b.entry.createdAt || a.nodeIndex - b.nodeIndex || a.entry.seq - b.entry.seq);
  return new Map(calls.map((call, index) => [call.entry, index + 1]));
}

function isModelCall(entry: StoredMessage): boolean {
  return entry.message.role === 'assistant' && entry.step !== undefined;
}

function numberedMessages(transcript: readonly StoredMessage[], stepOf: Map<StoredMessage, number>): ShareNode['messages'] {
  // The run-local step of the latest call -> its session step, for the answers that follow it.
  const sessionStepOfLocal = new Map<number, number>();
  return transcript.map((entry) => {
    const message = copyMessage(entry.message);
    if (entry.step === undefined) return message;
    if (message.role === 'assistant') {
      const step = stepOf.get(entry)!;
      sessionStepOfLocal.set(entry.step, step);
      return entry.surfaceHash === undefined ? { ...message, step } : { ...message, step, surfaceHash: entry.surfaceHash };
    }
    const step = sessionStepOfLocal.get(entry.step);
    return step === undefined ? message : { ...message, step };
  });
}
