import type { AgentNode, NodeStore, StoredMessage } from '../engine/nodes/node';
import { inTransaction, type PlaygroundDatabase } from './database';
import type { StoredSession } from './records';
import { corruptError, notFoundError } from './store-errors';
import { storeNow } from './store-clock';

/** Every message of one node: keys [nodeId, 0] .. [nodeId, +Infinity], which IndexedDB keeps in seq order. */
export function messageRange(nodeId: string): IDBKeyRange {
  return IDBKeyRange.bound([nodeId, 0], [nodeId, Infinity]);
}

/**
 * Agent nodes and their transcripts in IndexedDB, the browser's NodeStore. Behaves like the
 * engine's MemoryNodeStore (same errors for a missing node or an out-of-order message), and
 * appending costs the same at message 10 as at message 10,000: one add under its own key.
 */
export class IndexedDbNodeStore implements NodeStore {
  constructor(private readonly database: PlaygroundDatabase) {}

  createNode(node: AgentNode): Promise<void> {
    return this.database.run(`the agent node "${node.name}" was not saved`, async (connection) => {
      const transaction = connection.transaction(['nodes', 'sessions'], 'readwrite');
      await inTransaction(transaction, async () => {
        const sessions = transaction.objectStore('sessions');
        const [, session] = await Promise.all([transaction.objectStore('nodes').add(node), sessions.get(node.sessionId)]);
        if (session) await sessions.put(sessionAfterNodeCreated(session, node));
      });
    });
  }

  updateNode(id: string, changes: Partial<Omit<AgentNode, 'id' | 'sessionId'>>): Promise<AgentNode> {
    return this.database.run('the agent node\'s new status was not saved', async (connection) => {
      const transaction = connection.transaction(['nodes', 'sessions'], 'readwrite');
      return inTransaction(transaction, async () => {
        const nodes = transaction.objectStore('nodes');
        const sessions = transaction.objectStore('sessions');
        const node = await nodes.get(id);
        if (!node) throw notFoundError('agent node', id, 'its new status was not saved');
        // id and sessionId place the node; the type keeps them out, and so does this at run time.
        const { id: _id, sessionId: _sessionId, ...fields } = changes as Partial<AgentNode>;
        const updated: AgentNode = { ...node, ...fields, updatedAt: storeNow() };
        const [, session] = await Promise.all([nodes.put(updated), sessions.get(node.sessionId)]);
        if (session) await sessions.put({ ...session, updatedAt: Math.max(session.updatedAt, updated.updatedAt) });
        return updated;
      });
    });
  }

  getNode(id: string): Promise<AgentNode | undefined> {
    return this.database.run('the agent node could not be loaded', (connection) => connection.get('nodes', id));
  }

  /** The session's nodes, oldest first (parents before the children they spawned). */
  listNodes(sessionId: string): Promise<AgentNode[]> {
    return this.database.run('the session\'s agent nodes could not be loaded', async (connection) => {
      const nodes = await connection.getAllFromIndex('nodes', 'by-sessionId', sessionId);
      return nodes.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
    });
  }

  /**
   * Adds one message under [nodeId, seq]. It never reads or rewrites older messages: `add` refuses
   * an existing key, and a key lookup of seq - 1 (no value read) refuses a gap, like the memory store.
   */
  appendMessage(message: StoredMessage): Promise<void> {
    const { nodeId, seq } = message;
    return this.database.run(`message ${seq} of this transcript was not saved`, async (connection) => {
      const transaction = connection.transaction('messages', 'readwrite');
      await inTransaction(transaction, async () => {
        // The add goes first: if it throws as it is issued, no other request is left unhandled.
        const adding = transaction.store.add(message);
        const previous = seq > 0 ? transaction.store.getKey([nodeId, seq - 1]) : Promise.resolve([nodeId, -1]);
        const [, previousKey] = await Promise.all([adding, previous]);
        if (previousKey === undefined) {
          // Refused rather than stored with a hole: the stored transcript stays a valid prefix that
          // Continue can repair and resume, even after an earlier save failed (storage full).
          throw corruptError(`Message ${seq} of node ${nodeId} arrived before message ${seq - 1} was saved`, `message ${seq} was not saved`);
        }
      });
    });
  }

  /** The node's transcript in order: one key-range read. */
  loadMessages(nodeId: string): Promise<StoredMessage[]> {
    return this.database.run('the transcript could not be loaded', (connection) => connection.getAll('messages', messageRange(nodeId)));
  }
}

/** A new node is session activity; a session's first root node also gives it its task, for search. */
function sessionAfterNodeCreated(session: StoredSession, node: AgentNode): StoredSession {
  const updated = { ...session, updatedAt: Math.max(session.updatedAt, node.createdAt) };
  if (node.parentId !== undefined || session.rootNodeId !== undefined) return updated;
  return { ...updated, rootNodeId: node.id, task: session.task || node.task };
}
