import type { WireTool } from '../../model/model-client';
import { mcpHandlerId } from '../../mcp/mcp-handler-id';
import type { Surface } from '../../toolkit/surface';
import { createRegistry } from '../../toolkit/toolkit';
import { lintSurface, type Finding, type LintDialect } from './lint-surface';
import type { ToolFacts } from './tool-facts';

/**
 * The lint for tools that are not ours: a Messages API tools array or a server's tools/list. Each
 * tool becomes a surface tool run by a server (`mcp:<source>/<name>`), so the rules about our own
 * handlers leave it alone and every rule about what the model reads applies as it does to the
 * built-ins. No system prompt and no toolkit templates: only the tools are being judged.
 */
export function surfaceOfTools(tools: readonly WireTool[], source: string): Surface {
  return {
    system: '',
    tools: tools.map((tool) => ({
      handler: mcpHandlerId(source, tool.name),
      name: tool.name,
      description: tool.description ?? '',
      input_schema: tool.input_schema,
      failures: {},
    })),
    failures: {},
  };
}

const noHandlers = createRegistry([]);

/**
 * Findings about the tools only (the toolkit's own templates are not part of a tools array).
 * `facts` are what a tools/list says beside the model's text (annotations, output schema).
 */
export function lintTools(tools: readonly WireTool[], source = 'tools', dialect?: LintDialect, facts?: ReadonlyMap<string, ToolFacts>): Finding[] {
  return lintSurface(surfaceOfTools(tools, source), noHandlers, { dialect, ...(facts ? { facts } : {}) }).filter((finding) => finding.field.startsWith('tools['));
}
