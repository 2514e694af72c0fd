import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeReply, RecordedRequest } from '../../support/fake-messages-api';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';

/**
 * `npm run select` with a version 2 prompts file, as someone testing an MCP server's tools would
 * write it, against the local Messages API: a fixture model that answers each prompt as scripted
 * below when the tools are described clearly, and opens an issue for anything when they are vague.
 */
const key = fakeApiKey('select-v2-cli');

const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[]) => ({ name, description, inputSchema: { type: 'object', properties, required } });
const clearTools = [
  tool('search_issues', 'Searches issues by text.', { query: { type: 'string' } }, ['query']),
  tool('create_issue', 'Opens an issue.', { title: { type: 'string' } }, ['title']),
  tool('delete_issue', 'Deletes an issue.', { number: { type: 'number' } }, ['number']),
];
const vagueTools = clearTools.map((entry) => ({ ...entry, description: 'Issues.' }));

const promptsFile = {
  version: 2,
  prompts: [
    { id: 'search', prompt: 'Find login bugs.', expect: 'search_issues', args: { query: { pattern: '(?i)login' } } },
    { id: 'crash', prompt: 'Find crash reports.', expect: ['search_issues'], args: { query: { pattern: '^crash' } } },
    { id: 'cleanup', prompt: 'Tidy up old bugs.', expect: 'search_issues', forbid: ['delete_issue'] },
    { id: 'chat', prompt: 'What is a bug tracker?', expect: null },
    { id: 'hello', prompt: 'Say hello.', expect: null },
    { id: 'list', prompt: 'List the open bugs.', expect: 'search_issues' },
    { id: 'file', prompt: 'File a bug: blank page.', expect: 'create_issue', args: { title: { present: true } } },
    { id: 'one', prompt: 'Find bug 12.', expect: 'search_issues' },
  ],
};

const use = (name: string, input: unknown): FakeReply => ({ blocks: [{ type: 'tool_use', name, input }] });
const clearAnswers: Record<string, FakeReply> = {
  'Find login bugs.': use('search_issues', { query: 'login page' }),
  'Find crash reports.': use('search_issues', { query: 'app crash' }),
  'Tidy up old bugs.': { blocks: [{ type: 'tool_use', name: 'search_issues', input: { query: 'old' } }, { type: 'tool_use', name: 'delete_issue', input: { number: 3 } }] },
  'What is a bug tracker?': { blocks: [{ type: 'text', text: 'A list of bugs.' }] },
  'Say hello.': use('search_issues', { query: 'hello' }),
  'List the open bugs.': { blocks: [{ type: 'text', text: 'I need a tool for that.' }] },
  'File a bug: blank page.': use('create_issue', { title: 'Blank page' }),
  'Find bug 12.': use('create_issue', { title: 'Bug 12' }),
};

function answers(request: RecordedRequest): FakeReply {
  const prompt: string = request.body.messages[0].content;
  const vague = request.body.tools.every((entry: { description: string }) => entry.description === 'Issues.');
  if (vague) return prompt === 'What is a bug tracker?' ? clearAnswers[prompt]! : use('create_issue', { title: prompt });
  return clearAnswers[prompt]!;
}

async function files(): Promise<Record<string, string>> {
  const folder = await mkdtemp(join(tmpdir(), 'aci-select-v2-'));
  const paths: Record<string, string> = {};
  for (const [name, content] of Object.entries({ 'prompts.json': promptsFile, 'clear.json': clearTools, 'vague.json': vagueTools, 'again.json': clearTools })) {
    paths[name] = join(folder, name);
    await writeFile(paths[name], JSON.stringify(content));
  }
  paths['report.json'] = join(folder, 'report.json');
  return paths;
}

const variants = (paths: Record<string, string>) => `clear=tools:${paths['clear.json']},vague=tools:${paths['vague.json']},again=tools:${paths['again.json']}`;

