/**
 * An MCP server's tool is a handler like any built-in, with the id `mcp:<server>/<tool>`: the
 * server as the person named it in their config, the tool under the name the server gave it. The
 * surface can rename the tool; the id keeps the name the server answers to.
 */

const PREFIX = 'mcp:';

export function mcpHandlerId(server: string, tool: string): string {
  return `${PREFIX}${server}/${tool}`;
}

export function isMcpHandler(handler: string): boolean {
  return handler.startsWith(PREFIX);
}

/** The server and the tool's own name, or undefined for a built-in handler id. */
export function parseMcpHandlerId(handler: string): { server: string; tool: string } | undefined {
  if (!isMcpHandler(handler)) return undefined;
  const rest = handler.slice(PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash <= 0 || slash === rest.length - 1) return undefined;
  return { server: rest.slice(0, slash), tool: rest.slice(slash + 1) };
}
