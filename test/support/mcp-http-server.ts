import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/**
 * A real MCP server over Streamable HTTP on 127.0.0.1, built with the SDK's server classes, for
 * tests of what our client does with what servers send back: plain text, an image, an error, only
 * structured content, a call that changes something, and a call that never answers. Every call it
 * receives is recorded as the server saw it (tool name and arguments), and so are the headers of
 * every HTTP request. With `cors`, it lets a page of that origin in, as a server must for the
 * playground to reach it from a browser.
 */

export interface ReceivedCall {
  tool: string;
  args: Record<string, unknown>;
}

export interface TestMcpHttpServer {
  url: string;
  calls: ReceivedCall[];
  /** The headers of every HTTP request, in order. */
  requestHeaders: IncomingHttpHeaders[];
  close(): Promise<void>;
}

export interface TestMcpHttpServerOptions {
  /** The page origin to allow (the CORS headers a browser page needs); none sent when absent. */
  cors?: { origin: string; extraHeaders?: string[] };
  /** What the server tells a model at initialize (its `instructions`); none when absent. */
  instructions?: string;
}

/** The CORS headers the playground's connect panel asks servers to send. */
export function corsHeaders(cors: NonNullable<TestMcpHttpServerOptions['cors']>): Record<string, string> {
  return {
    'access-control-allow-origin': cors.origin,
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': ['content-type', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id', ...(cors.extraHeaders ?? [])].join(', '),
    'access-control-expose-headers': 'mcp-session-id',
  };
}

/** A 1×1 transparent PNG. */
export const tinyPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function buildServer(calls: ReceivedCall[], hanging: Set<() => void>, instructions?: string): McpServer {
  const server = new McpServer({ name: 'notes', version: '1.0.0' }, instructions ? { instructions } : undefined);
  const record = (tool: string, args: Record<string, unknown>) => calls.push({ tool, args });
  server.registerTool(
    'search_notes',
    { description: 'Searches the notes for a word and returns the matching titles.', inputSchema: { query: z.string().describe('The word to look for.') }, annotations: { readOnlyHint: true } },
    async (args) => {
      record('search_notes', args);
      return { content: [{ type: 'text', text: `2 notes match "${args.query}": groceries, garden` }] };
    },
  );
  server.registerTool(
    'add_note',
    { description: 'Adds a note with a title and returns its id.', inputSchema: { title: z.string().describe('The title of the note.') } },
    async (args) => {
      record('add_note', args);
      return { content: [{ type: 'text', text: `added note n-1 "${args.title}"` }] };
    },
  );
  server.registerTool(
    'snapshot',
    { description: 'Takes a picture of the notes board and returns it.', annotations: { readOnlyHint: true } },
    async () => {
      record('snapshot', {});
      return { content: [{ type: 'text', text: 'the board, 1×1 pixels' }, { type: 'image', data: tinyPng, mimeType: 'image/png' }] };
    },
  );
  server.registerTool(
    'delete_note',
    { description: 'Deletes a note by its id.', inputSchema: { id: z.string().describe('The id of the note.') }, annotations: { readOnlyHint: true } },
    async (args) => {
      record('delete_note', args);
      return { isError: true, content: [{ type: 'text', text: `no note has the id ${args.id}` }] };
    },
  );
  server.registerTool(
    'count_notes',
    { description: 'Counts the notes and returns the count.', annotations: { readOnlyHint: true } },
    async () => {
      record('count_notes', {});
      return { content: [], structuredContent: { count: 3 } };
    },
  );
  server.registerTool(
    'sync_notes',
    { description: 'Syncs the notes with the cloud; this server never answers it.', annotations: { readOnlyHint: true } },
    async () => {
      record('sync_notes', {});
      return new Promise((resolve) => hanging.add(() => resolve({ content: [] })));
    },
  );
  return server;
}

export async function startMcpHttpServer(options: TestMcpHttpServerOptions = {}): Promise<TestMcpHttpServer> {
  const calls: ReceivedCall[] = [];
  const requestHeaders: IncomingHttpHeaders[] = [];
  const hanging = new Set<() => void>();
  const sessions = new Map<string, StreamableHTTPServerTransport>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (options.cors) for (const [name, value] of Object.entries(corsHeaders(options.cors))) response.setHeader(name, value);
    if (request.method === 'OPTIONS') return void response.writeHead(options.cors ? 204 : 405).end();
    requestHeaders.push(request.headers);
    const sessionId = request.headers['mcp-session-id'];
    const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (existing) return existing.handleRequest(request, response);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, transport),
    });
    await buildServer(calls, hanging, options.instructions).connect(transport);
    await transport.handleRequest(request, response);
  }

  const listening = await listenForMcp('/mcp', handle, { hanging, sessions });
  return { ...listening, calls, requestHeaders };
}

/**
 * Serves an MCP server's HTTP handler on 127.0.0.1 at `path`, for both transports' test servers:
 * a handler that throws answers 500, and close() lets hanging calls go, closes every session and
 * then the listener, so a test's server never outlives it.
 */
export async function listenForMcp(
  path: string,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  state: { hanging: Set<() => void>; sessions: Map<string, { close(): Promise<void> }> },
): Promise<{ url: string; close(): Promise<void> }> {
  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    async close() {
      for (const release of state.hanging) release();
      await Promise.allSettled([...state.sessions.values()].map((transport) => transport.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
