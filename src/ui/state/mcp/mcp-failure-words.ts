import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { describeError, McpHttpConnectFailure, withoutSecrets } from '../../../engine/mcp/mcp-http-connect';
import { somethingAnswersAt } from './origin-probe';

/**
 * Why a server could not be reached, in words for the person who added it, with the next thing to
 * try. A fetch that fails in the page cannot say whether nothing is there or the server refused this
 * page's origin; a probe tells the two apart, because the fix is different (start the server, or
 * allow the page on it).
 */

export interface FailureContext {
  url: string;
  /** The names (never the values) of the person's own headers. */
  headerNames: readonly string[];
  /** Every header value, so none can slip into the words. */
  headerValues: readonly string[];
  /** The page's origin in a browser; absent on Node, where there is no CORS. */
  pageOrigin?: string;
  timeoutMs: number;
}

export async function explainConnectFailure(error: unknown, context: FailureContext): Promise<string> {
  return scrub(await explain(error, context), context.headerValues);
}

async function explain(error: unknown, context: FailureContext): Promise<string> {
  if (!(error instanceof McpHttpConnectFailure)) return `It could not connect: ${describeError(error)}.`;
  const attempt = error.telling;
  const { url } = context;
  if (attempt.error instanceof McpError && attempt.error.code === ErrorCode.RequestTimeout) {
    return `It answered, but did not finish connecting within ${Math.round(context.timeoutMs / 1000)} s. Check that ${url} is an MCP endpoint, then Reconnect.`;
  }
  if (attempt.networkError !== undefined && attempt.status === undefined) {
    const answered = isCrossOrigin(url, context.pageOrigin) ? await somethingAnswersAt(url) : false;
    if (answered === true) return corsWords(url, context);
    if (answered === undefined) return `Nothing this page may read answered at ${url}: either no server runs there, or it does not allow this page (CORS). If it runs, on the server ${corsFix(context)}\nThen Reconnect.`;
    return `Nothing answered at ${url}. Check the address and that the server is running, then Reconnect.`;
  }
  if (attempt.status === 401 || attempt.status === 403) {
    return context.headerNames.length > 0
      ? `The server refused the request (HTTP ${attempt.status}): check the value of ${context.headerNames.join(', ')}, then connect again.`
      : `The server refused the request (HTTP ${attempt.status}): it wants a header this page did not send, such as Authorization. Add it and connect again.`;
  }
  if (attempt.status === 404 || attempt.status === 405) {
    return `Nothing at ${url} answers as an MCP server (HTTP ${attempt.status}). Check the path: servers often listen on /mcp, older ones on /sse.`;
  }
  const words = describeError(attempt.error);
  if (attempt.status === 400 && isCrossOrigin(url, context.pageOrigin)) {
    // A server that keeps sessions refuses every request after the first when the page cannot read
    // the session id: the header must be exposed to the page.
    return `The server refused a request (HTTP 400): ${words}. If it keeps sessions, it must also send Access-Control-Expose-Headers: mcp-session-id.`;
  }
  if (attempt.status !== undefined) return `The server answered HTTP ${attempt.status}: ${words}.`;
  return `Something answered at ${url}, but not as an MCP server: ${words}.`;
}

function corsWords(url: string, context: FailureContext): string {
  return `The server at ${new URL(url).origin} answered, but does not allow this page (${context.pageOrigin}) to read its answers (CORS). On the server, ${corsFix(context)}\nThen Reconnect.`;
}

/** What a server must send for this page to read it, the person's own header names included. */
function corsFix(context: FailureContext): string {
  const allowHeaders = ['content-type', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id', ...context.headerNames.map((name) => name.toLowerCase())];
  // One header a line: the person copies them into the server's config.
  return [
    'set',
    `Access-Control-Allow-Origin: ${context.pageOrigin};`,
    `Access-Control-Allow-Headers: ${[...new Set(allowHeaders)].join(', ')};`,
    'Access-Control-Expose-Headers: mcp-session-id;',
    'and answer OPTIONS requests with those headers.',
  ].join('\n');
}

function isCrossOrigin(url: string, pageOrigin: string | undefined): boolean {
  return pageOrigin !== undefined && new URL(url).origin !== pageOrigin;
}

function scrub(text: string, values: readonly string[]): string {
  return withoutSecrets(text, Object.fromEntries(values.map((value, index) => [String(index), value])));
}
