import { describe, expect, it } from 'vitest';
import { readFileTool, MAX_OUTPUT_CHARACTERS } from '../../../src/engine/tools/read-file';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { acceptedOnWire, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

/** "line 1\nline 2\n..." with `count` lines and a final newline. */
function numberedFile(count: number): string {
  return Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n') + '\n';
}

async function setup(files: Record<string, string>, options: Parameters<typeof makeToolContext>[1] = {}) {
  const workspace = await createEmbeddedWorkspace({ files });
  return makeToolContext(workspace, options);
}

describe('read_file output', () => {
  it('numbers lines like cat -n and says when the end of the file is reached', async () => {
    const ctx = await setup({ 'src/app.ts': 'const a = 1;\n\tindented();\n' });
    const result = await callTool(readFileTool, { path: 'src/app.ts' }, ctx);
    expect(result.text).toBe('     1\tconst a = 1;\n     2\t\tindented();\n[lines 1-2 of 2 · end of file]');
    expect(result.value).toMatchObject({ path: 'src/app.ts', startLine: 1, endLine: 2, totalLines: 2, truncated: false });
    expect(result.value.nextOffset).toBeUndefined();
  });

  it('counts a last line without a newline, and does not count an empty one after the final newline', async () => {
    const ctx = await setup({ 'a.txt': 'one\ntwo', 'b.txt': 'one\ntwo\n' });
    expect((await callTool(readFileTool, { path: 'a.txt' }, ctx)).value.totalLines).toBe(2);
    expect((await callTool(readFileTool, { path: 'b.txt' }, ctx)).value.totalLines).toBe(2);
  });

  it('pages through a long file: first page by default, a middle page, the last page', async () => {
    const ctx = await setup({ 'big.txt': numberedFile(2500) });

    const first = await callTool(readFileTool, { path: 'big.txt' }, ctx);
    expect(first.value).toMatchObject({ startLine: 1, endLine: 2000, totalLines: 2500, truncated: true, nextOffset: 2001 });
    expect(first.text.split('\n')[0]).toBe('     1\tline 1');
    expect(first.text.endsWith('  2000\tline 2000\n[lines 1-2000 of 2500 · truncated · to read on: read_file with offset=2001]')).toBe(true);

    const middle = await callTool(readFileTool, { path: 'big.txt', offset: 1200, limit: 3 }, ctx);
    expect(middle.text).toBe(
      '  1200\tline 1200\n  1201\tline 1201\n  1202\tline 1202\n[lines 1200-1202 of 2500 · truncated · to read on: read_file with offset=1203]',
    );

    const last = await callTool(readFileTool, { path: 'big.txt', offset: 2001 }, ctx);
    expect(last.value).toMatchObject({ startLine: 2001, endLine: 2500, truncated: false });
    expect(last.text.endsWith('  2500\tline 2500\n[lines 2001-2500 of 2500 · end of file]')).toBe(true);
  });

  it('names read_file in the read-on hint as the model currently sees it', async () => {
    const renamed = await setup({ 'big.txt': numberedFile(30) }, { names: { read_file: 'view_file' } });
    const result = await callTool(readFileTool, { path: 'big.txt', limit: 10 }, renamed);
    expect(result.text.endsWith('[lines 1-10 of 30 · truncated · to read on: view_file with offset=11]')).toBe(true);
    expect(result.text).not.toContain('read_file');

    // A context where the id is not on the surface: the hint goes rather than name a missing tool.
    const without = await setup({ 'big.txt': numberedFile(30) }, { enabled: ['grep'] });
    const bare = await callTool(readFileTool, { path: 'big.txt', limit: 10 }, without);
    expect(bare.text.endsWith('[lines 1-10 of 30 · truncated]')).toBe(true);
  });

  it('cuts a very long line with a marker sizing the cut, and says how to see it whole', async () => {
    const ctx = await setup({ 'min.js': `short\n${'x'.repeat(2500)}\nend\n` });
    const result = await callTool(readFileTool, { path: 'min.js' }, ctx);
    const lines = result.text.split('\n');
    expect(lines[1]).toBe(`     2\t${'x'.repeat(2000)}… [500 more characters cut from this line]`);
    expect(lines[2]).toBe('     3\tend');
    expect(lines[3]).toBe("[lines 1-3 of 3 · 1 long line cut at 2000 characters (to see one whole: Bash with sed -n '<line>p' min.js) · end of file]");

    const noBash = await setup({ 'min.js': 'x'.repeat(2001) }, { enabled: ['read_file'] });
    const plain = await callTool(readFileTool, { path: 'min.js' }, noBash);
    expect(plain.text.endsWith('[lines 1-1 of 1 · 1 long line cut at 2000 characters · end of file]')).toBe(true);
  });

  it('stops at a line boundary when the page would be too large, with the offset to read on', async () => {
    const ctx = await setup({ 'wide.txt': Array.from({ length: 2000 }, (_, index) => `${index + 1}:${'y'.repeat(100)}`).join('\n') });
    const result = await callTool(readFileTool, { path: 'wide.txt' }, ctx);
    const { endLine, nextOffset, content } = result.value;
    expect(endLine).toBeLessThan(2000);
    expect(content.length).toBeLessThanOrEqual(MAX_OUTPUT_CHARACTERS);
    expect(nextOffset).toBe(endLine + 1);
    expect(content.endsWith(`${endLine}:${'y'.repeat(100)}`)).toBe(true);
    expect(result.text.endsWith(`[lines 1-${endLine} of 2000 · truncated · to read on: read_file with offset=${endLine + 1}]`)).toBe(true);
  });

  it('says so for an empty file', async () => {
    const ctx = await setup({ 'empty.txt': '' });
    const result = await callTool(readFileTool, { path: 'empty.txt' }, ctx);
    expect(result.text).toBe('[empty file · 0 lines]');
    expect(result.value).toMatchObject({ totalLines: 0, truncated: false });
  });

  it('shows CRLF lines without the carriage return', async () => {
    const ctx = await setup({ 'win.txt': 'alpha\r\nbeta\r\n' });
    const result = await callTool(readFileTool, { path: 'win.txt' }, ctx);
    expect(result.text).toBe('     1\talpha\n     2\tbeta\n[lines 1-2 of 2 · end of file]');
  });

  it('accepts an absolute path inside the workspace root', async () => {
    const ctx = await setup({ 'src/a.ts': 'a\n' });
    expect((await callTool(readFileTool, { path: '/workspace/src/a.ts' }, ctx)).value.path).toBe('src/a.ts');
  });
});

describe('read_file failures', () => {
  it('refuses an offset past the end, giving the valid range and the call that reads the end', async () => {
    const ctx = await setup({ 'a.txt': numberedFile(3) });
    const result = await callTool(readFileTool, { path: 'a.txt', offset: 10 }, ctx);
    expect(result.kind).toBe('OffsetPastEnd');
    expect(result.text).toBe(
      'offset 10 is past the end of "a.txt", which has 3 lines: valid offsets are 1 to 3. To read its last lines, call read_file with offset=1.',
    );
    const paged = await setup({ 'big.txt': numberedFile(500) });
    const last = await callTool(readFileTool, { path: 'big.txt', offset: 900, limit: 100 }, paged);
    expect(last.text).toContain('call read_file with offset=401.');
  });

  it('refuses a binary file and points at Bash only when Bash is enabled', async () => {
    const files = { 'logo.png': '\x89PNG\r\n\x1a\n\0\0\0\rIHDR' };
    const result = await callTool(readFileTool, { path: 'logo.png' }, await setup(files));
    expect(result.kind).toBe('BinaryFile');
    expect(result.text).toMatch(/^"logo\.png" is a binary file \(\d+ bytes with NUL bytes in it\), so it cannot be shown as text\./);
    expect(result.text).toContain('"file logo.png" or "wc -c logo.png" with Bash');

    const noBash = await callTool(readFileTool, { path: 'logo.png' }, await setup(files, { enabled: ['read_file', 'grep'] }));
    expect(noBash.text).not.toContain('Bash');
  });

  it('refuses paths outside the workspace, including ones that climb with ".."', async () => {
    const ctx = await setup({ 'a.txt': 'a\n' });
    for (const path of ['../etc/passwd', '/etc/passwd', 'src/../a.txt', '~/secret']) {
      const result = await callTool(readFileTool, { path }, ctx);
      expect(result.kind, path).toBe('OutsideWorkspace');
      expect(result.text).toContain(`"${path}" is outside the workspace`);
    }
  });

  it('reports a missing file with a way to find it that exists in the toolkit', async () => {
    const withGlob = await callTool(readFileTool, { path: 'src/utils.ts' }, await setup({}));
    expect(withGlob.kind).toBe('NotFound');
    expect(withGlob.text).toBe('Nothing exists at "src/utils.ts". Find the file by name with glob (for example pattern "**/utils.ts").');

    const withLs = await callTool(readFileTool, { path: 'src/utils.ts' }, await setup({}, { enabled: ['read_file', 'ls'] }));
    expect(withLs.text).toBe('Nothing exists at "src/utils.ts". List the folder with ls.');

    const alone = await callTool(readFileTool, { path: 'src/utils.ts' }, await setup({}, { enabled: ['read_file'] }));
    expect(alone.text).toBe('Nothing exists at "src/utils.ts".');
  });

  it('refuses a folder', async () => {
    const result = await callTool(readFileTool, { path: 'src' }, await setup({ 'src/a.ts': 'a' }));
    expect(result.kind).toBe('IsDirectory');
    expect(result.text).toContain('"src" is a folder, not a file.');
  });
});

describe('read_file surface', () => {
  it('is what the model reads (snapshot)', () => {
    expect(defaultSurfaceTool(readFileTool)).toMatchSnapshot();
  });

  it('states the conventions a model would otherwise guess', () => {
    const surface = defaultSurfaceTool(readFileTool);
    expect(surface.description).toMatch(/not part of the file/);
    expect(surface.input_schema).toMatchObject({ additionalProperties: false, required: ['path'] });
    const properties = surface.input_schema.properties as Record<string, { description?: string; default?: unknown }>;
    expect(properties.offset).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
    expect(properties.limit).toMatchObject({ type: 'integer', minimum: 1, default: 2000 });
    for (const [name, property] of Object.entries(properties)) expect(property.description, name).toBeTruthy();
  });

  it('accepts and rejects calls on the wire as documented', () => {
    expect(acceptedOnWire(readFileTool, { path: 'a.txt' })).toBe(true);
    expect(acceptedOnWire(readFileTool, { path: 'a.txt', offset: 5, limit: 10 })).toBe(true);
    expect(acceptedOnWire(readFileTool, { path: 'a.txt', offset: 0 })).toBe(false);
    expect(acceptedOnWire(readFileTool, { path: 'a.txt', offset: '5' })).toBe(false);
    expect(acceptedOnWire(readFileTool, { path: 'a.txt', offset: 1.5 })).toBe(false);
    expect(acceptedOnWire(readFileTool, { path: 'a.txt', limit: 0 })).toBe(false);
    expect(acceptedOnWire(readFileTool, { path: 'a.txt', line: 5 })).toBe(false);
    expect(acceptedOnWire(readFileTool, { offset: 5 })).toBe(false);
  });

  it('has failure templates that use only the values the handler fills', () => {
    expectTemplatesConsistent(readFileTool);
  });

  it('reads, and never writes', () => {
    expect(readFileTool.access({ path: 'a.txt', offset: 1, limit: 2000 })).toEqual({ kind: 'read' });
  });
});
