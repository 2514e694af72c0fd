import { chmod, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSeedDirectory } from '../../../src/cli/agent/seed-workspace';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli, spawnCli, type CliRun } from '../../support/run-cli';

/**
 * Mistakes in how a command was called are found before the first model call: exit 2, one line on
 * stderr, nothing sent. The commands run in this process, the real SDK against the local Messages API.
 */
const key = fakeApiKey('cli-preflight');

async function folderWith(files: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'aci-preflight-'));
  for (const [path, content] of Object.entries(files)) await writeFile(join(directory, path), content);
  return directory;
}

function expectOneLineUsageError(run: CliRun, pattern: RegExp): void {
  expect(run.code).toBe(2);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr.trim()).toMatch(pattern);
  expect(run.stderr).not.toContain('    at ');
}

describe('command-line mistakes are found before the first model call', () => {
  it('--out into a missing folder: agent, compare and select each exit 2 and call no model', async () => {
    const api = await fakeMessagesApiForTest({ script: [] });
    const directory = await folderWith({ 'prompts.json': JSON.stringify({ version: 1, prompts: [{ prompt: 'Find parseConfig.', expect: 'grep' }] }) });
    const out = join(directory, 'missing', 'report.json');
    const env = { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url };
    const runs = await Promise.all([
      runCli('agent', ['--task', 'Do it', '--out', out], env),
      runCli('compare', ['--lesson', 'write-file-routing', '-n', '1', '--out', out], env),
      runCli('select', ['--prompts', join(directory, 'prompts.json'), '--out', out], env),
    ]);
    for (const run of runs) expectOneLineUsageError(run, /^--out ".*missing\/report\.json": the folder ".*missing" does not exist; create it first/);
    expect(api.messageRequests).toHaveLength(0);
  }, 90_000);

  it('a malformed --base-url is a usage error naming the flag, not a provider error', async () => {
    const run = await runCli('agent', ['--task', 'Do it', '--base-url', 'localhost:8080'], { ANTHROPIC_API_KEY: key });
    expectOneLineUsageError(run, /^--base-url "localhost:8080" is not an http\(s\) URL; give the provider's address/);
  }, 60_000);

  it('relative paths under npm run mean the folder the command was typed in (INIT_CWD)', async () => {
    const api = await fakeMessagesApiForTest({ script: [{ blocks: [{ type: 'text', text: 'Looked.' }] }] });
    const typedIn = await folderWith({});
    await mkdir(join(typedIn, 'project'));
    await writeFile(join(typedIn, 'project', 'notes.md'), 'hello\n');
    const run = await runCli('agent', ['--task', 'Look', '--workspace', 'project', '--out', 'run.json'], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
      INIT_CWD: typedIn,
      npm_lifecycle_event: 'agent',
    });
    expect(run.stderr).toBe('');
    const report = JSON.parse(await readFile(join(typedIn, 'run.json'), 'utf8'));
    expect(report.files).toEqual({ 'notes.md': 'hello\n' });
  }, 60_000);

  it('a seed file named __proto__ arrives in the workspace and in --out like any other file', async () => {
    const api = await fakeMessagesApiForTest({ script: [{ blocks: [{ type: 'tool_use', name: 'read_file', input: { path: '__proto__' } }] }, { blocks: [{ type: 'text', text: 'Read it.' }] }] });
    const directory = await folderWith({ ['__proto__']: 'not a prototype\n', 'other.txt': 'x\n' });
    const out = join(directory, 'run.json');
    const run = await runCli('agent', ['--task', 'Read __proto__', '--workspace', directory, '--out', out], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(0);
    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(Object.keys(report.files).sort()).toEqual(['__proto__', 'other.txt']);
    expect(report.files.__proto__).toBe('not a prototype\n');
    // The model read the file's content, not an error.
    expect(JSON.stringify(api.messageRequests[1]!.body.messages.at(-1))).toContain('not a prototype');
  }, 60_000);

  it('a seed folder with a file that cannot be read: exit 2 naming the file, before any model call', async () => {
    const api = await fakeMessagesApiForTest({ script: [] });
    const directory = await folderWith({ 'ok.txt': 'fine\n', 'secret.txt': 'hidden\n' });
    await chmod(join(directory, 'secret.txt'), 0o000);
    await chmod(directory, 0o755);
    // Root reads any file: run the command as an ordinary user then, which takes a process of its own.
    const uid = process.getuid?.() === 0 ? 65534 : undefined;
    const env = { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url };
    const run = uid === undefined ? await runCli('agent', ['--task', 'Look', '--workspace', directory], env) : await spawnCli('agent', ['--task', 'Look', '--workspace', directory], env, { uid });
    expectOneLineUsageError(run, /^--workspace ".*": cannot read secret\.txt \(EACCES\); fix its permissions or move it out of the folder\.$/);
    expect(api.messageRequests).toHaveLength(0);
  }, 60_000);

  it('the CLI says which environment variable holds a rejected key, never "Settings"', async () => {
    const api = await fakeMessagesApiForTest({ script: [{ error: { status: 401, type: 'authentication_error', message: 'invalid x-api-key' } }] });
    const run = await runCli('agent', ['--task', 'Do it'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('The API key was rejected (401). Check ANTHROPIC_API_KEY — Anthropic keys start with sk-ant-.');
  }, 60_000);
});

describe('readSeedDirectory', () => {
  it('refuses a folder over the size the workspace holds, without reading the rest', async () => {
    const directory = await folderWith({ 'a.txt': 'a'.repeat(600), 'b.txt': 'b'.repeat(600) });
    await expect(readSeedDirectory(directory, 1_000)).rejects.toThrow(
      `--workspace "${directory}" holds more than 1000 bytes of text files, more than the workspace holds; choose a smaller folder.`,
    );
    await expect(readSeedDirectory(directory, 1_200)).resolves.toMatchObject({ skipped: [] });
  });
});
