import { downloadText } from '../wire/download-text';
import { useRewriteController } from './use-suggest-rewrite';

/** The accepted edits to MCP server tools, as the patch file `npm run improve -- --patch-out` writes, for the server's author. */
export function PatchExport() {
  const patch = useRewriteController().patch();
  if (patch.length === 0) return null;
  return (
    <p className="small">
      {patch.length} MCP server {patch.length === 1 ? 'tool is' : 'tools are'} changed here as an overlay only; the server is never changed.{' '}
      <button type="button" className="small" onClick={() => downloadText('mcp-tool-texts-patch.json', `${JSON.stringify({ version: 1, tools: patch }, null, 2)}\n`, 'application/json')}>
        Export patch
      </button>
    </p>
  );
}
