import type { McpConnection } from '../../../engine/mcp/mcp-connection';
import { connectMcpHttpServer } from '../../../engine/mcp/mcp-http-connect';
import { explainConnectFailure } from './mcp-failure-words';

/**
 * The MCP chunk: the SDK client and what the page needs of it. Fetched only when a server is added
 * or a saved one reconnects, so a page with no servers never pays for it.
 */

export interface PageServerConfig {
  url: string;
  headers: Record<string, string>;
}

export interface PageConnectOptions {
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Connects, or throws an Error whose message is for the person and holds no header value. */
export async function connectPageServer(name: string, config: PageServerConfig, options: PageConnectOptions): Promise<McpConnection> {
  try {
    return await connectMcpHttpServer(name, config, options);
  } catch (error) {
    throw new Error(
      await explainConnectFailure(error, {
        url: config.url,
        headerNames: Object.keys(config.headers),
        headerValues: Object.values(config.headers),
        pageOrigin: typeof location === 'undefined' ? undefined : location.origin,
        timeoutMs: options.timeoutMs,
      }),
    );
  }
}
