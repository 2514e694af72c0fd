import { describe, expect, it } from 'vitest';
import { writeFileTool } from '../../../src/engine/tools/write-file';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { acceptedOnWire, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

async function setup(files: Record<string, string>, options: Parameters<typeof makeToolContext>[1] = {}) {
  const workspace = await createEmbeddedWorkspace({ files });
  return { workspace, ctx: makeToolContext(workspace, options) };
}

describe('write_file', () => {
  it('creates a file, and the folders above it, with exactly the content given', async () => {
    const { workspace, ctx } = await setup({});
    const content = 'export const a = 1;\nexport const b = "é";';
    const result = await callTool(writeFileTool, { path: 'src/deep/x.ts', content }, ctx);
    // 41 characters, 42 bytes: "é" takes two in UTF-8.
    expect(result.text).toBe('Created src/deep/x.ts (2 lines, 42 bytes).');
    expect(result.value).toEqual({ path: 'src/deep/x.ts', created: true, lines: 2, bytes: 42 });
    expect(await workspace.readFile('src/deep/x.ts')).toBe(content);
    expect((await workspace.stat('src/deep'))?.kind).toBe('directory');
  });

  it('replaces a whole file and reports the line counts before and after', async () => {
    const { workspace, ctx } = await setup({ 'notes.md': 'one\ntwo\nthree\n' });
    const result = await callTool(writeFileTool, { path: './notes.md', content: 'only\n' }, ctx);
    expect(result.text).toBe('Replaced notes.md: 3 lines -> 1 line (5 bytes).');
    expect(result.value).toMatchObject({ created: false, previousLines: 3, lines: 1 });
    expect(await workspace.readFile('notes.md')).toBe('only\n');
  });

  it('creates an empty file', async () => {
    const { workspace, ctx } = await setup({});
    const result = await callTool(writeFileTool, { path: 'empty.txt', content: '' }, ctx);
    expect(result.text).toBe('Created empty.txt (0 lines, 0 bytes).');
    expect(await workspace.readFile('empty.txt')).toBe('');
  });

  it('refuses to write onto a folder and leaves it as it was', async () => {
    const { workspace, ctx } = await setup({ 'src/a.ts': 'a' });
    const result = await callTool(writeFileTool, { path: 'src', content: 'x' }, ctx);
    expect(result.kind).toBe('IsDirectory');
    expect(result.text).toBe(
      '"src" is a folder, so nothing was written. Give the path of a file instead, for example one inside that folder ("src/notes.md"). See what the folder holds with ls.',
    );
    expect(await workspace.readFile('src/a.ts')).toBe('a');
  });

  it('refuses a path that runs through a file', async () => {
    const { ctx } = await setup({ 'a.txt': 'a' });
    const result = await callTool(writeFileTool, { path: 'a.txt/b.txt', content: 'x' }, ctx);
    expect(result.kind).toBe('NotADirectory');
    expect(result.text).toBe(
      'A part of "a.txt/b.txt" that would have to be a folder is a file, so nothing was written. Choose a path whose folders are all folders. See what is there with ls.',
    );
  });

  it("keeps a sub-agent's writes inside its folder", async () => {
    const { workspace, ctx } = await setup({ 'README.md': 'top\n' }, { writeScope: 'src/parser' });
    const outside = await callTool(writeFileTool, { path: 'README.md', content: 'changed' }, ctx);
    expect(outside.kind).toBe('OutOfScope');
    expect(outside.text).toContain('This agent may only change files inside "src/parser", and "README.md" is outside it.');
    expect(await workspace.readFile('README.md')).toBe('top\n');

    const inside = await callTool(writeFileTool, { path: 'src/parser/lex.ts', content: 'x' }, ctx);
    expect(inside.ok).toBe(true);
  });

  it('refuses paths outside the workspace', async () => {
    const { ctx } = await setup({});
    for (const path of ['../x.txt', '/tmp/x.txt', 'a/../../x.txt']) {
      const result = await callTool(writeFileTool, { path, content: 'x' }, ctx);
      expect(result.kind, path).toBe('OutsideWorkspace');
    }
  });

  it('declares a write on the path it will write, as the model wrote it (the loop resolves it against the root)', () => {
    expect(writeFileTool.access({ path: './src//a.ts', content: '' })).toEqual({ kind: 'write', path: './src//a.ts' });
    expect(writeFileTool.access({ path: '../a.ts', content: '' })).toEqual({ kind: 'write', path: '../a.ts' });
  });
});

describe('write_file surface', () => {
  it('is what the model reads (snapshot)', () => {
    expect(defaultSurfaceTool(writeFileTool)).toMatchSnapshot();
  });

  it('routes partial changes to edit_file', () => {
    expect(writeFileTool.description).toMatch(/use edit_file instead/);
  });

  it('accepts and rejects calls on the wire as documented', () => {
    expect(acceptedOnWire(writeFileTool, { path: 'a.txt', content: '' })).toBe(true);
    expect(acceptedOnWire(writeFileTool, { path: 'a.txt' })).toBe(false);
    expect(acceptedOnWire(writeFileTool, { path: 'a.txt', content: 'x', contents: 'x' })).toBe(false);
    expect(acceptedOnWire(writeFileTool, { path: 'a.txt', content: ['x'] })).toBe(false);
  });

  it('has failure templates that use only the values the handler fills', () => {
    expectTemplatesConsistent(writeFileTool);
  });
});
