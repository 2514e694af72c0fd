import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { AgentNode, StoredMessage } from '../../../src/engine/nodes/node';
import { openStore, type PlaygroundStore } from '../../../src/store/open-store';
import { type OpenDatabaseOptions } from '../../../src/store/database';

/**
 * Each test gets its own fake-indexeddb factory (a whole browser profile of its own), so tests
 * never see each other's databases. `reopen` is a second connection to the same data: what a
 * reload sees.
 */
export async function freshStore(options: OpenDatabaseOptions = {}): Promise<{
  store: PlaygroundStore;
  factory: IDBFactory;
  reopen: (more?: OpenDatabaseOptions) => Promise<PlaygroundStore>;
}> {
  const factory = options.factory ?? new IDBFactory();
  const store = await openStore({ ...options, factory });
  return { store, factory, reopen: (more = {}) => openStore({ ...options, factory, ...more }) };
}

let clock = 1_700_000_000_000;

export function makeNode(fields: Partial<AgentNode> & Pick<AgentNode, 'id' | 'sessionId'>): AgentNode {
  const now = clock++;
  return {
    rootId: fields.id,
    depth: 0,
    name: 'root',
    folder: '',
    task: 'Fix the failing test',
    model: 'claude-test',
    status: { state: 'running' },
    usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
    messageCount: 0,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

export function makeMessage(nodeId: string, seq: number, text = `message ${seq}`): StoredMessage {
  return { nodeId, seq, message: { role: seq % 2 === 0 ? 'user' : 'assistant', content: text }, createdAt: clock++ };
}

/** Appends messages 0..count-1 one by one, as a run does. */
export async function appendMany(store: PlaygroundStore, nodeId: string, count: number): Promise<void> {
  for (let seq = 0; seq < count; seq++) await store.nodes.appendMessage(makeMessage(nodeId, seq));
}
