import { addUsage, zeroUsage, type ModelClient } from '../../../engine/model/model-client';
import type { TreeEvent } from '../../../engine/nodes/agent-tree';
import type { AgentNode } from '../../../engine/nodes/node';
import type { PlanStep } from '../../../engine/tools/tool';
import { StoreError } from '../../../store/store-errors';
import type { ApprovalsQueue } from './approvals-queue';
import type { Engine } from '../chunk-loaders';
import { NodeLocks } from '../sessions/node-locks';
import { NodeViews } from '../sessions/node-views';
import type { RunEvent, RunSnapshot } from './run-snapshot';
import { createRunTree } from './run-tree';
import type { SessionsController } from '../sessions/sessions-controller';
import type { Settings, SettingsController } from '../settings/settings-controller';
import { canCallModel } from '../settings/model-connection';
import { Controller } from '../controller';
import type { SurfaceController } from '../surface/surface-controller';
import type { McpToolsSource } from '../mcp/mcp-tools-source';
import { addCrash, emptyTranscript } from './transcript-view';
import type { WorkspaceSource } from '../workspace/workspace-source';

export interface RunControllerOptions {
  settings: SettingsController;
  surface: SurfaceController;
  approvals: ApprovalsQueue;
  workspaces: WorkspaceSource;
  sessions: SessionsController;
  loadEngine: () => Promise<Engine>;
  /** The ready MCP servers, whose tools a run reaches. */
  mcp: McpToolsSource;
  /** The provider client for a run; the Anthropic SDK client by default (tests pass a fake). */
  createModel?: (engine: Engine, settings: Settings) => ModelClient;
}

/**
 * Runs the open session's agent tree on the live workspace with the surface in force. Run starts a
 * session (or continues its root with the new task); Continue carries on a root that was cut short.
 * Every node's events keep its transcript view live; the selected node's view is the snapshot's.
 */
export class RunController extends Controller<RunSnapshot, RunEvent> {
  private abortController: AbortController | undefined;
  private readonly views = new NodeViews((nodeId, view) => {
    if (nodeId === this.getSnapshot().nodeId) this.update({ transcript: view, canContinue: this.canContinueRoot() });
  });
  private shownSession: string | undefined;
  private readonly loading = new Set<string>();
  /** Web Locks of the nodes running in this tab: another tab opening meanwhile leaves them be. */
  private readonly locks = new NodeLocks();

  constructor(private readonly options: RunControllerOptions) {
    super({ status: 'idle', transcript: emptyTranscript, nodeId: undefined, plan: undefined, runUsage: undefined, lastStop: undefined, canContinue: false });
    options.sessions.subscribe(() => this.followSelection());
  }

  /** Why no run can start now, whatever the task, in words for the person; undefined when one can. */
  readinessProblem(): string | undefined {
    if (this.getSnapshot().status !== 'idle') return 'A run is going.';
    if (!canCallModel(this.options.settings.getSnapshot())) return 'Add an API key in Settings to run the agent.';
    const workspace = this.options.workspaces.getSnapshot();
    if (!workspace.active) return 'The workspace is still starting.';
    // Files are being carried to another workspace: work done now would land in the old one.
    if (workspace.state === 'switching') return 'The workspace is switching; Run is back in a moment.';
    if (!this.options.surface.getSnapshot().surface) return 'The tools are still loading.';
    return undefined;
  }

  /** Why Run with this task cannot start now; undefined when it can. */
  blocker(task: string): string | undefined {
    return this.readinessProblem() ?? (task.trim() === '' ? 'Write a task first.' : undefined);
  }

  /** Runs `task`: in a new session, or as a follow-up to the open one. Resolves when it has ended. */
  async run(task: string): Promise<void> {
    if (this.blocker(task) !== undefined) return;
    await this.go(task.trim());
  }

  /** Carries on the open session's root where it was cut short; the transcript is repaired first. */
  async continueRun(): Promise<void> {
    if (this.readinessProblem() !== undefined || !this.getSnapshot().canContinue) return;
    await this.go(undefined);
  }

  /** Ends the run at the next safe point: mid-stream, mid-approval or between calls. */
  stop(): void {
    if (!this.abortController || this.getSnapshot().status !== 'running') return;
    this.update({ status: 'stopping' });
    this.abortController.abort();
  }

  /** Starts a new conversation (a new session on the next Run); only between runs. */
  clear(): void {
    if (this.getSnapshot().status !== 'idle') return;
    this.options.sessions.newSession();
  }

  /** update_plan's sink; a person calling update_plan by hand lands here too. */
  setPlan(plan: PlanStep[]): void {
    this.update({ plan });
  }

