import type { AgentNode } from '../../../engine/nodes/node';
import type { PlaygroundExport } from '../../../store/export-document';
import type { StoredSession } from '../../../store/records';
import { writeForkedSession, type ForkInput } from './forked-session';
import { nodesRunningInSomeTab } from './node-locks';
import type { SessionBackend } from './session-backend';
import { Controller } from '../controller';
import { storeProblemText } from './store-problem';

export interface SessionsSnapshot {
  /** False when browser storage is off: sessions live in memory and `storageNotice` says why. */
  persistent: boolean;
  storageNotice?: string;
  /** The search text; `sessions` holds only the sessions that match it. */
  query: string;
  /** Live sessions, most recently active first. */
  sessions: StoredSession[];
  /** Sessions whose root agent was cut short (a reload mid-run) and can be continued. */
  interruptedIds: string[];
  /** The session a run is going in, in this tab. */
  runningId?: string;
  openSessionId?: string;
  openSession?: StoredSession;
  /** The open session's agents, oldest first (a parent before the children it spawned). */
  nodes: AgentNode[];
  selectedNodeId?: string;
  /** The latest storage failure, in words that say what to do; with an export offered. */
  problem?: string;
  /** A session just deleted, while Undo is still offered. */
  deleted?: { id: string; title: string };
}

export interface SessionsControllerOptions {
  /** The model a forked session's root is recorded with. */
  modelId: () => string;
  /** How long Undo stays offered after a delete. */
  undoWindowMs?: number;
  /** Nodes another tab is running now, which startup must not mark interrupted (Web Locks by default). */
  runningElsewhere?: () => Promise<Set<string>>;
}

/** Deleted sessions are kept this long (Undo, an export) before they are removed for good. */
const purgeAfterMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The sessions sidebar and the open session: list, search, open, rename, delete with undo, and
 * the open session's agent nodes (kept live by the RunController through `nodeChanged`).
 */
export class SessionsController extends Controller<SessionsSnapshot> {
  /** Settles once runs cut short by a reload are marked interrupted: no run may start before. */
  readonly ready: Promise<void>;
  /** Makes open / new session wait for the run to end (set by the composition root). */
  isBusy: () => boolean = () => false;
  private undoTimer: ReturnType<typeof setTimeout> | undefined;
  private refreshes = 0;

  constructor(
    readonly backend: SessionBackend,
    private readonly options: SessionsControllerOptions,
  ) {
    super({ persistent: backend.persistent, storageNotice: backend.notice, query: '', sessions: [], interruptedIds: [], nodes: [] });
    this.ready = this.load();
  }

  /** Reads the list again (after a run, a rename...), keeping the search. */
  async refresh(): Promise<void> {
    const request = ++this.refreshes;
    await this.guard(async () => {
      const { query } = this.getSnapshot();
      const [sessions, interrupted] = await Promise.all([
        query.trim() === '' ? this.backend.sessions.list() : this.backend.sessions.search(query),
        this.backend.interruptedSessionIds(),
      ]);
      // Only the latest read is shown: an earlier one finishing late would bring back an old list.
      if (request !== this.refreshes) return;
      this.update({ sessions, interruptedIds: [...interrupted] });
    });
  }

  async search(query: string): Promise<void> {
    this.update({ query });
    await this.refresh();
  }

  /** Opens a session: its agents, with the root selected (the run pane shows its transcript). */
  async open(sessionId: string): Promise<void> {
    if (this.isBusy()) return;
    await this.guard(async () => {
      const [session, nodes] = await Promise.all([this.backend.sessions.get(sessionId), this.backend.nodes.listNodes(sessionId)]);
      if (!session || session.deletedAt !== undefined) throw new Error('That session is gone (deleted, perhaps in another tab). Pick another one or start a new session.');
      const root = nodes.find((node) => node.id === session.rootNodeId) ?? nodes.find((node) => node.depth === 0);
      this.update({ openSessionId: session.id, openSession: session, nodes, selectedNodeId: root?.id });
    });
  }

  /** Closes the open session: the next Run starts a new one. */
  newSession(): void {
    if (this.isBusy()) return;
    this.update({ openSessionId: undefined, openSession: undefined, nodes: [], selectedNodeId: undefined });
  }

