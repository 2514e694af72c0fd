import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { JsonSchema } from '../../../src/engine/toolkit/json-schema';
import type { Surface, SurfaceTool } from '../../../src/engine/toolkit/surface';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { lintSurface } from '../../../src/engine/surface-analysis/lint/lint-surface';
import { type Finding } from '../../../src/engine/surface-analysis/lint/finding';

/** Edits a person makes in the schema editor, as plain functions on surfaces (never mutating). */

export const registry = createRegistry(builtinTools);
export const defaults = defaultSurface();

export function patchTool(surface: Surface, handler: string, patch: Partial<SurfaceTool>): Surface {
  return { ...surface, tools: surface.tools.map((tool) => (tool.handler === handler ? { ...tool, ...patch } : tool)) };
}

export function withoutTools(surface: Surface, ...handlers: string[]): Surface {
  return { ...surface, tools: surface.tools.filter((tool) => !handlers.includes(tool.handler)) };
}

export function toolOf(surface: Surface, handler: string): SurfaceTool {
  const tool = surface.tools.find((candidate) => candidate.handler === handler);
  if (!tool) throw new Error(`no tool ${handler} in the surface`);
  return tool;
}

/** A deep copy of a tool's input_schema, changed by `change`. */
export function editSchema(surface: Surface, handler: string, change: (schema: any) => void): Surface {
  const schema = structuredClone(toolOf(surface, handler).input_schema) as JsonSchema;
  change(schema);
  return patchTool(surface, handler, { input_schema: schema });
}

export function editFailure(surface: Surface, handler: string, kind: string, template: string): Surface {
  const tool = toolOf(surface, handler);
  return patchTool(surface, handler, { failures: { ...tool.failures, [kind]: template } });
}

export function findingsOf(surface: Surface, rule: string): Finding[] {
  return lintSurface(surface, registry).filter((finding) => finding.rule === rule);
}
