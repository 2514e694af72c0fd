import { useState } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import type { McpServerStatus, McpServerView } from '../../state/mcp/mcp-servers-controller';
import { offeredServerTools, readyServerWords, type OfferedServerTools } from '../../state/mcp/mcp-tool-count';

/** One server: its URL, its status in words, and what can be done about it. */
export function McpServerItem({ server }: { server: McpServerView }) {
  const { mcpServers, surface } = usePlayground();
  const inForce = useStore(surface).surface;
  const { status } = server;
  return (
    <li className={`mcp-server mcp-server-${status.state}`} aria-label={server.name}>
      <div className="mcp-server-row">
        <strong>{server.name}</strong>
        <span className="mcp-server-url">{server.url}</span>
        <span className="button-row push-right">
          {status.state !== 'needs-headers' && (
            <button type="button" className="small" disabled={status.state === 'connecting'} onClick={() => void mcpServers.reconnect(server.name)}>
              Reconnect
            </button>
          )}
          <button type="button" className="small danger" onClick={() => void mcpServers.remove(server.name)}>
            Remove
          </button>
        </span>
      </div>
      <p className="mcp-server-status" role="status">
        {statusWords(status, server.headerNames, offeredServerTools(server.name, inForce))}
      </p>
      {status.state === 'needs-headers' && <HeadersAgain server={server} />}
    </li>
  );
}

function statusWords(status: McpServerStatus, headerNames: readonly string[], offered: OfferedServerTools): string {
  switch (status.state) {
    case 'connecting':
      return 'Connecting…';
    case 'ready':
      return readyServerWords(status.toolCount, offered);
    case 'failed':
      return `Failed: ${status.why}`;
    case 'not-answering':
      return `Not answering: its last call got no answer (${status.why}). Its ${status.toolCount === 1 ? 'tool stays' : 'tools stay'} offered and the model is told each time; Reconnect once it is back.`;
    case 'needs-headers':
      return `Needs its headers again (${headerNames.join(', ')}): their values were not remembered on this device.`;
  }
}

/** After a reload without "remember": the values are typed again, then it connects. */
function HeadersAgain({ server }: { server: McpServerView }) {
  const { mcpServers } = usePlayground();
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <form
      className="mcp-headers-again"
      onSubmit={(event) => {
        event.preventDefault();
        void mcpServers.reconnect(server.name, Object.fromEntries(server.headerNames.map((name) => [name, values[name] ?? ''])));
      }}
    >
      {server.headerNames.map((name) => (
        <label key={name} className="field">
          <span>{name}</span>
          <input type="password" autoComplete="off" value={values[name] ?? ''} onChange={(event) => setValues({ ...values, [name]: event.target.value })} />
        </label>
      ))}
      <div className="button-row">
        <button type="submit" className="primary small">
          Connect
        </button>
      </div>
    </form>
  );
}
