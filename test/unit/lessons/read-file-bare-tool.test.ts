import { describe, expect, it } from 'vitest';
import { readFileBareTool } from '../../../src/engine/tools/lessons/read-file-bare';
import { MAX_OUTPUT_CHARACTERS } from '../../../src/engine/tools/read-file';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';

describe('read_file_bare (the envelope lesson\'s reader)', () => {
  it('returns the text alone: no numbers, no footer', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'notes.md': 'one\ntwo\n' } });
    const result = await callTool(readFileBareTool, { path: 'notes.md' }, makeToolContext(workspace));
    expect(result.text).toBe('one\ntwo\n');
    expect(result.value.cut).toBe(false);
  });

  it('stops a long file at a line end with nothing in the result to say so', async () => {
    const lines = Array.from({ length: 3000 }, (_, index) => `line ${index + 1} of a long file`);
    const workspace = await createEmbeddedWorkspace({ files: { 'long.txt': `${lines.join('\n')}\n` } });
    const result = await callTool(readFileBareTool, { path: 'long.txt' }, makeToolContext(workspace));
    expect(result.value.cut).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(MAX_OUTPUT_CHARACTERS);
    expect(result.text.endsWith(' of a long file\n')).toBe(true);
    expect(result.text).not.toMatch(/\[|truncated|3000/);
  });

  it('shares the path failures of the other file tools', async () => {
    const workspace = await createEmbeddedWorkspace({ files: {} });
    const result = await callTool(readFileBareTool, { path: 'src/missing.ts' }, makeToolContext(workspace));
    expect(result.kind).toBe('NotFound');
    expect(result.text).toContain('glob');
  });
});