function expectTheSameReport(stdout: string, report: any) {
  expect(stdout).toContain('prompt 3 (cleanup): "Tidy up old bugs." expects search_issues, never delete_issue');
  expect(stdout).toContain('prompt 4 (chat): "What is a bug tracker?" expects no tool');
  expect(stdout).toContain('Forbidden calls: delete_issue on prompt 3 (2)');
  expect(stdout).toContain('Wrong arguments: query is "app crash", which does not match /^crash/ (2)');
  expect(stdout).toMatch(/"vague" against "clear": −12 points of accuracy \(95% interval −32 points to \+8 points, 16 paired answers\): undecided; about 14 samples per prompt \(-n 14\) would tell, if the difference held\./);
  expect(stdout).toMatch(/"again" against "clear": ±0 points of accuracy .*: undecided; no difference shows yet/);
  const outcomes = (variant: string) => report.samples.filter((sample: any) => variant === sample.variant && sample.sample === 1).sort((a: any, b: any) => a.prompt - b.prompt).map((sample: any) => sample.outcome);
  expect(outcomes('clear')).toEqual(['correct', 'wrong-arguments', 'forbidden-tool', 'correct', 'unexpected-tool', 'no-tool', 'correct', 'wrong-tool']);
  expect(outcomes('vague')).toEqual(['wrong-tool', 'wrong-tool', 'wrong-tool', 'correct', 'unexpected-tool', 'wrong-tool', 'correct', 'wrong-tool']);
  expect(report.baseline).toBe('clear');
  expect(report.differences).toEqual([
    expect.objectContaining({ variant: 'vague', baseline: 'clear', delta: -0.125, verdict: 'undecided' }),
    expect.objectContaining({ variant: 'again', baseline: 'clear', delta: 0, verdict: 'undecided' }),
  ]);
  for (const difference of report.differences) expect(difference.low).toBeLessThanOrEqual(difference.high);
  const clear = report.variants.find((variant: any) => variant.variant === 'clear');
  expect(clear.perTool).toContainEqual({ tool: 'search_issues', hits: 6, called: 8, expected: 10, precision: 0.75, recall: 0.6 });
}

