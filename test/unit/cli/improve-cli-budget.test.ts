import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeChatCompletionsApiForTest, fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';
import { evaluationLesson, exactEdit, heldOutLesson, isProposer, modelUnderTest, scripted } from '../improve/lesson-script';

/**
 * What `npm run improve` spends, and who it sends which key to: --max-cost at list prices, and a
 * proposer on an OpenAI-compatible server while the model under test stays on Anthropic.
 */
const key = fakeApiKey('improve-budget');
const openaiKey = fakeApiKey('improve-budget-openai');
// claude-sonnet-5-5 lists $2 in and $10 out per million: 1,000 in and 100 out is $0.003 a call.
const usage = { input_tokens: 1000, output_tokens: 100 };
const proposeExact = () => ({ blocks: [{ type: 'tool_use' as const, name: 'propose_surface_edit', input: exactEdit }] });

async function out() {
  return join(await mkdtemp(join(tmpdir(), 'aci-improve-budget-')), 'report.json');
}

const lessons = ['--lesson', evaluationLesson, '--holdout-lesson', heldOutLesson, '-n', '3', '--candidates', '1', '--model', 'claude-sonnet-5-5'];

describe('npm run improve: cost and providers', () => {
  it('prints and writes the dollars spent per round and in all, and --max-cost stops the rounds with the held-out cost kept back', async () => {
    const api = await fakeMessagesApiForTest({ script: scripted(proposeExact, usage) });
    const report = await out();
    const env = { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url };
    const full = await runCli('improve', [...lessons, '--max-cost', '1', '--out', report], env);
    expect(full.stderr).toBe('');
    expect(full.code).toBe(0);
    expect(full.stdout).toContain('· at most $1');
    // 3 runs of 2 calls: $0.018 to measure a surface on the lesson.
    expect(full.stdout).toContain('current on lesson "set-port": 0 of 3 runs passed (6 calls, $0.0180 spent).');
    expect(full.stdout).toContain('Round 1 done: candidate 1 accepted (13 calls so far, $0.0390 spent, $0.0390 this round).');
    expect(full.stdout).toMatch(/Improved: .*; \$0\.0930 at list prices\./);
    const written = JSON.parse(await readFile(report, 'utf8'));
    expect(written.improved).toBe(true);
    expect(written.cost).toBeCloseTo(0.093, 6);
    expect(written.rounds.map((round: { cost: number }) => round.cost)).toEqual([expect.closeTo(0.039, 6), expect.closeTo(0.018, 6)]);
    expect(written.maxCost).toBe(1);

    // At $0.05 a candidate ($0.018 measured, the proposer not yet priced) with the held-out $0.036 kept back does not fit.
    const capped = await runCli('improve', [...lessons, '--max-cost', '0.05', '--out', report], env);
    expect(capped.code).toBe(0);
    expect(capped.stdout).toContain('Stopped the rounds: the next batch is expected to cost $0.0180 and $0.0360 is kept for the held-out check; $0.0320 of --max-cost $0.0500 is left.');
    const stopped = JSON.parse(await readFile(report, 'utf8'));
    expect(stopped).toMatchObject({ stopped: 'budget', improved: false, calls: 6 });
    expect(stopped.cost).toBeCloseTo(0.018, 6);
  });

  it('judges --max-calls on a lesson by the steps its runs took, keeping the held-out lesson\'s runs back', async () => {
    const api = await fakeMessagesApiForTest({ script: scripted(proposeExact) });
    const report = await out();
    const run = await runCli('improve', [...lessons, '--max-calls', '20', '--out', report], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(0);
    // Runs took 2 steps: a candidate (2 proposer calls + 6) with the held-out 12 kept back does not fit in the 14 left.
    expect(run.stdout).toContain('Stopped the rounds: the next batch needs 8 calls and 12 are kept for the held-out check; 14 of --max-calls 20 are left.');
    expect(JSON.parse(await readFile(report, 'utf8'))).toMatchObject({ stopped: 'budget', calls: 6 });
    expect(api.messageRequests).toHaveLength(6);
  });

  it('refuses --max-cost when a model has no known price, naming it and suggesting --max-calls', async () => {
    const api = await fakeMessagesApiForTest({ script: [] });
    const run = await runCli('improve', [...lessons, '--max-cost', '2', '--proposer-provider', 'openai', '--proposer-model', 'llama3.1'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('--max-cost needs the price of every model, and --proposer-model "llama3.1" has no known price; cap the run with --max-calls <n> instead.\n');
    const noModel = await runCli('improve', [...lessons, '--proposer-provider', 'openai'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(noModel.stderr).toContain('--proposer-model is required with --proposer-provider openai');
    expect(api.messageRequests).toHaveLength(0);
  });

  it('asks a proposer on an OpenAI-compatible server, and each key goes only to its own provider', async () => {
    const messagesApi = await fakeMessagesApiForTest({ script: modelUnderTest });
    const chatApi = await fakeChatCompletionsApiForTest({ script: () => proposeExact() });
    const report = await out();
    const run = await runCli('improve', [...lessons, '--proposer-provider', 'openai', '--proposer-model', 'gpt-4.1', '--out', report], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: messagesApi.url,
      OPENAI_API_KEY: openaiKey,
      OPENAI_BASE_URL: chatApi.baseURL,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('· proposer openai:gpt-4.1 ·');
    expect(run.stdout).toContain('Improved: proven better on the held-out lesson "set-timeout"');
    expect(JSON.parse(await readFile(report, 'utf8')).proposer).toEqual({ provider: 'openai', model: 'gpt-4.1' });
    // The proposer's one call went to the chat server as a function, with the OpenAI key only...
    expect(chatApi.completionRequests).toHaveLength(1);
    expect(chatApi.completionRequests[0]!.body.model).toBe('gpt-4.1');
    expect(chatApi.completionRequests[0]!.body.tools[0].function.name).toBe('propose_surface_edit');
    expect(chatApi.completionRequests[0]!.headers.authorization).toBe(`Bearer ${openaiKey}`);
    expect(JSON.stringify(chatApi.requests)).not.toContain(key);
    // ...and the model under test's calls to Anthropic, with the Anthropic key only.
    expect(messagesApi.messageRequests.some(isProposer)).toBe(false);
    expect(messagesApi.messageRequests.every((request) => request.headers.authorization === `Bearer ${key}`)).toBe(true);
    expect(JSON.stringify(messagesApi.requests)).not.toContain(openaiKey);
  });
});
