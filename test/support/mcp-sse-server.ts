import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { buildServer, listenForMcp, type ReceivedCall } from './mcp-http-server';

/**
 * The same notes server over the older SSE transport only (GET /sse opens the stream, POST
 * /messages?sessionId= carries requests), as servers written before Streamable HTTP speak it: a
 * POST to /sse gets 405, which is how a client learns to fall back.
 */

export interface TestMcpSseServer {
  url: string;
  calls: ReceivedCall[];
  requestHeaders: IncomingHttpHeaders[];
  close(): Promise<void>;
}

export async function startMcpSseServer(): Promise<TestMcpSseServer> {
  const calls: ReceivedCall[] = [];
  const requestHeaders: IncomingHttpHeaders[] = [];
  const hanging = new Set<() => void>();
  const sessions = new Map<string, SSEServerTransport>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    requestHeaders.push(request.headers);
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/sse') {
      const transport = new SSEServerTransport('/messages', response);
      sessions.set(transport.sessionId, transport);
      transport.onclose = () => sessions.delete(transport.sessionId);
      return buildServer(calls, hanging).connect(transport);
    }
    if (request.method === 'POST' && url.pathname === '/messages') {
      const transport = sessions.get(url.searchParams.get('sessionId') ?? '');
      if (!transport) return void response.writeHead(404).end('no such session');
      return transport.handlePostMessage(request, response);
    }
    response.writeHead(405).end('this server speaks the SSE transport only');
  }

  const listening = await listenForMcp('/sse', handle, { hanging, sessions });
  return { ...listening, calls, requestHeaders };
}
