import { describe, expect, it } from 'vitest';
import { presets } from '../../../src/engine/presets/all-presets';
import { lintRules, lintSurface } from '../../../src/engine/surface-analysis/lint/lint-surface';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { defaults, editFailure, editSchema, patchTool, registry, withoutTools } from './surface-edits';

describe('the ACI lint on the default surface', () => {
  it('finds no error and no warning: the defaults pass their own lint', () => {
    const findings = lintSurface(defaults, registry);
    expect(findings.filter((finding) => finding.severity !== 'info')).toEqual([]);
  });

  it.each(presets.map((preset) => [preset.id, preset] as const))('finds no error and no warning in the %s preset either', (_id, preset) => {
    const findings = lintSurface(preset.surface, createRegistry(preset.contracts));
    expect(findings.filter((finding) => finding.severity !== 'info')).toEqual([]);
  });

  it('points every finding at a field that exists in the surface, with a message and a fix', () => {
    let surface = withoutTools(defaults, 'edit_file');
    surface = patchTool(surface, 'Bash', { name: 'bash', description: 'IMPORTANT: shell.' });
    surface = editSchema(surface, 'read_file', (schema) => {
      schema.properties.start = { type: 'integer' };
    });
    surface = editFailure(surface, 'grep', 'InvalidPattern', 'Bad {pattern_text}.');
    const findings = lintSurface(surface, registry);
    expect(new Set(findings.map((finding) => finding.rule)).size).toBeGreaterThanOrEqual(6);
    for (const finding of findings) {
      expect(Object.keys(lintRules)).toContain(finding.rule);
      expect(finding.message.length).toBeGreaterThan(20);
      expect(finding.suggestion.length).toBeGreaterThan(10);
      expect(resolveField(surface, finding.field), finding.field).toBe(true);
    }
    // Errors come first.
    const ranks = findings.map((finding) => ['error', 'warning', 'info'].indexOf(finding.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

/** Whether a finding's field path leads somewhere in the surface (its parent, for a missing key). */
function resolveField(surface: unknown, field: string): boolean {
  const segments = [...field.matchAll(/\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|([^.[\]]+)/g)].map((match) => match[1] ?? match[2] ?? match[3]!);
  let node: unknown = surface;
  for (const [index, segment] of segments.entries()) {
    if (node === null || typeof node !== 'object') return false;
    const record = node as Record<string, unknown>;
    if (!(segment in record)) return index === segments.length - 1;
    node = record[segment];
  }
  return true;
}
