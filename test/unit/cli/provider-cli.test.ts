import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAgentArguments } from '../../../src/cli/agent/agent-arguments';
import { UsageError } from '../../../src/cli/shared/command-line';
import { parseCompareArguments } from '../../../src/cli/compare/compare-arguments';
import { parseSelectArguments } from '../../../src/cli/select/select-arguments';
import { fakeChatCompletionsApiForTest } from '../../support/fake-apis-for-test';
import type { ChatScript, FakeChatCompletionsApi } from '../../support/fake-chat-completions-api';
import { runCli } from '../../support/run-cli';

// --provider openai as people run it: a real process against a local chat-completions server.

let server: FakeChatCompletionsApi | undefined;
async function startServer(script: ChatScript) {
  server = await fakeChatCompletionsApiForTest({ script });
  return server;
}

describe('npm run agent -- --provider openai', () => {
  it('runs against a chat-completions server with no key at all (a local server), and sends none', async () => {
    const api = await startServer([
      { blocks: [{ type: 'tool_use', name: 'write_file', input: { path: 'hello.txt', content: 'hi\n' } }] },
      { blocks: [{ type: 'text', text: 'Wrote hello.txt.' }] },
    ]);
    const out = join(await mkdtemp(join(tmpdir(), 'aci-provider-')), 'run.json');
    const run = await runCli('agent', ['--provider', 'openai', '--base-url', api.baseURL, '--model', 'llama-fake', '--task', 'Write hello.txt', '--out', out]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Wrote hello.txt.');
    expect(api.completionRequests.map((request) => request.body.model)).toEqual(['llama-fake', 'llama-fake']);
    expect(api.completionRequests[0]!.headers.authorization).toBeUndefined();
    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.files['hello.txt']).toBe('hi\n');
  });

  it('sends OPENAI_API_KEY (never the Anthropic key), and exits 1 with one line when the provider refuses', async () => {
    const api = await startServer([{ error: { status: 404, message: 'model "nope" not found, try pulling it first' } }]);
    const run = await runCli('agent', ['--provider', 'openai', '--base-url', api.baseURL, '--model', 'nope', '--task', 'Anything'], {
      OPENAI_API_KEY: 'local-openai-key-123',
      ANTHROPIC_API_KEY: 'anthropic-key-must-stay-home',
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/does not know this model or endpoint \(404\): model "nope" not found/);
    expect(api.completionRequests[0]!.headers.authorization).toBe('Bearer local-openai-key-123');
    expect(JSON.stringify(api.requests)).not.toContain('anthropic-key-must-stay-home');
  });
});

describe('--provider on the command line', () => {
  const usageMessage = (parse: () => unknown) => {
    try {
      parse();
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    }
    throw new Error('expected a usage error');
  };

  it('is anthropic by default, with the default model', () => {
    const parsed = parseAgentArguments(['--task', 'x'], { model: 'claude-default' });
    expect(parsed).toMatchObject({ provider: 'anthropic', model: 'claude-default' });
  });

  it('refuses a provider it does not know, and openai without a model, in every CLI', () => {
    expect(usageMessage(() => parseAgentArguments(['--task', 'x', '--provider', 'gemini'], { model: 'm' }))).toBe('--provider takes anthropic or openai, not "gemini".');
    for (const parse of [
      () => parseAgentArguments(['--task', 'x', '--provider', 'openai'], { model: 'm' }),
      () => parseCompareArguments(['--lesson', 'l', '--provider', 'openai'], { model: 'm' }),
      () => parseSelectArguments(['--prompts', 'p.json', '--provider', 'openai'], { model: 'm' }),
    ]) {
      expect(usageMessage(parse)).toMatch(/^--model is required with --provider openai/);
    }
  });
});
