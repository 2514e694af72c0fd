import { builtinTools } from '../tools';
import type { AnyToolContract } from '../tools/tool';
import { defaultSurfaceTool, type Surface } from './surface';
import { renderSystemPrompt } from './system-prompt';
import { toolkitFailures } from './toolkit-failures';

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
