import { describe, expect, it } from 'vitest';
import { runSelectionTests, type SelectionVariant } from '../../../src/engine/compare/selection';
import { NO_TOOL, WRONG_ARGUMENTS, type SelectionPrompt } from '../../../src/engine/compare/selection-expectations';
import { parseToolsArray } from '../../../src/engine/compare/tools-array';
import { findPreset } from '../../../src/engine/presets/all-presets';
import { ScriptedModel, type ScriptedReply } from '../../support/scripted-model';

/**
 * What a selection test says about each answer, for people testing their own tools: a tool list
 * as an MCP server would show it, and a stand-in provider answering each prompt as scripted.
 */
const issueTools = parseToolsArray([
  { name: 'search_issues', description: 'Searches issues by text.', inputSchema: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'number' } }, required: ['query'] } },
  { name: 'create_issue', description: 'Opens an issue.', inputSchema: { type: 'object', properties: { title: { type: 'string' }, labels: { type: 'object' } }, required: ['title'] } },
  { name: 'delete_issue', description: 'Deletes an issue.', inputSchema: { type: 'object', properties: { number: { type: 'number' } }, required: ['number'] } },
]);

const call = (name: string, input: unknown): ScriptedReply => ({ calls: [{ name, input }] });

/** A stand-in model answering each prompt (by its text) with the scripted reply. */
function answering(replies: Record<string, ScriptedReply>): ScriptedModel {
  return new ScriptedModel(Array.from({ length: 50 }, () => (request) => replies[request.messages[0]!.content as string] ?? { text: 'No idea.' }));
}

async function judged(prompts: SelectionPrompt[], replies: Record<string, ScriptedReply>, variants: SelectionVariant[] = [{ name: 'issues', tools: issueTools }]) {
  return runSelectionTests({ prompts, variants, samples: 1, model: answering(replies), modelId: 'claude-test', concurrency: 1 });
}

