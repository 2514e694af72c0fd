import { describe, expect, it } from 'vitest';
import { adHocLesson } from '../../../src/engine/lessons/ad-hoc-lesson';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import type { Lesson } from '../../../src/engine/lessons/lesson';
import { lessonToJson, parseLesson, parseLessonText } from '../../../src/engine/lessons/lesson-file';
import { FieldError } from '../../../src/engine/toolkit/field-error';
import { lessonContracts, lessonHarness, lessonSurface } from '../../../src/engine/lessons/lesson-surface';
import { VariantNameError, withPresetVariants } from '../../../src/engine/lessons/preset-variants';
import { findPreset, presets } from '../../../src/engine/presets/all-presets';
import { searchReplaceReplyHandler } from '../../../src/engine/presets/search-replace';
import { diffSurfaces } from '../../../src/engine/toolkit/surface-diff';

const claudeCode = findPreset('claude-code')!;

/** One task, the stock Claude Code preset against a copy of it whose Edit says something else. */
const lesson: Lesson = {
  version: 1,
  id: 'preset-edit',
  title: 'A preset against an edited copy of itself',
  teaching: 'A lesson made for this test.',
  files: { 'config.ts': 'export const port = 3000;\n' },
  task: 'Change the port in config.ts to 8080.',
  system: 'The lesson prompt, for variants over the defaults.',
  variants: {
    defaults: {},
    stock: { preset: 'claude-code' },
    edited: { preset: 'claude-code', tools: { Edit: { description: 'Replaces old_string with new_string in file_path.' } } },
  },
  checks: [{ kind: 'file-contains', path: 'config.ts', text: 'port = 8080' }],
};

function refusal(json: unknown): FieldError {
  try {
    parseLesson(json);
  } catch (error) {
    if (error instanceof FieldError) return error;
    throw error;
  }
  throw new Error('the lesson was accepted');
}

describe('lesson variants that are presets', () => {
  it('read and round-trip through a lesson file', () => {
    expect(parseLesson(lesson)).toEqual(lesson);
    expect(parseLessonText(lessonToJson(lesson))).toEqual(lesson);
  });

  it('show the model the preset\'s tools and system prompt, not the defaults or the lesson\'s prompt', () => {
    const stock = lessonSurface(lesson, 'stock');
    expect(stock.tools.map((tool) => tool.name)).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Bash']);
    expect(stock).toEqual(claudeCode.surface);
    // Handed the default contracts (as a caller written for surface lessons would), it still shows only the preset.
    expect(lessonSurface(lesson, 'stock', lessonContracts(lesson))).toEqual(claudeCode.surface);
    expect(lessonSurface(lesson, 'defaults').system).toBe(lesson.system);
    expect(lessonSurface(lesson, 'defaults').tools.map((tool) => tool.name)).toContain('edit_file');
  });

  it('take an overlay on top of the preset: the edited copy differs from the stock one in that field only', () => {
    const changes = diffSurfaces(lessonSurface(lesson, 'stock'), lessonSurface(lesson, 'edited'));
    expect(changes).toHaveLength(1);
    expect(JSON.stringify(changes[0])).toMatch(/Edit/);
    expect(lessonSurface(lesson, 'edited').tools.find((tool) => tool.name === 'Edit')!.description).toBe('Replaces old_string with new_string in file_path.');
  });

  it('run with the preset\'s handlers and, for Aider, its reply handler', () => {
    const withAider = withPresetVariants(lesson, ['preset:aider']);
    expect(lessonContracts(lesson, undefined, 'stock').map((contract) => contract.id)).toEqual(claudeCode.contracts.map((contract) => contract.id));
    expect(lessonHarness(lesson, 'stock')).toMatchObject({ preset: 'claude-code' });
    expect(lessonHarness(lesson, 'stock').replyHandler).toBeUndefined();
    expect(lessonHarness(withAider, 'preset:aider').replyHandler).toBe(searchReplaceReplyHandler);
    expect(lessonHarness(lesson, 'defaults').preset).toBeUndefined();
  });

  it('bring the lesson\'s extra handlers along, since the task may need them', () => {
    const calendar = withPresetVariants(findLesson('calendar-create-event')!, ['preset:mini-swe-agent']);
    expect(lessonSurface(calendar, 'preset:mini-swe-agent').tools.map((tool) => tool.name)).toEqual(['Bash', 'create_event']);
    expect(lessonHarness(calendar, 'preset:mini-swe-agent').contracts.map((contract) => contract.id)).toEqual(['Bash', 'create_event']);
  });

  it('refuse an unknown preset, naming the field and the presets there are', () => {
    const problem = refusal({ ...lesson, variants: { mine: { preset: 'cursor' } } });
    expect(problem.field).toBe('variants.mine.preset');
    expect(problem.message).toBe(`variants.mine.preset: unknown preset "cursor"; the presets are ${presets.map((preset) => preset.id).join(', ')}`);
  });

  it('refuse an overlay on a handler the preset does not have, listing the ones it has', () => {
    const problem = refusal({ ...lesson, variants: { mine: { preset: 'claude-code', tools: { edit_file: { description: 'x' } } } } });
    expect(problem.field).toBe('variants.mine.tools.edit_file');
    expect(problem.message).toMatch(/unknown handler "edit_file"; the handlers of this variant \(preset claude-code\) are Read, Write, Edit, Glob, Grep, Bash/);
  });

  it('let checks name a tool that any variant has', () => {
    const checked = { ...lesson, checks: [{ kind: 'tool-called', tool: 'Edit', atLeast: 1 }] };
    expect(parseLesson(checked).checks).toHaveLength(1);
    expect(refusal({ ...checked, variants: { defaults: {} } }).field).toBe('checks[0].tool');
  });
});

