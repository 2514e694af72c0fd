import { failureText, type ToolRegistry } from '../toolkit/toolkit';
import type { Surface } from '../toolkit/surface';
import { renderTemplate, templateReferences } from '../toolkit/template';
import { failureEntries, sampleValues, type FailureEntry } from './failure-catalog';
import { unknownPlaceholders } from './lint/rules/failure-placeholders';

/**
 * The failure editor's live preview: for every tool and kind, the template in force, the
 * placeholders its code fills (with the sample values used), the ones it does not fill, the tools
 * it refers to, and what the model would read, rendered with the surface's current names.
 */
export interface PlaceholderPreview {
  name: string;
  sample: string | number;
  /** Whether the template uses it. */
  used: boolean;
}

export interface ToolReferencePreview {
  id: string;
  /** The name it renders as; undefined when the tool is off or unknown (its option is dropped). */
  name?: string;
}

export interface FailurePreview extends FailureEntry {
  /** The template differs from the default. */
  edited: boolean;
  placeholders: PlaceholderPreview[];
  /** `{like_this}` placeholders the code never fills: shown to the model as written. */
  unknownPlaceholders: string[];
  tools: ToolReferencePreview[];
  /** The message, rendered with the sample values. */
  preview: string;
  /** Exactly what the model reads: the JSON failure object, or the marker as is for ClippedOutput. */
  wire: string;
}

export function previewFailures(surface: Surface, registry: ToolRegistry): FailurePreview[] {
  return failureEntries(surface, registry).map((entry) => previewFailure(entry, surface, registry));
}

export function previewFailure(entry: FailureEntry, surface: Surface, registry: ToolRegistry): FailurePreview {
  const values = sampleValues(entry, surface, registry);
  const nameOf = (id: string) => surface.tools.find((tool) => tool.handler === id && registry.has(id))?.name;
  const references = templateReferences(entry.template);
  const preview = renderTemplate(entry.template, { values, nameOf });
  return {
    ...entry,
    edited: entry.template !== entry.defaultTemplate,
    placeholders: Object.entries(values).map(([name, sample]) => ({ name, sample, used: references.values.includes(name) })),
    unknownPlaceholders: unknownPlaceholders(entry.template, Object.keys(entry.declared ?? {})),
    tools: references.tools.map((id) => {
      const name = nameOf(id);
      return name === undefined ? { id } : { id, name };
    }),
    preview,
    // The clip marker is spliced into the result text itself; every other kind arrives as a failure.
    wire: entry.kind === 'ClippedOutput' ? preview : failureText(entry.kind, preview),
  };
}
