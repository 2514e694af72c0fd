import { describe, expect, it } from 'vitest';
import { viewFileTool } from '../../../src/engine/tools/presets/view-file';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { acceptedOnWire, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

function numberedFile(count: number): string {
  return Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n') + '\n';
}

async function setup(files: Record<string, string>) {
  const workspace = await createEmbeddedWorkspace({ files });
  return makeToolContext(workspace, { enabled: ['view_file', 'edit_lines', 'run'] });
}

/** The footer: the last line of what the model reads. */
function footerOf(text: string): string {
  return text.split('\n').at(-1)!;
}

describe('view_file shows a 100-line window with a footer that moves it', () => {
  it('at the start: lines 1-100, how many are below, and the offset of the next window', async () => {
    const ctx = await setup({ 'big.py': numberedFile(250) });
    const result = await callTool(viewFileTool, { path: 'big.py' }, ctx);
    const lines = result.text.split('\n');
    expect(lines).toHaveLength(101);
    expect(lines[0]).toBe('     1\tline 1');
    expect(lines[99]).toBe('   100\tline 100');
    expect(footerOf(result.text)).toBe('[lines 1-100 of 250 · 150 lines below: call view_file again with offset=100 for the next window]');
  });

  it('in the middle: lines above with the previous offset, lines below with the next', async () => {
    const ctx = await setup({ 'big.py': numberedFile(250) });
    const result = await callTool(viewFileTool, { path: 'big.py', offset: 100 }, ctx);
    expect(result.text.split('\n')[0]).toBe('   101\tline 101');
    expect(footerOf(result.text)).toBe(
      '[lines 101-200 of 250 · 100 lines above: offset=0 shows the window before · 50 lines below: call view_file again with offset=200 for the next window]',
    );
  });

  it('at the end: says end of file and how to go back', async () => {
    const ctx = await setup({ 'big.py': numberedFile(250) });
    const result = await callTool(viewFileTool, { path: 'big.py', offset: 200 }, ctx);
    expect(result.value).toMatchObject({ offset: 200, firstLine: 201, lastLine: 250, totalLines: 250 });
    expect(footerOf(result.text)).toBe('[lines 201-250 of 250 · end of file · 200 lines above: offset=100 shows the window before]');
  });

  it('a short file fits in one window', async () => {
    const ctx = await setup({ 'small.py': 'a = 1\nb = 2\n' });
    const result = await callTool(viewFileTool, { path: 'small.py' }, ctx);
    expect(result.text).toBe('     1\ta = 1\n     2\tb = 2\n[lines 1-2 of 2 · the whole file]');
  });

  it('uses the name the model sees in the footer', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'big.py': numberedFile(150) } });
    const ctx = makeToolContext(workspace, { enabled: ['view_file'], names: { view_file: 'open' } });
    expect(footerOf((await callTool(viewFileTool, { path: 'big.py' }, ctx)).text)).toContain('call open again with offset=100');
  });

  it('an empty file', async () => {
    const ctx = await setup({ 'empty.py': '' });
    expect((await callTool(viewFileTool, { path: 'empty.py' }, ctx)).text).toBe('[empty file · 0 lines]');
  });
});

describe('view_file refusals', () => {
  it('an offset past the end gives the valid offsets, counted from 0, and the last window', async () => {
    const ctx = await setup({ 'big.py': numberedFile(250) });
    const result = await callTool(viewFileTool, { path: 'big.py', offset: 250 }, ctx);
    expect(result.kind).toBe('OffsetPastEnd');
    expect(result.text).toBe(
      'offset 250 is past the end of "big.py", which has 250 lines. offset counts from 0, so valid offsets are 0 to 249. To see the file\'s last window, call view_file with offset=150.',
    );
  });

  it('a negative offset is refused at the gate', () => {
    expect(acceptedOnWire(viewFileTool, { path: 'a.py', offset: -1 })).toBe(false);
  });

  it('a missing file points at run to look for it', async () => {
    const ctx = await setup({});
    const result = await callTool(viewFileTool, { path: 'src/app.py' }, ctx);
    expect(result.text).toBe('Nothing exists at "src/app.py". Look for the file with run, for example: find . -name "app.py"');
  });
});

describe('view_file surface', () => {
  it('has templates that render with their declared placeholders', () => expectTemplatesConsistent(viewFileTool));

  it('is what the model reads (snapshot)', () => {
    expect(defaultSurfaceTool(viewFileTool)).toMatchSnapshot();
  });
});
