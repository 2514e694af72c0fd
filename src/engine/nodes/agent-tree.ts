import type { AgentEvent } from '../loop/events';
import { runAgent, type RunAgentOptions, type RunResult } from '../loop/run-agent';
import type { TokenBudget } from '../loop/token-budget';
import { repairTranscript } from '../loop/transcript';
import { addUsage, zeroUsage, type MessageParam, type Usage } from '../model/model-client';
import type { PlanStep, SubAgentOutcome, SubAgentPort, SubAgentRequest } from '../tools/tool';
import { finalText, handoffBrief, partialNote } from './briefs';
import type { AgentNode, NodeStore, StoredMessage } from './node';
import { describeStatus, newNodeId, statusOf } from './node-status';
import { changesSince, fingerprintOf, stalenessBrief } from './staleness';

export type TreeEvent =
  /** A node was created or changed (status, usage...). */
  | { type: 'node'; node: AgentNode }
  /**
   * A node's run is about to start from `history` (already stored) plus `additions` (the task, a
   * repair of unanswered calls, a follow-up): what a live view of its transcript starts from.
   */
  | { type: 'node-start'; node: AgentNode; history: MessageParam[]; additions: MessageParam[] }
  /** Something a node's run reported. */
  | { type: 'agent'; nodeId: string; event: AgentEvent }
  /**
   * Saving a node failed (storage full, closed...). Reported once per node; from then on that
   * node is no longer saved (each later append would fail the same way), but its run goes on and
   * nothing already saved is removed.
   */
  | { type: 'store-error'; nodeId: string; error: unknown };

/**
 * What every node's run is handed as is: the model, tools, surface, workspace, approvals, limits
 * and reply handler. The tree adds what differs per node (its transcript, folder scope, the plan
 * sink for the root only, its sub-agent port, the signal and the events).
 */
export type NodeRunDefaults = Omit<RunAgentOptions, 'messages' | 'setPlan' | 'writeScope' | 'agents' | 'signal' | 'onEvent'> & {
  /** Shared by every node of one top-level run. */
  tokenBudget: TokenBudget;
};

export interface AgentTreeOptions {
  store: NodeStore;
  sessionId: string;
  /** The root's run; sub-agents run with the same, under their own step cap. */
  run: NodeRunDefaults;
  /** How deep sub-agents may nest below the root (default 2). */
  maxDepth?: number;
  /** Model calls per sub-agent (default 25). */
  childMaxSteps?: number;
  /** A spawn is refused when less than this is left of the budget (default 20,000 tokens). */
  minSpawnTokens?: number;
  setPlan?: (plan: PlanStep[]) => void;
  onEvent?: (event: TreeEvent) => void;
}

export interface NodeRun {
  node: AgentNode;
  result: RunResult;
}

/**
 * The agents of one session: the root and every sub-agent it spawns through run_agent. Each node's
 * messages are persisted as they complete; its status, usage and workspace fingerprint when it
 * stops. Sub-agents share the session's budget and are scoped to their folder.
 */
export class AgentTree {
  /** Nodes whose saving failed: not saved again in this tree's life, so one failure is one report. */
  private readonly unsaved = new Set<string>();

  constructor(private readonly options: AgentTreeOptions) {}

  /** Creates the root node for a task and runs it. */
  async startRoot(task: string, signal: AbortSignal, name = 'root'): Promise<NodeRun> {
    const node = await this.createNode({ name, folder: '', task, depth: 0 });
    return this.runNode(node, [], [{ role: 'user', content: task }], signal);
  }

  /**
   * Carries on a node that was interrupted, stopped or done: repairs the transcript (every
   * unanswered call gets an "interrupted" result) and, when given, adds a new user message.
   */
  async continueNode(nodeId: string, signal: AbortSignal, message?: string): Promise<NodeRun> {
    const node = await this.options.store.getNode(nodeId);
    if (!node) throw new Error(`No node ${nodeId} in this session.`);
    const stored = (await this.options.store.loadMessages(nodeId)).map((entry) => entry.message);
    const additions = repairTranscript(stored).slice(stored.length);
    if (message) additions.push({ role: 'user', content: message });
    return this.runNode(node, stored, additions, signal);
  }

  private emit(event: TreeEvent): void {
    this.options.onEvent?.(event);
  }

