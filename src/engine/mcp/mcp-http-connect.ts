import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { connectMcpServer, type McpConnection } from './mcp-connection';

/**
 * A server reached by URL, the same way in the page and in the CLI: Streamable HTTP, and when the
 * person named no transport, the older SSE transport after it (servers written before Streamable
 * HTTP speak only that). Headers such as Authorization ride on every request through requestInit.
 */

export type McpHttpTransportName = 'http' | 'streamable-http' | 'sse';

export interface McpHttpServerConfig {
  url: string;
  headers?: Record<string, string>;
  /** Which transport to use; both are tried (Streamable HTTP first) when absent. */
  type?: McpHttpTransportName;
}

/** What one transport's attempt met, kept so the place can explain it in its own words. */
export interface McpHttpAttempt {
  transport: 'streamable-http' | 'sse';
  error: unknown;
  /** The first HTTP status that was not a success, when the server answered at all. */
  status?: number;
  /** Set when fetch itself failed: nothing answered, or the browser refused to read the answer. */
  networkError?: unknown;
}

/** Every attempt failed. Its message ("did not answer: ...") never carries a header value. */
export class McpHttpConnectFailure extends Error {
  constructor(
    readonly attempts: readonly McpHttpAttempt[],
    message: string,
  ) {
    super(message);
    this.name = 'McpHttpConnectFailure';
  }

  /** The attempt whose failure says the most: an HTTP refusal over a transport that was not there. */
  get telling(): McpHttpAttempt {
    return this.attempts.find((attempt) => attempt.status === 401 || attempt.status === 403) ?? this.attempts[0]!;
  }
}

export interface McpHttpConnectOptions {
  timeoutMs?: number;
  /** The fetch to use (the page's own by default). */
  fetch?: typeof fetch;
}

export async function connectMcpHttpServer(name: string, config: McpHttpServerConfig, options: McpHttpConnectOptions = {}): Promise<McpConnection> {
  const url = new URL(config.url);
  const kinds: McpHttpAttempt['transport'][] = config.type === 'sse' ? ['sse'] : config.type === undefined ? ['streamable-http', 'sse'] : ['streamable-http'];
  const attempts: McpHttpAttempt[] = [];
  for (const kind of kinds) {
    const attempt: McpHttpAttempt = { transport: kind, error: undefined };
    const transport = createTransport(kind, url, config.headers ?? {}, observingFetch(options.fetch ?? globalThis.fetch, attempt));
    try {
      return await connectMcpServer(name, transport, { timeoutMs: options.timeoutMs });
    } catch (error) {
      attempt.error = error;
      attempts.push(attempt);
      await transport.close().catch(() => undefined);
    }
  }
  const words = withoutSecrets(describeError(attempts.at(-1)!.error), config.headers ?? {});
  throw new McpHttpConnectFailure(attempts, attempts.length > 1 ? `did not answer (over Streamable HTTP nor SSE): ${words}` : `did not answer: ${words}`);
}

function createTransport(kind: McpHttpAttempt['transport'], url: URL, headers: Record<string, string>, fetchImpl: typeof fetch): Transport {
  const requestInit = { headers };
  return kind === 'sse' ? new SSEClientTransport(url, { requestInit, fetch: fetchImpl }) : new StreamableHTTPClientTransport(url, { requestInit, fetch: fetchImpl });
}

/** A fetch that notes what came back, so a failure can be told by its status rather than its wording. */
function observingFetch(base: typeof fetch, attempt: McpHttpAttempt): typeof fetch {
  return async (input, init) => {
    try {
      const response = await base(input, init);
      // A GET for the optional event stream may be refused (405) by a server that is fine.
      const optional = response.status === 405 && (init?.method ?? 'GET') === 'GET';
      if (!response.ok && !optional) attempt.status ??= response.status;
      return response;
    } catch (error) {
      attempt.networkError ??= error;
      throw error;
    }
  };
}

export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim();
}

/** A server may echo a request back in its error text: no header value leaves in a message. */
export function withoutSecrets(text: string, headers: Record<string, string>): string {
  let clean = text;
  for (const value of Object.values(headers)) {
    if (value.trim().length > 0) clean = clean.split(value).join('[header value]');
  }
  return clean;
}
