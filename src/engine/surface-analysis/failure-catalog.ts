import type { Surface } from '../toolkit/surface';
import type { ToolRegistry } from '../toolkit/toolkit';
import { toolkitFailures } from '../toolkit/toolkit-failures';

/**
 * Every failure template in force on a surface — each tool's kinds and the toolkit's own — with
 * the placeholders its handler declares. The lint, the preview and the editor all read failures
 * through this one list, so they agree on which template is in force.
 */
export interface FailureEntry {
  /** `tools[1].failures.NotFound`, or `failures.InvalidToolCall` for the toolkit's own. */
  field: string;
  /** Index into `surface.tools`; undefined for the toolkit's own kinds. */
  toolIndex?: number;
  tool?: string;
  handler?: string;
  kind: string;
  /** The template the model would get: the surface's, else the handler's default. */
  template: string;
  /** The default template for this kind; undefined when nothing declares the kind. */
  defaultTemplate?: string;
  /**
   * Placeholders the code fills for this kind, each with a sample value. Undefined when no
   * handler declares the kind: the template is never used.
   */
  declared?: Readonly<Record<string, string | number>>;
}

export function failureEntries(surface: Surface, registry: ToolRegistry): FailureEntry[] {
  const entries: FailureEntry[] = [];
  surface.tools.forEach((tool, toolIndex) => {
    const contractFailures = registry.get(tool.handler)?.failures ?? {};
    const kinds = new Set([...Object.keys(contractFailures), ...Object.keys(tool.failures)]);
    for (const kind of kinds) {
      const spec = Object.hasOwn(contractFailures, kind) ? contractFailures[kind] : undefined;
      const edited = Object.hasOwn(tool.failures, kind) ? tool.failures[kind] : undefined;
      entries.push({
        field: `tools[${toolIndex}].failures.${kind}`,
        toolIndex,
        tool: tool.name,
        handler: tool.handler,
        kind,
        template: edited ?? spec?.template ?? '',
        ...(spec ? { defaultTemplate: spec.template, declared: spec.placeholders } : {}),
      });
    }
  });
  const kinds = new Set([...Object.keys(toolkitFailures), ...Object.keys(surface.failures)]);
  for (const kind of kinds) {
    const spec = Object.hasOwn(toolkitFailures, kind) ? toolkitFailures[kind as keyof typeof toolkitFailures] : undefined;
    const edited = Object.hasOwn(surface.failures, kind) ? surface.failures[kind] : undefined;
    entries.push({
      field: `failures.${kind}`,
      kind,
      template: edited ?? spec?.template ?? '',
      ...(spec ? { defaultTemplate: spec.template, declared: spec.placeholders } : {}),
    });
  }
  return entries;
}

/**
 * The values a preview fills in: the declared samples, with the ones the surface can answer
 * better taken from it — the roster is the real list of tool names, and a sample tool name
 * follows a rename (or, when that tool is off, becomes the first tool that is on).
 */
export function sampleValues(entry: FailureEntry, surface: Surface, registry: ToolRegistry): Record<string, string | number> {
  const values: Record<string, string | number> = { ...entry.declared };
  const enabled = surface.tools.filter((tool) => registry.has(tool.handler)).map((tool) => tool.name);
  if ('roster' in values) values.roster = enabled.join(', ');
  if (typeof values.tool === 'string') {
    const renamed = surface.tools.find((tool) => tool.handler === values.tool && registry.has(tool.handler))?.name;
    const sample = renamed ?? (enabled.includes(values.tool) ? values.tool : enabled[0]);
    if (sample !== undefined) values.tool = sample;
  }
  return values;
}