  private async createNode(fields: Pick<AgentNode, 'name' | 'folder' | 'task' | 'depth'> & Partial<AgentNode>): Promise<AgentNode> {
    const now = Date.now();
    const id = newNodeId();
    const node: AgentNode = {
      id,
      sessionId: this.options.sessionId,
      rootId: fields.rootId ?? id,
      model: this.options.run.modelId,
      status: { state: 'running' },
      usage: zeroUsage(),
      messageCount: 0,
      createdAt: now,
      updatedAt: now,
      ...fields,
    };
    await this.options.store.createNode(node);
    this.emit({ type: 'node', node });
    return node;
  }

  /**
   * Runs a node from `history` (already stored) plus `additions` (stored first). Messages are
   * appended as each completes, in order; a failed save is reported once and the run goes on.
   */
  private async runNode(node: AgentNode, history: MessageParam[], additions: MessageParam[], signal: AbortSignal): Promise<NodeRun> {
    let seq = history.length;
    let saving = Promise.resolve();
    const startUsage = node.usage;
    let runUsage = zeroUsage();
    /** The node as last saved (or as it would be, when saving failed). */
    let current = node;
    // The usage of the reply a step's assistant message came from ('usage' comes before 'message').
    const usageOfStep = new Map<number, Usage>();
    const save = (message: MessageParam, step?: number, surfaceHash?: string) => {
      const usage = message.role === 'assistant' && step !== undefined ? usageOfStep.get(step) : undefined;
      const entry: StoredMessage = { nodeId: node.id, seq: seq++, message, step, surfaceHash, createdAt: Date.now(), ...(usage && { usage }) };
      const progress = { usage: addUsage(startUsage, runUsage), messageCount: seq };
      saving = saving.then(async () => {
        await this.attempt(node.id, () => this.options.store.appendMessage(entry));
        // After each reply the node's tokens are saved too: the tree shows them live, and a
        // reload mid-run still knows what the run spent.
        if (!usage) return;
        current = await this.saveNode(current, progress);
        this.emit({ type: 'node', node: current });
      });
    };
    for (const message of additions) save(message);
    this.emit({ type: 'node-start', node, history, additions });
    current = await this.saveNode(node, { status: { state: 'running' }, messageCount: seq });
    this.emit({ type: 'node', node: current });

    const isRoot = node.depth === 0;
    const result = await runAgent({
      ...this.options.run,
      // A node keeps the model it was made with, also when carried on after the setting changed.
      modelId: node.model,
      messages: [...history, ...additions],
      setPlan: isRoot ? this.options.setPlan : undefined,
      writeScope: isRoot ? undefined : node.folder,
      agents: this.portFor(node),
      maxSteps: isRoot ? this.options.run.maxSteps : (this.options.childMaxSteps ?? 25),
      signal,
      onEvent: (event) => {
        if (event.type === 'usage') {
          usageOfStep.set(event.step, event.usage);
          runUsage = event.total;
        }
        if (event.type === 'message') save(event.message, event.step, event.surfaceHash);
        this.emit({ type: 'agent', nodeId: node.id, event });
      },
    });
    await saving;

    const snapshot = await this.options.run.workspace.snapshot();
    const updated = await this.saveNode(current, {
      status: statusOf(result.stopReason),
      usage: addUsage(startUsage, result.usage),
      messageCount: seq,
      summary: [finalText(result.messages), partialNote(result.stopReason, result.steps)].filter(Boolean).join('\n\n'),
      workspaceFingerprint: fingerprintOf(snapshot, node.folder),
    });
    this.emit({ type: 'node', node: updated });
    return { node: updated, result };
  }

  /**
   * Saves changes to a node; when that fails (or its saving already failed), the run carries on
   * with the changed node in memory, so the tree and the run's result stay right.
   */
  private async saveNode(node: AgentNode, changes: Partial<AgentNode>): Promise<AgentNode> {
    const saved = await this.attempt(node.id, () => this.options.store.updateNode(node.id, changes));
    return saved ?? { ...node, ...changes, updatedAt: Date.now() };
  }

