import type { McpConnection } from '../../../engine/mcp/mcp-connection';
import { defaultMcpTimeoutMs } from '../../../engine/mcp/mcp-timeout';

/**
 * What the rest of the page reads of the MCP servers the person added: the ones that are ready,
 * and when that changes. The connections controller provides it; the surface, the run, the
 * comparisons and the selection tests read it, so none of them knows how a server is reached.
 */
export interface McpToolsSource {
  /** Every ready server's connection, in the order the servers were added. */
  readyConnections(): readonly McpConnection[];
  /** How long one tool call may take before it comes back as a timeout. */
  callTimeoutMs(): number;
  /** Called whenever a server connects, fails, is removed or its tools change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The source of a page with no MCP server added. */
export const noMcpServers: McpToolsSource = {
  readyConnections: () => [],
  callTimeoutMs: () => defaultMcpTimeoutMs,
  subscribe: () => () => undefined,
};
