import type { AgentNode } from '../engine/nodes/node';
import { inTransaction, issueAll, type PlaygroundDatabase } from './database';
import { newId } from './new-id';
import { messageRange } from './node-store';
import type { StoredSession } from './records';
import { notFoundError } from './store-errors';
import { storeNow } from './store-clock';
import { matchingSessions, sessionTitle } from './session-text';

export interface NewSession {
  id?: string;
  /** Defaults to the first line of the task, or "New session". */
  title?: string;
  task?: string;
  /** The workspace files when its first run starts (see StoredSession.startFiles). */
  startFiles?: Record<string, string>;
}

/**
 * The sessions sidebar's data: create, rename, list newest first, search, delete with undo. Listing
 * reads only the sessions index, never a transcript, so 1,000 sessions list in one request.
 */
export class SessionStore {
  constructor(private readonly database: PlaygroundDatabase) {}

  create(input: NewSession = {}): Promise<StoredSession> {
    const now = storeNow();
    const task = input.task ?? '';
    const session: StoredSession = { id: input.id ?? newId('s'), title: input.title ?? sessionTitle(task), task, createdAt: now, updatedAt: now };
    if (input.startFiles) session.startFiles = input.startFiles;
    return this.database.run('the new session was not saved', async (connection) => {
      await connection.add('sessions', session);
      return session;
    });
  }

  get(id: string): Promise<StoredSession | undefined> {
    return this.database.run('the session could not be loaded', (connection) => connection.get('sessions', id));
  }

  /** Renaming does not move the session in the list: the order is by last run activity. */
  rename(id: string, title: string): Promise<StoredSession> {
    return this.change(id, 'the new name was not saved', (session) => ({ ...session, title }));
  }

  /** Sets the task and root node the UI learned later (createNode fills them for a first root node). */
  update(id: string, changes: Partial<Pick<StoredSession, 'title' | 'task' | 'rootNodeId' | 'startFiles'>>): Promise<StoredSession> {
    return this.change(id, 'the session\'s changes were not saved', (session) => ({ ...session, ...changes, updatedAt: storeNow() }));
  }

  /** Live sessions, most recently active first. */
  list(): Promise<StoredSession[]> {
    return this.database.run('the session list could not be loaded', async (connection) => {
      const ascending = await connection.getAllFromIndex('sessions', 'by-updatedAt');
      return ascending.reverse().filter((session) => session.deletedAt === undefined);
    });
  }

  /** Live sessions whose title or task contains every word of `text` (any case), newest first. */
  async search(text: string): Promise<StoredSession[]> {
    return matchingSessions(await this.list(), text);
  }

  /** Sessions whose root agent was cut short (a reload mid-run): they can be continued. */
  interruptedIds(): Promise<Set<string>> {
    return this.database.run('the interrupted sessions could not be listed', async (connection) => {
      const nodes = await connection.getAllFromIndex('nodes', 'by-state', 'interrupted');
      return new Set(nodes.filter((node) => node.depth === 0).map((node) => node.sessionId));
    });
  }

  /** Deleted sessions that can still be restored, most recently deleted first. */
  listDeleted(): Promise<StoredSession[]> {
    return this.database.run('the deleted sessions could not be loaded', async (connection) => {
      const all = await connection.getAll('sessions');
      return all.filter((session) => session.deletedAt !== undefined).sort((a, b) => b.deletedAt! - a.deletedAt!);
    });
  }

  /** Hides the session; its nodes and messages stay until purgeDeleted, so undoDelete can bring it back. */
  delete(id: string): Promise<StoredSession> {
    return this.change(id, 'the session was not deleted', (session) => ({ ...session, deletedAt: Date.now() }));
  }

  undoDelete(id: string): Promise<StoredSession> {
    return this.change(id, 'the session was not restored', ({ deletedAt: _deletedAt, ...session }) => session);
  }

  /**
   * Removes for good the sessions deleted at least `olderThanMs` ago, with their nodes and messages,
   * in one transaction (all or nothing). Returns the ids removed.
   */
  purgeDeleted(olderThanMs: number): Promise<string[]> {
    const cutoff = Date.now() - olderThanMs;
    return this.database.run('the deleted sessions were not removed', async (connection) => {
      const transaction = connection.transaction(['sessions', 'nodes', 'messages'], 'readwrite');
      return inTransaction(transaction, async () => {
        const sessions = transaction.objectStore('sessions');
        const nodes = transaction.objectStore('nodes');
        const messages = transaction.objectStore('messages');
        const expired = (await sessions.getAll()).filter((session) => session.deletedAt !== undefined && session.deletedAt <= cutoff);
        for (const session of expired) {
          const nodeIds = await nodes.index('by-sessionId').getAllKeys(session.id);
          await issueAll([
            ...nodeIds.flatMap((nodeId) => [() => messages.delete(messageRange(nodeId)), () => nodes.delete(nodeId)]),
            () => sessions.delete(session.id),
          ]);
        }
        return expired.map((session) => session.id);
      });
    });
  }

  /**
   * On startup: a node still `running` was cut short by a reload or crash, so it becomes
   * `interrupted` (Continue repairs its transcript). Nodes in `stillRunning` are left alone: pass
   * the ids another live tab is running, if the UI tracks them (e.g. with Web Locks).
   */
  markInterrupted(stillRunning: ReadonlySet<string> = new Set()): Promise<AgentNode[]> {
    return this.database.run('runs cut short by the reload were not marked as interrupted', async (connection) => {
      const transaction = connection.transaction('nodes', 'readwrite');
      return inTransaction(transaction, async () => {
        const running = await transaction.store.index('by-state').getAll('running');
        const now = Date.now();
        const interrupted = running
          .filter((node) => !stillRunning.has(node.id))
          .map((node): AgentNode => ({ ...node, status: { state: 'interrupted' }, updatedAt: now }));
        await issueAll(interrupted.map((node) => () => transaction.store.put(node)));
        return interrupted;
      });
    });
  }

  private change(id: string, consequence: string, apply: (session: StoredSession) => StoredSession): Promise<StoredSession> {
    return this.database.run(consequence, async (connection) => {
      const transaction = connection.transaction('sessions', 'readwrite');
      return inTransaction(transaction, async () => {
        const session = await transaction.store.get(id);
        if (!session) throw notFoundError('session', id, consequence);
        const changed = apply(session);
        await transaction.store.put(changed);
        return changed;
      });
    });
  }
}