describe('selection outcomes', () => {
  it('name every kind of answer, with the problem in words', async () => {
    const prompts: SelectionPrompt[] = [
      { prompt: 'find login bugs', expected: ['search_issues'], argumentMatchers: { query: { kind: 'pattern', pattern: '(?i)login' } } },
      { prompt: 'find crash bugs', expected: ['search_issues'], argumentMatchers: { query: { kind: 'pattern', pattern: '^crash' } } },
      { prompt: 'file a bug', expected: ['create_issue'], argumentMatchers: { title: { kind: 'present' }, labels: { kind: 'equals', value: { area: 'ui' } } } },
      { prompt: 'file a bug with labels', expected: ['create_issue'], argumentMatchers: { labels: { kind: 'equals', value: { area: 'ui' } } } },
      { prompt: 'clean up old bugs', expected: ['search_issues'], forbidden: ['delete_issue'] },
      { prompt: 'what is an issue tracker?', expected: [] },
      { prompt: 'say hello', expected: [] },
      { prompt: 'list open bugs', expected: ['search_issues'] },
      { prompt: 'search or create', expected: ['search_issues', 'create_issue'] },
      { prompt: 'find one bug', expected: ['search_issues'] },
    ];
    const report = await judged(prompts, {
      'find login bugs': call('search_issues', { query: 'Login page blank' }),
      'find crash bugs': call('search_issues', { query: 'app crash' }),
      'file a bug': call('create_issue', { title: 'Blank page', labels: { area: 'ui', priority: 'high' } }),
      'file a bug with labels': call('create_issue', { title: 'Blank page', labels: { area: 'backend' } }),
      'clean up old bugs': { calls: [{ name: 'search_issues', input: { query: 'old' } }, { name: 'delete_issue', input: { number: 4 } }] },
      'what is an issue tracker?': { text: 'A list of bugs.' },
      'say hello': call('search_issues', { query: 'hello' }),
      'list open bugs': { text: 'I would need a tool.' },
      'search or create': call('create_issue', { title: 'New' }),
      'find one bug': call('create_issue', { title: 'Bug' }),
    });
    expect(report.samples.map((sample) => [prompts[sample.prompt]!.prompt, sample.outcome, sample.problem])).toEqual([
      ['find login bugs', 'correct', undefined],
      ['find crash bugs', 'wrong-arguments', 'query is "app crash", which does not match /^crash/'],
      ['file a bug', 'correct', undefined],
      ['file a bug with labels', 'wrong-arguments', 'labels is {"area":"backend"}, expected {"area":"ui"}'],
      ['clean up old bugs', 'forbidden-tool', 'called delete_issue, which this prompt forbids'],
      ['what is an issue tracker?', 'correct', undefined],
      ['say hello', 'unexpected-tool', 'called search_issues where no tool should be called'],
      ['list open bugs', 'no-tool', undefined],
      ['search or create', 'correct', undefined],
      ['find one bug', 'wrong-tool', undefined],
    ]);
    const [issues] = report.variants;
    expect(issues).toMatchObject({ scored: 10, correct: 4 });
    expect(issues!.confusion).toEqual({
      search_issues: { search_issues: 2, [WRONG_ARGUMENTS]: 1, [NO_TOOL]: 1, create_issue: 1 },
      create_issue: { create_issue: 2, [WRONG_ARGUMENTS]: 1 },
      [NO_TOOL]: { [NO_TOOL]: 1, search_issues: 1 },
    });
    // Precision and recall judge the choice of tool; arguments do not count against it.
    expect(issues!.perTool).toEqual([
      { tool: 'create_issue', hits: 3, called: 4, expected: 3, precision: 0.75, recall: 1 },
      { tool: 'search_issues', hits: 3, called: 4, expected: 5, precision: 0.75, recall: 0.6 },
    ]);
  });

  it('keep every sample when a variant lacks the tool the model calls: a wrong tool, with the reason', async () => {
    // The model calls grep whatever it is shown; mini-swe-agent has only Bash. This used to throw a
    // TypeError (reading input_schema of the missing tool) and lose every finished sample.
    const model = new ScriptedModel(Array.from({ length: 8 }, () => call('grep', { pattern: 'parseConfig' })));
    const report = await runSelectionTests({
      prompts: [
        { prompt: 'Find where parseConfig is defined.', expected: ['grep'] },
        { prompt: 'Do not search, just answer.', expected: [], forbidden: ['grep'] },
      ],
      variants: [
        { name: 'defaults', surface: findPreset('claude-code')!.surface },
        { name: 'mini', surface: findPreset('mini-swe-agent')!.surface },
      ],
      samples: 2,
      model,
      modelId: 'claude-test',
      concurrency: 1,
    });
    expect(report.failure).toBeUndefined();
    expect(report.samples).toHaveLength(8);
    const mini = report.samples.filter((sample) => sample.variant === 'mini');
    expect(mini.map((sample) => [sample.outcome, sample.problem])).toEqual([
      ['wrong-tool', 'this variant has no tool grep'],
      ['forbidden-tool', 'this variant has no tool grep'],
      ['wrong-tool', 'this variant has no tool grep'],
      ['forbidden-tool', 'this variant has no tool grep'],
    ]);
    expect(report.variants[1]).toMatchObject({ variant: 'mini', scored: 4, correct: 0 });
  });

  it('end early on an unexpected failure, keeping every sample taken before it', async () => {
    let calls = 0;
    const model = {
      async createMessage() {
        calls += 1;
        // A response our judging cannot read: a bug on our side, not a provider error.
        if (calls === 3) return { content: null, malformed: [], stopReason: 'end_turn', usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 } } as never;
        return { content: [], malformed: [], stopReason: 'end_turn', usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 } };
      },
    };
    const report = await runSelectionTests({ prompts: [{ prompt: 'hi', expected: [] }], variants: [{ name: 'issues', tools: issueTools }], samples: 5, model, modelId: 'claude-test', concurrency: 1 });
    expect(report.failure).toMatch(/null/);
    expect(report.samples.map((sample) => sample.outcome)).toEqual(['correct', 'correct']);
    expect(report.cancelled).toBe(true);
  });

  it('measure each variant against the baseline on the same prompts, with a verdict only an interval away from zero gives', async () => {
    const prompts: SelectionPrompt[] = Array.from({ length: 10 }, (_, index) => ({ prompt: `find bug ${index}`, expected: ['search_issues'] }));
    const vague = parseToolsArray(issueTools.map((tool) => ({ ...tool, description: 'Issues.' })));
    // The clear tools are always searched; the vague ones mostly make the model open an issue.
    const model = new ScriptedModel(
      Array.from({ length: 60 }, () => (request) => {
        const clear = request.tools!.some((tool) => tool.description === 'Searches issues by text.');
        const prompt = request.messages[0]!.content as string;
        return clear || prompt.endsWith(' 0') ? call('search_issues', { query: 'bug' }) : call('create_issue', { title: 'bug' });
      }),
    );
    const variants: SelectionVariant[] = [{ name: 'clear', tools: issueTools }, { name: 'vague', tools: vague }, { name: 'again', tools: issueTools }];
    const report = await runSelectionTests({ prompts, variants, samples: 2, model, modelId: 'claude-test', concurrency: 1 });
    expect(report.baseline).toBe('clear');
    expect(report.differences.map(({ variant, verdict, delta }) => [variant, verdict, delta])).toEqual([
      ['vague', 'worse', -0.9],
      ['again', 'undecided', 0],
    ]);
    const worse = report.differences[0]!;
    expect(worse.high).toBeLessThan(0);
    expect(worse.low).toBeGreaterThanOrEqual(-1);
    const fromVague = await runSelectionTests({ prompts, variants, samples: 1, model: new ScriptedModel(Array.from({ length: 30 }, () => call('search_issues', { query: 'x' }))), modelId: 'm', baseline: 'vague' });
    expect(fromVague.differences.map((difference) => [difference.variant, difference.baseline])).toEqual([
      ['clear', 'vague'],
      ['again', 'vague'],
    ]);
  });
});

