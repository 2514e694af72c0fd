import type { StopReason } from '../loop/stop-reason';
import type { NodeStatus } from './node';

/** A node's status after its run stopped for `reason`. */
export function statusOf(reason: StopReason): NodeStatus {
  switch (reason.type) {
    case 'done':
      return { state: 'done' };
    case 'provider_error':
      return { state: 'failed', cause: reason.message };
    default:
      return { state: 'stopped', why: reason.type };
  }
}

/** The status in run_agent's words to the parent ("done", "stopped (step cap)"). */
export function describeStatus(status: NodeStatus): string {
  switch (status.state) {
    case 'stopped':
      return `stopped (${status.why.replace('_', ' ')})`;
    case 'failed':
      return 'failed';
    default:
      return status.state;
  }
}

/** n_ and 8 hex digits: short enough for a model to quote back in seedFromNode. */
export function newNodeId(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return `n_${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
