import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { lessonSurface } from '../../../src/engine/lessons/lesson-surface';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { encodeClassroomLink } from '../../../src/share/classroom-link';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';
import { routingReply } from '../compare/routing-script';

/**
 * The class board headless: students' variant links in a file, ranked on write-file-routing by the
 * real SDK against the local Messages API, which answers by the surface it is sent. A surface whose
 * write_file description sends edits to edit_file passes every run; any other fails every run.
 */
const key = fakeApiKey('compare-variants-from');
const lesson = findLesson('write-file-routing')!;

async function variantLink(title: string, author: string, surface: Surface, madeOn = 'write-file-routing'): Promise<string> {
  return `http://localhost:5173/${await encodeClassroomLink({ version: 1, kind: 'variant', title, author, surface, lesson: madeOn })}`;
}

/** "after" is the default write_file description, which routes edits to edit_file. */
const routes = lessonSurface(lesson, 'after');
/** The baseline with a reworded read_file: it still rewrites the file, like the baseline. */
const terse: Surface = (() => {
  const surface = structuredClone(lessonSurface(lesson, 'before'));
  surface.tools.find((tool) => tool.handler === 'read_file')!.description = 'Read a file.';
  return surface;
})();

async function linksFile(lines: string[]): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'aci-board-')), 'links.txt');
  await writeFile(file, lines.join('\n'));
  return file;
}

/** The ranking table's row for a title, split into its cells. */
function row(stdout: string, title: string): string[] {
  return stdout
    .split('\n')
    .find((line) => /^(\d+|—) /.test(line) && line.includes(title))!
    .split(/ {2,}/);
}

