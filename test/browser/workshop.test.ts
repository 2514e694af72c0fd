import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/engine/lessons/builtin/builtin-lessons';
import { encodeShareLink } from '../../src/share/share-codec';
import { fakeApiKey } from '../support/fake-api-key';
import { node, shareDocument, transcript as shareTranscript } from '../unit/share/share-fixtures';
import { routingReply } from '../unit/compare/routing-script';
import { button, configureModel, region, startRun, textbox, uiTimeoutMs, waitForRunEnd, waitForWorkspace } from './support/app';
import { useLivePlayground } from './support/live-playground';
import { rescript } from './support/model-requests';

// A teacher's workshop: a 1024×768 projector and a 1920×1080 screen. What a person would notice:
// results cut off at the right edge, a banner eating the editor, a toast that never leaves, a key
// gone after a reload, saved variants that cannot meet a lesson, a Start that stays greyed out.

const apiKey = fakeApiKey('workshop');
const lesson = findLesson('write-file-routing')!;
const projector = { width: 1024, height: 768 };
const wideScreen = { width: 1920, height: 1080 };
/** Where the screenshots go, to be looked at by a person (not compared by the test). */
const screenshotFolder = process.env.ACI_SCREENSHOTS ?? '/tmp';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height, width: box.width, height: box.height };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

async function openCompare(page: Page): Promise<void> {
  await button(page, 'Compare').click();
  const picker = page.getByRole('combobox', { name: 'Lesson', exact: true });
  await picker.waitFor({ timeout: uiTimeoutMs });
  await expect.poll(() => picker.inputValue(), { timeout: uiTimeoutMs }).toBe(lesson.id);
}

/** The Results table's row of one variant, as its cells' text. */
async function resultRow(page: Page, variant: string): Promise<string> {
  const row = region(page, 'Results').getByRole('row').filter({ has: page.getByRole('rowheader', { name: variant, exact: true }) }).first();
  return (await row.textContent()) ?? '';
}

async function fontSizeOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
}

