import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCompareArguments } from '../../../src/cli/compare-arguments';
import { UsageError } from '../../../src/cli/command-line';
import { mergeReports, MergeError } from '../../../src/engine/compare/merge-reports';
import { inShard, shardJobCount } from '../../../src/engine/compare/shards';
import { startFakeMessagesApi, type FakeMessagesApi } from '../../support/fake-messages-api';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';
import { routingReply } from '../compare/routing-script';

/**
 * A comparison spread over machines as a CI matrix would: real processes, the real SDK, the local
 * Messages API answering by the surface it is sent. Two slices merged must be the report one
 * unsharded run writes.
 */
const key = fakeApiKey('compare-shards');
let server: FakeMessagesApi;
let folder: string;

// Three comparisons run side by side: more time before a process is killed.
const runCompare = (args: string[]) => runCli('compare', args, { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: server.url }, { timeout: 90_000 });

const comparison = ['--lesson', 'write-file-routing', '--variants', 'before,after', '-n', '3', '--model', 'claude-opus-4-6'];
const file = (name: string) => join(folder, name);
const readJson = async (name: string) => JSON.parse(await readFile(file(name), 'utf8'));

beforeAll(async () => {
  server = await startFakeMessagesApi({ script: routingReply });
  folder = await mkdtemp(join(tmpdir(), 'aci-shards-'));
  const runs = await Promise.all([
    runCompare([...comparison, '--out', file('whole.json')]),
    runCompare([...comparison, '--shard', '1/2', '--out', file('slice-1.json')]),
    runCompare([...comparison, '--shard', '2/2', '--out', file('slice-2.json')]),
  ]);
  for (const run of runs) expect(run.stderr).toBe('');
}, 120_000);

afterAll(async () => {
  await server.close();
});

/**
 * What must be equal between any two machines' reports of the same comparison: everything but
 * names made up per process (comparison, node and tool-call ids), clock readings and durations, and
 * input tokens, which the local API counts from request bytes that include those ids. Transcripts
 * are keyed by variant and run, and compared by what was said and called.
 */