describe('selection tests until decided', () => {
  const prompts: SelectionPrompt[] = Array.from({ length: 4 }, (_, index) => ({ prompt: `find bug ${index}`, expected: ['search_issues'] }));
  const vague = parseToolsArray(issueTools.map((tool) => ({ ...tool, description: 'Issues.' })));
  /** Clear tools are always searched; vague ones never. */
  const model = () =>
    new ScriptedModel(
      Array.from({ length: 400 }, () => (request) => (request.tools!.some((tool) => tool.description === 'Searches issues by text.') ? call('search_issues', { query: 'bug' }) : call('create_issue', { title: 'bug' }))),
    );

  it('stop after the round that decides every variant, and say so', async () => {
    const scripted = model();
    const report = await runSelectionTests({ prompts, variants: [{ name: 'clear', tools: issueTools }, { name: 'vague', tools: vague }], samples: 20, untilDecided: true, model: scripted, modelId: 'm', concurrency: 2 });
    expect(report.differences).toEqual([expect.objectContaining({ variant: 'vague', verdict: 'worse', delta: -1 })]);
    expect(report.sequential).toMatchObject({ stopped: 'decided', maxRunsPerVariant: 20, roundSize: 4, plannedRounds: 5 });
    expect(report.sequential!.rounds).toBeLessThan(5);
    expect(scripted.requests.length).toBe(report.sequential!.rounds * 4 * prompts.length * 2);
    expect(report.cancelled).toBe(false);
  });

  it('run to the most samples when the variants are the same, and stay undecided', async () => {
    const scripted = model();
    const report = await runSelectionTests({ prompts, variants: [{ name: 'clear', tools: issueTools }, { name: 'same', tools: issueTools }], samples: 10, untilDecided: true, model: scripted, modelId: 'm' });
    expect(report.sequential).toMatchObject({ stopped: 'budget', rounds: report.sequential!.plannedRounds, runsMade: 20, runsAllowed: 20 });
    expect(report.differences[0]).toMatchObject({ verdict: 'undecided', delta: 0 });
    expect(scripted.requests).toHaveLength(80);
  });
});
