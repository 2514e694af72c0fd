import { describe, expect, test } from 'vitest';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { GLOB_MAX_PATHS, globTool } from '../../../src/engine/tools/glob';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { acceptedOnWire, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

const files = {
  'src/b.ts': '',
  'src/a.tsx': '',
  'src/a.ts': '',
  'src/lib/deep/c.ts': '',
  'README.md': '',
  '.github/ci.yml': '',
  'node_modules/pkg/index.ts': '',
};

async function setup(extra: Record<string, string> = {}, enabled?: string[]) {
  const workspace = await createEmbeddedWorkspace({ files: { ...files, ...extra } });
  return makeToolContext(workspace, enabled ? { enabled } : {});
}

describe('glob', () => {
  test('returns matching workspace-relative paths, sorted, one per line, with a count', async () => {
    const ctx = await setup();
    const result = await callTool(globTool, { pattern: '**/*.ts' }, ctx);
    expect(result.text).toBe(['src/a.ts', 'src/b.ts', 'src/lib/deep/c.ts', '[3 files]'].join('\n'));
  });

  test('* stays in one folder, braces list alternatives, dotfiles match', async () => {
    const ctx = await setup();
    const shallow = await callTool(globTool, { pattern: 'src/*.{ts,tsx}' }, ctx);
    expect(shallow.ok && shallow.value.paths).toEqual(['src/a.ts', 'src/a.tsx', 'src/b.ts']);
    const dotfiles = await callTool(globTool, { pattern: '**/*.yml' }, ctx);
    expect(dotfiles.ok && dotfiles.value.paths).toEqual(['.github/ci.yml']);
  });

  test('path limits the search; the pattern may be written from that folder or from the root', async () => {
    const ctx = await setup();
    const fromFolder = await callTool(globTool, { pattern: '*.ts', path: 'src' }, ctx);
    expect(fromFolder.ok && fromFolder.value.paths).toEqual(['src/a.ts', 'src/b.ts']);
    const fromRoot = await callTool(globTool, { pattern: 'src/**/*.ts', path: 'src/lib' }, ctx);
    expect(fromRoot.ok && fromRoot.value.paths).toEqual(['src/lib/deep/c.ts']);
    const absolute = await callTool(globTool, { pattern: '/workspace/src/*.ts' }, ctx);
    expect(absolute.ok && absolute.value.paths).toEqual(['src/a.ts', 'src/b.ts']);
  });

  test('node_modules is left out unless the pattern or path names it', async () => {
    const ctx = await setup();
    const everything = await callTool(globTool, { pattern: '**/index.ts' }, ctx);
    expect(everything.ok && everything.value.total).toBe(0);
    const named = await callTool(globTool, { pattern: 'node_modules/**/index.ts' }, ctx);
    expect(named.ok && named.value.paths).toEqual(['node_modules/pkg/index.ts']);
    const inside = await callTool(globTool, { pattern: '**/*.ts', path: 'node_modules/pkg' }, ctx);
    expect(inside.ok && inside.value.paths).toEqual(['node_modules/pkg/index.ts']);
  });

  test('caps the list and says how many were left out', async () => {
    const many = Object.fromEntries(Array.from({ length: 520 }, (_, index) => [`gen/file-${String(index).padStart(3, '0')}.txt`, '']));
    const ctx = await setup(many);
    const result = await callTool(globTool, { pattern: 'gen/*.txt' }, ctx);
    expect(result.ok && result.value.paths).toHaveLength(GLOB_MAX_PATHS);
    expect(result.ok && result.value.paths[0]).toBe('gen/file-000.txt');
    expect(result.ok && result.value.total).toBe(520);
    expect(result.text.split('\n').at(-1)).toBe(
      '[showing the first 500 of 520 files; 20 left out. Narrow with a more specific pattern or a folder in path.]',
    );
  });

  test('no match says how to broaden, naming grep only while it is enabled', async () => {
    const ctx = await setup();
    const result = await callTool(globTool, { pattern: '*.ts' }, ctx);
    expect(result.text).toContain('No files match');
    expect(result.text).toContain('**/');
    expect(result.text).toContain('use grep');
    const withoutGrep = await setup({}, ['glob']);
    const alone = await callTool(globTool, { pattern: '*.ts' }, withoutGrep);
    expect(alone.text).not.toContain('grep');
  });

  test('a file or a missing folder as path is a failure that says so', async () => {
    const ctx = await setup();
    const file = await callTool(globTool, { pattern: '*', path: 'README.md' }, ctx);
    expect(!file.ok && file.kind).toBe('NotADirectory');
    expect(file.text).toContain('"README.md" is a file, not a folder');
    const missing = await callTool(globTool, { pattern: '*', path: 'lib' }, ctx);
    expect(!missing.ok && missing.kind).toBe('NotFound');
  });

  test('wire schema: accepts pattern with optional path, refuses the rest', () => {
    expect(acceptedOnWire(globTool, { pattern: '**/*.ts' })).toBe(true);
    expect(acceptedOnWire(globTool, { pattern: '*.md', path: 'docs' })).toBe(true);
    expect(acceptedOnWire(globTool, { path: 'docs' })).toBe(false);
    expect(acceptedOnWire(globTool, { pattern: '' })).toBe(false);
    expect(acceptedOnWire(globTool, { pattern: '*.ts', recursive: true })).toBe(false);
  });

  test('the surface the model reads', () => {
    expect(globTool.access({ pattern: '*' })).toEqual({ kind: 'read' });
    expect(defaultSurfaceTool(globTool)).toMatchSnapshot();
    expectTemplatesConsistent(globTool);
  });
});
