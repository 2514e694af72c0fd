import { describe, expect, it } from 'vitest';
import { claudeEditTool } from '../../../src/engine/tools/presets/claude-edit';
import { claudeGlobTool } from '../../../src/engine/tools/presets/claude-glob';
import { claudeGrepTool } from '../../../src/engine/tools/presets/claude-grep';
import { claudeReadTool } from '../../../src/engine/tools/presets/claude-read';
import { claudeWriteTool } from '../../../src/engine/tools/presets/claude-write';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { callHandler, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

const claudeTools = ['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Bash'];
const claudeContracts = [claudeReadTool, claudeWriteTool, claudeEditTool, claudeGlobTool, claudeGrepTool];

const source = ['function total(items) {', '  let sum = 0;', '  for (const item of items) sum += item;', '  return sum;', '}', ''].join('\n');

async function setup(files: Record<string, string>) {
  const workspace = await createEmbeddedWorkspace({ files });
  return { workspace, ctx: makeToolContext(workspace, { enabled: claudeTools }) };
}

describe('Claude-style Edit', () => {
  it('replaces a unique old_string and returns the diff', async () => {
    const { workspace, ctx } = await setup({ 'src/total.js': source });
    const result = await callTool(claudeEditTool, { file_path: 'src/total.js', old_string: '  return sum;', new_string: '  return sum * 2;' }, ctx);
    expect(await workspace.readFile('src/total.js')).toBe(source.replace('return sum;', 'return sum * 2;'));
    expect(result.text.split('\n').slice(0, 3)).toEqual(['Replaced 1 occurrence in src/total.js.', '--- src/total.js', '+++ src/total.js']);
    expect(result.text).toContain('-  return sum;\n+  return sum * 2;');
  });

  it('refuses an old_string that occurs more than once, with the count and lines, and changes nothing', async () => {
    const { workspace, ctx } = await setup({ 'src/total.js': source });
    const result = await callTool(claudeEditTool, { file_path: 'src/total.js', old_string: 'sum', new_string: 'acc' }, ctx);
    expect(result.kind).toBe('AmbiguousMatch');
    expect(result.text).toBe(
      'old_string occurs 3 times in "src/total.js" (starting on lines 2, 3, 4), so it is unclear which one to change; the file is unchanged. Add neighbouring lines to old_string, and the same lines to new_string, until it occurs only once; or, to change every occurrence, call again with replace_all: true.',
    );
    expect(await workspace.readFile('src/total.js')).toBe(source);
  });

  it('replaces every occurrence with replace_all', async () => {
    const { workspace, ctx } = await setup({ 'src/total.js': source });
    const result = await callTool(claudeEditTool, { file_path: 'src/total.js', old_string: 'sum', new_string: 'acc', replace_all: true }, ctx);
    expect(result.value).toMatchObject({ replaced: 3, replaceAll: true });
    expect(result.text.split('\n')[0]).toBe('Replaced all 3 occurrences in src/total.js.');
    expect(await workspace.readFile('src/total.js')).toBe(source.replaceAll('sum', 'acc'));
  });

  it('shows the closest lines when old_string is not in the file', async () => {
    const { ctx } = await setup({ 'src/total.js': source });
    const result = await callTool(claudeEditTool, { file_path: 'src/total.js', old_string: '    return sum;', new_string: 'x' }, ctx);
    expect(result.kind).toBe('NoMatch');
    expect(result.text).toContain('The most similar lines in the file are 4-4:\n     4\t  return sum;');
    expect(result.text).toContain('read it again with Read.');
  });

  it('refuses an empty old_string, an unchanged edit and a missing file, naming this toolkit\'s tools', async () => {
    const { ctx } = await setup({ 'src/total.js': source });
    expect((await callTool(claudeEditTool, { file_path: 'src/total.js', old_string: '', new_string: 'x' }, ctx)).text).toContain('use Write.');
    expect((await callTool(claudeEditTool, { file_path: 'src/total.js', old_string: 'sum', new_string: 'sum' }, ctx)).kind).toBe('NoChange');
    const missing = await callTool(claudeEditTool, { file_path: 'src/nope.js', old_string: 'a', new_string: 'b' }, ctx);
    expect(missing.text).toBe(
      'Nothing exists at "src/nope.js", so there is nothing to edit. To create it, use Write. If it should already exist, find it by name with Glob (pattern "**/nope.js").',
    );
  });

  it('keeps CRLF line endings', async () => {
    const { workspace, ctx } = await setup({ 'win.txt': 'one\r\ntwo\r\n' });
    await callTool(claudeEditTool, { file_path: 'win.txt', old_string: 'one\ntwo', new_string: 'one\n2' }, ctx);
    expect(await workspace.readFile('win.txt')).toBe('one\r\n2\r\n');
  });
});

describe('Claude-style Read, Write, Glob and Grep reuse the built-in handlers', () => {
  it('Read takes a 1-based offset and tells how to read on with Read', async () => {
    const file = Array.from({ length: 30 }, (_, index) => `row ${index + 1}`).join('\n') + '\n';
    const { ctx } = await setup({ 'rows.txt': file });
    const result = await callTool(claudeReadTool, { file_path: 'rows.txt', offset: 10, limit: 5 }, ctx);
    expect(result.text).toBe(
      '    10\trow 10\n    11\trow 11\n    12\trow 12\n    13\trow 13\n    14\trow 14\n[lines 10-14 of 30 · truncated · to read on: Read with offset=15]',
    );
    const past = await callTool(claudeReadTool, { file_path: 'rows.txt', offset: 40 }, ctx);
    expect(past.text).toContain('call Read with offset=1');
  });

  it('Read accepts an absolute path inside the workspace root', async () => {
    const { ctx, workspace } = await setup({ 'src/a.txt': 'hello\n' });
    const result = await callTool(claudeReadTool, { file_path: `${workspace.rootPath}/src/a.txt` }, ctx);
    expect(result.value).toMatchObject({ path: 'src/a.txt', totalLines: 1 });
  });

  it('Write creates and replaces files', async () => {
    const { workspace, ctx } = await setup({});
    expect((await callTool(claudeWriteTool, { file_path: 'notes/a.md', content: '# A\n' }, ctx)).text).toBe('Created notes/a.md (1 line, 4 bytes).');
    expect(await workspace.readFile('notes/a.md')).toBe('# A\n');
  });

  it('Glob points at Grep when nothing matches', async () => {
    const { ctx } = await setup({ 'src/a.ts': '' });
    expect((await callTool(claudeGlobTool, { pattern: '**/*.ts' }, ctx)).text).toBe('src/a.ts\n[1 file]');
    expect((await callTool(claudeGlobTool, { pattern: '*.py' }, ctx)).text).toContain('To find files by their contents, use Grep.');
  });

  it('Grep lists matching files by default, lines with output_mode content, counts with count, and -i ignores case', async () => {
    const { ctx } = await setup({ 'src/a.ts': 'const Total = 1;\nconst total = 2;\n', 'src/b.ts': 'nothing\n' });
    expect((await callTool(claudeGrepTool, { pattern: 'total' }, ctx)).text).toBe('src/a.ts\n[1 file with 1 matching line · 2 files searched]');
    expect((await callTool(claudeGrepTool, { pattern: 'total', output_mode: 'content', '-i': true }, ctx)).text).toBe(
      'src/a.ts:1:const Total = 1;\nsrc/a.ts:2:const total = 2;\n[2 matching lines in 1 file · 2 files searched]',
    );
    expect((await callTool(claudeGrepTool, { pattern: 'const', output_mode: 'count' }, ctx)).text).toBe('src/a.ts:2\n[1 file with 2 matching lines · 2 files searched]');
    const none = await callTool(claudeGrepTool, { pattern: 'absent' }, ctx);
    expect(none.text).toBe('No matches in 2 files searched. Check the spelling, set -i to ignore case or try a shorter pattern, or widen path and glob.');
  });

  it('Grep refuses a broken pattern without naming a parameter it does not have', async () => {
    const { ctx } = await setup({ 'a.ts': 'x\n' });
    const result = await callHandler(claudeGrepTool, { pattern: 'foo(' }, ctx);
    expect(result.kind).toBe('InvalidPattern');
    expect(result.text).not.toContain('flags');
  });
});

describe('Claude-style surfaces', () => {
  it('have templates that render with their declared placeholders', () => {
    for (const tool of claudeContracts) expectTemplatesConsistent(tool);
  });

  it('name only tools of their own toolkit in failure templates', () => {
    const own = new Set(claudeTools);
    for (const tool of claudeContracts) {
      for (const [kind, spec] of Object.entries(tool.failures)) {
        for (const [, toolId] of spec.template.matchAll(/\{tool:([\w-]+)\}/g)) {
          if (toolId === 'ls') continue; // an option that simply drops out in this toolkit
          expect(own.has(toolId!), `${tool.id} ${kind} names {tool:${toolId}}`).toBe(true);
        }
      }
    }
  });

  it('are what the model reads (snapshot)', () => {
    expect(claudeContracts.map(defaultSurfaceTool)).toMatchSnapshot();
  });
});
