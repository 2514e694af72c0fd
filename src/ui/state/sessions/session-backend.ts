import type { AgentNode, NodeStore } from '../../../engine/nodes/node';
import type { NewSession } from '../../../store/session-store';
import type { PlaygroundExport } from '../../../store/export-document';
import type { PlaygroundStore } from '../../../store/open-store';
import type { StoredSession } from '../../../store/records';

/** What the sessions sidebar and the runs need of SessionStore (the memory fallback has it too). */
export interface SessionRecords {
  create(input?: NewSession): Promise<StoredSession>;
  get(id: string): Promise<StoredSession | undefined>;
  rename(id: string, title: string): Promise<StoredSession>;
  update(id: string, changes: Partial<Pick<StoredSession, 'title' | 'task' | 'rootNodeId' | 'startFiles'>>): Promise<StoredSession>;
  list(): Promise<StoredSession[]>;
  search(text: string): Promise<StoredSession[]>;
  delete(id: string): Promise<StoredSession>;
  undoDelete(id: string): Promise<StoredSession>;
  purgeDeleted(olderThanMs: number): Promise<string[]>;
  markInterrupted(stillRunning?: ReadonlySet<string>): Promise<AgentNode[]>;
}

/**
 * Where sessions and their agent nodes live: IndexedDB, or memory when browser storage is off (then
 * `notice` says why nothing survives a reload). Everything above this works the same on both.
 */
export interface SessionBackend {
  persistent: boolean;
  notice?: string;
  sessions: SessionRecords;
  nodes: NodeStore;
  /** Ids of the sessions whose root agent is interrupted (the sidebar marks them). */
  interruptedSessionIds(): Promise<Set<string>>;
  /** Everything saved, without the API key; undefined when nothing is saved (memory). */
  exportAll?(): Promise<PlaygroundExport>;
}

export function storeBackend(store: PlaygroundStore): SessionBackend {
  return {
    persistent: true,
    sessions: store.sessions,
    nodes: store.nodes,
    exportAll: () => store.exportAll(),
    interruptedSessionIds: () => store.sessions.interruptedIds(),
  };
}
