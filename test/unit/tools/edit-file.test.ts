import { describe, expect, it } from 'vitest';
import { editFileTool } from '../../../src/engine/tools/edit-file';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { acceptedOnWire, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

const source = [
  'export function add(a, b) {',
  '  return a + b;',
  '}',
  '',
  'export function sub(a, b) {',
  '  return a - b;',
  '}',
  '',
].join('\n');

async function setup(files: Record<string, string>, options: Parameters<typeof makeToolContext>[1] = {}) {
  const workspace = await createEmbeddedWorkspace({ files });
  return { workspace, ctx: makeToolContext(workspace, options) };
}

/** What the loop does before the handler: the accommodation, then the tool's own parse. */
function prepared(args: Record<string, unknown>): Record<string, unknown> {
  return editFileTool.parameters.parse(editFileTool.normalize!(args));
}

describe('edit_file applies edits', () => {
  it('applies several edits given as an array and returns a unified diff', async () => {
    const { workspace, ctx } = await setup({ 'src/math.js': source });
    const edits = [
      { oldText: '  return a + b;', newText: '  return a + b + 0;' },
      { oldText: 'export function sub(a, b) {', newText: 'export function subtract(a, b) {' },
    ];
    const result = await callTool(editFileTool, { path: 'src/math.js', edits }, ctx);
    expect(result.value).toMatchObject({ path: 'src/math.js', applied: 2 });
    expect(result.text).toBe(
      [
        'Applied 2 edits to src/math.js.',
        '--- src/math.js',
        '+++ src/math.js',
        '@@ -1,7 +1,7 @@',
        ' export function add(a, b) {',
        '-  return a + b;',
        '+  return a + b + 0;',
        ' }',
        ' ',
        '-export function sub(a, b) {',
        '+export function subtract(a, b) {',
        '   return a - b;',
        ' }',
      ].join('\n'),
    );
    expect(await workspace.readFile('src/math.js')).toBe(source.replace('a + b;', 'a + b + 0;').replace('sub(', 'subtract('));
  });

  it('keeps 3 lines of context around a change', async () => {
    const file = Array.from({ length: 20 }, (_, index) => `row ${index + 1}`).join('\n') + '\n';
    const { ctx } = await setup({ 'rows.txt': file });
    const result = await callTool(editFileTool, { path: 'rows.txt', edits: [{ oldText: 'row 10\n', newText: 'row ten\n' }] }, ctx);
    expect(result.value.diff.split('\n').slice(2)).toEqual([
      '@@ -7,7 +7,7 @@',
      ' row 7',
      ' row 8',
      ' row 9',
      '-row 10',
      '+row ten',
      ' row 11',
      ' row 12',
      ' row 13',
    ]);
  });

  it('accepts the flat single-edit form, turned into edits before the handler', async () => {
    const { workspace, ctx } = await setup({ 'a.txt': 'hello world\n' });
    const flat = { path: 'a.txt', oldText: 'world', newText: 'there' };
    expect(acceptedOnWire(editFileTool, flat)).toBe(true);
    expect(prepared(flat)).toEqual({ path: 'a.txt', edits: [{ oldText: 'world', newText: 'there' }] });

    const result = await callTool(editFileTool, prepared(flat), ctx);
    expect(result.text.split('\n')[0]).toBe('Applied 1 edit to a.txt.');
    expect(await workspace.readFile('a.txt')).toBe('hello there\n');
  });

  it('deletes text when newText is empty', async () => {
    const { workspace, ctx } = await setup({ 'a.txt': 'keep\ndrop\nkeep too\n' });
    await callTool(editFileTool, { path: 'a.txt', edits: [{ oldText: 'drop\n', newText: '' }] }, ctx);
    expect(await workspace.readFile('a.txt')).toBe('keep\nkeep too\n');
  });

  it('keeps CRLF line endings when the model writes plain newlines', async () => {
    const { workspace, ctx } = await setup({ 'win.txt': 'alpha\r\nbeta\r\ngamma\r\n' });
    const result = await callTool(
      editFileTool,
      { path: 'win.txt', edits: [{ oldText: 'alpha\nbeta\n', newText: 'alpha\nBETA\nbeta two\n' }] },
      ctx,
    );
    expect(result.ok).toBe(true);
    expect(await workspace.readFile('win.txt')).toBe('alpha\r\nBETA\r\nbeta two\r\ngamma\r\n');
    expect(result.value.diff).not.toContain('\r');
  });

  it('matches every oldText against the file as it was before the call', async () => {
    const { workspace, ctx } = await setup({ 'a.txt': 'one\ntwo\n' });
    // The second edit looks for text only the first edit would create: not in the original file.
    const chained = await callTool(
      editFileTool,
      { path: 'a.txt', edits: [{ oldText: 'one', newText: 'uno' }, { oldText: 'uno\ntwo', newText: 'uno\ndos' }] },
      ctx,
    );
    expect(chained.kind).toBe('NoMatch');
    expect(await workspace.readFile('a.txt')).toBe('one\ntwo\n');
  });

  it('declares a write on the path it will change, as the model wrote it (the loop resolves it against the root)', () => {
    expect(editFileTool.access({ path: 'src/./a.ts' })).toEqual({ kind: 'write', path: 'src/./a.ts' });
  });
});

describe('edit_file refuses, and leaves the file untouched', () => {
  it('applies nothing when a later edit fails', async () => {
    const { workspace, ctx } = await setup({ 'src/math.js': source });
    const result = await callTool(
      editFileTool,
      {
        path: 'src/math.js',
        edits: [
          { oldText: '  return a + b;', newText: '  return b + a;' },
          { oldText: 'export function mul(a, b) {', newText: 'export function times(a, b) {' },
        ],
      },
      ctx,
    );
    expect(result.kind).toBe('NoMatch');
    expect(result.text).toMatch(/^Edit 2 of 2: oldText was not found in "src\/math\.js"\. No edits were applied; the file is unchanged\./);
    expect(await workspace.readFile('src/math.js')).toBe(source);
  });

  it('shows the most similar lines of the file, numbered, when oldText is not found', async () => {
    const { ctx } = await setup({ 'src/math.js': source });
    // Wrong indentation on the second line: the hint shows the file's real text.
    const wanted = 'export function sub(a, b) {\n    return a - b;\n}';
    const result = await callTool(editFileTool, { path: 'src/math.js', edits: [{ oldText: wanted, newText: 'x' }] }, ctx);
    expect(result.kind).toBe('NoMatch');
    expect(result.text).toContain('including indentation');
    expect(result.text).toContain(
      'The most similar lines in the file are 5-7:\n     5\texport function sub(a, b) {\n     6\t  return a - b;\n     7\t}\nCopy oldText from these lines',
    );
    expect(result.text).toContain('read it again with read_file.');

    const renamed = await setup({ 'src/math.js': source }, { names: { read_file: 'view' } });
    const again = await callTool(editFileTool, { path: 'src/math.js', edits: [{ oldText: wanted, newText: 'x' }] }, renamed.ctx);
    expect(again.text).toContain('read it again with view.');
    expect(again.text).not.toContain('read_file');
  });

  it('leaves the hint out when nothing in the file is alike', async () => {
    const { ctx } = await setup({ 'src/math.js': source });
    const result = await callTool(editFileTool, { path: 'src/math.js', edits: [{ oldText: 'zzqqxx', newText: 'y' }] }, ctx);
    expect(result.kind).toBe('NoMatch');
    expect(result.text).not.toContain('most similar');
  });

  it('lists the lines of every match when oldText is ambiguous', async () => {
    const { workspace, ctx } = await setup({ 'src/math.js': source });
    const result = await callTool(editFileTool, { path: 'src/math.js', edits: [{ oldText: '(a, b) {', newText: '(x, y) {' }] }, ctx);
    expect(result.kind).toBe('AmbiguousMatch');
    expect(result.text).toBe(
      'Edit 1 of 1: oldText occurs 2 times in "src/math.js" (starting on lines 1, 5), so it is unclear which one to change. No edits were applied; the file is unchanged. Add neighbouring lines to oldText, and the same lines to newText, until it occurs only once. To change several of those places, make one edit for each, each made unique the same way.',
    );
    expect(await workspace.readFile('src/math.js')).toBe(source);
  });

  it('refuses edits that overlap', async () => {
    const { workspace, ctx } = await setup({ 'src/math.js': source });
    const result = await callTool(
      editFileTool,
      {
        path: 'src/math.js',
        edits: [
          { oldText: 'export function add(a, b) {\n  return a + b;', newText: 'x' },
          { oldText: '  return a + b;\n}', newText: 'y' },
        ],
      },
      ctx,
    );
    expect(result.kind).toBe('OverlappingEdits');
    expect(result.text).toContain('Edits 1 and 2 of 2 overlap on line 2 of "src/math.js"');
    expect(await workspace.readFile('src/math.js')).toBe(source);
  });

  it('refuses an edit that changes nothing, and an empty oldText', async () => {
    const { ctx } = await setup({ 'a.txt': 'same\n' });
    const same = await callTool(editFileTool, { path: 'a.txt', edits: [{ oldText: 'same', newText: 'same' }] }, ctx);
    expect(same.kind).toBe('NoChange');
    expect(same.text).toMatch(/^Edit 1 of 1 has the same oldText and newText/);

    const empty = await callTool(editFileTool, { path: 'a.txt', edits: [{ oldText: '', newText: 'new file text' }] }, ctx);
    expect(empty.kind).toBe('EmptyOldText');
    expect(empty.text).toContain('To create a file or replace all of it, use write_file.');
    const noWrite = await setup({ 'a.txt': 'same\n' }, { enabled: ['edit_file', 'read_file'] });
    const bare = await callTool(editFileTool, { path: 'a.txt', edits: [{ oldText: '', newText: 'x' }] }, noWrite.ctx);
    expect(bare.text).not.toContain('write_file');
  });

  it('explains the accepted shapes when the call has no edit, half a flat edit, or both forms', async () => {
    const { ctx } = await setup({ 'a.txt': 'text\n' });
    const none = await callTool(editFileTool, { path: 'a.txt' }, ctx);
    expect(none.kind).toBe('NoEdits');
    expect(none.text).toBe(
      'This call to change "a.txt" contains no edit, so nothing was changed. Pass "edits": [{"oldText": "...", "newText": "..."}] with one object per change, or, for a single change, "oldText" and "newText" at the top level.',
    );

    const half = await callTool(editFileTool, prepared({ path: 'a.txt', oldText: 'text' }), ctx);
    expect(half.kind).toBe('IncompleteEdit');
    expect(half.text).toContain('This call passes oldText without newText');

    const both = { path: 'a.txt', edits: [{ oldText: 'text', newText: 'x' }], oldText: 'text', newText: 'y' };
    expect(acceptedOnWire(editFileTool, both)).toBe(true);
    const mixed = await callTool(editFileTool, prepared(both), ctx);
    expect(mixed.kind).toBe('MixedForms');
    expect(mixed.text).toContain('Use one form');
  });

  it('refuses a missing file and offers write_file to create it', async () => {
    const { ctx } = await setup({});
    const result = await callTool(editFileTool, { path: 'src/new.ts', oldText: 'a', newText: 'b' }, ctx);
    expect(result.kind).toBe('NotFound');
    expect(result.text).toBe(
      'Nothing exists at "src/new.ts", so there is nothing to edit. To create it, use write_file. If it should already exist, find it by name with glob (pattern "**/new.ts").',
    );
  });

  it("keeps a sub-agent's edits inside its folder", async () => {
    const { workspace, ctx } = await setup({ 'README.md': 'top\n', 'src/parser/a.ts': 'a\n' }, { writeScope: 'src/parser' });
    const outside = await callTool(editFileTool, { path: 'README.md', edits: [{ oldText: 'top', newText: 'x' }] }, ctx);
    expect(outside.kind).toBe('OutOfScope');
    expect(await workspace.readFile('README.md')).toBe('top\n');
    const inside = await callTool(editFileTool, { path: 'src/parser/a.ts', edits: [{ oldText: 'a', newText: 'b' }] }, ctx);
    expect(inside.ok).toBe(true);
  });

  it('refuses paths outside the workspace', async () => {
    const { ctx } = await setup({});
    const result = await callTool(editFileTool, { path: '../a.txt', edits: [{ oldText: 'a', newText: 'b' }] }, ctx);
    expect(result.kind).toBe('OutsideWorkspace');
  });
});

describe('edit_file surface', () => {
  it('is what the model reads (snapshot)', () => {
    expect(defaultSurfaceTool(editFileTool)).toMatchSnapshot();
  });

  it('keeps both shapes in one portable schema', () => {
    const schema = defaultSurfaceTool(editFileTool).input_schema;
    expect(schema).toMatchObject({ type: 'object', required: ['path'], additionalProperties: false });
    expect(JSON.stringify(schema)).not.toMatch(/oneOf|anyOf|allOf/);
    expect(Object.keys(schema.properties as object).sort()).toEqual(['edits', 'newText', 'oldText', 'path']);
  });

  it('accepts and rejects calls on the wire as documented', () => {
    expect(acceptedOnWire(editFileTool, { path: 'a', edits: [{ oldText: 'x', newText: 'y' }] })).toBe(true);
    expect(acceptedOnWire(editFileTool, { path: 'a', oldText: 'x', newText: 'y' })).toBe(true);
    expect(acceptedOnWire(editFileTool, { path: 'a', edits: [] })).toBe(false);
    expect(acceptedOnWire(editFileTool, { path: 'a', edits: [{ oldText: 'x' }] })).toBe(false);
    expect(acceptedOnWire(editFileTool, { path: 'a', edits: [{ old_text: 'x', new_text: 'y' }] })).toBe(false);
    expect(acceptedOnWire(editFileTool, { path: 'a', old_str: 'x', new_str: 'y' })).toBe(false);
    expect(acceptedOnWire(editFileTool, { path: 'a', edits: '[{"oldText":"x","newText":"y"}]' })).toBe(false);
  });

  it('has failure templates that use only the values the handler fills', () => {
    expectTemplatesConsistent(editFileTool);
  });
});