describe('npm run compare -- --variants-from', () => {
  it('ranks the better variant first with its interval, names every hostile line in one line, and still runs the rest', async () => {
    const api = await fakeMessagesApiForTest({ script: routingReply });
    const good = await variantLink('Routes edits', 'Ada', routes);
    const lessonLink = `http://localhost:5173/${await encodeClassroomLink({ version: 1, kind: 'lesson', lesson })}`;
    const file = await linksFile([
      good,
      await variantLink('Terse read', 'Grace', terse),
      '',
      `http://localhost:5173/#variant=${'A'.repeat(2_100_000)}`,
      good.slice(0, Math.floor(good.length / 2)),
      good.replace('#variant=v1.', '#variant=v9.'),
      lessonLink,
      await variantLink('Elsewhere', 'Alan', routes, 'read-file-envelope'),
      good,
    ]);
    const out = join(await mkdtemp(join(tmpdir(), 'aci-board-')), 'board.json');
    const run = await runCli('compare', ['--lesson', 'write-file-routing', '--variants-from', file, '--max-runs-per-variant', '6', '--out', out], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(' · against before · 2 variants from ');
    const refused = run.stdout.split('\n').filter((line) => / not ranked: /.test(line));
    expect(refused).toEqual([
      expect.stringMatching(/^line 4 not ranked: This variant link is too long to open \(over 2 MB\)/),
      expect.stringMatching(/^line 5 not ranked: This variant link is incomplete — it was probably cut off when copied/),
      expect.stringMatching(/^line 6 not ranked: This variant link was made by a newer version of ACI Playground \(format v9\)/),
      expect.stringMatching(/^line 7 not ranked: This is a lesson link \("Route edits away from write_file"\), not a variant link/),
      'line 8 not ranked: This variant ("Elsewhere" by Alan) was made on the lesson "read-file-envelope", not on "write-file-routing"; rank it on a board for that lesson.',
    ]);
    expect(run.stdout).toContain('line 9 ("Routes edits" by Ada) is the same surface as line 1: ranked once, as line 1.');
    // Each variant's edits against the baseline, word by word.
    expect(run.stdout).toContain('line 1: "Routes edits" by Ada\n  write_file description: ');
    expect(run.stdout).toContain('created or replaced the file. {+To change part of an existing file, use edit_file instead: it sends only the change.+}');
    expect(run.stdout).toContain('line 2: "Terse read" by Grace\n  read_file description: [-Reads-]{+Read+} a [-text -]file[- and returns');

    expect(row(run.stdout, 'Routes edits')).toEqual(['1', 'Routes edits', 'Ada', '1', '6/6 (100%)', expect.stringMatching(/^\d+% to 100%$/), '+100 points', expect.stringMatching(/^\+\d+ to \+100$/), 'better']);
    expect(row(run.stdout, 'Terse read')).toEqual(['2', 'Terse read', 'Grace', '2', '0/6 (0%)', expect.stringMatching(/^0% to \d+%$/), '0 points', expect.stringMatching(/^-\d+ to \+\d+$/), 'undecided — no difference seen yet']);
    expect(run.stdout.search(/^1 +Routes edits/m)).toBeGreaterThan(0);
    expect(run.stdout.search(/^1 +Routes edits/m)).toBeLessThan(run.stdout.search(/^2 +Terse read/m));
    expect(run.stdout).toContain('2 variants against the baseline share the 5% chance of a false verdict: each is tested at 2.5% over all its looks');
    // The undecided one keeps every variant running to the most allowed: 3 × 6 runs of 2 calls.
    expect(run.stdout).toContain('Stopped because each variant had its most runs (6): 18 runs, 36 of 300 model calls');

    const board = JSON.parse(await readFile(out, 'utf8'));
    expect(board.rows.map((entry: { title: string; verdict: string }) => [entry.title, entry.verdict])).toEqual([
      ['before (the lesson\'s baseline)', 'baseline'],
      ['Routes edits', 'better'],
      ['Terse read', 'undecided'],
    ]);
    const better = board.rows[1];
    expect(better.difference.low).toBeGreaterThan(0);
    expect(board.alpha).toEqual({ total: 0.05, perVariant: 0.025, variants: 2 });
    expect(board.broken.map((entry: { line: number }) => entry.line)).toEqual([4, 5, 6, 7, 8]);
    expect(board.duplicates).toEqual([{ line: 9, sameAs: 1, title: 'Routes edits', author: 'Ada' }]);
    expect(board.callsMade).toBe(api.messageRequests.length);
  }, 120_000);

  it('stops at --max-calls, never sending a call past it, and says so', async () => {
    const api = await fakeMessagesApiForTest({ script: routingReply });
    const file = await linksFile([await variantLink('Routes edits', 'Ada', routes)]);
    const run = await runCli('compare', ['--lesson', 'write-file-routing', '--variants-from', file, '--max-calls', '5'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(api.messageRequests.length).toBeLessThanOrEqual(5);
    expect(run.stdout).toContain('Stopped because the budget of 5 model calls was spent (the runs then going were cancelled and do not count)');
    expect(run.stdout).toMatch(/\d+ runs, 5 of 5 model calls/);
  }, 60_000);

  it('refuses a file with no rankable link, a missing file, and --variants beside it, each in one line with exit 2', async () => {
    const env = { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' };
    const onlyBroken = await runCli('compare', ['--lesson', 'write-file-routing', '--variants-from', await linksFile(['not a link'])], env);
    expect(onlyBroken.code).toBe(2);
    expect(onlyBroken.stdout).toContain('line 1 not ranked: This is not an ACI Playground lesson or variant link');
    expect(onlyBroken.stderr).toMatch(/^--variants-from ".+" holds no variant link that could be ranked on write-file-routing; the lines above say why\.\n$/);

    const missing = await runCli('compare', ['--lesson', 'write-file-routing', '--variants-from', 'no-such-links.txt'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('--variants-from "no-such-links.txt": no such file; give the path of a text file with one variant link per line.\n');

    const both = await runCli('compare', ['--lesson', 'write-file-routing', '--variants-from', 'links.txt', '--variants', 'before,after'], env);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--variants-from ranks the variants in its file against the lesson\'s baseline; leave out --variants');

    const fixedRuns = await runCli('compare', ['--lesson', 'write-file-routing', '--variants-from', 'links.txt', '-n', '5', '--min-pass', '0.8'], env);
    expect(fixedRuns.code).toBe(2);
    expect(fixedRuns.stderr).toBe('--variants-from always runs until decided, at most --max-runs-per-variant runs each and --max-calls calls in all; leave out -n, --min-pass.\n');
  }, 60_000);
});
