import { builtinTools } from '../tools/all-tools';
import type { AnyToolContract } from '../tools/tool';
import { toWireSchema } from './json-schema';
import type { Surface, SurfaceTool } from './surface';
import { renderSystemPrompt } from './system-prompt';
import { toolkitFailures } from './toolkit-failures';

/** What the model reads about one tool, generated from its declaration. */
export function defaultSurfaceTool(contract: AnyToolContract): SurfaceTool {
  const failures: Record<string, string> = {};
  for (const [kind, spec] of Object.entries(contract.failures)) failures[kind] = spec.template;
  return {
    handler: contract.id,
    name: contract.wire?.name ?? contract.id,
    description: contract.description,
    input_schema: contract.wire?.inputSchema ?? toWireSchema(contract.parameters),
    failures,
  };
}

/**
 * The surface a person starts from: every tool's generated schema and default description, the
 * toolkit's own strings, and a system prompt rendered for exactly these tools.
 */
export function defaultSurface(contracts: readonly AnyToolContract[] = builtinTools): Surface {
  const tools = contracts.map(defaultSurfaceTool);
  const names = new Map(tools.map((tool) => [tool.handler, tool.name]));
  const failures: Record<string, string> = {};
  for (const [kind, spec] of Object.entries(toolkitFailures)) failures[kind] = spec.template;
  return { system: renderSystemPrompt((id) => names.get(id)), tools, failures };
}
