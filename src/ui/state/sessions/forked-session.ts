import { zeroUsage, type MessageParam } from '../../../engine/model/model-client';
import type { AgentNode, NodeStatus } from '../../../engine/nodes/node';
import type { StoredSession } from '../../../store';
import type { SessionBackend } from './session-backend';

export interface ForkInput {
  title: string;
  task: string;
  messages: MessageParam[];
  startFiles: Record<string, string>;
}

/**
 * Writes a session whose root agent already holds `messages` (a fork of a shared run). The root is
 * left where Run or Continue can carry it on: interrupted when the model is owed an answer or has
 * calls to finish, stopped when its last reply was final and it needs a new message.
 */
export async function writeForkedSession(backend: SessionBackend, input: ForkInput, modelId: string): Promise<StoredSession> {
  const session = await backend.sessions.create({ title: input.title, task: input.task, startFiles: input.startFiles });
  const now = Date.now();
  const id = newNodeId();
  const root: AgentNode = {
    id,
    sessionId: session.id,
    rootId: id,
    depth: 0,
    name: 'root',
    folder: '',
    task: input.task,
    model: modelId,
    status: forkStatus(input.messages),
    usage: zeroUsage(),
    messageCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  await backend.nodes.createNode(root);
  for (const [seq, message] of input.messages.entries()) {
    await backend.nodes.appendMessage({ nodeId: id, seq, message, createdAt: now });
  }
  await backend.nodes.updateNode(id, { messageCount: input.messages.length });
  // The IndexedDB store links a first root node to its session itself; the memory one too. Be sure.
  return backend.sessions.update(session.id, { rootNodeId: id });
}

function forkStatus(messages: readonly MessageParam[]): NodeStatus {
  const last = messages.at(-1);
  // Checked here rather than with the engine's toolUses: that module would pull the toolkit into the first chunk.
  const calls = last !== undefined && typeof last.content !== 'string' && last.content.some((block) => block.type === 'tool_use');
  const owed = last === undefined || last.role === 'user' || calls;
  // A finished run forked at its end reads as done: the person adds a message to go on.
  return owed ? { state: 'interrupted' } : { state: 'done' };
}

/** The same shape as the engine's node ids (n_ + 8 hex digits). */
export function newNodeId(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return `n_${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
