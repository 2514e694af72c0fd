import { MemoryNodeStore } from '../../../engine/nodes/memory-node-store';
import type { AgentNode } from '../../../engine/nodes/node';
import type { NewSession } from '../../../store/session-store';
import type { StoredSession } from '../../../store/records';
import { newId } from '../../../store/new-id';
import { storeNow } from '../../../store/store-clock';
import type { SessionBackend, SessionRecords } from './session-backend';
import { matchingSessions, sessionTitle } from '../../../store/session-text';

/**
 * Sessions in memory, for a tab without browser storage: the same behaviour as the IndexedDB
 * stores (newest first, soft delete with undo, a first root node gives its session a task), gone
 * on reload. `notice` is the reason the person is shown.
 */
export function memoryBackend(notice: string): SessionBackend {
  const sessions = new MemorySessions();
  const nodes = new SessionAwareNodeStore(sessions);
  return {
    persistent: false,
    notice,
    sessions,
    nodes,
    interruptedSessionIds: async () => new Set(),
  };
}

class MemorySessions implements SessionRecords {
  private readonly records = new Map<string, StoredSession>();

  async create(input: NewSession = {}): Promise<StoredSession> {
    const now = storeNow();
    const task = input.task ?? '';
    const session: StoredSession = {
      id: input.id ?? newId('s'),
      title: input.title ?? sessionTitle(task),
      task,
      createdAt: now,
      updatedAt: now,
      ...(input.startFiles && { startFiles: input.startFiles }),
    };
    this.records.set(session.id, session);
    return structuredClone(session);
  }

  async get(id: string): Promise<StoredSession | undefined> {
    const session = this.records.get(id);
    return session && structuredClone(session);
  }

  rename(id: string, title: string): Promise<StoredSession> {
    return this.change(id, (session) => ({ ...session, title }));
  }

  update(id: string, changes: Partial<Pick<StoredSession, 'title' | 'task' | 'rootNodeId' | 'startFiles'>>): Promise<StoredSession> {
    return this.change(id, (session) => ({ ...session, ...changes, updatedAt: storeNow() }));
  }

  async list(): Promise<StoredSession[]> {
    return [...this.records.values()]
      .filter((session) => session.deletedAt === undefined)
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map((session) => structuredClone(session));
  }

  async search(text: string): Promise<StoredSession[]> {
    return matchingSessions(await this.list(), text);
  }

  delete(id: string): Promise<StoredSession> {
    return this.change(id, (session) => ({ ...session, deletedAt: Date.now() }));
  }

  undoDelete(id: string): Promise<StoredSession> {
    return this.change(id, ({ deletedAt: _deletedAt, ...session }) => session);
  }

  async purgeDeleted(olderThanMs: number): Promise<string[]> {
    const cutoff = Date.now() - olderThanMs;
    const expired = [...this.records.values()].filter((session) => session.deletedAt !== undefined && session.deletedAt <= cutoff);
    for (const session of expired) this.records.delete(session.id);
    return expired.map((session) => session.id);
  }

  /** Nothing in memory outlives the page, so nothing is left running from before. */
  async markInterrupted(): Promise<AgentNode[]> {
    return [];
  }

  /** A node was created or changed: session activity; a first root node also names the task. */
  touch(node: AgentNode): void {
    const session = this.records.get(node.sessionId);
    if (!session) return;
    const updated = { ...session, updatedAt: storeNow() };
    if (node.depth === 0 && session.rootNodeId === undefined) Object.assign(updated, { rootNodeId: node.id, task: session.task || node.task });
    this.records.set(session.id, updated);
  }

  private async change(id: string, apply: (session: StoredSession) => StoredSession): Promise<StoredSession> {
    const session = this.records.get(id);
    if (!session) throw new Error(`There is no session "${id}" in this tab (it may have been deleted).`);
    const changed = apply(session);
    this.records.set(id, changed);
    return structuredClone(changed);
  }
}

class SessionAwareNodeStore extends MemoryNodeStore {
  constructor(private readonly sessions: MemorySessions) {
    super();
  }

  override async createNode(node: AgentNode): Promise<void> {
    await super.createNode(node);
    this.sessions.touch(node);
  }

  override async updateNode(id: string, changes: Partial<Omit<AgentNode, 'id' | 'sessionId'>>): Promise<AgentNode> {
    const updated = await super.updateNode(id, changes);
    this.sessions.touch(updated);
    return updated;
  }
}
