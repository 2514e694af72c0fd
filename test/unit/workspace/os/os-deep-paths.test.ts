import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { globTool } from '../../../../src/engine/tools/glob';
import { grepTool } from '../../../../src/engine/tools/grep';
import { lsTool } from '../../../../src/engine/tools/ls';
import { readFileTool } from '../../../../src/engine/tools/read-file';
import { createOsWorkspace, type OsWorkspace } from '../../../../src/engine/workspace/os/os-workspace';
import { MAX_PATH_DEPTH } from '../../../../src/engine/workspace/paths';
import { callTool } from '../../../support/call-tool';
import { makeToolContext } from '../../../support/tool-context';

/**
 * Paths past the workspace's limits on a real disk under bubblewrap: a seed folder holding one is
 * copied without it, and one a command makes leaves grep, glob and ls working.
 */

let workspace: OsWorkspace | undefined;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await workspace?.dispose();
  workspace = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const deepFolder = 'x/'.repeat(MAX_PATH_DEPTH + 5);

describe('deep paths in the OS sandbox workspace', { timeout: 30_000 }, () => {
  it('copies a seed folder without its files past the limits, and names them', async () => {
    const seed = await mkdtemp(join(tmpdir(), 'aci-deep-seed-'));
    cleanups.push(() => rm(seed, { recursive: true, force: true }));
    const deep = join(seed, ...'d/'.repeat(70).split('/').filter(Boolean));
    await mkdir(deep, { recursive: true });
    await writeFile(join(deep, 'a.txt'), 'deep\n');
    await writeFile(join(deep, 'b.txt'), 'deep\n');
    await writeFile(join(seed, 'top.txt'), 'top\n');
    // A package manager's tree is no file tool's business, and the project's commands need it whole.
    const deepPackage = join(seed, 'node_modules', ...'p/'.repeat(70).split('/').filter(Boolean));
    await mkdir(deepPackage, { recursive: true });
    await writeFile(join(deepPackage, 'index.js'), 'module.exports = 1;\n');
    const leftOut: string[][] = [];
    workspace = await createOsWorkspace({ seedFolder: seed, onPastPathLimits: (paths) => leftOut.push(paths) });
    expect(leftOut).toEqual([[`${'d/'.repeat(70)}a.txt`, `${'d/'.repeat(70)}b.txt`]]);
    expect(await workspace.listFiles()).toEqual(['top.txt']);
    const packageCopied = await workspace.exec(`test -f node_modules/${'p/'.repeat(70)}index.js`);
    expect(packageCopied.exitCode).toBe(0);
  });

  it('keeps grep, glob and ls working after a command makes a folder past the limits, each saying what it skipped', async () => {
    workspace = await createOsWorkspace({ files: { 'top.txt': 'needle top\n' } });
    const made = await workspace.exec(`mkdir -p ${deepFolder} && echo needle deep > ${deepFolder}n.txt`);
    expect(made.exitCode).toBe(0);
    const ctx = makeToolContext(workspace);

    const grep = await callTool(grepTool, { pattern: 'needle' }, ctx);
    expect(grep.ok).toBe(true);
    expect(grep.text.split('\n')[0]).toBe('top.txt:1:needle top');
    expect(grep.text).toMatch(/\n\[1 file skipped, "x\/x\/.*": past the workspace's path limits .* move it to a shallower folder with Bash \(mv\)\.\]$/);

    const glob = await callTool(globTool, { pattern: '**/*.txt' }, ctx);
    expect(glob.ok && glob.value.paths).toEqual(['top.txt']);
    expect(glob.text).toContain('[1 matching file skipped,');

    const ls = await callTool(lsTool, { recursive: true }, ctx);
    expect(ls.ok).toBe(true);
    expect(ls.ok && ls.value.total).toBe(MAX_PATH_DEPTH + 1);
    expect(ls.text).toContain('[1 entry skipped,');

    const read = await callTool(readFileTool, { path: `${deepFolder}n.txt` }, ctx);
    expect(!read.ok && read.kind).toBe('PathTooLong');
    expect(Object.keys(await workspace.exportFiles())).toEqual(['top.txt']);
  });
});