describe('a workshop on a projector', () => {
  const live = useLivePlayground({ apiKey });

  for (const size of [projector, wideScreen]) {
    it(`at ${size.width}×${size.height}, a finished comparison's table and charts fit the width, which the results mostly take`, async () => {
      rescript(live.fakeApi, routingReply);
      const page = await live.playground.open();
      await page.setViewportSize(size);
      await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
      await openCompare(page);
      await page.getByRole('spinbutton', { name: 'Runs per variant', exact: true }).fill('1');
      await button(page, 'Start comparison').click();
      await expect.poll(() => resultRow(page, 'after'), { timeout: 45_000 }).toContain('1/1 (100%)');
      await page.getByRole('progressbar', { name: 'Comparison progress', exact: true }).waitFor({ state: 'hidden', timeout: uiTimeoutMs });

      // The setup folded to one bar; the results have the page's width.
      const folded = page.getByRole('group', { name: 'Comparison setup (folded)', exact: true });
      expect(await folded.textContent()).toContain(lesson.title);
      const results = region(page, 'Results');
      const resultsBox = await boxOf(results);
      expect(resultsBox.width).toBeGreaterThan(size.width * 0.8);
      const shown = [results, results.getByRole('table').first(), ...(await page.locator('figure.chart').all())];
      expect(shown.length).toBeGreaterThan(2);
      for (const element of shown) {
        const box = await boxOf(element);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(size.width);
      }
      // Nothing in the results is cut off at their right edge, and the page itself does not scroll sideways.
      expect(await results.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${screenshotFolder}/workshop-compare-${size.width}x${size.height}.png` });
      // Presenter mode's larger type still fits: a table too wide scrolls inside its own box.
      await button(page, 'Presenter mode').click();
      const tableBox = results.locator('.table-scroll').first();
      const inPresenterMode = [results, tableBox, ...(await page.locator('figure.chart').all())];
      for (const element of inPresenterMode) expect((await boxOf(element)).right).toBeLessThanOrEqual(size.width);
      expect(await results.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${screenshotFolder}/workshop-compare-presenter-${size.width}x${size.height}.png` });
      await button(page, 'Presenter mode').click();

      // The full setup comes back on request.
      await button(page, 'Change setup').click();
      await page.getByRole('form', { name: 'Comparison setup', exact: true }).waitFor({ timeout: uiTimeoutMs });
      expect(await button(page, 'Hide setup').isVisible()).toBe(true);
    });
  }

  it('presenter mode enlarges the type, and is still on after a reload', async () => {
    const page = await live.playground.open();
    await page.setViewportSize(projector);
    await waitForWorkspace(page);
    const task = textbox(page, 'Task');
    const before = await fontSizeOf(task);
    const toggle = button(page, 'Presenter mode');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => fontSizeOf(task)).toBeGreaterThanOrEqual(before * 1.25);
    await page.screenshot({ path: `${screenshotFolder}/workshop-presenter-1024x768.png` });

    await page.reload();
    await waitForWorkspace(page);
    expect(await button(page, 'Presenter mode').getAttribute('aria-pressed')).toBe('true');
    expect(await fontSizeOf(textbox(page, 'Task'))).toBeGreaterThanOrEqual(before * 1.25);
    await button(page, 'Presenter mode').click();
    await expect.poll(() => fontSizeOf(textbox(page, 'Task'))).toBe(before);
  });

  it('at 1024×768 the no-key banner is one line and opens the ways to go on without a key', async () => {
    const page = await live.playground.open();
    await page.setViewportSize(projector);
    await waitForWorkspace(page);
    const banner = page.getByRole('complementary', { name: 'Getting started', exact: true });
    const text = banner.locator('p').first();
    const lineHeight = await text.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.5);
    expect((await boxOf(text)).height).toBeLessThanOrEqual(lineHeight * 1.2);
    expect((await boxOf(banner)).height).toBeLessThanOrEqual(48);
    await page.screenshot({ path: `${screenshotFolder}/workshop-banner-1024x768.png` });

    await banner.getByText('Ways without a key', { exact: true }).click();
    const ways = page.getByRole('note', { name: 'Ways without a key', exact: true });
    await ways.waitFor({ timeout: uiTimeoutMs });
    const steps = (await ways.textContent()) ?? '';
    expect(steps).toContain(`OLLAMA_ORIGINS=${live.playground.url} ollama serve`);
    expect(steps).toContain('http://localhost:11434/v1');
    expect(steps).toContain('Be the model');

    // A local model needs no key: with the OpenAI-compatible provider picked, nothing is missing.
    const pickProvider = async (provider: string) => {
      await button(page, 'Settings').click();
      await page.getByRole('dialog').getByRole('combobox', { name: 'Provider', exact: true }).selectOption(provider);
      await button(page.getByRole('dialog'), 'Done').click();
    };
    await pickProvider('openai');
    await banner.waitFor({ state: 'detached', timeout: uiTimeoutMs });
    // Back to Anthropic: the provider is kept on this device, and the other tests expect the default.
    await pickProvider('anthropic');
    await banner.waitFor({ timeout: uiTimeoutMs });
  });

  it('the Fork toast leaves by itself and never covers the editor', async () => {
    const link = await encodeShareLink(
      shareDocument({
        title: 'Write the plan',
        nodes: [node('root', shareTranscript('Write the plan into notes/plan.txt', [{ calls: [{ name: 'write_file', input: { path: 'notes/plan.txt', content: 'draft\n' }, result: 'Wrote notes/plan.txt' }] }, { text: 'Done.' }]))],
      }),
    );
    const page = await live.playground.open(link);
    await page.setViewportSize(projector);
    // The toast's own timers run on the page's clock, so the seconds it must outlast are skipped, not waited.
    await page.clock.install();
    await button(page, 'Fork').click();
    const toast = page.getByRole('status').filter({ hasText: 'Forked into a new session' });
    // On a busy machine the workspace may still be starting: the fork waits for it, then says so.
    await toast.waitFor({ timeout: 30_000 });
    // A pointer over it keeps it while the rest is measured.
    await toast.hover();
    await waitForWorkspace(page);
    expect(overlaps(await boxOf(toast), await boxOf(region(page, 'Workspace')))).toBe(false);
    expect((await boxOf(toast)).right).toBeLessThanOrEqual(projector.width);
    await page.screenshot({ path: `${screenshotFolder}/workshop-toast-1024x768.png` });
    await page.clock.fastForward(20_000);
    expect(await toast.isVisible()).toBe(true);
    // Once the pointer leaves, it goes by itself, after the same wait again.
    await region(page, 'Workspace').hover();
    await page.clock.fastForward(20_000);
    await toast.waitFor({ state: 'detached', timeout: uiTimeoutMs });
  });

  it('at 1024×768 Be the model takes the run panel\'s place instead of a fourth column', async () => {
    const page = await live.playground.open();
    await page.setViewportSize(projector);
    await waitForWorkspace(page);
    await button(page, 'Try the tools by hand').click();
    const manual = region(page, 'Be the model');
    await manual.waitFor({ timeout: uiTimeoutMs });
    const manualBox = await boxOf(manual);
    const workspaceBox = await boxOf(region(page, 'Workspace'));
    expect(manualBox.width).toBeGreaterThanOrEqual(340);
    expect(workspaceBox.width).toBeGreaterThanOrEqual(450);
    expect(manualBox.right).toBeLessThanOrEqual(projector.width);
    expect(overlaps(manualBox, workspaceBox)).toBe(false);
    await page.screenshot({ path: `${screenshotFolder}/workshop-be-the-model-1024x768.png` });
  });

  it('a key remembered on this device is still set after a reload, and never in the page\'s text', async () => {
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await button(page, 'Settings').click();
    const dialog = page.getByRole('dialog');
    // The fake endpoint before the key, so the model list the dialog asks for never goes to the real host.
    await textbox(dialog, 'Base URL').fill(live.fakeApi.url);
    await textbox(dialog, 'API key').fill(apiKey);
    await dialog.getByRole('checkbox', { name: 'Remember this key on this device', exact: true }).check();
    await button(dialog, 'Done').click();

    await page.reload();
    await waitForWorkspace(page);
    await button(page, 'Settings').click();
    await expect.poll(() => textbox(page.getByRole('dialog'), 'API key').inputValue(), { timeout: uiTimeoutMs }).toBe(apiKey);
    expect(await page.getByRole('dialog').getByRole('checkbox', { name: 'Remember this key on this device', exact: true }).isChecked()).toBe(true);
    expect(await page.locator('body').textContent()).not.toContain(apiKey);
    // Unticking forgets it: the next visit starts without a key.
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Remember this key on this device', exact: true }).uncheck();
    await button(page.getByRole('dialog'), 'Done').click();
    await page.reload();
    await waitForWorkspace(page);
    expect(await page.getByRole('complementary', { name: 'Getting started', exact: true }).count()).toBe(1);
  });

  it('a saved variant runs against a built-in lesson, on its files, task and checks', async () => {
    rescript(live.fakeApi, routingReply);
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await page.getByRole('tab', { name: 'Surface', exact: true }).click();
    const variants = region(page, 'Variants');
    await textbox(variants, 'Variant name').fill('Plain defaults');
    await button(variants, 'Save variant').click();
    await variants.getByText('Saved variant "Plain defaults".').waitFor({ timeout: uiTimeoutMs });

    await openCompare(page);
    const saved = page.getByRole('checkbox', { name: 'Saved: Plain defaults', exact: true });
    await saved.waitFor({ timeout: uiTimeoutMs });
    expect(await saved.isChecked()).toBe(false);
    await saved.check();
    await page.getByRole('checkbox', { name: 'before', exact: true }).uncheck();
    await page.getByRole('spinbutton', { name: 'Runs per variant', exact: true }).fill('1');
    await button(page, 'Start comparison').click();
    await expect.poll(() => resultRow(page, 'saved-plain-defaults'), { timeout: 45_000 }).toMatch(/[01]\/1 \(/);
    expect(await resultRow(page, 'after')).toContain('1/1 (100%)');
    // Both runs asked the lesson's task, starting from the lesson's files.
    const asked = live.fakeApi.messageRequests.filter((request) => JSON.stringify(request.body.messages[0]).includes(lesson.task));
    expect(asked.length).toBe(live.fakeApi.messageRequests.length);
  });

  it('"Current workspace and task" starts with the session\'s task, so Start is ready', async () => {
    rescript(live.fakeApi, () => ({ blocks: [{ type: 'text', text: 'Nothing to change.' }] }));
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    // What is typed in the Task box, before any run.
    await textbox(page, 'Task').fill('List the files.');
    await openCompare(page);
    await page.getByRole('combobox', { name: 'Lesson', exact: true }).selectOption({ label: 'Current workspace and task' });
    await expect.poll(() => textbox(page, 'Task').inputValue(), { timeout: uiTimeoutMs }).toBe('List the files.');
    await expect.poll(() => button(page, 'Start comparison').isEnabled(), { timeout: uiTimeoutMs }).toBe(true);

    // After a run, the run's task (in a fresh page, where the Compare view starts anew).
    const next = await live.playground.open();
    await waitForWorkspace(next);
    await configureModel(next, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await startRun(next, 'Say whether anything needs changing.');
    await waitForRunEnd(next);
    await openCompare(next);
    await next.getByRole('combobox', { name: 'Lesson', exact: true }).selectOption({ label: 'Current workspace and task' });
    await expect.poll(() => textbox(next, 'Task').inputValue(), { timeout: uiTimeoutMs }).toBe('Say whether anything needs changing.');
    await expect.poll(() => button(next, 'Start comparison').isEnabled(), { timeout: uiTimeoutMs }).toBe(true);
  });
});
