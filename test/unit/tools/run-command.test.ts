import { describe, expect, it } from 'vitest';
import { envelope } from '../../../src/engine/tools/presets/output-envelope';
import { runCommandTool } from '../../../src/engine/tools/presets/run-command';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

async function setup(files: Record<string, string> = {}, options: Parameters<typeof makeToolContext>[1] = {}) {
  const workspace = await createEmbeddedWorkspace({ files });
  return makeToolContext(workspace, { enabled: ['view_file', 'edit_lines', 'run'], ...options });
}

describe('run keeps the head and tail of long output, with the hole marked in place', () => {
  it('short output is shown whole', async () => {
    const ctx = await setup({ 'a.txt': 'one\ntwo\n' });
    const result = await callTool(runCommandTool, { command: 'cat a.txt' }, ctx);
    expect(result.text).toMatch(/^exit code 0 · \d+ ms\nstdout:\none\ntwo$/);
  });

  it('long output shows its first 40 and last 40 lines and says how many lines were left out and how to see them', async () => {
    const ctx = await setup({ 'big.txt': Array.from({ length: 500 }, (_, index) => `row ${index + 1}`).join('\n') + '\n' });
    const result = await callTool(runCommandTool, { command: 'cat big.txt' }, ctx);
    const lines = result.text.split('\n');
    expect(lines[1]).toBe('stdout (500 lines; the first 40 and the last 40 are shown):');
    expect(lines[2]).toBe('row 1');
    expect(lines[41]).toBe('row 40');
    expect(lines[42]).toBe(
      '[... 420 lines left out here (lines 41-460 of this output). To see them, run the command again with its output sent to a file (command > out.txt 2>&1) and open that file with view_file, or filter it through grep, head or tail ...]',
    );
    expect(lines[43]).toBe('row 461');
    expect(lines.at(-1)).toBe('row 500');
    expect(lines).toHaveLength(83);
  });

  it('asks for approval under its own name and reports a denial', async () => {
    const ctx = await setup({}, { decide: () => ({ approved: false, reason: 'not now' }) });
    const result = await callTool(runCommandTool, { command: 'ls' }, ctx);
    expect(ctx.approvals).toEqual([{ toolId: 'run', command: 'ls' }]);
    expect(result.kind).toBe('CommandDenied');
  });
});

describe('the truncation envelope', () => {
  it('cuts very long lines and leaves short output alone', () => {
    const marker = () => 'HOLE';
    expect(envelope('a\nb', marker)).toEqual({ text: 'a\nb', totalLines: 2, omittedLines: 0 });
    const long = envelope('x'.repeat(1000), marker);
    expect(long.text).toBe(`${'x'.repeat(400)}… [600 more characters on this line]`);
  });

  it('passes the size and position of the hole to the marker', () => {
    const text = Array.from({ length: 10 }, (_, index) => String(index + 1)).join('\n');
    const cut = envelope(text, (omitted, first, last) => `${omitted}:${first}-${last}`, { headLines: 2, tailLines: 3, maxLineCharacters: 100 });
    expect(cut.text).toBe('1\n2\n5:3-7\n8\n9\n10');
    expect(cut.omittedLines).toBe(5);
  });
});

describe('run surface', () => {
  it('has templates that render with their declared placeholders', () => expectTemplatesConsistent(runCommandTool));

  it('is what the model reads (snapshot)', () => {
    expect(defaultSurfaceTool(runCommandTool)).toMatchSnapshot();
  });
});
