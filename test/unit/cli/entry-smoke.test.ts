import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeMessagesApi } from '../../support/fake-messages-api';
import { cliArguments, repository, spawnCli, type CliCommand, type CliRun } from '../../support/run-cli';
import { routingReply } from '../compare/routing-script';

/**
 * The entry files as a terminal runs them, one real process per command: the exit code reaches
 * the shell, SIGINT becomes exit 130 with the finished work printed, and results and complaints
 * go to stdout and stderr apart. Everything else about the commands runs in-process (runCli);
 * `npm run select`'s process is started in select-cli.test.ts.
 */
const key = fakeApiKey('entry-smoke');

/** Starts the command's process, sends SIGINT once the model has been asked `requests` times, and waits for it to exit. */
async function interruptAfter(api: FakeMessagesApi, requests: number, command: CliCommand, args: string[]): Promise<CliRun> {
  const child = spawn(process.execPath, cliArguments(command, args), {
    cwd: repository,
    env: { PATH: process.env.PATH, ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  while (api.messageRequests.length < requests) await new Promise((resolve) => setTimeout(resolve, 50));
  child.kill('SIGINT');
  const code = await exited;
  return { code: code ?? -1, stdout, stderr };
}

describe('the commands as processes', { timeout: 90_000 }, () => {
  it('npm run agent: Ctrl-C exits 130, the run so far on stdout, why it stopped on stderr', async () => {
    const api = await fakeMessagesApiForTest({ script: [{ blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'echo first step done' } }] }, { hangMs: 60_000 }] });
    const run = await interruptAfter(api, 2, 'agent', ['--task', 'Say something']);
    expect(run.code).toBe(130);
    expect(run.stdout).toContain('first step done');
    expect(run.stdout).not.toContain('Stopped:');
    expect(run.stderr).toBe('Stopped: the run ended after 2 steps.\n');
  });

  it('npm run compare: Ctrl-C exits 130, the finished run in the table on stdout', async () => {
    const api = await fakeMessagesApiForTest({ script: (request, index) => (index < 2 ? routingReply(request) : { hangMs: 60_000 }) });
    const run = await interruptAfter(api, 3, 'compare', ['--lesson', 'write-file-routing', '--variants', 'after', '-n', '2']);
    expect(run.code).toBe(130);
    expect(run.stdout).toMatch(/^after +1\/1 \(100%\), 1 cancelled /m);
    expect(run.stderr).toBe('Stopped: 1 of 2 runs finished; the table shows those.\n');
  });

  it('npm run lint: exit 1 on an error finding, the findings on stdout and nothing on stderr', async () => {
    const run = await spawnCli('lint', [join(repository, 'test', 'fixtures', 'mcp-corpus', 'wrong-on-purpose.json')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('(tools array): 1 error, 6 warnings, 4 info');
    expect(run.stderr).toBe('');
  });

  it('npm run share: the link on the last line of stdout, exit 0; a broken link refused in one line on stderr, exit 2', async () => {
    const made = await spawnCli('share', ['lesson', 'write-file-routing', '--base', 'https://workshop.example/']);
    expect(made.code).toBe(0);
    const link = made.stdout.trimEnd().split('\n').at(-1)!;
    expect(link.startsWith('https://workshop.example/#lesson=')).toBe(true);
    expect(made.stderr).toBe('');
    const broken = await spawnCli('share', ['check', link.slice(0, -12)]);
    expect(broken.code).toBe(2);
    expect(broken.stdout).toBe('');
    expect(broken.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('npm run improve: a usage mistake is one line on stderr, exit 2, before any model call', async () => {
    const run = await spawnCli('improve', ['--holdout', '0.3'], { ANTHROPIC_API_KEY: key });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
