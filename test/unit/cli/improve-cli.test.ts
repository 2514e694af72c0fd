import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeReply, RecordedRequest } from '../../support/fake-messages-api';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';

/**
 * `npm run improve` in process against the local Messages API. The model under test is a fixture
 * that reads descriptions: asked to "Find" something it calls the first tool whose description
 * mentions finding, asked to "Delete" the first that mentions deleting. The starting tools confuse
 * it (the delete tool says it can find too); the scripted proposer answers propose_surface_edit.
 */
const key = fakeApiKey('improve-cli');

const tools = [
  { name: 'delete_issue', description: 'Deletes an issue; it can find issues too.', input_schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
  { name: 'search_issues', description: 'Issue tool.', input_schema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
];
const evaluation = {
  version: 2,
  prompts: [
    ...['login bugs', 'open crashes', 'issues about the docs', 'slow pages', 'issues from March', 'typos'].map((what) => ({ prompt: `Find ${what}.`, expect: 'search_issues', forbid: ['delete_issue'] })),
    { prompt: 'Delete issue 7.', expect: 'delete_issue' },
  ],
};
/** Words that appear in no evaluation prompt, so a proposer request carrying them would be a leak. */
const heldOutPrompts = {
  version: 2,
  prompts: [
    ...['HELDOUT-alpha', 'HELDOUT-beta', 'HELDOUT-gamma', 'HELDOUT-delta'].map((what) => ({ prompt: `Find ${what} reports.`, expect: 'search_issues' })),
    { prompt: 'Delete issue HELDOUT-9.', expect: 'delete_issue' },
  ],
};

const isProposer = (request: RecordedRequest) => request.body.tools?.[0]?.name === 'propose_surface_edit';

function modelUnderTest(request: RecordedRequest): FakeReply {
  const prompt: string = request.body.messages[0].content;
  const word = prompt.startsWith('Find') ? 'find' : 'delet';
  const tool = (request.body.tools as Array<{ name: string; description: string }>).find((candidate) => candidate.description.toLowerCase().includes(word));
  if (!tool) return { blocks: [{ type: 'text', text: 'No tool fits.' }] };
  return { blocks: [{ type: 'tool_use', name: tool.name, input: tool.name === 'delete_issue' ? { id: '7' } : { query: 'x' } }] };
}

const goodEdits = {
  edits: [
    { tool: 'search_issues', field: 'description', text: 'Finds issues whose text matches a query.' },
    { tool: 'delete_issue', field: 'description', text: 'Deletes one issue by its id. Never use it to look issues up.' },
  ],
  rationale: 'The delete tool claimed to search, and the search tool said nothing.',
};

function scripted(proposer: (request: RecordedRequest) => FakeReply) {
  return (request: RecordedRequest): FakeReply => (isProposer(request) ? proposer(request) : modelUnderTest(request));
}

async function files(): Promise<Record<string, string>> {
  const folder = await mkdtemp(join(tmpdir(), 'aci-improve-'));
  const paths: Record<string, string> = { out: join(folder, 'report.json'), surfaceOut: join(folder, 'better.json') };
  for (const [name, content] of Object.entries({ tools: tools, prompts: evaluation, holdout: heldOutPrompts })) {
    paths[name] = join(folder, `${name}.json`);
    await writeFile(paths[name], JSON.stringify(content));
  }
  return paths;
}

function run(paths: Record<string, string>, url: string, extra: string[] = []) {
  const args = ['--prompts', paths.prompts!, '--holdout-prompts', paths.holdout!, '--variant', `tools:${paths.tools}`, '-n', '3', '--out', paths.out!, '--surface-out', paths.surfaceOut!, ...extra];
  return runCli('improve', args, { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: url });
}

describe('npm run improve', () => {
  it('accepts a rewrite that fixes the confusion, proves it on held-out prompts and writes it to --surface-out', async () => {
    const api = await fakeMessagesApiForTest({ script: scripted(() => ({ blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: goodEdits }] })) });
    const paths = await files();
    const result = await run(paths, api.url, ['--rounds', '2', '--candidates', '2']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // Two candidates share the 5%: each is tested at 2.5%, a 97.5% interval.
    expect(result.stdout).toContain('each tested at 2.50%, the 5% split across them');
    expect(result.stdout).toMatch(/candidate 1: is better: \+85\.7 points \(97\.5% interval \+\d+\.\d to \+\d+\.\d\)/);
    expect(result.stdout).toMatch(/Held-out: the improved surface is better: \+80\.0 points \(95% interval \+\d+\.\d to \+\d+\.\d\)/);
    expect(result.stdout).toContain('Improved: proven better on the held-out prompts');
    const report = JSON.parse(await readFile(paths.out!, 'utf8'));
    expect(report.improved).toBe(true);
    expect(report.holdout.verdict).toBe('better');
    expect(report.holdout.low).toBeGreaterThan(0);
    expect(report.rounds[0].candidates[0]).toMatchObject({ accepted: true, rationale: goodEdits.rationale, score: { verdict: 'better' } });
    expect(report.rounds[0].candidates[0].diffs[0]).toBe('@@ search_issues description\n- Issue tool.\n+ Finds issues whose text matches a query.');
    // The second round finds nothing left to fix.
    expect(report.stopped).toBe('no-misses');
    const written = JSON.parse(await readFile(paths.surfaceOut!, 'utf8'));
    expect(written.map((tool: { description: string }) => tool.description)).toEqual([goodEdits.edits[1]!.text, goodEdits.edits[0]!.text]);
    // The proposer saw the evaluation misses and never a held-out prompt.
    const proposerBodies = api.messageRequests.filter(isProposer).map((request) => JSON.stringify(request.body));
    expect(proposerBodies).toHaveLength(2);
    expect(proposerBodies[0]).toContain('Find login bugs.');
    for (const body of proposerBodies) expect(body).not.toContain('HELDOUT');
    // ...while the held-out prompts were indeed sent to the model under test.
    expect(api.messageRequests.some((request) => JSON.stringify(request.body).includes('HELDOUT-alpha'))).toBe(true);
  });

  it('refuses an unknown tool, invalid input and a text-only answer with reasons, and claims nothing', async () => {
    let asked = 0;
    const api = await fakeMessagesApiForTest({
      script: scripted((request) => {
        asked++;
        if (asked === 1) return { blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: { edits: [{ tool: 'find_issues', field: 'description', text: 'Finds.' }], rationale: 'r' } }] };
        if (asked === 2 || asked === 3) return { blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: { edits: [{ tool: 'search_issues', field: 'summary', text: 'x' }] } }] };
        return { blocks: [{ type: 'text', text: `I would rename the tools. (${request.body.messages.length} messages)` }] };
      }),
    });
    const paths = await files();
    const result = await run(paths, api.url, ['--rounds', '2', '--candidates', '1']);
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(paths.out!, 'utf8'));
    const [first, second] = report.rounds.map((round: { candidates: Array<{ refused: string }> }) => round.candidates[0]!.refused);
    expect(first).toBe('an edit was refused: no tool is named "find_issues"; the tools are delete_issue, search_issues');
    expect(second).toMatch(/^the proposer's input was invalid twice: edits\.0\.field: field must be .*; rationale: .*expected string.*$/);
    // The invalid answer went back once, with the validator's words, as the result of its call.
    const retry = api.messageRequests.filter(isProposer)[2]!.body.messages[2].content[0];
    expect(retry).toMatchObject({ type: 'tool_result', is_error: true });
    expect(retry.content).toContain('edits.0.field');
    expect(report.improved).toBe(false);
    expect(report.holdout).toBeNull();
    expect(existsSync(paths.surfaceOut!)).toBe(false);
    expect(result.stdout).toContain('Not improved: no rewrite was proven better');
    expect(result.stdout).not.toMatch(/Improved:/);

    const textOnly = await run(paths, api.url, ['--rounds', '1', '--candidates', '1']);
    expect(textOnly.code).toBe(0);
    const again = JSON.parse(await readFile(paths.out!, 'utf8'));
    expect(again.rounds[0].candidates[0].refused).toMatch(/^the proposer answered without calling propose_surface_edit \(it wrote: "I would rename the tools/);
  });

  it('stops the rounds at the --max-calls budget, keeping the held-out calls back', async () => {
    const api = await fakeMessagesApiForTest({ script: scripted(() => ({ blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: goodEdits }] })) });
    const paths = await files();
    // 21 calls to measure the start, 30 kept for the held-out check: a candidate (up to 2 + 21) does not fit in 60.
    const result = await run(paths, api.url, ['--max-calls', '60']);
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(paths.out!, 'utf8'));
    expect(report.stopped).toBe('budget');
    expect(report.problem).toContain('--max-calls 60');
    expect(report.calls).toBe(21);
    expect(api.messageRequests).toHaveLength(21);
    expect(report.improved).toBe(false);
  });

  it('refuses a candidate whose texts cost more than --max-surface-tokens, and measures nothing for it', async () => {
    const long = { ...goodEdits, edits: [{ tool: 'search_issues', field: 'description', text: `Finds issues. ${'Really. '.repeat(200)}` }] };
    const api = await fakeMessagesApiForTest({ script: scripted(() => ({ blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: long }] })) });
    const paths = await files();
    const result = await run(paths, api.url, ['--rounds', '1', '--candidates', '1', '--max-surface-tokens', '200']);
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(paths.out!, 'utf8'));
    expect(report.rounds[0].candidates[0].refused).toMatch(/^its texts cost about \d+ tokens on every call, over --max-surface-tokens 200$/);
    expect(report.rounds[0].candidates[0].diffs).toHaveLength(1);
    // The start's 21 calls and the proposer's one: the refused candidate was never measured.
    expect(api.messageRequests).toHaveLength(22);
  });

  it('exits 1 with the provider\'s words when the proposer\'s call fails, keeping the rounds so far in --out', async () => {
    const api = await fakeMessagesApiForTest({ script: scripted(() => ({ error: { status: 400, type: 'invalid_request_error', message: 'proposer model not found' } })) });
    const paths = await files();
    const result = await run(paths, api.url, ['--rounds', '1']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('proposer model not found');
    expect(result.stderr).not.toContain(key);
    const report = JSON.parse(await readFile(paths.out!, 'utf8'));
    expect(report).toMatchObject({ stopped: 'provider-error', improved: false });
    expect(report.rounds[0].accuracy).toBeCloseTo(1 / 7);
  });

  it('stops on Ctrl-C with exit 130 and writes the best so far to --out', async () => {
    const stop = new AbortController();
    const api = await fakeMessagesApiForTest({
      script: scripted(() => {
        stop.abort();
        return { hangMs: 5_000 };
      }),
    });
    const paths = await files();
    const args = ['--prompts', paths.prompts!, '--holdout-prompts', paths.holdout!, '--variant', `tools:${paths.tools}`, '-n', '3', '--out', paths.out!];
    const result = await runCli('improve', args, { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url }, { signal: stop.signal });
    expect(result.code).toBe(130);
    const report = JSON.parse(await readFile(paths.out!, 'utf8'));
    expect(report).toMatchObject({ stopped: 'cancelled', improved: false, holdout: null });
    expect(report.best).toEqual(report.start);
  });

  it('holds out a seeded share of --prompts with --holdout, the same for the same seed, and never shows it to the proposer', async () => {
    const api = await fakeMessagesApiForTest({ script: scripted(() => ({ blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: goodEdits }] })) });
    const paths = await files();
    const args = ['--prompts', paths.prompts!, '--holdout', '0.3', '--seed', '7', '--variant', `tools:${paths.tools}`, '-n', '2', '--rounds', '1', '--candidates', '1', '--out', paths.out!];
    const env = { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url };
    expect((await runCli('improve', args, env)).code).toBe(0);
    const report = JSON.parse(await readFile(paths.out!, 'utf8'));
    expect(report.prompts.holdout).toHaveLength(2);
    expect(report.prompts.evaluation).toHaveLength(5);
    expect([...report.prompts.evaluation, ...report.prompts.holdout].sort()).toEqual(evaluation.prompts.map((prompt) => prompt.prompt).sort());
    const proposerBodies = api.messageRequests.filter(isProposer).map((request) => JSON.stringify(request.body));
    expect(proposerBodies.length).toBeGreaterThan(0);
    for (const held of report.prompts.holdout) for (const body of proposerBodies) expect(body).not.toContain(held);
    expect((await runCli('improve', args, env)).code).toBe(0);
    expect(JSON.parse(await readFile(paths.out!, 'utf8')).prompts.holdout).toEqual(report.prompts.holdout);
  });

  it('refuses a candidate that adds a lint error, naming it', async () => {
    const rename = { edits: [{ tool: 'search_issues', field: 'name', text: 'web_search' }], rationale: 'A name models know.' };
    const api = await fakeMessagesApiForTest({ script: scripted(() => ({ blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: rename }] })) });
    const paths = await files();
    const result = await run(paths, api.url, ['--rounds', '1', '--candidates', '1']);
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(paths.out!, 'utf8'));
    expect(report.rounds[0].candidates[0].refused).toMatch(/^it adds lint errors: tools\[1\]\.name: "web_search" is a name Anthropic uses for one of its own tools/);
    expect(report.rounds[0].candidates[0].diffs).toEqual(['@@ search_issues name\n- search_issues\n+ web_search']);
    expect(report.improved).toBe(false);
  });

  it('prints its usage with --help, exit 0, without a key', async () => {
    const result = await runCli('improve', ['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run improve -- \(--prompts <v2 prompts file> \| --lesson <id\|lesson.json> \| both\)\n\s+\(--holdout-prompts <file> \| --holdout <fraction of --prompts>/);
  });

  it('refuses a run without held-out prompts before any call', async () => {
    const api = await fakeMessagesApiForTest({ script: [] });
    const paths = await files();
    const result = await runCli('improve', ['--prompts', paths.prompts!], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Give one held-out set the proposer never sees: --holdout-prompts <file>, --holdout <fraction of --prompts> or --holdout-lesson <id|file>.');
    expect(api.messageRequests).toHaveLength(0);

    const overlapping = join(paths.out!, '..', 'overlap.json');
    await writeFile(overlapping, JSON.stringify({ version: 2, prompts: [heldOutPrompts.prompts[0], evaluation.prompts[2]] }));
    const overlap = await runCli('improve', ['--prompts', paths.prompts!, '--holdout-prompts', overlapping, '--variant', `tools:${paths.tools}`], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(overlap.code).toBe(2);
    expect(overlap.stderr).toContain('repeats an evaluation prompt ("Find issues about the docs.")');
    expect(api.messageRequests).toHaveLength(0);
  });
});
