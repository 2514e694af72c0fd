import { expect } from 'vitest';
import { renderTemplate, templateReferences } from '../../../src/engine/toolkit/template';
import type { AnyToolContract } from '../../../src/engine/tools/tool';

const LEFTOVER_PLACEHOLDER = /\{[A-Za-z_]\w*(?::[\w-]+)?\}/;

/**
 * Every failure template of a tool refers only to values its spec declares, and renders with its
 * sample values into text with no placeholder left showing: what a preview in the editor shows.
 */
export function expectTemplatesConsistent(tool: AnyToolContract): void {
  for (const [kind, spec] of Object.entries(tool.failures)) {
    const { values } = templateReferences(spec.template);
    for (const value of values) expect(Object.keys(spec.placeholders), `${tool.id} ${kind} uses {${value}}`).toContain(value);
    const text = renderTemplate(spec.template, { values: { ...spec.placeholders }, nameOf: (id) => id });
    expect(text, `${tool.id} ${kind}`).not.toMatch(LEFTOVER_PLACEHOLDER);
  }
}