  /** A session whose root holds `messages`, opened; for "Fork" on a shared run. Returns its id. */
  async createFromFork(input: ForkInput): Promise<string> {
    // The fork opens at once, and no other session opens while a run is going.
    if (this.isBusy()) throw new Error('A run is going in this tab: stop it or let it finish, then fork again.');
    try {
      const session = await writeForkedSession(this.backend, input, this.options.modelId());
      await this.open(session.id);
      await this.refresh();
      return session.id;
    } catch (error) {
      this.report(error);
      throw error;
    }
  }

  selectNode(nodeId: string): void {
    if (this.getSnapshot().nodes.some((node) => node.id === nodeId)) this.update({ selectedNodeId: nodeId });
  }

  async rename(sessionId: string, title: string): Promise<void> {
    const trimmed = title.trim();
    if (trimmed === '') return;
    await this.guard(async () => {
      const session = await this.backend.sessions.rename(sessionId, trimmed);
      if (this.getSnapshot().openSessionId === sessionId) this.update({ openSession: session });
      await this.refresh();
    });
  }

  /** Hides the session and offers Undo for a few seconds; its data stays until purged. */
  async delete(sessionId: string): Promise<void> {
    if (this.getSnapshot().runningId === sessionId) return;
    await this.guard(async () => {
      const session = await this.backend.sessions.delete(sessionId);
      if (this.getSnapshot().openSessionId === sessionId) this.newSession();
      this.update({ deleted: { id: session.id, title: session.title } });
      clearTimeout(this.undoTimer);
      this.undoTimer = setTimeout(() => this.update({ deleted: undefined }), this.options.undoWindowMs ?? 8000);
      await this.refresh();
    });
  }

  async undoDelete(): Promise<void> {
    const { deleted } = this.getSnapshot();
    if (!deleted) return;
    clearTimeout(this.undoTimer);
    this.update({ deleted: undefined });
    await this.guard(async () => {
      await this.backend.sessions.undoDelete(deleted.id);
      await this.refresh();
    });
  }

  /** Everything saved, as one document (never the API key); undefined when storage is off. */
  async exportSessions(): Promise<PlaygroundExport | undefined> {
    if (!this.backend.exportAll) return undefined;
    try {
      return await this.backend.exportAll();
    } catch (error) {
      this.report(error);
      return undefined;
    }
  }

  dismissProblem(): void {
    this.update({ problem: undefined });
  }

  /** Shows a storage failure (a save that failed mid-run, a closed connection). */
  report(error: unknown): void {
    this.update({ problem: storeProblemText(error) });
  }

  /** Shows a storage problem already put in words (the workspace keeper's). */
  reportText(message: string): void {
    this.update({ problem: message });
  }

  // --- for the RunController ---

  /** Creates the session a first Run goes in, and opens it. */
  async begin(task: string, startFiles: Record<string, string>): Promise<StoredSession> {
    const session = await this.backend.sessions.create({ task, startFiles });
    this.update({ openSessionId: session.id, openSession: session, nodes: [], selectedNodeId: undefined });
    return session;
  }

  /** A node of the open session was created or changed: the tree shows it at once. */
  nodeChanged(node: AgentNode): void {
    const snapshot = this.getSnapshot();
    if (node.sessionId !== snapshot.openSessionId) return;
    const known = snapshot.nodes.some((existing) => existing.id === node.id);
    const nodes = known ? snapshot.nodes.map((existing) => (existing.id === node.id ? node : existing)) : [...snapshot.nodes, node];
    const selectedNodeId = snapshot.selectedNodeId ?? (node.depth === 0 ? node.id : undefined);
    this.update({ nodes, selectedNodeId });
  }

  setRunning(sessionId: string | undefined): void {
    this.update({ runningId: sessionId });
    void this.refresh();
  }

  private async load(): Promise<void> {
    await this.guard(async () => {
      await this.backend.sessions.markInterrupted(await (this.options.runningElsewhere ?? nodesRunningInSomeTab)());
      await this.backend.sessions.purgeDeleted(purgeAfterMs);
    });
    await this.refresh();
  }

  private async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.report(error);
    }
  }
}
