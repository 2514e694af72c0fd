import { describe, expect, it } from 'vitest';
import { checkFromDraft, checkNeedsRun, draftOfCheck, type CheckDraft } from '../../../src/engine/lessons/check-forms';
import { builtinLessons } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { buildLesson, EDITED_VARIANT, lessonSlug, type LessonParts } from '../../../src/engine/lessons/lesson-authoring';
import { lessonToJson, parseLessonText } from '../../../src/engine/lessons/lesson-file';
import { lessonSurface } from '../../../src/engine/lessons/lesson-surface';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { applyOverlay } from '../../../src/engine/toolkit/surface-overlay';

const edited = applyOverlay(defaultSurface(), { tools: { read_file: { description: 'Reads a file. Lines are numbered from 1.' } } });
const terse = applyOverlay(defaultSurface(), { system: 'Be terse.' });
const fileCheck: CheckDraft = { kind: 'file-contains', fields: { path: 'src/app.ts', text: 'export' } };

function parts(overrides: Partial<LessonParts> = {}): LessonParts {
  return {
    title: 'Index base, again!',
    teaching: 'Say where line numbers start.',
    files: { 'src/app.ts': 'export const x = 1;\n' },
    task: 'Fix line 1.',
    surface: edited,
    checks: [fileCheck],
    ...overrides,
  };
}

describe('Save as lesson', () => {
  it('makes the files, task, edited surface, picked variants and checks into a lesson that imports as it was saved', () => {
    const built = buildLesson(parts({ savedVariants: [{ name: 'Terse v2!', surface: terse }], checks: [fileCheck, { kind: 'tool-called', fields: { tool: 'read_file', atLeast: '1' } }] }));
    if (!built.ok) throw new Error(built.problems.join('\n'));
    const { lesson } = built;
    expect(lesson.id).toBe('index-base-again');
    expect(lesson.title).toBe('Index base, again!');
    expect(lesson.files).toEqual({ 'src/app.ts': 'export const x = 1;\n' });
    expect(lesson.task).toBe('Fix line 1.');
    expect(lesson.checks).toEqual([
      { kind: 'file-contains', path: 'src/app.ts', text: 'export' },
      { kind: 'tool-called', tool: 'read_file', atLeast: 1 },
    ]);
    expect(Object.keys(lesson.variants)).toEqual([EDITED_VARIANT, 'Terse-v2']);
    expect(lessonSurface(lesson, EDITED_VARIANT)).toEqual(edited);
    expect(lessonSurface(lesson, 'Terse-v2').system).toBe('Be terse.');
    expect(parseLessonText(lessonToJson(lesson))).toEqual(lesson);
  });

  it('never takes a built-in lesson’s id', () => {
    const built = buildLesson(parts({ title: 'Read file index base', reservedIds: ['read-file-index-base'] }));
    expect(built.ok && built.lesson.id).toBe('read-file-index-base-2');
    expect(lessonSlug('  !!  ')).toBe('lesson');
  });

  it('names every empty part the dialog shows, in its words', () => {
    const built = buildLesson(parts({ title: ' ', teaching: '', task: '  ', checks: [] }));
    expect(built.ok).toBe(false);
    expect(!built.ok && built.problems).toEqual([
      'Title is empty. Give the lesson the title people will see in the Lessons list.',
      'Teaching text is empty. Say in a few sentences what the lesson shows.',
      'The Task box is empty. Type the task every run starts with in the Playground, then save again.',
      'Add at least one check: without one, no run of the lesson could fail.',
    ]);
  });

  it('refuses a check field by the check’s place and the field’s label', () => {
    expect(checkFromDraft({ kind: 'file-contains', fields: { path: 'a.txt' } }, 0)).toEqual({ ok: false, problem: 'Check 1 (a file contains text): “Text” is empty. Type the exact text to find.' });
    expect(checkFromDraft({ kind: 'max-steps', fields: { steps: '0' } }, 1)).toEqual({ ok: false, problem: 'Check 2 (at most so many model calls): “Model calls” is "0"; it must be a whole number, 1 or more.' });
    expect(checkFromDraft({ kind: 'tool-called', fields: { tool: 'grep' } }, 2)).toEqual({ ok: false, problem: 'Check 3 (a tool is called): fill in “At least”, “At most” or both (At most 0 means never).' });
    expect(checkFromDraft({ kind: 'file-matches', fields: { path: 'a.txt', pattern: 'x+', flags: '' }, absent: true }, 0)).toEqual({ ok: true, check: { kind: 'file-matches', path: 'a.txt', pattern: 'x+', absent: true } });
    expect(checkFromDraft({ kind: 'tool-sequence', fields: { tools: 'read_file, edit_file' } }, 0)).toEqual({ ok: true, check: { kind: 'tool-sequence', tools: ['read_file', 'edit_file'] } });
  });

  it('passes what the lesson reader finds back in the dialog’s words', () => {
    const badPattern = buildLesson(parts({ checks: [fileCheck, { kind: 'file-matches', fields: { path: 'src/app.ts', pattern: '(' } }] }));
    expect(!badPattern.ok && badPattern.problems[0]).toMatch(/^Check 2 \(a file matches a pattern\), “Pattern”: not a valid regular expression: .+\. Change it and save again\.$/);
    const badTool = buildLesson(parts({ checks: [{ kind: 'tool-called', fields: { tool: 'teleport', atMost: '0' } }] }));
    expect(!badTool.ok && badTool.problems[0]).toMatch(/^Check 1 \(a tool is called\), “Tool”: unknown handler "teleport"; checks name tools by handler id \(.*read_file.*\)\. Change it and save again\.$/);
    const badFile = buildLesson(parts({ files: { '../outside.txt': 'x' } }));
    expect(!badFile.ok && badFile.problems[0]).toMatch(/^The file \.\.\/outside\.txt cannot be part of a lesson: .*Rename or remove it and save again\.$/);
  });

  it('tells the checks a workspace can answer from those that need a run', () => {
    expect(checkNeedsRun({ kind: 'file-contains', path: 'a', text: 'b' })).toBe(false);
    expect(checkNeedsRun({ kind: 'command', command: 'true' })).toBe(false);
    expect(checkNeedsRun({ kind: 'tool-called', tool: 'grep', atMost: 0 })).toBe(true);
    expect(checkNeedsRun({ kind: 'max-tokens', tokens: 10 })).toBe(true);
  });

  it('shows every built-in lesson’s checks in the form and reads them back unchanged', () => {
    const checks = builtinLessons.flatMap((lesson) => lesson.checks);
    expect(new Set(checks.map((check) => check.kind)).size).toBeGreaterThan(3);
    checks.forEach((check, index) => expect(checkFromDraft(draftOfCheck(check), index)).toEqual({ ok: true, check }));
  });
});
