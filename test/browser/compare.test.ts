import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/engine/lessons/builtin/builtin-lessons';
import type { RecordedRequest } from '../support/fake-messages-api';
import { routingReply } from '../unit/compare/routing-script';
import { button, configureModel, region, textbox, uiTimeoutMs, waitUntil } from './support/app';
import { useLivePlayground } from './support/live-playground';
import { placesShowingKey } from './support/key-exposure';
import { rescript } from './support/model-requests';
import { fakeApiKey } from '../support/fake-api-key';

// The Compare view against the local Messages API server, scripted by the surface it receives: the
// write-file-routing lesson's "after" variant (write_file routes edits to edit_file) passes, its
// "before" variant rewrites the whole file and fails the lesson's checks.

const apiKey = fakeApiKey('compare');
const lesson = findLesson('write-file-routing')!;

/** The routing fixture, a little slowed down so a person (and the test) can see the progress. */
const slowRouting = async (request: RecordedRequest) => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return routingReply(request);
};

async function openCompare(page: Page): Promise<void> {
  await button(page, 'Compare').click();
  await page.getByRole('combobox', { name: 'Lesson', exact: true }).waitFor({ timeout: uiTimeoutMs });
  await expect.poll(() => page.getByRole('combobox', { name: 'Lesson', exact: true }).inputValue(), { timeout: uiTimeoutMs }).toBe(lesson.id);
}

/** The Results table's row of one variant, as its cells' text. */
async function resultRow(page: Page, variant: string): Promise<string> {
  const row = region(page, 'Results').getByRole('row').filter({ has: page.getByRole('rowheader', { name: variant, exact: true }) }).first();
  return (await row.textContent()) ?? '';
}

