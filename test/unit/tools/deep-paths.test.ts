import { describe, expect, test } from 'vitest';
import { editFileTool } from '../../../src/engine/tools/edit-file';
import { globTool } from '../../../src/engine/tools/glob';
import { grepTool } from '../../../src/engine/tools/grep';
import { lsTool } from '../../../src/engine/tools/ls';
import { claudeGlobTool } from '../../../src/engine/tools/presets/claude-glob';
import { claudeGrepTool } from '../../../src/engine/tools/presets/claude-grep';
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

  test('a path deeper than the limit is refused, and a deeper tree made by a command is listed down to the limit, the rest named as skipped', async () => {
    const ctx = makeToolContext(await createEmbeddedWorkspace());
    const tooDeep = await callTool(writeFileTool, { path: `${'d/'.repeat(MAX_PATH_DEPTH)}f.txt`, content: 'x' }, ctx);
    expect(!tooDeep.ok && tooDeep.kind).toBe('PathTooLong');
    await ctx.workspace.exec(`mkdir -p ${'e/'.repeat(MAX_PATH_DEPTH + 5)}`);
    const listing = await callTool(lsTool, { recursive: true }, ctx);
    expect(listing.ok && listing.value.total).toBe(MAX_PATH_DEPTH);
    expect(listing.ok && listing.value.notOpened).toEqual([]);
    expect(listing.text.split('\n').at(-1)).toMatch(/^\[1 entry skipped, "e\/e\/.*…\/(e\/)+e": past the workspace's path limits \(64 levels of folders.*move it to a shallower folder with Bash \(mv\)\.\]$/);
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

  describe('a file a command made past the limits', () => {
    const deepFolder = 'x/'.repeat(MAX_PATH_DEPTH + 5);

    async function workspaceWithDeepFile() {
      const ctx = makeToolContext(await createEmbeddedWorkspace({ files: { 'top.txt': 'needle top\n' } }));
      const made = await ctx.workspace.exec(`mkdir -p ${deepFolder} && echo needle deep > ${deepFolder}n.txt`);
      expect(made.exitCode).toBe(0);
      return ctx;
    }

    test('grep searches everything else and says in one line what it skipped, why and what to do', async () => {
      const ctx = await workspaceWithDeepFile();
      const result = await callTool(grepTool, { pattern: 'needle' }, ctx);
      expect(result.ok).toBe(true);
      const lines = result.text.split('\n');
      expect(lines[0]).toBe('top.txt:1:needle top');
      expect(lines).toHaveLength(3);
      expect(lines[2]).toMatch(/^\[1 file skipped, "x\/x\/.*n\.txt": past the workspace's path limits .* so no tool can open it\. To reach it, move it to a shallower folder with Bash \(mv\)\.\]$/);
      expect(result.ok && result.value.pastPathLimits).toEqual({ count: 1, first: `${deepFolder}n.txt` });
    });

    test('glob lists what a tool can open and counts the rest, naming no tool the toolkit lacks', async () => {
      const ctx = await workspaceWithDeepFile();
      const withoutShell = makeToolContext(ctx.workspace, { enabled: ['read_file', 'glob'] });
      const result = await callTool(globTool, { pattern: '**/*.txt' }, withoutShell);
      expect(result.ok && result.value.paths).toEqual(['top.txt']);
      expect(result.text).toContain('[1 matching file skipped,');
      expect(result.text).toContain('Work with the other files; this one stays out of reach.');
      expect(result.text).not.toContain('Bash');
    });

    test("Claude Code's Grep and Glob skip it the same way", async () => {
      const ctx = await workspaceWithDeepFile();
      const grep = await callTool(claudeGrepTool, { pattern: 'needle' }, ctx);
      expect(grep.text.split('\n')[0]).toBe('top.txt');
      expect(grep.text).toContain('1 file skipped');
      const glob = await callTool(claudeGlobTool, { pattern: '**/*.txt' }, ctx);
      expect(glob.text).toContain('1 matching file skipped');
    });

    test('read_file and edit_file on it fail as PathTooLong, and exports leave it out', async () => {
      const ctx = await workspaceWithDeepFile();
      const path = `${deepFolder}n.txt`;
      const read = await callTool(readFileTool, { path }, ctx);
      expect(!read.ok && read.kind).toBe('PathTooLong');
      const edit = await callTool(editFileTool, { path, oldText: 'deep', newText: 'shallow' }, ctx);
      expect(!edit.ok && edit.kind).toBe('PathTooLong');
      // An export is what a share link and a saved session carry: it must import again.
      const exported = await ctx.workspace.exportFiles();
      expect(Object.keys(exported)).toEqual(['top.txt']);
      await ctx.workspace.importFiles(exported, { replace: true });
    });
  });
});
