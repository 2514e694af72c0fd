import { useState } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import type { McpHeader } from '../../state/mcp/mcp-servers-controller';

/** Name, URL, optional headers (Authorization...), and whether to remember their values here. */
export function AddMcpServerForm() {
  const { mcpServers } = usePlayground();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [headers, setHeaders] = useState<McpHeader[]>([]);
  const [remember, setRemember] = useState(false);
  const [problem, setProblem] = useState<string>();
  const pageOrigin = typeof location === 'undefined' ? 'this page' : location.origin;

  const setHeader = (index: number, change: Partial<McpHeader>) => setHeaders(headers.map((header, at) => (at === index ? { ...header, ...change } : header)));

  return (
    <form
      className="mcp-add-server"
      aria-label="Add a server"
      onSubmit={(event) => {
        event.preventDefault();
        const refused = mcpServers.add({ name, url, headers, remember });
        setProblem(refused);
        if (refused) return;
        setName('');
        setUrl('');
        setHeaders([]);
        setRemember(false);
      }}
    >
      <h3>Add a server</h3>
      <div className="mcp-add-row">
        <label className="field mcp-name-field">
          <span>Server name</span>
          <input value={name} onChange={(event) => setName(event.target.value)} placeholder="notes" autoComplete="off" />
        </label>
        <label className="field mcp-url-field">
          <span>Server URL</span>
          <input value={url} onChange={(event) => setUrl(event.target.value)} placeholder="http://localhost:3000/mcp" autoComplete="off" spellCheck={false} />
        </label>
      </div>
      <p className="hint">
        Streamable HTTP or SSE. The server must allow this page's origin ({pageOrigin}) through CORS, or the browser will not let the page read it.
      </p>
      {headers.map((header, index) => (
        <div className="mcp-header-row" key={index}>
          <label className="field">
            <span>Header name</span>
            <input value={header.name} onChange={(event) => setHeader(index, { name: event.target.value })} placeholder="Authorization" autoComplete="off" />
          </label>
          <label className="field">
            <span>Header value</span>
            <input type="password" value={header.value} onChange={(event) => setHeader(index, { value: event.target.value })} autoComplete="off" />
          </label>
          <button type="button" className="small quiet" onClick={() => setHeaders(headers.filter((_, at) => at !== index))}>
            Remove header
          </button>
        </div>
      ))}
      <div className="button-row">
        <button type="button" className="small" onClick={() => setHeaders([...headers, { name: '', value: '' }])}>
          Add header
        </button>
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          Remember headers
        </label>
        <span className="hint mcp-remember-hint">{remember ? 'Their values are kept on this device.' : 'Their values are forgotten on reload.'}</span>
        <button type="submit" className="primary push-right">
          Connect
        </button>
      </div>
      {problem && (
        <p role="alert" className="problem-text">
          {problem}
        </p>
      )}
    </form>
  );
}
