import { describe, expect, it } from 'vitest';
import { previewFailures } from '../../../src/engine/surface-analysis/failure-preview';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defaults, editFailure, patchTool, registry, withoutTools } from './surface-edits';

const previewOf = (surface: typeof defaults, field: string) => {
  const preview = previewFailures(surface, registry).find((entry) => entry.field === field);
  if (!preview) throw new Error(`no preview for ${field}`);
  return preview;
};

describe('failure template previews', () => {
  it('cover every kind of every tool and of the toolkit, with the default in force', () => {
    const previews = previewFailures(defaults, registry);
    const kinds = builtinTools.reduce((sum, contract) => sum + Object.keys(contract.failures).length, 0) + Object.keys(defaults.failures).length;
    expect(previews).toHaveLength(kinds);
    expect(previews.every((preview) => !preview.edited && preview.unknownPlaceholders.length === 0)).toBe(true);
    expect(previews.every((preview) => !/\{[A-Za-z_]\w*(?::[\w-]+)?\}/.test(preview.preview))).toBe(true);
  });

  it('render with the sample values and the names the model sees now', () => {
    const renamed = patchTool(defaults, 'read_file', { name: 'view' });
    const preview = previewOf(renamed, 'tools[0].failures.OffsetPastEnd');
    expect(preview.placeholders).toContainEqual({ name: 'offset', sample: 900, used: true });
    expect(preview.tools).toEqual([{ id: 'read_file', name: 'view' }]);
    expect(preview.preview).toBe('offset 900 is past the end of "src/app.ts", which has 240 lines: valid offsets are 1 to 240. To read its last lines, call view with offset=141.');
    expect(JSON.parse(preview.wire)).toEqual({ error: 'OffsetPastEnd', message: preview.preview });
  });

  it('drop the [[ ]] options whose tools are off, and fill the roster from the surface', () => {
    const surface = withoutTools(defaults, 'glob');
    expect(previewOf(surface, 'tools[0].failures.NotFound').preview).toBe('Nothing exists at "src/utils.ts". List the folder with ls.');
    const roster = previewOf(surface, 'failures.UnknownTool').preview;
    expect(roster).toContain('read_file, write_file, edit_file, grep, ls, Bash, update_plan, run_agent');
  });

  it('flag unknown placeholders and show them as the model would read them', () => {
    const surface = editFailure(defaults, 'grep', 'InvalidPattern', 'Bad pattern {pattern}: {error}. Escape it.');
    const preview = previewOf(surface, 'tools[3].failures.InvalidPattern');
    expect(preview.edited).toBe(true);
    expect(preview.unknownPlaceholders).toEqual(['{pattern}']);
    expect(preview.preview).toBe('Bad pattern {pattern}: error parsing regexp: missing closing ): `foo(`. Escape it.');
  });

  it('show the clip marker as it is spliced into a result, with the hint', () => {
    const preview = previewOf(defaults, 'failures.ClippedOutput');
    expect(preview.wire).toBe(preview.preview);
    expect(preview.preview).toContain('1200 lines');
    expect(preview.preview).toContain('Page through it with read_file.');
  });
});
