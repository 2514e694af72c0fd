import { useSurfaceEditorField } from './surface-hooks';

/**
 * What the editor says about the MCP servers' tools in the text: which ones the model is not
 * offered because their server is not ready (their entries stay, with the person's edits), and
 * which are sent under another name than the server's because another tool has that name.
 */
export function McpToolsNotice() {
  const analysis = useSurfaceEditorField('analysis');
  const renamed = (analysis?.mcpTools ?? []).filter((tool) => tool.renamed !== undefined);
  if (!analysis?.mcpNotice && renamed.length === 0) return null;
  return (
    <div className="surface-mismatch" role="status" aria-label="MCP tools">
      {analysis?.mcpNotice && <p>{analysis.mcpNotice}</p>}
      {renamed.length > 0 && (
        <ul>
          {renamed.map((tool) => (
            <li key={tool.handler}>
              <code>{tool.serverName}</code> of the MCP server {tool.server} is {tool.renamed}.
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
