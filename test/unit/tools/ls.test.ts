import { describe, expect, test } from 'vitest';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { LS_MAX_ENTRIES, lsTool } from '../../../src/engine/tools/ls';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { acceptedOnWire, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

const files = {
  'src/main.ts': 'console.log(1);\n',
  'src/lib/util.ts': 'x',
  'README.md': '# Hi\n',
  'a.txt': '',
  'node_modules/pkg/index.js': 'module.exports = 1;\n',
};

async function setup(extra: Record<string, string> = {}) {
  const workspace = await createEmbeddedWorkspace({ files: { ...files, ...extra } });
  return makeToolContext(workspace);
}

describe('ls', () => {
  test('lists the root alphabetically: folders with "/", files with their size in bytes', async () => {
    const ctx = await setup();
    const result = await callTool(lsTool, {}, ctx);
    expect(result.text).toBe(
      ['README.md  (5 bytes)', 'a.txt  (0 bytes)', 'node_modules/', 'src/', '[2 folders, 2 files]'].join('\n'),
    );
  });

  test('a subfolder lists as workspace-relative paths', async () => {
    const ctx = await setup();
    const result = await callTool(lsTool, { path: 'src' }, ctx);
    expect(result.text).toBe(['src/lib/', 'src/main.ts  (16 bytes)', '[1 folder, 1 file]'].join('\n'));
  });

  test('recursive lists each folder followed by its contents, without opening node_modules', async () => {
    const ctx = await setup();
    const result = await callTool(lsTool, { recursive: true }, ctx);
    expect(result.text).toBe(
      [
        'README.md  (5 bytes)',
        'a.txt  (0 bytes)',
        'node_modules/',
        'src/',
        'src/lib/',
        'src/lib/util.ts  (1 byte)',
        'src/main.ts  (16 bytes)',
        '[3 folders, 4 files]',
        '[not opened: node_modules/ — list one with path to see inside]',
      ].join('\n'),
    );
    const inside = await callTool(lsTool, { path: 'node_modules', recursive: true }, ctx);
    expect(inside.ok && inside.value.entries.map((entry: { path: string }) => entry.path)).toEqual([
      'node_modules/pkg',
      'node_modules/pkg/index.js',
    ]);
  });

  test('caps a large listing and says how many were left out and how to narrow', async () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, folder) =>
      Array.from({ length: 20 }, (_, file) => [`data/d${String(folder).padStart(2, '0')}/f${String(file).padStart(2, '0')}.txt`, 'x']),
    ).flat());
    const ctx = await setup(many);
    const result = await callTool(lsTool, { path: 'data', recursive: true }, ctx);
    expect(result.ok && result.value.entries).toHaveLength(LS_MAX_ENTRIES);
    expect(result.ok && result.value.total).toBe(630);
    expect(result.text.split('\n').at(-1)).toBe(
      '[showing the first 500 of 630 entries; 130 left out. List a subfolder with path, leave recursive off to see one level, or find files by pattern with glob.]',
    );
  });

  test('an empty folder says so', async () => {
    const ctx = await setup();
    await ctx.workspace.mkdir('empty');
    const result = await callTool(lsTool, { path: 'empty' }, ctx);
    expect(result.text).toBe('(empty folder)');
  });

  test('a file, a missing path and an outside path are failures with a next move', async () => {
    const ctx = await setup();
    const file = await callTool(lsTool, { path: 'README.md' }, ctx);
    expect(!file.ok && file.kind).toBe('NotADirectory');
    expect(file.text).toBe('"README.md" is a file, not a folder. Read it with read_file.');
    const missing = await callTool(lsTool, { path: 'lib' }, ctx);
    expect(!missing.ok && missing.kind).toBe('NotFound');
    const outside = await callTool(lsTool, { path: '/etc' }, ctx);
    expect(!outside.ok && outside.kind).toBe('OutsideWorkspace');
  });

  test('wire schema: path and recursive are optional; recursive must be a boolean', () => {
    expect(acceptedOnWire(lsTool, {})).toBe(true);
    expect(acceptedOnWire(lsTool, { path: 'src', recursive: true })).toBe(true);
    expect(acceptedOnWire(lsTool, { recursive: 'yes' })).toBe(false);
    expect(acceptedOnWire(lsTool, { path: 'src', all: true })).toBe(false);
  });

  test('the surface the model reads', () => {
    expect(lsTool.access({ recursive: false })).toEqual({ kind: 'read' });
    expect(defaultSurfaceTool(lsTool)).toMatchSnapshot();
    expectTemplatesConsistent(lsTool);
  });
});