describe('withPresetVariants: any lesson under any preset', () => {
  const routing = findLesson('write-file-routing')!;

  it('adds a { preset } variant per "preset:<id>" the lesson lacks, and leaves the lesson alone', () => {
    const extended = withPresetVariants(routing, ['before', 'preset:aider', 'preset:swe-agent']);
    expect(Object.keys(extended.variants)).toEqual(['before', 'after', 'preset:aider', 'preset:swe-agent']);
    expect(extended.variants['preset:aider']).toEqual({ preset: 'aider' });
    expect(Object.keys(routing.variants)).toEqual(['before', 'after']);
    expect(withPresetVariants(routing, ['before', 'after'])).toBe(routing);
    // What it makes is a valid lesson file, "preset:aider" and all.
    expect(parseLessonText(lessonToJson(extended))).toEqual(extended);
  });

  it('refuses names that are neither the lesson\'s variants nor presets, saying what would work', () => {
    expect(() => withPresetVariants(routing, ['later'])).toThrow(VariantNameError);
    expect(() => withPresetVariants(routing, ['later'])).toThrow(/has no variant "later"; it has before, after, and any preset as preset:efferent, preset:claude-code, /);
    expect(() => withPresetVariants(routing, ['preset:cursor'])).toThrow(/"preset:cursor" names no preset; the presets are preset:efferent, /);
  });
});

describe('adHocLesson with presets', () => {
  it('writes an edited preset as an overlay on that preset, and runs it with the preset\'s handlers', () => {
    const edited = structuredClone(claudeCode.surface);
    edited.tools.find((tool) => tool.name === 'Edit')!.description = 'Shorter words.';
    const made = adHocLesson({
      files: { 'a.txt': 'a\n' },
      task: 'Change a to b.',
      variants: { stock: { preset: 'claude-code' }, mine: { preset: 'claude-code', surface: edited }, plain: claudeCode.surface },
      checks: [{ kind: 'file-contains', path: 'a.txt', text: 'b' }],
    });
    expect(made.variants.stock).toEqual({ preset: 'claude-code' });
    expect(made.variants.mine).toEqual({ preset: 'claude-code', tools: { Edit: { description: 'Shorter words.' } } });
    expect(lessonSurface(made, 'mine')).toEqual(edited);
    expect(lessonSurface(made, 'stock')).toEqual(claudeCode.surface);
    // A bare surface that uses preset handlers still works, as an overlay on the defaults.
    expect(lessonSurface(made, 'plain')).toEqual(claudeCode.surface);
    expect(parseLesson(made)).toEqual(made);
  });
});
