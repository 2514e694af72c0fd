import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/engine/lessons/builtin/builtin-lessons';
import { lessonSurface } from '../../src/engine/lessons/lesson-surface';
import type { Surface } from '../../src/engine/toolkit/surface';
import { encodeClassroomLink } from '../../src/share/classroom-link';
import { fakeApiKey } from '../support/fake-api-key';
import { routingReply } from '../unit/compare/routing-script';
import { button, configureModel, region, uiTimeoutMs } from './support/app';
import { useLivePlayground } from './support/live-playground';
import { rescript } from './support/model-requests';

// A teacher's class board on a 1024×768 projector, against the local Messages API, which answers by
// the surface it is sent: a write_file description that sends edits to edit_file passes the
// write-file-routing lesson; any other rewrites the whole file and fails.

const apiKey = fakeApiKey('class-board');
/** Where the screenshot goes, to be looked at by a person (not compared by the test). */
const screenshotFolder = process.env.ACI_SCREENSHOTS ?? '/tmp';
const lesson = findLesson('write-file-routing')!;

async function variantLink(title: string, author: string, surface: Surface): Promise<string> {
  return `http://localhost:5173/${await encodeClassroomLink({ version: 1, kind: 'variant', title, author, surface, lesson: lesson.id })}`;
}

const terse: Surface = (() => {
  const surface = structuredClone(lessonSurface(lesson, 'before'));
  surface.tools.find((tool) => tool.handler === 'read_file')!.description = 'Read a file.';
  return surface;
})();

async function downloaded(page: Page, name: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
  return { download, text: await readFile((await download.path())!, 'utf8') };
}

/** How far an element's content runs past its right edge (0 when nothing is cut off). */
function overflowOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((element) => element.scrollWidth - element.clientWidth);
}

describe('the class board', () => {
  const live = useLivePlayground({ apiKey });

  it('at 1024×768: names the broken line, ranks the better variant first with its verdict, fits the width, and downloads CSV and JSON', async () => {
    rescript(live.fakeApi, routingReply);
    const page = await live.playground.open();
    await page.setViewportSize({ width: 1024, height: 768 });
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await button(page, 'Class board').click();
    const lessonPicker = page.getByRole('combobox', { name: 'Lesson', exact: true });
    await lessonPicker.waitFor({ timeout: uiTimeoutMs });
    await expect.poll(() => lessonPicker.locator('option').count(), { timeout: uiTimeoutMs }).toBeGreaterThan(1);
    await lessonPicker.selectOption(lesson.id);

    const good = await variantLink('Routes edits', 'Ada', lessonSurface(lesson, 'after'));
    const links = [good, await variantLink('Terse read', 'Grace', terse), good.slice(0, Math.floor(good.length / 2))].join('\n');
    await page.getByRole('textbox', { name: 'Variant links', exact: true }).fill(links);

    const read = region(page, 'Links read');
    await expect.poll(() => read.textContent(), { timeout: uiTimeoutMs }).toContain('Line 3: This variant link is incomplete — it was probably cut off when copied.');
    const readText = (await read.textContent()) ?? '';
    expect(readText).toContain('Line 1: Routes edits by Ada');
    expect(readText).toContain('write_file description:');
    expect(await read.locator('ins').first().textContent()).toContain('use edit_file instead');
    expect(readText).toContain('Line 2: Terse read by Grace');

    await page.getByRole('spinbutton', { name: 'Most runs per variant', exact: true }).fill('4');
    await expect.poll(() => page.locator('.board-estimate').textContent(), { timeout: uiTimeoutMs }).toMatch(/^At most 12 runs and 300 model calls; the price of claude-fake-1 is unknown, so the cost cannot be estimated\.$/);

    await button(page, 'Run all').click();
    const ranking = region(page, 'Ranking');
    await ranking.waitFor({ timeout: 90_000 });
    const rows = ranking.getByRole('row');
    // The header, the baseline for reference, then best first.
    await expect.poll(() => rows.count(), { timeout: uiTimeoutMs }).toBe(4);
    expect(await rows.nth(1).textContent()).toContain('the baseline');
    const first = (await rows.nth(2).textContent()) ?? '';
    expect(first).toMatch(/^1Routes editsAda14\/4 \(100%\)/);
    expect(first).toMatch(/\+100 points\+\d+ to \+100better$/);
    expect(await rows.nth(3).textContent()).toMatch(/^2Terse readGrace20\/4 \(0%\).*undecided — no difference seen yet$/);
    expect(await ranking.textContent()).toContain('2 variants against the baseline share the 5% chance of a false verdict');

    // Nothing runs past the right edge: not the page, the board, nor the ranking's table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await overflowOf(page, '.class-board')).toBeLessThanOrEqual(0);
    expect(await overflowOf(page, '.board-ranking')).toBeLessThanOrEqual(0);
    const tableBox = (await ranking.getByRole('table').boundingBox())!;
    expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(1024);
    await ranking.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotFolder, 'class-board-1024x768.png') });

    const csv = await downloaded(page, 'Download CSV');
    expect(csv.download.suggestedFilename()).toBe('class-board-write-file-routing.csv');
    const csvRows = csv.text.trim().split('\n');
    expect(csvRows[0]!.split(',').slice(0, 5)).toEqual(['rank', 'line', 'title', 'author', 'verdict']);
    expect(csvRows[2]!.split(',').slice(0, 5)).toEqual(['1', '1', 'Routes edits', 'Ada', 'better']);

    const json = await downloaded(page, 'Download JSON');
    expect(json.download.suggestedFilename()).toBe('class-board-write-file-routing.json');
    const board = JSON.parse(json.text);
    expect(board.rows.map((row: { title: string; verdict: string }) => row.verdict)).toEqual(['baseline', 'better', 'undecided']);
    expect(board.rows[1].difference.low).toBeGreaterThan(0);
    expect(board.broken).toEqual([{ line: 3, reason: expect.stringContaining('incomplete') }]);
    expect(json.text).not.toContain(apiKey);
  }, 180_000);
});
