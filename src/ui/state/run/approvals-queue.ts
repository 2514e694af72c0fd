import type { ApprovalDecision, ApprovalPort, ApprovalRequest } from '../../../engine/tools/tool';
import { parseMcpHandlerId } from '../../../engine/mcp/mcp-handler-id';
import { Controller } from '../controller';

export interface PendingApproval {
  id: number;
  toolId: string;
  command: string;
  /** Set for an MCP server's tool: which tool of which server, and the arguments as readable JSON. */
  mcp?: { server: string; tool: string; arguments: string };
}

export interface ApprovalsSnapshot {
  /** Oldest first; the UI asks about the first one. */
  pending: PendingApproval[];
  autoApprove: boolean;
  /**
   * What is allowed without asking for the rest of this page's life: exact command lines, and
   * MCP tools by handler id (`mcp:<server>/<tool>`: that tool of that server, whatever the arguments).
   */
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
export class ApprovalsQueue extends Controller<ApprovalsSnapshot, ApprovalEvent> {
  private nextId = 1;
  private readonly resolvers = new Map<number, (decision: ApprovalDecision) => void>();

  constructor() {
    super({ pending: [], autoApprove: false, alwaysAllowed: [] });
  }

  readonly port: ApprovalPort = (request: ApprovalRequest, signal: AbortSignal) => {
    const approval = pendingApproval(this.nextId++, request);
    if (this.allowsWithoutAsking(allowanceKey(approval))) {
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

  /**
   * Approves this call and every later one like it: the same command line, or for an MCP server's
   * tool, any call of that tool of that server.
   */
  alwaysAllow(id: number): void {
    const approval = this.getSnapshot().pending.find((entry) => entry.id === id);
    if (!approval) return;
    const key = allowanceKey(approval);
    this.update({ alwaysAllowed: [...new Set([...this.getSnapshot().alwaysAllowed, key])] });
    this.approve(id);
    // Calls already queued that the allowance covers need no second click.
    for (const other of this.getSnapshot().pending) if (allowanceKey(other) === key) this.approve(other.id);
  }

  setAutoApprove(autoApprove: boolean): void {
    this.update({ autoApprove });
    if (!autoApprove) return;
    for (const approval of this.getSnapshot().pending) this.settle(approval.id, { approved: true }, 'auto');
  }

  private allowsWithoutAsking(key: string): boolean {
    const { autoApprove, alwaysAllowed } = this.getSnapshot();
    return autoApprove || alwaysAllowed.includes(key);
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

function pendingApproval(id: number, request: ApprovalRequest): PendingApproval {
  const server = parseMcpHandlerId(request.toolId);
  if (!server) return { id, toolId: request.toolId, command: request.command };
  const args = JSON.stringify(request.arguments ?? {}, null, 2);
  return { id, toolId: request.toolId, command: request.command, mcp: { server: server.server, tool: server.tool, arguments: args } };
}

/** What "Always allow" remembers: a server's tool as a whole, any other tool's exact command. */
function allowanceKey(approval: PendingApproval): string {
  return approval.mcp ? approval.toolId : approval.command;
}