function comparable(report: Record<string, any>): unknown {
  const { id: _id, startedAt: _started, finishedAt: _finished, transcripts, runs, metrics, ...rest } = report;
  const withoutInput = ({ inputTokens: _input, ...usage }: Record<string, number>) => usage;
  return {
    ...rest,
    runs: runs.map(({ sessionId: _session, rootNodeId: _root, wallTimeMs: _time, usage, ...run }: Record<string, any>) => ({ ...run, usage: withoutInput(usage) })),
    metrics: metrics.map(({ wallTimeMs: _time, tokens, cost: _cost, ...variant }: Record<string, any>) => ({ ...variant, tokens: withoutInput(tokens) })),
    transcripts: Object.fromEntries(
      runs.map((run: { variant: string; run: number; sessionId: string }) => [
        `${run.variant}#${run.run}`,
        transcripts[run.sessionId].map((node: { name: string; status: string; messages: Array<{ role: string; content: unknown }> }) => [
          node.name,
          node.status,
          node.messages.map((message) => [message.role, JSON.stringify(message.content).replace(/"toolu_[^"]*"/g, '"id"')]),
        ]),
      ]),
    ),
  };
}

/** The merged tokens are the sum of the merged runs' tokens, per variant. */
function inputTokensAddUp(report: Record<string, any>): void {
  for (const metrics of report.metrics) {
    const runs = report.runs.filter((run: { variant: string }) => run.variant === metrics.variant);
    expect(metrics.tokens.inputTokens).toBe(runs.reduce((total: number, run: { usage: { inputTokens: number } }) => total + run.usage.inputTokens, 0));
  }
}

describe('npm run compare -- --shard and --merge', () => {
  it('runs a deterministic slice of the runs, interleaved across variants', async () => {
    const [first, second] = [await readJson('slice-1.json'), await readJson('slice-2.json')];
    expect(first.shard).toEqual({ index: 1, count: 2 });
    expect(first.runs.map((run: { variant: string; run: number }) => `${run.variant}#${run.run}`)).toEqual(['before#1', 'after#1', 'before#2']);
    expect(second.runs.map((run: { variant: string; run: number }) => `${run.variant}#${run.run}`)).toEqual(['after#2', 'before#3', 'after#3']);
    expect(first.runsPerVariant).toBe(3);
  });

  it('merges two slices into the report one unsharded run writes, field by field', async () => {
    const merged = await runCompare(['--merge', file('slice-2.json'), file('slice-1.json'), '--out', file('merged.json')]);
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(0);
    expect(merged.stdout).toContain('Route edits away from write_file (write-file-routing) · model claude-opus-4-6 · 2 slices merged');
    expect(merged.stdout).toMatch(/^before +0\/3 \(0%\) +0%–56% /m);
    expect(merged.stdout).toMatch(/^after +3\/3 \(100%\) +44%–100% /m);
    // The verdict is worked out again over every run: 3 of 3 against 0 of 3 is +100 points, 95% interval +21 to +100.
    expect(merged.stdout).toMatch(/^after +before +\+100 points +\+21 to \+100 +better$/m);

    const [whole, report] = [await readJson('whole.json'), await readJson('merged.json')];
    expect(report.shard).toBeUndefined();
    expect(Object.keys(report)).toEqual(Object.keys(whole));
    expect(report.metrics.map((metrics: { passRate: number }) => metrics.passRate)).toEqual([0, 1]);
    expect(report.differences).toEqual([{ variant: 'after', baseline: 'before', delta: 1, low: expect.closeTo(0.206, 3), high: 1, verdict: 'better' }]);
    // Each slice alone holds too few runs of a variant for that verdict.
    expect((await readJson('slice-1.json')).differences[0].verdict).toBe('undecided');
    expect(comparable(report)).toEqual(comparable(whole));
    inputTokensAddUp(report);
    expect(report.startedAt).toBeLessThanOrEqual(report.finishedAt);
  });

  it('refuses slices of another model in one line, exit 2, writing nothing', async () => {
    const other = structuredClone(await readJson('slice-2.json'));
    other.modelId = 'claude-sonnet-4-5';
    await writeFile(file('other-model.json'), JSON.stringify(other));
    const run = await runCompare(['--merge', file('slice-1.json'), file('other-model.json'), '--out', file('refused.json')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^\S*other-model\.json is a slice of a different comparison than \S*slice-1\.json: its model is claude-sonnet-4-5, not claude-opus-4-6\.\n$/);
    await expect(readFile(file('refused.json'), 'utf8')).rejects.toThrow();
  }, 60_000);

  it('refuses slices that are not one comparison, a missing or repeated slice, and a whole report', async () => {
    const [whole, first, second] = [await readJson('whole.json'), await readJson('slice-1.json'), await readJson('slice-2.json')];
    const changed = (change: (report: Record<string, any>) => void) => {
      const copy = structuredClone(second);
      change(copy);
      return copy;
    };
    const cases: Array<[unknown[], RegExp]> = [
      [[first, changed((report) => (report.lessonId = 'my-routing'))], /^b\.json is a slice of a different comparison than a\.json: its lesson is my-routing, not write-file-routing\.$/],
      [[first, changed((report) => (report.variants = ['after', 'before']))], /its variants is after, before, not before, after\.$/],
      [[first, changed((report) => (report.runsPerVariant = 4))], /its runs per variant is 4, not 3\.$/],
      [
        [first, changed((report) => (report.models.after = { provider: 'openai', model: 'gpt-4.1-mini' }))],
        /its models per variant is before on anthropic:\S+, after on openai:gpt-4\.1-mini, not before on anthropic:\S+, after on anthropic:\S+\.$/,
      ],
      [[first, changed((report) => (report.runs.find((run: { variant: string }) => run.variant === 'before').surfaceHash = 'edited'))], /^Variant "before" sent a different surface in b\.json than in a\.json/],
      [[first], /^Slice 2\/2 is missing: merge all 2 slices\.$/],
      [[first, first], /^b\.json and a\.json are both slice 1\/2; name each slice once\.$/],
      [[whole, first], /^a\.json is a whole comparison, not a slice/],
      [[first, { hello: 'world' }], /^b\.json is not a comparison report/],
    ];
    for (const [reports, says] of cases) {
      const named = reports.map((report, index) => ({ name: `${'ab'[index]}.json`, report }));
      expect(() => mergeReports(named), String(says)).toThrow(MergeError);
      expect(() => mergeReports(named), String(says)).toThrow(says);
    }
  });

  it('puts every run in exactly one slice, the slices differing in size by one at most', () => {
    for (const total of [1, 2, 5, 6, 7, 40]) {
      for (const count of [1, 2, 3, 4, 8]) {
        const owners = Array.from({ length: total }, (_, position) =>
          Array.from({ length: count }, (_, index) => index + 1).filter((index) => inShard(position, total, { index, count })),
        );
        expect(owners.every((slices) => slices.length === 1), `${total} runs in ${count} slices`).toBe(true);
        const sizes = Array.from({ length: count }, (_, index) => shardJobCount(total, { index: index + 1, count }));
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(total);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('says how to write --shard when it is not i/n with 1 <= i <= n', () => {
    for (const text of ['3/2', '0/2', '1/0', 'two', '1-2']) {
      expect(() => parseCompareArguments(['--lesson', 'x', '--shard', text], { model: 'm' }), text).toThrow(UsageError);
      expect(() => parseCompareArguments(['--lesson', 'x', '--shard', text], { model: 'm' }), text).toThrow(/--shard takes i\/n/);
    }
    expect(parseCompareArguments(['--lesson', 'x', '--shard', '2/4'], { model: 'm' }).shard).toEqual({ index: 2, count: 4 });
  });
});