  private async go(task: string | undefined): Promise<void> {
    const { sessions } = this.options;
    const workspace = this.options.workspaces.getSnapshot().active!;
    const settings = this.options.settings.getSnapshot();
    const abortController = new AbortController();
    this.abortController = abortController;
    this.update({ status: 'running', runUsage: undefined, lastStop: undefined, canContinue: false });
    let sessionId: string | undefined;
    let releaseTree: (() => void) | undefined;
    try {
      // Runs cut short by the last reload are marked first, or this run's root would be among them.
      await sessions.ready;
      const engine = await this.options.loadEngine();
      const root = this.root();
      const session = sessions.getSnapshot().openSession ?? (await sessions.begin(task ?? '', await workspace.exportFiles()));
      sessionId = session.id;
      sessions.setRunning(sessionId);
      const { tree, release } = createRunTree({
        engine,
        settings,
        sessionId,
        store: sessions.backend.nodes,
        workspace,
        surface: this.options.surface,
        approvals: this.options.approvals,
        mcp: this.options.mcp,
        createModel: this.options.createModel,
        setPlan: (plan) => this.setPlan(plan),
        onEvent: (event) => this.onTreeEvent(event),
      });
      releaseTree = release;
      if (root) await tree.continueNode(root.id, abortController.signal, task);
      else await tree.startRoot(task ?? '', abortController.signal);
    } catch (error) {
      // The loop reports provider trouble as a stop reason; reaching here is a bug of ours or storage.
      const message = `The run failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`;
      const nodeId = this.getSnapshot().nodeId;
      if (error instanceof StoreError) sessions.report(error);
      else if (nodeId) this.views.crash(nodeId, message);
      else this.update({ transcript: addCrash(this.getSnapshot().transcript, message) });
    } finally {
      releaseTree?.();
      this.locks.releaseAll();
      this.abortController = undefined;
      this.update({ status: 'idle', canContinue: this.canContinueRoot() });
      if (sessionId) sessions.setRunning(undefined);
    }
    this.emit({ type: 'run-end', reason: this.getSnapshot().lastStop });
  }

  private onTreeEvent(event: TreeEvent): void {
    switch (event.type) {
      case 'node':
        this.locks.follow(event.node.id, event.node.status.state === 'running');
        return this.options.sessions.nodeChanged(event.node);
      case 'node-start':
        if (event.node.depth === 0) this.emit({ type: 'run-start', messages: [...event.history, ...event.additions] });
        return this.views.start(event.node.id, event.history, event.additions);
      case 'store-error':
        return this.options.sessions.report(event.error);
      case 'agent':
        return this.onAgentEvent(event);
    }
  }

  private onAgentEvent(agentEvent: Extract<TreeEvent, { type: 'agent' }>): void {
    const { nodeId, event } = agentEvent;
    this.views.event(nodeId, event);
    const isRoot = nodeId === this.root()?.id;
    if (event.type === 'usage') this.update({ runUsage: addUsage(this.getSnapshot().runUsage ?? zeroUsage(), event.usage) });
    if (isRoot && event.type === 'run-end') this.update({ lastStop: event.reason });
    this.emit(agentEvent);
  }

  /** Shows the transcript of the node selected in the open session (loading it if need be). */
  private followSelection(): void {
    const { openSessionId, selectedNodeId, nodes } = this.options.sessions.getSnapshot();
    if (openSessionId !== this.shownSession) {
      this.shownSession = openSessionId;
      this.views.clear();
      this.update({ plan: undefined, lastStop: undefined, runUsage: undefined });
    }
    const snapshot = this.getSnapshot();
    const canContinue = this.canContinueRoot();
    const node = nodes.find((candidate) => candidate.id === selectedNodeId);
    if (!node) {
      if (snapshot.nodeId !== undefined || snapshot.transcript !== emptyTranscript) this.update({ nodeId: undefined, transcript: emptyTranscript, canContinue });
      return;
    }
    const view = this.views.get(node.id);
    if (node.id !== snapshot.nodeId || (view && view !== snapshot.transcript)) {
      this.update({ nodeId: node.id, transcript: view ?? emptyTranscript, canContinue });
    } else if (canContinue !== snapshot.canContinue) {
      this.update({ canContinue });
    }
    if (!view && !this.loading.has(node.id)) void this.loadView(node);
  }

  private async loadView(node: AgentNode): Promise<void> {
    this.loading.add(node.id);
    try {
      const view = await this.views.load(node, this.options.sessions.backend.nodes);
      if (this.getSnapshot().nodeId === node.id) this.update({ transcript: view, canContinue: this.canContinueRoot() });
    } catch (error) {
      this.options.sessions.report(error);
    } finally {
      this.loading.delete(node.id);
    }
  }

  /** The open session's root agent; undefined before the first run of a new session. */
  private root(): AgentNode | undefined {
    return this.options.sessions.getSnapshot().nodes.find((node) => node.depth === 0);
  }

  /** Continue needs the root's transcript loaded (it is, once the root was shown) and owing a turn. */
  private canContinueRoot(): boolean {
    const root = this.root();
    if (!root || root.status.state === 'running' || this.getSnapshot().status !== 'idle') return false;
    return this.views.canContinue(root.id);
  }
}
