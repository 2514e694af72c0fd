import { describe, expect, it } from 'vitest';
import { editLinesTool } from '../../../src/engine/tools/presets/edit-lines';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { callHandler, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

const sweTools = ['view_file', 'edit_lines', 'run'];
const tenLines = Array.from({ length: 10 }, (_, index) => `line ${index + 1}`).join('\n') + '\n';

async function setup(files: Record<string, string>, options: Parameters<typeof makeToolContext>[1] = {}) {
  const workspace = await createEmbeddedWorkspace({ files });
  return { workspace, ctx: makeToolContext(workspace, { enabled: sweTools, ...options }) };
}

function edit(path: string, start_line: number, end_line: number, replacement: string) {
  return { path, start_line, end_line, replacement };
}

describe('edit_lines edits a range of lines', () => {
  it('replaces lines 4-6 with two lines and shows the region with 3 lines of context', async () => {
    const { workspace, ctx } = await setup({ 'a.txt': tenLines });
    const result = await callTool(editLinesTool, edit('a.txt', 4, 6, 'four\nfive-six'), ctx);
    expect(await workspace.readFile('a.txt')).toBe('line 1\nline 2\nline 3\nfour\nfive-six\nline 7\nline 8\nline 9\nline 10\n');
    expect(result.text).toBe(
      [
        'Replaced lines 4-6 of a.txt (3 lines) with 2 lines; it now has 9 lines. Lines after the edit moved up by 1: the old line 7 is now line 6.',
        'Lines 1-8 of 9 as they are now (view_file shows the rest):',
        '     1\tline 1',
        '     2\tline 2',
        '     3\tline 3',
        '     4\tfour',
        '     5\tfive-six',
        '     6\tline 7',
        '     7\tline 8',
        '     8\tline 9',
      ].join('\n'),
    );
  });

  it('deletes a range with an empty replacement and shows the join', async () => {
    const { workspace, ctx } = await setup({ 'a.txt': tenLines });
    const result = await callTool(editLinesTool, edit('a.txt', 2, 9, ''), ctx);
    expect(await workspace.readFile('a.txt')).toBe('line 1\nline 10\n');
    expect(result.value).toMatchObject({ action: 'deleted', removed: 8, added: 0, totalLines: 2 });
    expect(result.text.split('\n')[0]).toBe(
      'Deleted lines 2-9 of a.txt (8 lines); it now has 2 lines. Lines after the edit moved up by 8: the old line 10 is now line 2.',
    );
    expect(result.value.context).toBe('     1\tline 1\n     2\tline 10');
  });

  it('inserts before a line without removing anything when end_line = start_line - 1', async () => {
    const { workspace, ctx } = await setup({ 'a.txt': 'one\nthree\n' });
    const result = await callTool(editLinesTool, edit('a.txt', 2, 1, 'two'), ctx);
    expect(await workspace.readFile('a.txt')).toBe('one\ntwo\nthree\n');
    expect(result.text.split('\n')[0]).toBe(
      'Inserted 1 line before line 2 of a.txt; it now has 3 lines. Lines after the edit moved down by 1: the old line 2 is now line 3.',
    );
  });

  it('appends after the last line with start_line = N + 1, end_line = N', async () => {
    const { workspace, ctx } = await setup({ 'a.txt': 'one\ntwo\n' });
    const result = await callTool(editLinesTool, edit('a.txt', 3, 2, 'three\nfour\n'), ctx);
    expect(await workspace.readFile('a.txt')).toBe('one\ntwo\nthree\nfour\n');
    expect(result.text.split('\n')[0]).toBe('Appended 2 lines after line 2, the last line of a.txt; it now has 4 lines.');
  });

  it('creates a missing file with start_line=1, end_line=0', async () => {
    const { workspace, ctx } = await setup({});
    const result = await callTool(editLinesTool, edit('src/new.py', 1, 0, 'print("hi")'), ctx);
    expect(await workspace.readFile('src/new.py')).toBe('print("hi")\n');
    expect(result.text.split('\n')[0]).toBe('Created src/new.py with 1 line.');
  });

  it('keeps CRLF endings and a missing final newline', async () => {
    const { workspace, ctx } = await setup({ 'crlf.txt': 'a\r\nb\r\nc\r\n', 'open.txt': 'a\nb' });
    await callTool(editLinesTool, edit('crlf.txt', 2, 2, 'B\nB2'), ctx);
    expect(await workspace.readFile('crlf.txt')).toBe('a\r\nB\r\nB2\r\nc\r\n');
    await callTool(editLinesTool, edit('open.txt', 3, 2, 'c'), ctx);
    expect(await workspace.readFile('open.txt')).toBe('a\nb\nc');
  });
});

describe('edit_lines refuses out-of-range calls with the valid range', () => {
  it('start_line past N + 1', async () => {
    const { workspace, ctx } = await setup({ 'a.txt': tenLines });
    const result = await callHandler(editLinesTool, edit('a.txt', 15, 15, 'x'), ctx);
    expect(result.kind).toBe('StartOutOfRange');
    expect(result.text).toBe(
      'start_line 15 is out of range: "a.txt" has 10 lines, so start_line must be 1 to 11 (11 appends after the last line). Nothing was changed. To see the lines with their numbers, use view_file.',
    );
    expect(await workspace.readFile('a.txt')).toBe(tenLines);
  });

  it('start_line 0', async () => {
    const { ctx } = await setup({ 'a.txt': tenLines });
    const result = await callHandler(editLinesTool, edit('a.txt', 0, 1, 'x'), ctx);
    expect(result.values).toMatchObject({ start: 0, maxStart: 11 });
  });

  it('end_line past N, or before start_line - 1', async () => {
    const { ctx } = await setup({ 'a.txt': tenLines });
    const past = await callHandler(editLinesTool, edit('a.txt', 8, 12, 'x'), ctx);
    expect(past.text).toBe(
      'end_line 12 is out of range for start_line 8: "a.txt" has 10 lines, so end_line must be 7 to 10. end_line=7 inserts before line 8 without removing anything; a larger end_line replaces lines 8 to end_line. Nothing was changed.',
    );
    const before = await callHandler(editLinesTool, edit('a.txt', 8, 5, 'x'), ctx);
    expect(before.values).toMatchObject({ minEnd: 7, maxEnd: 10 });
  });

  it('an empty insert, a missing file, a folder', async () => {
    const { ctx } = await setup({ 'a.txt': tenLines, 'src/b.txt': '' });
    expect((await callHandler(editLinesTool, edit('a.txt', 3, 2, ''), ctx)).kind).toBe('NothingToInsert');
    const missing = await callHandler(editLinesTool, edit('nope.txt', 2, 2, 'x'), ctx);
    expect(missing.text).toBe(
      'Nothing exists at "nope.txt", so there are no lines to edit. To create it, call edit_lines with start_line=1, end_line=0 and the new file\'s lines as replacement. If it should already exist, look for it with run: find . -name "nope.txt"',
    );
    expect((await callHandler(editLinesTool, edit('src', 1, 0, 'x'), ctx)).kind).toBe('IsDirectory');
  });

  it('refuses a write outside a sub-agent folder', async () => {
    const { ctx } = await setup({ 'a.txt': tenLines }, { writeScope: 'src' });
    expect((await callHandler(editLinesTool, edit('a.txt', 1, 1, 'x'), ctx)).kind).toBe('OutOfScope');
  });
});

describe('edit_lines surface', () => {
  it('has templates that render with their declared placeholders', () => expectTemplatesConsistent(editLinesTool));

  it('is what the model reads (snapshot)', () => {
    expect(defaultSurfaceTool(editLinesTool)).toMatchSnapshot();
  });
});