describe('npm run select with a version 2 prompts file', () => {
  it('names every outcome, forbidden calls and the difference against the baseline, and writes them to --out', async () => {
    const api = await fakeMessagesApiForTest({ script: answers });
    const paths = await files();
    const run = await runCli('select', ['--prompts', paths['prompts.json']!, '--variants', variants(paths), '-n', '2', '--out', paths['report.json']!], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(api.messageRequests).toHaveLength(48);
    expectTheSameReport(run.stdout, JSON.parse(await readFile(paths['report.json']!, 'utf8')));
  });

  it('--batch sends every sample as one Message Batch, polls it, and prints the same report', async () => {
    const api = await fakeMessagesApiForTest({ script: answers, batches: { checksBeforeEnd: 1 } });
    const paths = await files();
    const run = await runCli('select', ['--prompts', paths['prompts.json']!, '--variants', variants(paths), '-n', '2', '--batch', '--out', paths['report.json']!], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(0);
    expect(api.messageRequests).toHaveLength(0);
    expect(api.batches).toHaveLength(1);
    expect(api.batches[0]!.requests).toHaveLength(48);
    // Two status checks, then the results (the SDK checks the status once more before reading them).
    expect(api.batches[0]!.retrieves).toBe(3);
    expect(run.stderr.trim().split('\n')).toEqual(['Batch msgbatch_fake0: 0 of 48 requests ended', 'Batch msgbatch_fake0: 1 of 48 requests ended', 'Batch msgbatch_fake0: 48 of 48 requests ended']);
    expectTheSameReport(run.stdout, JSON.parse(await readFile(paths['report.json']!, 'utf8')));
    expect(run.stdout + run.stderr).not.toContain(key);
  });

  it('--batch refused by the provider ends with one line and exit 1', async () => {
    const api = await fakeMessagesApiForTest({ script: answers });
    const paths = await files();
    const run = await runCli('select', ['--prompts', paths['prompts.json']!, '--variants', variants(paths), '--batch', '--base-url', `${api.url}/nowhere`], { ANTHROPIC_API_KEY: key });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^The selection test could not finish: /);
  });

  it('keeps every sample when a variant lacks the tool the model calls (this used to crash with a TypeError)', async () => {
    const api = await fakeMessagesApiForTest({ script: () => use('grep', { pattern: 'parseConfig' }) });
    const paths = await files();
    await writeFile(paths['prompts.json']!, JSON.stringify({ version: 1, prompts: [{ prompt: 'Find where parseConfig is defined.', expect: 'grep' }] }));
    const run = await runCli('select', ['--prompts', paths['prompts.json']!, '--variants', 'defaults,preset:mini-swe-agent', '-n', '2', '--out', paths['report.json']!], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(await readFile(paths['report.json']!, 'utf8'));
    expect(report.samples).toHaveLength(4);
    expect(report.samples.filter((sample: any) => sample.variant === 'preset:mini-swe-agent').map((sample: any) => [sample.outcome, sample.problem])).toEqual([
      ['wrong-tool', 'this variant has no tool grep'],
      ['wrong-tool', 'this variant has no tool grep'],
    ]);
    expect(report.differences).toEqual([expect.objectContaining({ variant: 'preset:mini-swe-agent', baseline: 'defaults', delta: -1 })]);
  });

  it('--until-decided stops once every variant has a verdict, and says after how many samples', async () => {
    const api = await fakeMessagesApiForTest({ script: () => use('grep', { pattern: 'parseConfig' }) });
    const paths = await files();
    await writeFile(paths['prompts.json']!, JSON.stringify({ version: 1, prompts: [{ prompt: 'Find where parseConfig is defined.', expect: 'grep' }] }));
    const run = await runCli('select', ['--prompts', paths['prompts.json']!, '--variants', 'defaults,preset:mini-swe-agent', '-n', '20', '--until-decided', '--out', paths['report.json']!], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(await readFile(paths['report.json']!, 'utf8'));
    expect(report.sequential.stopped).toBe('decided');
    expect(report.differences).toEqual([expect.objectContaining({ variant: 'preset:mini-swe-agent', verdict: 'worse', delta: -1 })]);
    const perPrompt = report.sequential.runsMade / 2;
    expect(perPrompt).toBeLessThan(20);
    expect(api.messageRequests).toHaveLength(perPrompt * 2);
    expect(run.stdout).toContain(`Until decided: ${perPrompt} of at most 20 samples per prompt in ${report.sequential.rounds} of 5 rounds; stopped because every variant has a verdict.`);
  });

  it('exits 2 with one line on a bad version 2 file, an unknown --baseline or --batch off Anthropic', async () => {
    const paths = await files();
    await writeFile(paths['prompts.json']!, JSON.stringify({ version: 2, prompts: [{ prompt: 'Find it.', expect: 'search_issues', args: { query: { pattern: '(unclosed' } } }] }));
    const clear = `tools:${paths['clear.json']}`;
    const cases: Array<[string[], Record<string, string>, RegExp]> = [
      [['--variants', clear], { ANTHROPIC_API_KEY: key }, /: prompts\[0\]\.args\.query\.pattern: not a regular expression this playground can run: /],
      [['--variants', clear, '--baseline', 'nope'], { ANTHROPIC_API_KEY: key }, /^--baseline "nope" is not one of the variants; they are tools:.*clear\.json\.$/],
      [['--variants', clear, '--batch', '--provider', 'openai'], { OPENAI_API_KEY: key }, /^--batch sends a Message Batch, which only the Anthropic provider offers/],
      [['--variants', clear, '--batch', '--until-decided'], { ANTHROPIC_API_KEY: key }, /^--until-decided stops between rounds of samples, and a batch has only one/],
    ];
    for (const [args, env, says] of cases) {
      const run = await runCli('select', ['--prompts', paths['prompts.json']!, ...args], env);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr.trim(), args.join(' ')).toMatch(says);
    }
  }, 120_000);
});
