import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { connectMcpServer, type McpConnection } from '../../src/engine/mcp/mcp-connection';
import type { McpToolsSource } from '../../src/ui/state/mcp/mcp-tools-source';

/**
 * An McpToolsSource over real connections that a test adds and drops by hand, telling the page's
 * listeners each time as the page's own connections list does: what a page with servers looks like
 * to the surface, the runs and "be the model", without the connection UI.
 */
export class ListedMcpServers implements McpToolsSource {
  private connections: McpConnection[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(private timeoutMs = 60_000) {}

  readyConnections(): readonly McpConnection[] {
    return this.connections;
  }

  callTimeoutMs(): number {
    return this.timeoutMs;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Connects to a Streamable HTTP server (test/support/mcp-http-server.ts) under `name`; ready once this resolves. */
  async addHttp(name: string, url: string): Promise<McpConnection> {
    return this.add(await connectMcpServer(name, new StreamableHTTPClientTransport(new URL(url))));
  }

  /** Connects to an SDK server in this process over the SDK's linked in-memory transports. */
  async addInMemory(name: string, server: McpServer): Promise<McpConnection> {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    return this.add(await connectMcpServer(name, clientSide));
  }

  /** The server is no longer ready (it failed or was removed): its connection is closed. */
  async drop(name: string): Promise<void> {
    const gone = this.connections.filter((connection) => connection.server === name);
    this.connections = this.connections.filter((connection) => connection.server !== name);
    this.tell();
    await Promise.all(gone.map((connection) => connection.close()));
  }

  async closeAll(): Promise<void> {
    const all = this.connections;
    this.connections = [];
    await Promise.all(all.map((connection) => connection.close()));
  }

  private add(connection: McpConnection): McpConnection {
    this.connections = [...this.connections, connection];
    this.tell();
    return connection;
  }

  private tell(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
