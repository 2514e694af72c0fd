import { useId, useState } from 'react';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { AddMcpServerForm } from './add-mcp-server-form';
import { McpServerItem } from './mcp-server-item';
import { offeredToolsWords } from '../../state/mcp/mcp-tool-count';
import './mcp-servers.css';

/**
 * "MCP servers" in the surface header: how many are ready, and a dialog to add servers by URL, see
 * each one's status, reconnect or remove it. Their tools join the surface once they are ready.
 */
export function McpServersButton() {
  const { mcpServers, surface } = usePlayground();
  const { servers } = useStore(mcpServers);
  const inForce = useStore(surface).surface;
  const [open, setOpen] = useState(false);
  const readyServers = servers.filter((server) => server.status.state === 'ready');
  const ready = readyServers.length;
  const attention = servers.some((server) => server.status.state === 'failed' || server.status.state === 'needs-headers' || server.status.state === 'not-answering');
  const countId = useId();
  // The count describes the button rather than naming it: its name stays "MCP servers".
  return (
    <>
      <span className="mcp-servers-entry">
        <button type="button" aria-haspopup="dialog" aria-describedby={servers.length > 0 ? countId : undefined} onClick={() => setOpen(true)}>
          MCP servers
        </button>
        {servers.length > 0 && (
          <span id={countId} className={attention ? 'mcp-count mcp-count-attention' : 'mcp-count'}>
            {ready}/{servers.length} ready{ready > 0 && ` · ${offeredToolsWords(readyServers.map((server) => server.name), inForce)}`}
          </span>
        )}
      </span>
      <McpServersDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function McpServersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mcpServers } = usePlayground();
  const { servers, storageProblem } = useStore(mcpServers);
  const titleId = useId();
  const dialogRef = useModalDialog(open);
  return (
    <dialog ref={dialogRef} className="mcp-servers-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>MCP servers</h2>
      <p className="hint">
        A server's tools join the surface beside the built-in ones once it is ready: edit them like any other tool. The page calls the server
        itself, from this browser.
      </p>
      {servers.length > 0 && (
        <ul className="mcp-server-list" aria-label="Servers">
          {servers.map((server) => (
            <McpServerItem key={server.name} server={server} />
          ))}
        </ul>
      )}
      {storageProblem && (
        <p role="alert" className="problem-text">
          {storageProblem}
        </p>
      )}
      <AddMcpServerForm />
      <div className="button-row dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
