import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { lessonToJson } from '../../../src/engine/lessons/lesson-file';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { routingReply } from '../compare/routing-script';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';

/**
 * `npm run compare` as CI would run it: a real process, the real SDK, the local Messages API
 * server answering by the surface it is sent (a fixture, not a model).
 */
const key = fakeApiKey('compare-cli');

/** The table row of a variant, split into its cells. */
function row(stdout: string, variant: string): string[] {
  const line = stdout.split('\n').find((text) => text.startsWith(`${variant} `))!;
  return line.split(/ {2,}/);
}

describe('npm run compare', () => {
  it('prints pass rate, interval, steps, calls, failures, tokens, cost and time per variant, and writes the report', async () => {
    const api = await fakeMessagesApiForTest({ script: routingReply });
    const out = join(await mkdtemp(join(tmpdir(), 'aci-compare-')), 'report.json');
    const run = await runCli('compare', ['--lesson', 'write-file-routing', '--variants', 'before,after', '-n', '3', '--model', 'claude-opus-4-6', '--out', out], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Route edits away from write_file (write-file-routing) · model claude-opus-4-6 · before vs after · 3 runs each');
    expect(run.stdout).toMatch(/\[1\/6\] before #1 failed · 2 steps · [\d.]+ s \(changed with edit_file: edit_file called 0 times/);
    expect(run.stdout).toMatch(/variant +pass +95% interval +steps mean\/median +calls per run +failures +tokens in\/out\/cache read\/cache write +cost +time per run/);

    const before = row(run.stdout, 'before');
    const after = row(run.stdout, 'after');
    expect(before.slice(0, 6)).toEqual(['before', '0/3 (0%)', '0%–56%', '2.0 / 2.0', 'write_file 1.0', 'none']);
    expect(after.slice(0, 6)).toEqual(['after', '3/3 (100%)', '44%–100%', '2.0 / 2.0', 'edit_file 1.0', 'none']);
    expect(before[6]).toMatch(/^[\d,]+ \/ [\d,]+ \/ 0 \/ 0$/);
    expect(before[7]).toMatch(/^\$\d+\.\d{4}$/);
    expect(after[8]).toMatch(/^\d+\.\d s$/);
    expect(run.stdout).toMatch(/write_file never used +0\/3 +3\/3/);

    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.lessonId).toBe('write-file-routing');
    expect(report.metrics.map((metrics: { passRate: number }) => metrics.passRate)).toEqual([0, 1]);
    expect(report.runs).toHaveLength(6);
    const first = report.runs[0];
    expect(report.transcripts[first.sessionId][0].id).toBe(first.rootNodeId);
    expect(report.transcripts[first.sessionId][0].messages[1].content[0]).toMatchObject({ type: 'tool_use', name: 'write_file' });
    expect(JSON.stringify(report)).not.toContain(key);
  });

  it('exits 1 naming the variant that falls under --min-pass', async () => {
    const api = await fakeMessagesApiForTest({ script: routingReply });
    const run = await runCli('compare', ['--lesson', 'write-file-routing', '-n', '2', '--min-pass', '80%'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Variant "before" passed 0 of 2 runs (0%), under --min-pass 80%.');

    const passing = await runCli('compare', ['--lesson', 'write-file-routing', '--variants', 'after', '-n', '2', '--min-pass', '0.8'], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
    });
    expect(passing.code).toBe(0);
  });

  it('runs a lesson file, with variants of its own', async () => {
    const api = await fakeMessagesApiForTest({ script: routingReply });
    const lesson = structuredClone(findLesson('write-file-routing')!);
    lesson.id = 'my-routing';
    lesson.variants = { terse: lesson.variants.before!, stock: {} };
    const file = join(await mkdtemp(join(tmpdir(), 'aci-lesson-')), 'lesson.json');
    await writeFile(file, lessonToJson(lesson));
    const run = await runCli('compare', ['--lesson', file, '-n', '1'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(0);
    expect(row(run.stdout, 'terse')[1]).toBe('0/1 (0%)');
    expect(row(run.stdout, 'stock')[1]).toBe('1/1 (100%)');
  });

  it('exits 1 when a variant could not be measured at all', async () => {
    const api = await fakeMessagesApiForTest({ script: () => ({ error: { status: 401, type: 'authentication_error', message: `invalid x-api-key ${key}` } }) });
    const run = await runCli('compare', ['--lesson', 'write-file-routing', '--variants', 'after', '-n', '1'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Variant "after": no run could be checked \(The API key was rejected/);
    expect(run.stdout + run.stderr).not.toContain(key);
  });

  it('exits 2 with one line on a usage error', async () => {
    const badFile = join(await mkdtemp(join(tmpdir(), 'aci-lesson-')), 'bad.json');
    await writeFile(badFile, JSON.stringify({ version: 1, id: 'x', title: 't', teaching: 't', files: {}, task: 't', variants: { a: {} }, checks: [{ kind: 'file-matches', path: 'a', pattern: '(' }] }));
    // The argument rules themselves are tested in-process (compare-arguments.test.ts); these are
    // the ones that need the process: the key, the lesson lookup and a lesson file on disk.
    const cases: Array<[string[], Record<string, string>, RegExp]> = [
      [['--lesson', 'write-file-routing'], {}, /^ANTHROPIC_API_KEY is not set/],
      [['--lesson', 'no-such-lesson', '--variants', 'a'], { ANTHROPIC_API_KEY: key }, /^--lesson "no-such-lesson" is neither a built-in lesson nor a file; built-in lessons: write-file-routing, /],
      [['--lesson', badFile], { ANTHROPIC_API_KEY: key }, /is not a valid lesson file: checks\[0\]\.pattern: not a valid regular expression/],
      [['--lesson', 'write-file-routing', '--variants', 'before,later'], { ANTHROPIC_API_KEY: key }, /has no variant "later"; it has before, after/],
    ];
    const runs = await Promise.all(cases.map(([args, env]) => runCli('compare', args, env)));
    cases.forEach(([args, , says], index) => {
      const run = runs[index]!;
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr, args.join(' ')).toMatch(says);
    });
  }, 60_000);
});
