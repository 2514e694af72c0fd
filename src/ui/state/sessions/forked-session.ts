import { zeroUsage, type MessageParam } from '../../../engine/model/model-client';
import type { AgentNode, NodeStatus } from '../../../engine/nodes/node';
import { newNodeId } from '../../../engine/nodes/node-status';
import type { StoredSession } from '../../../store/records';
import { owesModelTurn } from './node-views';
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
  // A finished run forked at its end reads as done: the person adds a message to go on.
  return last === undefined || owesModelTurn(last) ? { state: 'interrupted' } : { state: 'done' };
}
