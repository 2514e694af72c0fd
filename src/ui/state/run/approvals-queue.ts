import type { ApprovalDecision, ApprovalPort, ApprovalRequest } from '../../../engine/tools/tool';
import { Store } from '../store';

export interface PendingApproval {
  id: number;
  toolId: string;
  command: string;
}

export interface ApprovalsSnapshot {
  /** Oldest first; the UI asks about the first one. */
  pending: PendingApproval[];
  autoApprove: boolean;
  /** Commands allowed without asking for the rest of this page's life. */
  alwaysAllowed: string[];
}

export type ApprovalEvent =
  | { type: 'approval-request'; approval: PendingApproval }
  | { type: 'approval-decision'; approval: PendingApproval; decision: ApprovalDecision; by: 'person' | 'auto' | 'stop' };

/** Told to the model when Stop ends the wait: the command did not run and why. */
export const STOPPED_WHILE_WAITING = 'The user stopped the run before deciding on this command.';

/**
 * The ApprovalPort behind the Approve / Deny buttons: every Bash call waits here on a promise
 * that a button (or auto-approve, or an "always allow" entry, or Stop) resolves.
 */
export class ApprovalsQueue extends Store<ApprovalsSnapshot, ApprovalEvent> {
  private nextId = 1;
  private readonly resolvers = new Map<number, (decision: ApprovalDecision) => void>();

  constructor() {
    super({ pending: [], autoApprove: false, alwaysAllowed: [] });
  }

  readonly port: ApprovalPort = (request: ApprovalRequest, signal: AbortSignal) => {
    const approval: PendingApproval = { id: this.nextId++, toolId: request.toolId, command: request.command };
    if (this.allowsWithoutAsking(request.command)) {
      const decision: ApprovalDecision = { approved: true };
      this.emit({ type: 'approval-decision', approval, decision, by: 'auto' });
      return Promise.resolve(decision);
    }
    if (signal.aborted) return Promise.resolve({ approved: false, reason: STOPPED_WHILE_WAITING });
    return new Promise<ApprovalDecision>((resolve) => {
      const onAbort = () => this.settle(approval.id, { approved: false, reason: STOPPED_WHILE_WAITING }, 'stop');
      signal.addEventListener('abort', onAbort, { once: true });
      this.resolvers.set(approval.id, (decision) => {
        signal.removeEventListener('abort', onAbort);
        resolve(decision);
      });
      this.update({ pending: [...this.getSnapshot().pending, approval] });
      this.emit({ type: 'approval-request', approval });
    });
  };

  approve(id: number): void {
    this.settle(id, { approved: true }, 'person');
  }

  /** The reason, when given, is sent to the model with the denial. */
  deny(id: number, reason?: string): void {
    const trimmed = reason?.trim();
    this.settle(id, trimmed ? { approved: false, reason: trimmed } : { approved: false }, 'person');
  }

  /** Approves this call and every later call with exactly the same command line. */
  alwaysAllow(id: number): void {
    const approval = this.getSnapshot().pending.find((entry) => entry.id === id);
    if (!approval) return;
    this.update({ alwaysAllowed: [...new Set([...this.getSnapshot().alwaysAllowed, approval.command])] });
    this.approve(id);
    // Calls already queued with the same command need no second click.
    for (const other of this.getSnapshot().pending) if (other.command === approval.command) this.approve(other.id);
  }

  setAutoApprove(autoApprove: boolean): void {
    this.update({ autoApprove });
    if (!autoApprove) return;
    for (const approval of this.getSnapshot().pending) this.settle(approval.id, { approved: true }, 'auto');
  }

  private allowsWithoutAsking(command: string): boolean {
    const { autoApprove, alwaysAllowed } = this.getSnapshot();
    return autoApprove || alwaysAllowed.includes(command);
  }

  private settle(id: number, decision: ApprovalDecision, by: 'person' | 'auto' | 'stop'): void {
    const resolve = this.resolvers.get(id);
    const approval = this.getSnapshot().pending.find((entry) => entry.id === id);
    if (!resolve || !approval) return;
    this.resolvers.delete(id);
    this.update({ pending: this.getSnapshot().pending.filter((entry) => entry.id !== id) });
    this.emit({ type: 'approval-decision', approval, decision, by });
    resolve(decision);
  }
}
