import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bashTool } from '../../../../src/engine/tools/bash';
import { createOsWorkspace, type OsWorkspace } from '../../../../src/engine/workspace/os/os-workspace';
import { isWorkspaceError } from '../../../../src/engine/workspace/workspace';
import { callTool } from '../../../support/call-tool';
import { fakeApiKey } from '../../../support/fake-api-key';
import { fakeMessagesApiForTest } from '../../../support/fake-apis-for-test';
import type { RecordedRequest } from '../../../support/fake-messages-api';
import { runCli } from '../../../support/run-cli';
import { makeToolContext } from '../../../support/tool-context';
import { escapesFromTheFolder } from '../../../support/scope-escapes';

/**
 * A sub-agent's shell in the OS sandbox, for real: the copy is mounted read-only and only its
 * folder writable, so whatever the command line looks like, nothing outside the folder changes.
 */

const readme = '# Project\n';
let workspace: OsWorkspace | undefined;
const folders: string[] = [];

afterEach(async () => {
  await workspace?.dispose();
  workspace = undefined;
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** The task an agent was given (its first message) and how many turns it has taken. */
function agentOf(request: RecordedRequest): { task: string; turn: number } {
  const first = request.body.messages[0].content;
  const task = typeof first === 'string' ? first : first.map((block: { text?: string }) => block.text ?? '').join('');
  return { task, turn: request.body.messages.filter((message: { role: string }) => message.role === 'assistant').length };
}

async function scoped() {
  workspace = await createOsWorkspace({ files: { 'README.md': readme, 'sub/a.txt': 'alpha\n', 'other/b.txt': 'beta\n' } });
  return makeToolContext(workspace, { writeScope: 'sub' });
}

/** Nothing outside sub/ changed: the same files, with the same content. */
async function expectOutsideUntouched(os: OsWorkspace): Promise<void> {
  expect(await os.readFile('README.md')).toBe(readme);
  expect(await os.readFile('other/b.txt')).toBe('beta\n');
  expect((await os.listFiles()).filter((path) => !path.startsWith('sub/'))).toEqual(['README.md', 'other/b.txt']);
  expect((await os.readdir('')).map((entry) => entry.name).sort()).toEqual(['README.md', 'other', 'sub']);
}

describe('a sub-agent shell scoped to a folder, in the OS sandbox', { timeout: 30_000 }, () => {
  // Each gets past the command-line check (no "..", no absolute path into the copy): the mounts stop it.
  it.each([
    ...escapesFromTheFolder,
    'echo pwned > "$HOME/top.txt"',
    'cd "$HOME" && echo pwned > top.txt',
    'cd / && cd "$HOME" && rm README.md',
    'cd && ln README.md sub/hard && echo pwned > sub/hard',
    'cd && chmod 777 README.md other',
    'cd && touch -d 2001-01-01 README.md',
    'cd && git init -q',
  ])('%s changes nothing outside the folder', async (command) => {
    const ctx = await scoped();
    const result = await callTool(bashTool, { command }, ctx);
    expect(result.ok).toBe(true);
    expect(result.value.exitCode).not.toBe(0);
    expect(result.value.stderr).toMatch(/Read-only file system|Invalid cross-device link/);
    await expectOutsideUntouched(workspace!);
    expect((await workspace!.stat('README.md'))!.mtimeMs).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  // The command-line check refuses these before they run; the mounts hold even without it.
  it.each([
    ['echo pwned > <root>/README.md'],
    ['cd / && echo pwned > <root>/x'],
    ['cd .. && echo pwned > README.md'],
    ['echo pwned > ../other/b.txt'],
    ['rm -rf ../other'],
  ])('the mounts alone stop %s', async (template) => {
    const ctx = await scoped();
    const command = template.replace('<root>', workspace!.rootPath);
    const refused = await callTool(bashTool, { command }, ctx);
    expect(refused.kind).toBe('OutOfScope');

    const result = await workspace!.exec(command, { cwd: 'sub', writeScope: 'sub' });
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toMatch(/Read-only file system|Device or resource busy/);
    await expectOutsideUntouched(workspace!);
  });

  it('writes inside the folder still work, reads reach the whole copy, and the file tools see the results', async () => {
    const ctx = await scoped();
    const command = 'echo one > new.txt && mkdir -p deep/er && cp a.txt deep/er/copy.txt && mv new.txt moved.txt && rm a.txt && cat "$HOME/README.md" && echo scratch > /tmp/s && cat /tmp/s';
    const result = await callTool(bashTool, { command }, ctx);
    expect(result.value.stderr).toBe('');
    expect(result.value.exitCode).toBe(0);
    expect(result.value.stdout).toBe('# Project\nscratch\n');
    expect(await workspace!.listFiles()).toEqual(['README.md', 'other/b.txt', 'sub/deep/er/copy.txt', 'sub/moved.txt']);
    // The file tools (the host's side) edit what the sandboxed command made, and the next command sees it.
    await workspace!.writeFile('sub/moved.txt', 'edited by a tool\n');
    await workspace!.writeFile('sub/made/by/tool.txt', 'new\n');
    const after = await callTool(bashTool, { command: 'cat moved.txt made/by/tool.txt && echo more >> made/by/tool.txt && rm -r deep' }, ctx);
    expect(after.value.stderr).toBe('');
    expect(after.value.stdout).toBe('edited by a tool\nnew\n');
    expect(await workspace!.readFile('sub/made/by/tool.txt')).toBe('new\nmore\n');
  });

  it('refuses a sub-agent folder that is a link, instead of mounting what it points at writable', async () => {
    const os = (workspace = await createOsWorkspace({ files: { 'README.md': readme } }));
    await os.exec('ln -s . loop && ln -s /etc out');
    for (const folder of ['loop', 'out']) {
      await expect(os.exec('echo pwned > README.md', { cwd: folder, writeScope: folder })).rejects.toSatisfy((error) => isWorkspaceError(error, 'link'));
      await expect(os.exec('echo pwned > "$HOME/README.md"', { writeScope: folder })).rejects.toSatisfy((error) => isWorkspaceError(error, 'link'));
    }
    expect(await os.readFile('README.md')).toBe(readme);
  });

  it('without a scope, commands change anything in the copy', async () => {
    const os = (workspace = await createOsWorkspace({ files: { 'README.md': readme } }));
    const result = await os.exec('echo changed > README.md && mkdir new');
    expect(result.exitCode).toBe(0);
    expect(await os.readFile('README.md')).toBe('changed\n');
  });

  it('through npm run agent: a sub-agent started by run_agent writes in its folder and nowhere else', { timeout: 120_000 }, async () => {
    const escape = 'echo pwned > "$HOME/top.txt"; (cd "$HOME" && echo pwned >> README.md); ln -s "$HOME" up; echo pwned > up/x.txt; echo mine > mine.txt';
    const api = await fakeMessagesApiForTest({ script: (request) => {
      const { task, turn } = agentOf(request);
      if (task.includes('Write the notes')) {
        return turn === 0 ? { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: escape } }] } : { blocks: [{ type: 'text', text: 'Tried.' }] };
      }
      return turn === 0
        ? { blocks: [{ type: 'tool_use', name: 'run_agent', input: { name: 'notes', folder: 'notes', task: 'Write the notes' } }] }
        : { blocks: [{ type: 'text', text: 'Delegated.' }] };
    } });
    const original = await mkdtemp(join(tmpdir(), 'aci-scoped-'));
    folders.push(original);
    await writeFile(join(original, 'README.md'), readme);
    const out = join(original, 'run.json');
    const run = await runCli('agent', ['--sandbox', 'os', '--task', 'Organise', '--workspace', original, '--out', out], {
      ANTHROPIC_API_KEY: fakeApiKey('os-scope'),
      ANTHROPIC_BASE_URL: api.url,
    }, { timeout: 90_000 });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    // What the sub-agent read back: each write outside its folder refused by the file system.
    const shellResult = api.messageRequests.map((request) => request.body.messages.at(-1).content[0]).find((block) => block.type === 'tool_result' && String(block.content).includes('stderr'));
    expect(String(shellResult.content).match(/Read-only file system/g)).toHaveLength(3);
    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.files).toEqual({ 'README.md': readme, 'notes/mine.txt': 'mine\n' });
  });
});
