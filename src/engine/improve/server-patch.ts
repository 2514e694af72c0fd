import { parseMcpHandlerId } from '../mcp/mcp-handler-id';
import type { JsonSchema } from '../toolkit/json-schema';
import type { Surface, SurfaceTool } from '../toolkit/surface';

/**
 * The rewrite of an MCP server's tools, as its author would apply it: per tool that changed, its
 * server, the name the server gives it, and only the texts that changed (the new name, the new
 * description, each parameter description by its path). The server itself is never touched.
 */

export interface ServerToolPatch {
  server: string;
  /** The tool's name on the server (what tools/list calls it). */
  tool: string;
  name?: string;
  description?: string;
  /** Parameter path ("filter.labels" for a nested one) -> its new description. */
  parameters?: Record<string, string>;
}

export interface ServerPatch {
  version: 1;
  tools: ServerToolPatch[];
}

export function serverPatch(start: Surface, best: Surface): ServerPatch {
  const tools: ServerToolPatch[] = [];
  for (const after of best.tools) {
    const id = parseMcpHandlerId(after.handler);
    const before = start.tools.find((tool) => tool.handler === after.handler);
    if (!id || !before) continue;
    const entry: ServerToolPatch = { server: id.server, tool: id.tool };
    if (after.name !== before.name) entry.name = after.name;
    if (after.description !== before.description) entry.description = after.description;
    const parameters = changedParameters(before, after);
    if (Object.keys(parameters).length > 0) entry.parameters = parameters;
    if (Object.keys(entry).length > 2) tools.push(entry);
  }
  return { version: 1, tools };
}

function changedParameters(before: SurfaceTool, after: SurfaceTool): Record<string, string> {
  const old = parameterDescriptions(before.input_schema);
  const changed: Record<string, string> = {};
  for (const [path, text] of Object.entries(parameterDescriptions(after.input_schema))) if (old[path] !== text) changed[path] = text;
  return changed;
}

/** Every described property, nested objects included, by its dotted path. */
function parameterDescriptions(schema: JsonSchema, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  for (const [key, property] of Object.entries(properties ?? {})) {
    if (typeof property !== 'object' || property === null) continue;
    const path = `${prefix}${key}`;
    if (typeof property.description === 'string') found[path] = property.description;
    Object.assign(found, parameterDescriptions(property, `${path}.`));
  }
  return found;
}
