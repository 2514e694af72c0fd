import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCompareArguments } from '../../../src/cli/compare/compare-arguments';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { lessonToJson } from '../../../src/engine/lessons/lesson-file';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';
import { routingReply } from '../compare/routing-script';

/**
 * Verdicts and run-until-decided as a person runs them: a real process, the real SDK, the local
 * Messages API answering by the surface it is sent. In write-file-routing "after" routes edits to
 * edit_file and passes every run; "before" rewrites the file and fails every run.
 */
const key = fakeApiKey('compare-verdicts');

async function folder(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'aci-verdicts-'));
}

/** The verdict table's row of a variant, split into its cells. */
function verdictRow(stdout: string, variant: string): string[] {
  const table = stdout.slice(stdout.indexOf('(the baseline):'));
  return table
    .split('\n')
    .find((line) => line.startsWith(`${variant} `))!
    .split(/ {2,}/);
}

describe('npm run compare: verdicts against a baseline', () => {
  it('stops a clear winner early under --until-decided, saying why, what it spent and what it saved', async () => {
    const api = await fakeMessagesApiForTest({ script: routingReply });
    const out = join(await folder(), 'report.json');
    const run = await runCli('compare', ['--lesson', 'write-file-routing', '--variants', 'before,after', '-n', '10', '--until-decided', '--concurrency', '2', '--out', out], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('before vs after · at most 10 runs each, until decided');
    // Rounds of 2 runs per variant: 2 of 2 against 0 of 2 is not yet enough at the first look's level, 4 of 4 is.
    expect(run.stdout).toContain('[8/20] ');
    expect(run.stdout).not.toContain('[9/20]');
    expect(verdictRow(run.stdout, 'after')).toEqual(['after', 'before', '+100 points', expect.stringMatching(/^\+\d+ to \+100$/), 'better']);
    expect(run.stdout).toMatch(/variant +against +difference +99% interval +verdict/);
    expect(run.stdout).toContain('Run until decided: stopped because every variant had a verdict against before after round 2 of 5. 8 of 20 runs (about 4 of 10 per variant), 12 saved.');
    expect(live(api)).toBe(16);

    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.runs).toHaveLength(8);
    expect(report.baseline).toBe('before');
    expect(report.differences).toEqual([{ variant: 'after', baseline: 'before', delta: 1, low: expect.any(Number), high: 1, verdict: 'better' }]);
    expect(report.differences[0].low).toBeGreaterThan(0);
    expect(report.sequential).toMatchObject({ stopped: 'decided', rounds: 2, plannedRounds: 5, runsMade: 8, runsAllowed: 20, roundSize: 2, maxRunsPerVariant: 10, level: 0.99 });
  }, 60_000);

  it('runs two equal variants to the whole budget and leaves them undecided', async () => {
    const api = await fakeMessagesApiForTest({ script: routingReply });
    const directory = await folder();
    const lesson = structuredClone(findLesson('write-file-routing')!);
    lesson.id = 'two-routings';
    lesson.variants = { first: lesson.variants.after!, second: lesson.variants.after! };
    const file = join(directory, 'lesson.json');
    await writeFile(file, lessonToJson(lesson));
    const out = join(directory, 'report.json');
    const run = await runCli('compare', ['--lesson', file, '-n', '4', '--until-decided', '--out', out], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('[8/8] ');
    expect(verdictRow(run.stdout, 'second')).toEqual(['second', 'first', '0 points', expect.stringMatching(/^-\d+ to \+\d+$/), 'undecided: no difference seen']);
    expect(run.stdout).toContain('Run until decided: stopped because the most runs allowed were made (round 4 of 4) before every variant had a verdict. 8 of 8 runs (about 4 of 4 per variant), 0 saved.');
    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.differences).toEqual([{ variant: 'second', baseline: 'first', delta: 0, low: expect.any(Number), high: expect.any(Number), verdict: 'undecided' }]);
    expect(report.sequential).toMatchObject({ stopped: 'budget', runsMade: 8, runsAllowed: 8 });
  }, 60_000);

  it('measures against --baseline, and sizes the runs still needed by --detect', async () => {
    const api = await fakeMessagesApiForTest({ script: routingReply });
    const env = { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url };
    const [decided, early] = await Promise.all([
      runCli('compare', ['--lesson', 'write-file-routing', '-n', '3', '--baseline', 'after'], env),
      runCli('compare', ['--lesson', 'write-file-routing', '-n', '1', '--detect', '20%'], env),
    ]);
    expect(decided.code).toBe(0);
    expect(decided.stdout).toContain('Against after (the baseline):');
    // Newcombe's interval for 0 of 3 against 3 of 3: -100 to -21 points.
    expect(verdictRow(decided.stdout, 'before')).toEqual(['before', 'after', '-100 points', '-100 to -21', 'worse']);

    expect(early.code).toBe(0);
    expect(verdictRow(early.stdout, 'after')).toEqual(['after', 'before', '+100 points', expect.stringMatching(/^-\d+ to \+100$/), expect.stringMatching(/^undecided: about \d+ more runs each would show 20 points$/)]);
    const more = Number(/about (\d+) more runs each/.exec(early.stdout)![1]);
    expect(more).toBeGreaterThan(5);
    expect(more).toBeLessThan(60);
  }, 60_000);

  it('refuses what cannot be decided in one line, exit 2', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['--variants', 'before,after', '--baseline', 'later'], /^--baseline "later" is not one of the variants compared: before, after\.$/],
      [['--variants', 'after', '--until-decided'], /^--until-decided needs two or more variants, a baseline and one to decide against it; this comparison has after\.$/],
      [['--until-decided', '--shard', '1/2'], /^--until-decided cannot be used with --shard: /],
      [['--detect', '0'], /^--detect takes a difference larger than 0/],
      [['--detect', '1.5'], /^--detect takes a difference in pass rate from 0 to 1/],
    ];
    const runs = await Promise.all(cases.map(([args]) => runCli('compare', ['--lesson', 'write-file-routing', ...args], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' })));
    cases.forEach(([args, says], index) => {
      const run = runs[index]!;
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr.trim(), args.join(' ')).toMatch(says);
    });
    expect(parseCompareArguments(['--lesson', 'x', '--until-decided', '--detect', '0.2'], { model: 'm' })).toMatchObject({ untilDecided: true, detect: 0.2 });
  }, 60_000);
});

/** Model calls the local API answered: two per run in this lesson. */
function live(api: { messageRequests: readonly unknown[] }): number {
  return api.messageRequests.length;
}
