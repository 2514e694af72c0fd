import type { PlaygroundDatabase } from './database';
import { mcpServersSetting } from './records';

/**
 * The MCP servers the person added, in the order they were added: name, URL and the NAMES of their
 * headers. A header's value is kept only when the person chose "remember" for that server; the
 * whole list stays on the device (exports and imports skip it).
 */

export interface SavedMcpServer {
  name: string;
  url: string;
  headerNames: string[];
  remember: boolean;
  /** Only when `remember` is on. */
  headerValues?: Record<string, string>;
}

export class McpServerStore {
  constructor(private readonly database: PlaygroundDatabase) {}

  load(): Promise<SavedMcpServer[]> {
    return this.database.run('the MCP servers could not be loaded', async (connection) => {
      const record = await connection.get('settings', mcpServersSetting);
      return Array.isArray(record?.value) ? (record.value as SavedMcpServer[]).filter(isSavedServer) : [];
    });
  }

  save(servers: readonly SavedMcpServer[]): Promise<void> {
    // Values only where remembered, whatever the caller passed: the rule is kept here, at the door.
    const value = servers.map(({ headerValues, ...server }) => (server.remember && headerValues ? { ...server, headerValues } : server));
    return this.database.run('the MCP servers were not saved (they still work in this tab)', async (connection) => {
      await connection.put('settings', { name: mcpServersSetting, value });
    });
  }
}

function isSavedServer(value: unknown): value is SavedMcpServer {
  const server = value as Partial<SavedMcpServer> | null;
  return typeof server?.name === 'string' && typeof server.url === 'string' && Array.isArray(server.headerNames);
}
