import { parseMcpHandlerId } from '../../../engine/mcp/mcp-handler-id';
import { usePlayground } from '../../hooks/playground-context';
import { useSurfaceEditorField } from './surface-hooks';

/**
 * One checkbox per tool: off removes its entry from the file (a surface file leaves it out). An
 * MCP server's tool names its server, and says when the server is not ready (it is not offered then).
 */
export function ToolSwitches() {
  const { surfaceEditor } = usePlayground();
  const analysis = useSurfaceEditorField('analysis');
  const invalid = useSurfaceEditorField('invalid');
  if (!analysis) return null;
  const blocked = invalid?.field === 'JSON';
  return (
    <fieldset className="tool-switches">
      <legend>Tools the model is offered</legend>
      {analysis.tools.map((tool) => (
        <label key={tool.handler} title={tool.name === tool.handler ? undefined : `handler: ${tool.handler}`}>
          <input
            type="checkbox"
            aria-label={`Enabled: ${tool.name}`}
            checked={tool.enabled}
            disabled={blocked}
            onChange={(event) => surfaceEditor.setToolEnabled(tool.handler, event.target.checked)}
          />{' '}
          {tool.name}
          <ServerOf handler={tool.handler} waiting={analysis.mcpTools.some((view) => view.handler === tool.handler && !view.ready)} />
        </label>
      ))}
      {blocked && <span className="muted"> Fix the JSON to switch tools on or off.</span>}
    </fieldset>
  );
}

function ServerOf({ handler, waiting }: { handler: string; waiting: boolean }) {
  const server = parseMcpHandlerId(handler)?.server;
  if (server === undefined) return null;
  return <span className="muted small">{waiting ? ` (${server}, not ready: not offered)` : ` (${server})`}</span>;
}
