import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpConnection } from '../../src/engine/mcp/mcp-connection';
import type { McpToolsSource } from '../../src/ui/state/mcp/mcp-tools-source';
import { ListedMcpServers } from './listed-mcp-servers';

/**
 * A real MCP server named "notes" (the SDK's McpServer), reached by our real client over the SDK's
 * in-memory transport, and the page's view of it as an McpToolsSource: for tests of the parts that
 * read ready servers (comparisons, selection tests, forks) without a network. The server records
 * every call it receives.
 */
export interface NotesServer {
  connection: McpConnection;
  source: McpToolsSource;
  calls: Array<{ tool: string; args: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function connectNotesServer(server = 'notes'): Promise<NotesServer> {
  const calls: NotesServer['calls'] = [];
  const mcp = new McpServer({ name: server, version: '1.0.0' });
  mcp.registerTool(
    'search_notes',
    { description: 'Searches the notes for a word and returns the matching titles.', inputSchema: { query: z.string() }, annotations: { readOnlyHint: true } },
    async (args) => {
      calls.push({ tool: 'search_notes', args });
      return { content: [{ type: 'text', text: `2 notes match "${args.query}": groceries, garden` }] };
    },
  );
  const listed = new ListedMcpServers();
  const connection = await listed.addInMemory(server, mcp);
  return {
    connection,
    source: listed,
    calls,
    async close() {
      await listed.closeAll();
      await mcp.close();
    },
  };
}
