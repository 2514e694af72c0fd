import { type JsonSchema } from './json-schema';
import { stableStringify } from './stable-json';
import type { Surface, SurfaceTool } from './surface';

/**
 * A surface written as its difference from a base (usually the defaults): what a lesson variant,
 * a share link or a saved variant needs to carry, and nothing more. Per tool, by handler id:
 * `enabled: false` removes it; any other field replaces the base's; failures merge by kind.
 */
export interface ToolOverlay {
  enabled?: boolean;
  name?: string;
  description?: string;
  input_schema?: JsonSchema;
  failures?: Record<string, string>;
}

export interface SurfaceOverlay {
  system?: string;
  failures?: Record<string, string>;
  tools?: Record<string, ToolOverlay>;
  /** Handler ids in the order the model reads them, when it differs from the base. */
  order?: string[];
}

/**
 * Applies an overlay to a base surface. A tool the overlay names but the base lacks is added only
 * when the overlay gives a complete entry (name, description, input_schema); unknown fields are
 * the caller's to validate (parseSurfaceFile / the lesson validator).
 */
export function applyOverlay(base: Surface, overlay: SurfaceOverlay): Surface {
  const patches = overlay.tools ?? {};
  const tools: SurfaceTool[] = [];
  for (const tool of base.tools) {
    const patch = Object.hasOwn(patches, tool.handler) ? patches[tool.handler] : undefined;
    if (patch?.enabled === false) continue;
    tools.push(patch ? patchTool(tool, patch) : tool);
  }
  for (const [handler, patch] of Object.entries(patches)) {
    if (patch.enabled === false || tools.some((tool) => tool.handler === handler)) continue;
    if (patch.name && patch.description !== undefined && patch.input_schema) {
      tools.push({ handler, name: patch.name, description: patch.description, input_schema: patch.input_schema, failures: { ...patch.failures } });
    }
  }
  if (overlay.order) {
    const rank = new Map(overlay.order.map((handler, index) => [handler, index]));
    tools.sort((a, b) => (rank.get(a.handler) ?? Infinity) - (rank.get(b.handler) ?? Infinity));
  }
  return {
    system: overlay.system ?? base.system,
    tools,
    failures: { ...base.failures, ...overlay.failures },
  };
}

function patchTool(tool: SurfaceTool, patch: ToolOverlay): SurfaceTool {
  return {
    handler: tool.handler,
    name: patch.name ?? tool.name,
    description: patch.description ?? tool.description,
    input_schema: patch.input_schema ?? tool.input_schema,
    failures: { ...tool.failures, ...patch.failures },
  };
}

/** The smallest overlay that turns `base` into `surface` (the inverse of applyOverlay). */
export function overlayBetween(base: Surface, surface: Surface): SurfaceOverlay {
  const overlay: SurfaceOverlay = {};
  if (surface.system !== base.system) overlay.system = surface.system;
  const failures = changedEntries(base.failures, surface.failures);
  if (failures) overlay.failures = failures;

  const tools: Record<string, ToolOverlay> = {};
  const after = new Map(surface.tools.map((tool) => [tool.handler, tool]));
  for (const tool of base.tools) {
    const next = after.get(tool.handler);
    if (!next) {
      tools[tool.handler] = { enabled: false };
      continue;
    }
    const patch: ToolOverlay = {};
    if (next.name !== tool.name) patch.name = next.name;
    if (next.description !== tool.description) patch.description = next.description;
    if (stableStringify(next.input_schema) !== stableStringify(tool.input_schema)) patch.input_schema = next.input_schema;
    const toolFailures = changedEntries(tool.failures, next.failures);
    if (toolFailures) patch.failures = toolFailures;
    if (Object.keys(patch).length > 0) tools[tool.handler] = patch;
  }
  const baseHandlers = new Set(base.tools.map((tool) => tool.handler));
  for (const tool of surface.tools) {
    if (baseHandlers.has(tool.handler)) continue;
    tools[tool.handler] = { name: tool.name, description: tool.description, input_schema: tool.input_schema, failures: tool.failures };
  }
  if (Object.keys(tools).length > 0) overlay.tools = tools;

  const order = surface.tools.map((tool) => tool.handler);
  if (stableStringify(applyOverlay(base, overlay).tools.map((tool) => tool.handler)) !== stableStringify(order)) overlay.order = order;
  return overlay;
}

function changedEntries(before: Record<string, string>, after: Record<string, string>): Record<string, string> | undefined {
  const changed: Record<string, string> = {};
  for (const [key, value] of Object.entries(after)) if (before[key] !== value) changed[key] = value;
  return Object.keys(changed).length > 0 ? changed : undefined;
}
