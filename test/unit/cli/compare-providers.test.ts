import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCompareArguments } from '../../../src/cli/compare/compare-arguments';
import { fakeChatCompletionsApiForTest, fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';
import { chatRoutingReply, routingReply } from '../compare/routing-script';

// A comparison across models: one variant on the Messages API, the other on a chat-completions
// server, both local fakes answering by the surface they are sent.

const key = fakeApiKey('compare-providers');

describe('npm run compare across providers', () => {
  it('runs each variant on its own provider and model, and the table and report say which model ran which', async () => {
    const messagesApi = await fakeMessagesApiForTest({ script: routingReply });
    const chatApi = await fakeChatCompletionsApiForTest({ script: chatRoutingReply });
    const out = join(await mkdtemp(join(tmpdir(), 'aci-compare-providers-')), 'report.json');
    const run = await runCli(
      'compare',
      ['--lesson', 'write-file-routing', '--variants', 'before=anthropic:claude-opus-4-6,after=openai:gpt-fake-1', '-n', '2', '--out', out],
      { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: messagesApi.url, OPENAI_BASE_URL: chatApi.baseURL },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('· before on anthropic:claude-opus-4-6, after on openai:gpt-fake-1 · before vs after · 2 runs each');
    expect(run.stdout).toMatch(/^variant +model +pass +95% interval/m);
    const cells = (variant: string) => run.stdout.split('\n').find((line) => line.startsWith(`${variant} `))!.split(/ {2,}/);
    expect(cells('before').slice(0, 3)).toEqual(['before', 'anthropic:claude-opus-4-6', '0/2 (0%)']);
    expect(cells('after').slice(0, 3)).toEqual(['after', 'openai:gpt-fake-1', '2/2 (100%)']);
    // A known list price for the Anthropic model; none for a model the table does not know.
    expect(cells('before')[8]).toMatch(/^\$\d+\.\d{4}$/);
    expect(cells('after')[8]).toBe('unknown');

    // Each provider saw only its own variant's calls, and only the Anthropic one got the key.
    expect(messagesApi.messageRequests.map((request) => request.body.model)).toEqual(Array(4).fill('claude-opus-4-6'));
    expect(chatApi.completionRequests.map((request) => request.body.model)).toEqual(Array(4).fill('gpt-fake-1'));
    expect(JSON.stringify(chatApi.requests)).not.toContain(key);

    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.models).toEqual({ before: { provider: 'anthropic', model: 'claude-opus-4-6' }, after: { provider: 'openai', model: 'gpt-fake-1' } });
    expect(report.runs.map((outcome: { variant: string; model: { model: string } }) => `${outcome.variant}:${outcome.model.model}`)).toEqual([
      'before:claude-opus-4-6',
      'after:gpt-fake-1',
      'before:claude-opus-4-6',
      'after:gpt-fake-1',
    ]);
  });

  it('reads name=provider:model in --variants, and refuses a provider it does not know', () => {
    const parsed = parseCompareArguments(['--lesson', 'l', '--variants', 'before,after=openai:llama3.1:8b'], { model: 'claude-default' });
    expect(parsed.variants).toEqual(['before', 'after']);
    expect(parsed.variantModels).toEqual({ after: { provider: 'openai', model: 'llama3.1:8b' } });
    expect(() => parseCompareArguments(['--lesson', 'l', '--variants', 'after=gemini:x'], { model: 'm' })).toThrow(
      '--variants "after=gemini:x": write a variant run on another model as name=provider:model, e.g. after=openai:gpt-4.1-mini (providers: anthropic, openai).',
    );
  });
});
