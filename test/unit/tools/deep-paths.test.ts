import { describe, expect, test } from 'vitest';
import { lsTool } from '../../../src/engine/tools/ls';
import { readFileTool } from '../../../src/engine/tools/read-file';
import { writeFileTool } from '../../../src/engine/tools/write-file';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { MAX_NAME_LENGTH, MAX_PATH_DEPTH, MAX_PATH_LENGTH } from '../../../src/engine/workspace/paths';
import { callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';

/** "d/d/d/.../f.txt" of about `length` characters. */
function deepPath(length: number): string {
  return `${'d/'.repeat(Math.floor((length - 5) / 2))}f.txt`;
}

describe('deep and long paths', () => {
  test('a 2,000-character path is refused as PathTooLong, quoted clipped, with the limits and the next move', async () => {
    const ctx = makeToolContext(await createEmbeddedWorkspace());
    const path = deepPath(2_000);
    const started = performance.now();
    const result = await callTool(writeFileTool, { path, content: 'x' }, ctx);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(!result.ok && result.kind).toBe('PathTooLong');
    expect(result.text.length).toBeLessThan(800);
    expect(result.text).toContain('more characters left out');
    expect(result.text).toContain(`at most ${MAX_PATH_LENGTH} characters`);
    expect(result.text).toContain('Use a shorter path');
    expect(await ctx.workspace.listFiles()).toEqual([]);
  });

  test('a path deeper than the limit is refused, and a deeper tree made by a command is listed without opening it', async () => {
    const ctx = makeToolContext(await createEmbeddedWorkspace());
    const tooDeep = await callTool(writeFileTool, { path: `${'d/'.repeat(MAX_PATH_DEPTH)}f.txt`, content: 'x' }, ctx);
    expect(!tooDeep.ok && tooDeep.kind).toBe('PathTooLong');
    await ctx.workspace.exec(`mkdir -p ${'e/'.repeat(MAX_PATH_DEPTH + 5)}`);
    const listing = await callTool(lsTool, { recursive: true }, ctx);
    expect(listing.ok && listing.value.total).toBe(MAX_PATH_DEPTH + 1);
    expect(listing.ok && listing.value.notOpened).toHaveLength(1);
  });

  test('a name longer than the limit is refused too, by every path tool', async () => {
    const ctx = makeToolContext(await createEmbeddedWorkspace());
    const result = await callTool(readFileTool, { path: `src/${'n'.repeat(MAX_NAME_LENGTH + 1)}.ts` }, ctx);
    expect(!result.ok && result.kind).toBe('PathTooLong');
  });

  test('the deepest path allowed is written, listed recursively and read back promptly', async () => {
    const ctx = makeToolContext(await createEmbeddedWorkspace({ files: { 'README.md': '# r\n' } }));
    const path = `${'d/'.repeat(MAX_PATH_DEPTH - 1)}f.txt`;
    const started = performance.now();
    const written = await callTool(writeFileTool, { path, content: 'deep\n' }, ctx);
    expect(written.ok).toBe(true);
    const listing = await callTool(lsTool, { recursive: true }, ctx);
    expect(listing.ok && listing.value.total).toBe(path.split('/').length + 1);
    expect(listing.text).toContain('f.txt  (5 bytes)');
    const read = await callTool(readFileTool, { path }, ctx);
    expect(read.text).toContain('deep');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  test('a link on a deep path is still refused', async () => {
    const ctx = makeToolContext(await createEmbeddedWorkspace({ files: { 'a/b/c/file.txt': 'x\n' } }));
    await ctx.workspace.exec('ln -s /etc a/b/link');
    const through = await callTool(readFileTool, { path: 'a/b/link/passwd' }, ctx);
    expect(!through.ok && through.kind).toBe('OutsideWorkspace');
    const write = await callTool(writeFileTool, { path: 'a/b/link/new/x.txt', content: 'x' }, ctx);
    expect(!write.ok && write.kind).toBe('OutsideWorkspace');
  });
});
