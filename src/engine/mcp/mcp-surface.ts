import type { Surface, SurfaceTool } from '../toolkit/surface';
import { toolNamePattern, wireSafeName } from '../toolkit/tool-name';
import type { McpConnection } from './mcp-connection';
import { mcpHandlerId } from './mcp-handler-id';
import { withServerInstructions } from './mcp-instructions';

/**
 * Where a server's tools join a surface: beside the built-ins (or a preset's tools), each under the
 * server's own name for it. Only when two tools would share a name on the wire does a server's tool
 * become `<server>__<tool>` (the API refuses duplicate names, and the gate could not tell them
 * apart); a name the API refuses outright loses its accents and has its other characters turned
 * into `_`. Each such change comes back as a note, so whoever shows the surface can say why a name
 * is not the server's.
 */

export interface McpNameNote {
  handler: string;
  /** The name the server gave the tool. */
  serverName: string;
  /** The name the model sees. */
  name: string;
  why: string;
}

export function mcpSurfaceTools(connections: readonly McpConnection[], namesInUse: Iterable<string>): { tools: SurfaceTool[]; notes: McpNameNote[] } {
  const offered = connections.flatMap((connection) => connection.tools.map((tool) => ({ server: connection.server, tool })));
  const counts = new Map<string, number>();
  for (const name of namesInUse) counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const { tool } of offered) counts.set(tool.name, (counts.get(tool.name) ?? 0) + 1);
  const notes: McpNameNote[] = [];
  const tools = offered.map(({ server, tool }) => {
    const handler = mcpHandlerId(server, tool.name);
    let name = tool.name;
    if ((counts.get(tool.name) ?? 0) > 1) {
      name = `${server}__${tool.name}`;
      notes.push({ handler, serverName: tool.name, name: '', why: `another tool is also named ${tool.name}` });
    }
    if (!toolNamePattern.test(name)) {
      name = wireSafeName(name);
      notes.push({ handler, serverName: tool.name, name: '', why: 'tool names may only hold letters, digits, _ and - (at most 64)' });
    }
    for (const note of notes) if (note.handler === handler) note.name = name;
    return { handler, name, description: tool.description, input_schema: tool.inputSchema, failures: {} };
  });
  return { tools, notes };
}

/** The surface with every connected server's tools after its own, and their instructions after its system prompt. */
export function withMcpTools(surface: Surface, connections: readonly McpConnection[]): { surface: Surface; notes: McpNameNote[] } {
  const { tools, notes } = mcpSurfaceTools(connections, surface.tools.map((tool) => tool.name));
  return { surface: { ...surface, system: withServerInstructions(surface.system, connections), tools: [...surface.tools, ...tools] }, notes };
}
