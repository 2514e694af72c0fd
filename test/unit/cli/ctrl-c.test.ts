import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeMessagesApi } from '../../support/fake-messages-api';
import { runCli, type CliCommand, type CliRun } from '../../support/run-cli';
import { routingReply } from '../compare/routing-script';

/**
 * Ctrl-C stops every command with exit code 130, and what finished is still printed and written to
 * --out. The signal a test aborts is the one the entry file aborts on SIGINT (entry-smoke.test.ts
 * sends the real signal).
 */
const key = fakeApiKey('ctrl-c');

/** Starts the command, waits until the model has been asked `requests` times, then presses Ctrl-C. */
async function stopAfter(api: FakeMessagesApi, requests: number, command: CliCommand, args: string[]): Promise<CliRun> {
  const ctrlC = new AbortController();
  const running = runCli(command, args, { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url }, { signal: ctrlC.signal });
  while (api.messageRequests.length < requests) await new Promise((resolve) => setTimeout(resolve, 20));
  ctrlC.abort();
  return running;
}

const outFile = async () => join(await mkdtemp(join(tmpdir(), 'aci-ctrl-c-')), 'out.json');

describe('Ctrl-C', () => {
  it('stops npm run agent with 130, the run so far printed and in --out', async () => {
    const api = await fakeMessagesApiForTest({ script: [{ blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'echo first step done' } }] }, { hangMs: 60_000 }] });
    const out = await outFile();
    const run = await stopAfter(api, 2, 'agent', ['--task', 'Say something', '--out', out]);
    expect(run.code).toBe(130);
    expect(run.stdout).toContain('→ Bash');
    expect(run.stdout).toContain('first step done');
    expect(run.stderr).toBe(`Stopped: the run ended after 2 steps; ${out} holds it so far.\n`);
    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.stopReason).toEqual({ type: 'aborted' });
    expect(JSON.stringify(report.messages)).toContain('first step done');
  });

  it('stops npm run compare with 130, the finished runs in the table and in --out', async () => {
    // The first run (two model calls) finishes; the second waits on the model.
    const api = await fakeMessagesApiForTest({ script: (request, index) => (index < 2 ? routingReply(request) : { hangMs: 60_000 }) });
    const out = await outFile();
    const run = await stopAfter(api, 3, 'compare', ['--lesson', 'write-file-routing', '--variants', 'after', '-n', '2', '--out', out]);
    expect(run.code).toBe(130);
    expect(run.stdout).toMatch(/^after +1\/1 \(100%\), 1 cancelled /m);
    expect(run.stderr).toBe('Stopped: 1 of 2 runs finished; the table shows those.\n');
    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.runs.filter((entry: { status: string }) => entry.status === 'passed')).toHaveLength(1);
  });

  it('stops npm run lint with 130 before it prints', async () => {
    const ctrlC = new AbortController();
    ctrlC.abort();
    const run = await runCli('lint', [join(import.meta.dirname, '..', '..', 'fixtures', 'mcp-corpus', 'playwright.json')], {}, { signal: ctrlC.signal });
    expect(run).toEqual({ code: 130, stdout: '', stderr: 'Stopped before the findings were printed.\n' });
  });
});
