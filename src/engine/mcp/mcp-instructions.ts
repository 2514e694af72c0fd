import type { McpConnection } from './mcp-connection';

/**
 * A server's `instructions` (what it sent at initialize for the model to know) are offered in the
 * system prompt: appended after it, each under a heading naming the server. Being part of the
 * system prompt, they are edited, or deleted, like it; a heading already there means the server's
 * section is in (maybe edited), so it is never added twice.
 */

export function instructionsHeading(server: string): string {
  return `## Instructions from the MCP server "${server}"`;
}

/** The system prompt with the sections of the servers that gave instructions and have none in it yet. */
export function withServerInstructions(system: string, connections: readonly Pick<McpConnection, 'server' | 'instructions'>[]): string {
  const sections = connections
    .filter((connection) => connection.instructions && !system.includes(instructionsHeading(connection.server)))
    .map((connection) => `${instructionsHeading(connection.server)}\n\n${connection.instructions}`);
  if (sections.length === 0) return system;
  return [system.trimEnd(), ...sections].filter((part) => part !== '').join('\n\n');
}
