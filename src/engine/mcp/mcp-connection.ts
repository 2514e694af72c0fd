import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { defaultMcpTimeoutMs } from './mcp-timeout';
import type { ToolAnnotations } from '../surface-analysis/lint/tool-facts';

/**
 * One MCP server, connected through the official SDK client over whatever transport the place
 * supplies (stdio child processes on Node, Streamable HTTP anywhere): its tools, a way to call one,
 * and whether it is still there. The engine never picks a transport itself, so it runs the same in
 * the page and in the CLI.
 */

export interface McpTool {
  /** The name the server answers to. */
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  /** The server's hint that calling the tool changes nothing: such calls run without approval. */
  readOnly: boolean;
  /** The server's display title, when it gave one (the model never reads it; the lint does). */
  title?: string;
  /** The server's hints as it sent them (only the known ones, with their types checked), for the lint. */
  annotations?: ToolAnnotations;
}

export interface McpImage {
  mediaType: string;
  /** Base64, as the server sent it. */
  data: string;
  /** Where among the text the server put it: the length of the text before it. */
  atText: number;
}

/** A call's outcome in the terms the toolkit needs. */
export type McpCallOutcome =
  | { kind: 'result'; isError: boolean; text: string; images: McpImage[] }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'gone'; why: string }
  /** The request got no answer from the server at all (an HTTP server down, a network failure). */
  | { kind: 'unreachable'; why: string };

export interface McpConnection {
  /** The server's name in the person's config. */
  readonly server: string;
  readonly tools: readonly McpTool[];
  /** What the server asked a model to know (its `instructions` at initialize), when it gave any. */
  readonly instructions?: string;
  callTool(tool: string, args: Record<string, unknown>, options: { signal: AbortSignal; timeoutMs: number }): Promise<McpCallOutcome>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** How long connecting and listing tools may take. */
  timeoutMs?: number;
  /** What the place knows about why a server went away (a stdio server's last stderr lines). */
  describeExit?: () => string | undefined;
}

export async function connectMcpServer(server: string, transport: Transport, options: ConnectOptions = {}): Promise<McpConnection> {
  const client = new Client({ name: 'aci-playground', version: '1.0.0' });
  let closedWhy: string | undefined;
  client.onclose = () => {
    closedWhy ??= options.describeExit?.() ?? 'the connection closed';
  };
  const timeout = options.timeoutMs ?? defaultMcpTimeoutMs;
  await client.connect(transport, { timeout });
  const tools: McpTool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout });
    for (const tool of page.tools) {
      tools.push({
        name: tool.name,
        description: tool.description ?? '',
        inputSchema: tool.inputSchema as Record<string, unknown>,
        readOnly: tool.annotations?.readOnlyHint === true,
        ...hintsOf(tool),
      });
    }
    cursor = page.nextCursor;
  } while (cursor !== undefined);

  const instructions = client.getInstructions()?.trim();
  return {
    server,
    tools,
    ...(instructions ? { instructions } : {}),
    async callTool(tool, args, { signal, timeoutMs }) {
      if (closedWhy !== undefined) return { kind: 'gone', why: closedWhy };
      // A signal of its own per call: the SDK leaves a listener on the signal it is given, and a
      // run's one signal would gather one per call.
      const call = new AbortController();
      const abort = () => call.abort(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      try {
        const result = await client.callTool({ name: tool, arguments: args }, undefined, { signal: call.signal, timeout: timeoutMs });
        return { kind: 'result', ...mapResult(result) };
      } catch (error) {
        if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) return { kind: 'timeout', timeoutMs };
        if (signal.aborted) throw error;
        if (closedWhy !== undefined || (error instanceof McpError && error.code === ErrorCode.ConnectionClosed)) {
          closedWhy ??= options.describeExit?.() ?? 'the connection closed';
          return { kind: 'gone', why: closedWhy };
        }
        const unreachable = unreachableWhy(error);
        if (unreachable !== undefined) return { kind: 'unreachable', why: unreachable };
        // A JSON-RPC error from the server (unknown tool, invalid params): its own words.
        return { kind: 'result', isError: true, text: error instanceof Error ? error.message : String(error), images: [] };
      } finally {
        signal.removeEventListener('abort', abort);
      }
    },
    async close() {
      closedWhy ??= 'the run ended';
      await client.close();
    },
  };
}

/**
 * Why a call got no answer from the server, when that is what its error says: fetch's TypeError
 * (nothing listening, the network down) or an HTTP status the transport could not use. Undefined
 * for anything the server itself said.
 */
function unreachableWhy(error: unknown): string | undefined {
  if (error instanceof TypeError) return 'nothing answered at its address';
  if (error instanceof Error && /^(Streamable HTTP|SSE) error:/.test(error.message)) {
    const status = (error as { code?: unknown }).code;
    return typeof status === 'number' && status > 0 ? `it answered with HTTP ${status}` : 'the connection to it failed';
  }
  return undefined;
}

/** The image types a model accepts in a tool result; any other image is named, not sent. */
const MODEL_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

interface ContentBlock {
  type: string;
  text?: string;
  data?: string;
  mimeType?: string;
  resource?: { uri?: string; text?: string; mimeType?: string };
  uri?: string;
  name?: string;
}

/**
 * Text blocks become the text; images stay images; a resource's text is inlined and a link is
 * named; structuredContent is the text when there is no text at all (a server that answers only
 * in structure still says something to the model).
 */
function mapResult(result: Record<string, unknown>): { isError: boolean; text: string; images: McpImage[] } {
  const blocks = Array.isArray(result.content) ? (result.content as ContentBlock[]) : [];
  const texts: string[] = [];
  const images: McpImage[] = [];
  for (const block of blocks) {
    if (block.type === 'text' && typeof block.text === 'string') texts.push(block.text);
    else if (block.type === 'image' && block.data && block.mimeType && MODEL_IMAGE_TYPES.has(block.mimeType)) images.push({ mediaType: block.mimeType, data: block.data, atText: joinedLength(texts) });
    else if (block.type === 'resource' && typeof block.resource?.text === 'string') texts.push(block.resource.text);
    else if (block.type === 'resource_link') texts.push(`[resource ${block.name ?? ''} at ${block.uri ?? ''}]`);
    else texts.push(`[${block.type} content left out: it cannot be shown here]`);
  }
  if (texts.length === 0 && result.structuredContent !== undefined) texts.push(JSON.stringify(result.structuredContent, null, 2));
  if ('toolResult' in result && texts.length === 0) texts.push(JSON.stringify(result.toolResult));
  return { isError: result.isError === true, text: texts.join('\n'), images };
}

/** How long `texts.join('\n')` is: where in the final text an image coming now sits. */
function joinedLength(texts: readonly string[]): number {
  return texts.length === 0 ? 0 : texts.reduce((sum, text) => sum + text.length, 0) + texts.length - 1;
}

/**
 * A listed tool's title and annotations, keeping only the fields MCP defines with the types it
 * defines: a server's extra keys or a string "true" must not reach the lint as if they were hints.
 */
function hintsOf(tool: { title?: unknown; annotations?: Record<string, unknown> }): Pick<McpTool, 'title' | 'annotations'> {
  const hints: ToolAnnotations = {};
  const given = tool.annotations ?? {};
  if (typeof given.title === 'string') hints.title = given.title;
  for (const key of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
    if (typeof given[key] === 'boolean') hints[key] = given[key];
  }
  return {
    ...(typeof tool.title === 'string' ? { title: tool.title } : {}),
    ...(tool.annotations !== undefined ? { annotations: hints } : {}),
  };
}
