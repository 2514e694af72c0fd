import { describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import type { Lesson } from '../../../src/engine/lessons/lesson';
import { lessonToJson, parseLesson, parseLessonText } from '../../../src/engine/lessons/lesson-file';
import { FieldError } from '../../../src/engine/toolkit/field-error';
import { lessonSurface } from '../../../src/engine/lessons/lesson-surface';

const minimal: Lesson = {
  version: 1,
  id: 'port-change',
  title: 'Change a port',
  teaching: 'A small lesson made for this test.',
  files: { 'config.ts': 'export const port = 3000;\n' },
  task: 'Change the port in config.ts to 8080.',
  variants: {
    plain: {},
    renamed: { tools: { edit_file: { name: 'apply_patch' } } },
  },
  checks: [{ kind: 'file-contains', path: 'config.ts', text: 'port = 8080' }],
};

/** The lesson with one field replaced, as a person editing the file by hand might. */
function edited(change: (lesson: any) => void): unknown {
  const copy = structuredClone(minimal) as any;
  change(copy);
  return copy;
}

function refusal(json: unknown): { field: string; message: string } {
  try {
    parseLesson(json);
  } catch (error) {
    if (error instanceof FieldError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('the lesson was accepted');
}

describe('lesson files', () => {
  it('accept a minimal lesson and round-trip it through export and import', () => {
    expect(parseLesson(minimal)).toEqual(minimal);
    expect(parseLessonText(lessonToJson(minimal))).toEqual(minimal);
  });

  it('build each variant as an overlay on the default surface', () => {
    const renamed = lessonSurface(minimal, 'renamed');
    expect(renamed.tools.map((tool) => tool.name)).toContain('apply_patch');
    expect(renamed.tools.find((tool) => tool.name === 'apply_patch')!.handler).toBe('edit_file');
    expect(lessonSurface(minimal, 'plain').tools.map((tool) => tool.name)).toContain('edit_file');
    expect(() => lessonSurface(minimal, 'missing')).toThrow(/no variant "missing"; it has plain, renamed/);
  });

  it('use the lesson system prompt unless a variant brings its own', () => {
    const lesson = { ...minimal, system: 'Lesson prompt.', variants: { a: {}, b: { system: 'Variant prompt.' } } };
    expect(lessonSurface(lesson, 'a').system).toBe('Lesson prompt.');
    expect(lessonSurface(lesson, 'b').system).toBe('Variant prompt.');
  });

  it('switch on the extra handlers a lesson names', () => {
    const calendar = findLesson('calendar-create-event')!;
    const after = lessonSurface(calendar, 'after');
    expect(after.tools.map((tool) => tool.handler)).toEqual(['read_file', 'ls', 'create_event']);
  });

  const refusals: Array<{ name: string; json: unknown; field: string; says: RegExp }> = [
    { name: 'text that is not JSON', json: undefined, field: '(file)', says: /not valid JSON/ },
    { name: 'a newer format version', json: edited((lesson) => (lesson.version = 2)), field: 'version', says: /reads lesson files of version 1/ },
    { name: 'an unknown top-level field', json: edited((lesson) => (lesson.author = 'me')), field: '(file)', says: /Unrecognized key: "author"/ },
    { name: 'an id with capitals and spaces', json: edited((lesson) => (lesson.id = 'My Lesson')), field: 'id', says: /lower-case letters, digits and "-"/ },
    { name: 'no checks', json: edited((lesson) => (lesson.checks = [])), field: 'checks', says: /at least one check/ },
    { name: 'an unknown check kind', json: edited((lesson) => (lesson.checks[0].kind = 'file-exists')), field: 'checks[0].kind', says: /file-contains/ },
    { name: 'a check missing a field', json: edited((lesson) => delete lesson.checks[0].text), field: 'checks[0].text', says: /expected string/ },
    { name: 'a regex that does not compile', json: edited((lesson) => (lesson.checks = [{ kind: 'file-matches', path: 'config.ts', pattern: 'port(' }])), field: 'checks[0].pattern', says: /not a valid regular expression/ },
    { name: 'a check on a handler that does not exist', json: edited((lesson) => (lesson.checks = [{ kind: 'tool-called', tool: 'apply_patch', atLeast: 1 }])), field: 'checks[0].tool', says: /unknown handler "apply_patch"; checks name tools by handler id/ },
    { name: 'a tool check with no bound', json: edited((lesson) => (lesson.checks = [{ kind: 'tool-called', tool: 'edit_file' }])), field: 'checks[0]', says: /atLeast, atMost or both/ },
    { name: 'bounds no run could meet', json: edited((lesson) => (lesson.checks = [{ kind: 'tool-called', tool: 'edit_file', atLeast: 3, atMost: 1 }])), field: 'checks[0].atMost', says: /below atLeast/ },
    { name: 'a file outside the workspace', json: edited((lesson) => (lesson.files['../etc/passwd'] = 'x')), field: 'files.../etc/passwd', says: /not a workspace-relative path/ },
    { name: 'no variants', json: edited((lesson) => (lesson.variants = {})), field: 'variants', says: /at least one variant/ },
    { name: 'a variant name with a space', json: edited((lesson) => (lesson.variants['two words'] = {})), field: 'variants.two words', says: /letters, digits/ },
    { name: 'an overlay on a handler that does not exist', json: edited((lesson) => (lesson.variants.plain = { tools: { edit: { description: 'x' } } })), field: 'variants.plain.tools.edit', says: /unknown handler "edit"/ },
    { name: 'a schema the gate cannot use', json: edited((lesson) => (lesson.variants.plain = { tools: { grep: { input_schema: { type: 'string' } } } })), field: 'variants.plain.tools.grep.input_schema', says: /"type": "object"/ },
    { name: 'a tool name the API refuses', json: edited((lesson) => (lesson.variants.plain = { tools: { grep: { name: 'search files' } } })), field: 'variants.plain.tools.grep.name', says: /must match/ },
    { name: 'two tools with one name', json: edited((lesson) => (lesson.variants.plain = { tools: { grep: { name: 'glob' } } })), field: 'variants.plain.tools.glob.name', says: /"glob" is also the name of grep/ },
    { name: 'an unknown extra handler', json: edited((lesson) => (lesson.tools = ['send_email'])), field: 'tools[0]', says: /unknown handler "send_email"/ },
  ];

  for (const { name, json, field, says } of refusals) {
    it(`refuse ${name}, naming the field`, () => {
      const problem = json === undefined ? refusalOfText('{"version": 1,') : refusal(json);
      expect(problem.field).toBe(field);
      expect(problem.message).toMatch(says);
      expect(problem.message.startsWith(`${field}: `)).toBe(true);
    });
  }
});

function refusalOfText(text: string): { field: string; message: string } {
  try {
    parseLessonText(text);
  } catch (error) {
    if (error instanceof FieldError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('the lesson was accepted');
}
