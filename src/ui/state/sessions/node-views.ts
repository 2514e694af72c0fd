import type { AgentEvent } from '../../../engine/loop/events';
import type { MessageParam } from '../../../engine/model/model-client';
import type { AgentNode, NodeStore } from '../../../engine/nodes/node';
import { applyMessages, beginLiveRun, transcriptOfNode } from '../run/stored-transcript';
import { addCrash, applyEvent, emptyTranscript, type TranscriptView } from '../run/transcript-view';

/**
 * The transcript views of the open session's agents, one per node: loaded from the store when a
 * node is first shown, then kept live by its run's events. A view made live is never replaced by
 * a load that finishes later.
 */
export class NodeViews {
  private readonly views = new Map<string, TranscriptView>();
  /** Per node: does its transcript end where the model is owed a turn (Continue can carry on)? */
  private readonly owesReply = new Map<string, boolean>();
  private generation = 0;

  constructor(private readonly onChange: (nodeId: string, view: TranscriptView) => void) {}

  get(nodeId: string): TranscriptView | undefined {
    return this.views.get(nodeId);
  }

  /** Forgets every view (another session was opened); loads still in flight are dropped. */
  clear(): void {
    this.views.clear();
    this.owesReply.clear();
    this.generation += 1;
  }

  /** The node's view, loading it from the store the first time. */
  async load(node: AgentNode, store: NodeStore): Promise<TranscriptView> {
    const known = this.views.get(node.id);
    if (known) return known;
    const generation = this.generation;
    const stored = await store.loadMessages(node.id);
    if (generation !== this.generation) return emptyTranscript;
    const already = this.views.get(node.id);
    if (already) return already;
    const view = transcriptOfNode(stored, node);
    this.views.set(node.id, view);
    this.owesReply.set(node.id, owesModelTurn(stored.at(-1)?.message));
    return view;
  }

  canContinue(nodeId: string): boolean {
    return this.owesReply.get(nodeId) === true;
  }

  /** A node's run starts: its view continues from what was shown, or from its stored history. */
  start(nodeId: string, history: readonly MessageParam[], additions: readonly MessageParam[]): void {
    const base = this.views.get(nodeId) ?? applyMessages(emptyTranscript, history);
    this.set(nodeId, beginLiveRun(base, additions));
    this.owesReply.set(nodeId, owesModelTurn(additions.at(-1) ?? history.at(-1)));
  }

  event(nodeId: string, event: AgentEvent): void {
    if (event.type === 'message') this.owesReply.set(nodeId, owesModelTurn(event.message));
    const view = this.views.get(nodeId);
    if (!view) return;
    const next = applyEvent(view, event);
    if (next !== view) this.set(nodeId, next);
  }

  crash(nodeId: string, message: string): void {
    this.set(nodeId, addCrash(this.views.get(nodeId) ?? emptyTranscript, message));
  }

  private set(nodeId: string, view: TranscriptView): void {
    this.views.set(nodeId, view);
    this.onChange(nodeId, view);
  }
}

/**
 * The model is owed a turn after a user message, or after a reply whose calls are unanswered.
 * Checked here rather than with the engine's toolUses: that module would pull the toolkit into the first chunk.
 */
export function owesModelTurn(message: MessageParam | undefined): boolean {
  if (!message) return false;
  if (message.role === 'user') return true;
  return typeof message.content !== 'string' && message.content.some((block) => block.type === 'tool_use');
}
