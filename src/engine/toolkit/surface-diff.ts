import { stableStringify } from './stable-json';
import type { Surface, SurfaceTool } from './surface';

/** One field that differs between two surfaces, as the transcript marks it. */
export interface SurfaceChange {
  /** Handler id of the tool, or undefined for the system prompt and toolkit-level strings. */
  handler?: string;
  /** The name the model sees after the change (before it, when the tool was removed). */
  tool?: string;
  /** `added`, `removed`, `name`, `description`, `input_schema`, `failures.NotFound`, `system`... */
  field: string;
}

export function diffSurfaces(before: Surface, after: Surface): SurfaceChange[] {
  const changes: SurfaceChange[] = [];
  if (before.system !== after.system) changes.push({ field: 'system' });
  for (const kind of changedKeys(before.failures, after.failures)) changes.push({ field: `failures.${kind}` });

  const beforeByHandler = new Map(before.tools.map((tool) => [tool.handler, tool]));
  const afterByHandler = new Map(after.tools.map((tool) => [tool.handler, tool]));
  for (const [handler, tool] of afterByHandler) {
    const previous = beforeByHandler.get(handler);
    if (!previous) {
      changes.push({ handler, tool: tool.name, field: 'added' });
      continue;
    }
    changes.push(...diffTool(previous, tool));
  }
  for (const [handler, tool] of beforeByHandler) {
    if (!afterByHandler.has(handler)) changes.push({ handler, tool: tool.name, field: 'removed' });
  }
  return changes;
}

function diffTool(before: SurfaceTool, after: SurfaceTool): SurfaceChange[] {
  const at = (field: string): SurfaceChange => ({ handler: after.handler, tool: after.name, field });
  const changes: SurfaceChange[] = [];
  if (before.name !== after.name) changes.push(at('name'));
  if (before.description !== after.description) changes.push(at('description'));
  if (stableStringify(before.input_schema) !== stableStringify(after.input_schema)) {
    changes.push(...schemaChanges(before.input_schema, after.input_schema).map((path) => at(`input_schema${path}`)));
  }
  for (const kind of changedKeys(before.failures, after.failures)) changes.push(at(`failures.${kind}`));
  return changes;
}

/** Property-level paths where two object schemas differ (`.properties.offset`), else the root. */
function schemaChanges(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const beforeProperties = (before.properties ?? {}) as Record<string, unknown>;
  const afterProperties = (after.properties ?? {}) as Record<string, unknown>;
  const paths = changedKeys(beforeProperties, afterProperties).map((key) => `.properties.${key}`);
  const { properties: _before, ...beforeRest } = before;
  const { properties: _after, ...afterRest } = after;
  if (stableStringify(beforeRest) !== stableStringify(afterRest)) {
    for (const key of changedKeys(beforeRest, afterRest)) paths.push(`.${key}`);
  }
  return paths.length > 0 ? paths : [''];
}

function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => stableStringify(before[key]) !== stableStringify(after[key])).sort();
}