describe('the Compare view', () => {
  const live = useLivePlayground({ apiKey });

  it('runs a lesson with two variants, shows the pass rates the script implies and every run\'s transcript, and keeps it after a reload', async () => {
    rescript(live.fakeApi, slowRouting);
    const page = await live.playground.open();
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await openCompare(page);
    expect(await page.getByText(lesson.teaching).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'before', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'after', exact: true }).isChecked()).toBe(true);
    await page.getByRole('spinbutton', { name: 'Runs per variant', exact: true }).fill('2');
    await button(page, 'Start comparison').click();

    const progress = page.getByRole('progressbar', { name: 'Comparison progress', exact: true });
    await progress.waitFor({ timeout: uiTimeoutMs });
    expect(await progress.getAttribute('max')).toBe('4');
    await expect.poll(() => resultRow(page, 'after'), { timeout: 45_000 }).toContain('2/2 (100%)');
    await progress.waitFor({ state: 'hidden', timeout: uiTimeoutMs });
    expect(await resultRow(page, 'before')).toContain('0/2 (0%)');
    expect(await resultRow(page, 'before')).toContain('write_file 1.0');
    expect(await resultRow(page, 'after')).toContain('edit_file 1.0');
    // claude-fake-1 is in no price list: no cost is made up.
    expect(await resultRow(page, 'after')).toContain('unknown price');
    expect(await region(page, 'Results').getByText('Pass rate with 95% interval').count()).toBe(1);
    // Every run started from the lesson's files: eight model calls, two per run.
    expect(live.fakeApi.messageRequests).toHaveLength(8);

    // One click to a run's transcript; a second run side by side.
    await button(page, 'Open before #1').click();
    const before = page.getByRole('log', { name: 'Transcript of before #1', exact: true });
    await expect.poll(() => before.textContent(), { timeout: uiTimeoutMs }).toContain('write_file');
    expect(await before.textContent()).toContain(lesson.task);
    await button(page, 'Open after #1 beside').click();
    const after = page.getByRole('log', { name: 'Transcript of after #1', exact: true });
    await expect.poll(() => after.textContent(), { timeout: uiTimeoutMs }).toContain('edit_file');
    expect(await before.isVisible()).toBe(true);
    expect(await region(page, 'Run before #1').textContent()).toContain('write_file never used');
    expect(await placesShowingKey(page, apiKey)).toEqual([]);

    // After a reload (the key is not remembered), the saved comparison and its transcripts are still there.
    await page.reload();
    await openCompare(page);
    const saved = region(page, 'Saved comparisons').getByRole('button', { name: new RegExp(`^Open ${lesson.title}`) });
    await saved.first().waitFor({ timeout: uiTimeoutMs });
    await saved.first().click();
    await expect.poll(() => resultRow(page, 'after'), { timeout: uiTimeoutMs }).toContain('2/2 (100%)');
    await button(page, 'Open after #2').click();
    await expect.poll(() => page.getByRole('log', { name: 'Transcript of after #2', exact: true }).textContent(), { timeout: uiTimeoutMs }).toContain('edit_file');
  });

  it('runs until decided against the picked baseline: stops once after is better, with the difference chart and the verdict in words', async () => {
    rescript(live.fakeApi, routingReply);
    const page = await live.playground.open();
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await openCompare(page);
    expect(await page.getByRole('combobox', { name: 'Baseline', exact: true }).inputValue()).toBe('before');
    await page.getByRole('checkbox', { name: 'Run until decided', exact: true }).check();
    await page.getByRole('spinbutton', { name: 'Most runs per variant', exact: true }).fill('10');
    await button(page, 'Start comparison').click();

    // Rounds of 2 runs per variant: after 4 of each, 4 of 4 against 0 of 4 is decided at the look's 99%.
    const verdicts = region(page, 'Verdicts');
    await expect.poll(() => verdicts.textContent(), { timeout: 60_000 }).toContain('Run until decided: stopped because every variant had a verdict against before after round 2 of 5.');
    expect(await verdicts.textContent()).toContain('8 of 20 runs (about 4 of 10 per variant), 12 saved.');
    expect(await verdicts.getByRole('listitem').textContent()).toMatch(/^after is better than before: \+100 points in pass rate \(99% interval \+\d+ to \+100\)\.$/);
    const chart = page.getByRole('figure', { name: 'Difference from the baseline', exact: true });
    expect(await chart.getByText('Difference from before with 99% interval').count()).toBe(1);
    expect(await chart.textContent()).toMatch(/after\+100 \(\+\d+ to \+100\) better/);
    expect(live.fakeApi.messageRequests).toHaveLength(16);
    expect(await resultRow(page, 'after')).toContain('4/4 (100%)');
  });

  it('shares an opened run as a link that opens its replay', async () => {
    rescript(live.fakeApi, routingReply);
    const page = await live.playground.open();
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await openCompare(page);
    await page.getByRole('spinbutton', { name: 'Runs per variant', exact: true }).fill('1');
    await button(page, 'Start comparison').click();
    await expect.poll(() => resultRow(page, 'after'), { timeout: 45_000 }).toContain('1/1 (100%)');

    await button(page, 'Open after #1').click();
    await button(region(page, 'Run after #1'), 'Share this run').click();
    const linkBox = textbox(page.getByRole('dialog', { name: 'Share this run' }), 'Share link');
    await expect.poll(() => linkBox.inputValue(), { timeout: uiTimeoutMs }).toMatch(/#share=v1\./);
    const link = await linkBox.inputValue();
    expect(link).not.toContain(apiKey);

    // Opened in another tab of the same browser: the replay of that run, on its last step.
    const viewer = await live.playground.chromium.context.newPage();
    await viewer.goto(link);
    await viewer.getByRole('heading', { name: `Shared run: ${lesson.title} · after · run 1` }).waitFor({ timeout: uiTimeoutMs });
    const steps = viewer.getByRole('navigation', { name: 'Steps', exact: true }).getByRole('status');
    await expect.poll(() => steps.textContent(), { timeout: uiTimeoutMs }).toBe('Step 2 of 2');
    expect(await viewer.getByRole('log', { name: 'Shared transcript' }).textContent()).toContain('edit_file');
    await viewer.close();
  });

  it('Cancel keeps the finished runs and ends the one in flight as cancelled', async () => {
    rescript(live.fakeApi, (request, index) => (index === 2 ? { hangMs: 30_000 } : routingReply(request)));
    const page = await live.playground.open();
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await openCompare(page);
    await page.getByRole('spinbutton', { name: 'Runs per variant', exact: true }).fill('2');
    await button(page, 'Start comparison').click();

    // The second run's first call hangs: cancel while it waits.
    await waitUntil(() => live.fakeApi.messageRequests.length === 3, 'the second run reaches the model');
    await button(page, 'Cancel').click();
    await expect.poll(() => resultRow(page, 'after'), { timeout: uiTimeoutMs }).toContain('1 cancelled');
    expect(await resultRow(page, 'before')).toContain('0/1 (0%)');
    expect(await region(page, 'Results').textContent()).toContain('cancelled: the numbers cover the runs that finished');
    await waitUntil(() => live.fakeApi.disconnects.includes(2), 'the hanging request is abandoned');
    expect(live.fakeApi.messageRequests).toHaveLength(3);
  });

  it('compares the current workspace and task under the edited surface and a preset, judged by a check command', async () => {
    rescript(live.fakeApi, () => ({ blocks: [{ type: 'text', text: 'Nothing to change.' }] }));
    const page = await live.playground.open();
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await openCompare(page);
    await page.getByRole('combobox', { name: 'Lesson', exact: true }).selectOption({ label: 'Current workspace and task' });
    await page.getByRole('checkbox', { name: 'Default surface', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Preset: mini-swe-agent (Bash only)', exact: true }).check();
    await page.getByRole('textbox', { name: 'Task', exact: true }).fill('Say whether anything needs changing.');
    await page.getByRole('textbox', { name: 'Check command (optional)', exact: true }).fill('test -n "$(ls)"');
    await page.getByRole('spinbutton', { name: 'Runs per variant', exact: true }).fill('1');
    await button(page, 'Start comparison').click();

    await expect.poll(() => resultRow(page, 'preset-mini-swe-agent'), { timeout: 45_000 }).toContain('1/1 (100%)');
    expect(await resultRow(page, 'current')).toContain('1/1 (100%)');
    // Each variant's runs read their own surface: the preset sends its one Bash tool.
    const toolNames = live.fakeApi.messageRequests.map((request) => request.body.tools.map((tool: { name: string }) => tool.name));
    expect(toolNames).toContainEqual(['Bash']);
    expect(toolNames.some((names) => names.includes('edit_file'))).toBe(true);
  });

  it('without a key, points to Settings; imports a lesson file, exports it again, and refuses a broken one saying which field is wrong', async () => {
    const page = await live.playground.open();
    await openCompare(page);
    expect(await page.getByText('call the model with your own API key, which is not set').count()).toBe(1);
    expect(await button(page, 'Start comparison').isDisabled()).toBe(true);
    await button(page, 'Open Settings').first().click();
    await page.getByRole('dialog').waitFor({ timeout: uiTimeoutMs });
    await page.keyboard.press('Escape');

    const picker = page.getByLabel('Import lesson', { exact: true });
    const mine = { ...lesson, id: 'my-routing-lesson', title: 'My routing lesson' };
    await picker.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(mine)) });
    await expect.poll(() => page.getByRole('combobox', { name: 'Lesson', exact: true }).inputValue(), { timeout: uiTimeoutMs }).toBe('my-routing-lesson');
    expect(await page.getByRole('status').filter({ hasText: 'Imported "My routing lesson".' }).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Export lesson').click()]);
    expect(download.suggestedFilename()).toBe('my-routing-lesson.lesson.json');
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported).toEqual(mine);

    const broken = { ...lesson, checks: [{ kind: 'file-matches', path: 'src/inventory.ts', pattern: '([' }] };
    await picker.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: uiTimeoutMs }).toContain('broken.json cannot be used as a lesson: checks[0].pattern: not a valid regular expression');
  });
});
