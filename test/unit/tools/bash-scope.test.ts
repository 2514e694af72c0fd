import { describe, expect, test } from 'vitest';
import { bashTool } from '../../../src/engine/tools/bash';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { escapesFromTheFolder } from '../../support/scope-escapes';

const readme = '# Project\n';

async function scoped() {
  const workspace = await createEmbeddedWorkspace({ files: { 'README.md': readme, 'sub/a.txt': 'alpha\n', 'other/b.txt': 'beta\n' } });
  return makeToolContext(workspace, { writeScope: 'sub' });
}

describe('a sub-agent shell scoped to a folder', () => {
  // Each of these gets past the command-line check (no "..", no absolute path into the workspace)
  // and must still fail where the write happens.
  test.each([...escapesFromTheFolder, 'cd / && echo pwned > workspace/README.md', 'cd / && cd workspace && rm README.md'])('%s changes nothing outside the folder', async (command) => {
    const ctx = await scoped();
    const result = await callTool(bashTool, { command }, ctx);
    expect(result.ok && result.value.exitCode).not.toBe(0);
    expect(result.ok && result.value.stderr).toMatch(/permission denied/i);
    expect(await ctx.workspace.readFile('README.md')).toBe(readme);
    expect(await ctx.workspace.readFile('other/b.txt')).toBe('beta\n');
    expect((await ctx.workspace.listFiles()).filter((path) => !path.startsWith('sub/'))).toEqual(['README.md', 'other/b.txt']);
  });

  test('writes inside the folder still work, and reads reach the whole workspace', async () => {
    const ctx = await scoped();
    const command = 'echo one > new.txt && mkdir -p deep/er && cp a.txt deep/er/copy.txt && mv new.txt moved.txt && rm a.txt && cat ../README.md';
    const result = await callTool(bashTool, { command: command.replace(' && cat ../README.md', '') }, ctx);
    expect(result.ok && result.value.stderr).toBe('');
    expect(result.ok && result.value.exitCode).toBe(0);
    expect(await ctx.workspace.listFiles()).toEqual(['README.md', 'other/b.txt', 'sub/deep/er/copy.txt', 'sub/moved.txt']);
    const read = await callTool(bashTool, { command: 'cd && cat README.md && echo scratch > /tmp/s && cat /tmp/s' }, ctx);
    expect(read.ok && read.value.stdout).toBe('# Project\nscratch\n');
  });

  test('without a scope the shell changes anything in the workspace', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'README.md': readme } });
    const ctx = makeToolContext(workspace);
    await callTool(bashTool, { command: 'echo changed > README.md' }, ctx);
    expect(await workspace.readFile('README.md')).toBe('changed\n');
  });
});
