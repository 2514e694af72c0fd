import { useState } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useApprovals } from '../../hooks/use-playground-state';

/**
 * The command a paused run waits on: Approve, Deny (with an optional reason), Always allow. A call
 * to an MCP server's tool says which tool of which server, with its arguments as JSON, and "Always
 * allow" then covers that tool of that server.
 */
export function ApprovalCard() {
  const { approvals } = usePlayground();
  const { pending } = useApprovals();
  const [reason, setReason] = useState('');
  const current = pending[0];
  if (!current) return null;
  const settle = (action: () => void) => {
    action();
    setReason('');
  };
  return (
    <section className="approval" aria-label="Approval needed">
      {current.mcp ? (
        <>
          <h3>
            The agent wants to call <code>{current.mcp.tool}</code> on the MCP server <strong>{current.mcp.server}</strong>
          </h3>
          <p className="muted">The server does not mark this tool read-only, so the call may change something there.</p>
          <pre className="code approval-command" aria-label="Arguments">
            {current.mcp.arguments}
          </pre>
        </>
      ) : (
        <>
          <h3>The agent wants to run a command</h3>
          <pre className="code approval-command">{current.command}</pre>
        </>
      )}
      <label className="field">
        <span>Deny reason</span>
        <input
          type="text"
          value={reason}
          placeholder="Optional: told to the model when you deny"
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle(() => approvals.deny(current.id, reason));
          }}
        />
      </label>
      <div className="button-row">
        <button type="button" className="primary" onClick={() => settle(() => approvals.approve(current.id))}>
          Approve
        </button>
        <button type="button" className="danger" onClick={() => settle(() => approvals.deny(current.id, reason))}>
          Deny
        </button>
        <button type="button" onClick={() => settle(() => approvals.alwaysAllow(current.id))}>
          {current.mcp ? `Always allow ${current.mcp.tool} of ${current.mcp.server}` : 'Always allow this command'}
        </button>
        {pending.length > 1 && <span className="muted">{pending.length - 1} more waiting</span>}
      </div>
    </section>
  );
}
