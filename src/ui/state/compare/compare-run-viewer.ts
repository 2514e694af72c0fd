import type { RunOutcome } from '../../../engine/compare/comparison';
import type { NodeStore, StoredMessage } from '../../../engine/nodes/node';
import { Controller } from '../controller';

export interface OpenRun {
  /** The run's session id: unique across comparisons. */
  key: string;
  outcome: RunOutcome;
  state: 'loading' | 'ready' | 'failed';
  /** The root agent's transcript, as stored (with each reply's step and tokens): what was sent is what is shown. */
  messages: StoredMessage[];
  problem?: string;
}

export interface RunViewerSnapshot {
  /** One run, or two side by side (the earlier one on the left). */
  open: OpenRun[];
}

/**
 * The transcripts of comparison runs, read from the NodeStore by each run's root node. One run
 * at a time, or two side by side: opening one "beside" keeps the last one opened next to it.
 */
export class ComparisonRunViewer extends Controller<RunViewerSnapshot> {
  constructor(private readonly nodes: () => NodeStore | undefined) {
    super({ open: [] });
  }

  async open(outcome: RunOutcome, { beside = false }: { beside?: boolean } = {}): Promise<void> {
    const key = outcome.sessionId;
    const kept = beside ? this.getSnapshot().open.filter((run) => run.key !== key).slice(-1) : [];
    this.replace({ open: [...kept, { key, outcome, state: 'loading', messages: [] }] });
    const loaded = await this.load(outcome);
    // Closed, or replaced by another run, while it loaded: nothing to update.
    if (!this.getSnapshot().open.some((run) => run.key === key)) return;
    this.replace({ open: this.getSnapshot().open.map((run) => (run.key === key ? { ...run, ...loaded } : run)) });
  }

  close(key: string): void {
    this.replace({ open: this.getSnapshot().open.filter((run) => run.key !== key) });
  }

  clear(): void {
    if (this.getSnapshot().open.length > 0) this.replace({ open: [] });
  }

  private async load(outcome: RunOutcome): Promise<Pick<OpenRun, 'state' | 'messages' | 'problem'>> {
    if (outcome.rootNodeId === undefined) {
      const why = outcome.error ? `: ${outcome.error}` : '.';
      return { state: 'failed', messages: [], problem: `This run ended before its agent started, so there is no transcript${why}` };
    }
    const nodes = this.nodes();
    if (!nodes) {
      return { state: 'failed', messages: [], problem: 'This comparison ran without browser storage, so its transcripts were kept only on the page that ran it.' };
    }
    try {
      const stored = await nodes.loadMessages(outcome.rootNodeId);
      if (stored.length === 0) return { state: 'failed', messages: [], problem: 'No transcript is stored for this run (it may have been imported without its sessions).' };
      return { state: 'ready', messages: stored };
    } catch (error) {
      return { state: 'failed', messages: [], problem: `The transcript could not be loaded: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
}