  /** Runs one store call for a node unless its saving already failed; reports the first failure. */
  private async attempt<T>(nodeId: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.unsaved.has(nodeId)) return undefined;
    try {
      return await work();
    } catch (error) {
      if (this.unsaved.has(nodeId)) return undefined;
      this.unsaved.add(nodeId);
      this.emit({ type: 'store-error', nodeId, error });
      return undefined;
    }
  }

  /** What run_agent calls from inside `parent`'s run. */
  private portFor(parent: AgentNode): SubAgentPort {
    return { run: (request, signal) => this.runChild(parent, request, signal) };
  }

  private async runChild(parent: AgentNode, request: SubAgentRequest, signal: AbortSignal): Promise<SubAgentOutcome> {
    const maxDepth = this.options.maxDepth ?? 2;
    if (parent.depth + 1 > maxDepth) return { ok: false, kind: 'NestingCap', values: { limit: maxDepth } };
    const remaining = this.options.run.tokenBudget.remaining();
    if (remaining < (this.options.minSpawnTokens ?? 20_000)) {
      return { ok: false, kind: 'BudgetExhausted', values: { remaining: remaining.toLocaleString('en-US') } };
    }

    const seeded = await this.seed(parent, request);
    if (!seeded.ok) return seeded;
    const before = await this.options.run.workspace.snapshot();
    const { node, result } = await this.runNode(seeded.node, seeded.history, seeded.additions, signal);
    const after = await this.options.run.workspace.snapshot();
    const changes = changesSince(Object.fromEntries(before), Object.fromEntries(after));
    const filesChanged = [...changes.modified, ...changes.added, ...changes.removed].sort();
    const finished = await this.saveNode(node, { filesChanged });
    this.emit({ type: 'node', node: finished });
    return {
      ok: true,
      nodeId: node.id,
      name: node.name,
      status: describeStatus(finished.status),
      steps: result.steps,
      filesChanged,
      summary: finished.summary || '(The sub-agent ended without a summary.)',
    };
  }

  /** The node to run and its starting transcript, per seedMode. */
  private async seed(
    parent: AgentNode,
    request: SubAgentRequest,
  ): Promise<{ ok: true; node: AgentNode; history: MessageParam[]; additions: MessageParam[] } | { ok: false; kind: string; values: Record<string, string> }> {
    const child = { name: request.name, task: request.task, depth: parent.depth + 1, parentId: parent.id, rootId: parent.rootId };
    if (request.seedFromNode === undefined || request.seedMode === undefined) {
      const node = await this.createNode({ ...child, folder: request.folder });
      return { ok: true, node, history: [], additions: [{ role: 'user', content: request.task }] };
    }
    const source = await this.options.store.getNode(request.seedFromNode);
    if (!source || source.sessionId !== this.options.sessionId) return { ok: false, kind: 'UnknownNode', values: { node: request.seedFromNode } };
    const refusal = this.reuseRefusal(parent, source);
    if (refusal) return { ok: false, kind: 'NodeNotReusable', values: { node: source.id, reason: refusal } };

    if (request.seedMode === 'handoff') {
      const node = await this.createNode({ ...child, folder: request.folder, seededFrom: { nodeId: source.id, mode: 'handoff' } });
      return { ok: true, node, history: [], additions: [{ role: 'user', content: `${handoffBrief(source)}\n\nYour task: ${request.task}` }] };
    }
    const stored = (await this.options.store.loadMessages(source.id)).map((entry) => entry.message);
    const repaired = repairTranscript(stored);
    const brief = await this.staleness(source);
    const followUp: MessageParam = { role: 'user', content: [brief, request.task].filter(Boolean).join('\n\n') };
    if (request.seedMode === 'resume') {
      return { ok: true, node: source, history: stored, additions: [...repaired.slice(stored.length), followUp] };
    }
    // branch: a new node starting from a copy of the source's context; the source is untouched.
    const node = await this.createNode({ ...child, folder: source.folder, seededFrom: { nodeId: source.id, mode: 'branch' } });
    return { ok: true, node, history: [], additions: [...repaired, followUp] };
  }

  /** A node may be reused only by the agent that started it, to follow up on its own work. */
  private reuseRefusal(parent: AgentNode, source: AgentNode): string | undefined {
    if (source.parentId !== parent.id) return 'you did not start it; only sub-agents you started can be reused.';
    if (source.status.state === 'running') return 'it is still running.';
    return undefined;
  }

  private async staleness(node: AgentNode): Promise<string | undefined> {
    if (!node.workspaceFingerprint) return undefined;
    const now = fingerprintOf(await this.options.run.workspace.snapshot(), node.folder);
    return stalenessBrief(node.folder, changesSince(node.workspaceFingerprint, now));
  }
}
