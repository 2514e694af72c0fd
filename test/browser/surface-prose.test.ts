import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../support/fake-messages-api';
import { button, configureModel, region, startRun, textbox, uiTimeoutMs, waitForRunEnd, waitForTranscript, waitForWorkspace, waitUntil } from './support/app';
import { useLivePlayground } from './support/live-playground';
import { rescript } from './support/model-requests';
import { fakeApiKey } from '../support/fake-api-key';

// The surface as prose, on the production build: a description typed in its own wrapping box
// reaches the model as typed (quotes and line breaks included), the JSON view shows the same
// text, one undo takes an edit back in both views, a finding under a box says how far its rule can
// be trusted, and no description box scrolls sideways at the two screen sizes people use most.

const apiKey = fakeApiKey('surface-prose');
/** Screenshots for the people reviewing the layout; outside the repository on purpose. */
const screensFolder = process.env.ACI_SCREENS_DIR ?? '/tmp/aci-playground-screens';

function surfaceView(page: Page, name: 'Prose' | 'JSON' | 'Side by side') {
  return page.getByRole('group', { name: 'Surface view', exact: true }).getByRole('button', { name, exact: true });
}

async function openSurfaceTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Surface', exact: true }).click();
  await textbox(page, 'Description of read_file').waitFor({ timeout: uiTimeoutMs });
}

async function waitForEditApplied(page: Page): Promise<void> {
  const status = region(page, 'Surface editor').getByRole('status').filter({ hasText: /In force|Applying|Not applied/ });
  await expect.poll(() => status.textContent(), { timeout: uiTimeoutMs }).toMatch(/^In force: .*, edited\./);
}

/**
 * Whether Monaco's text (the whole model, not only the lines on screen) contains `text`: its own
 * find widget counts the matches.
 */
async function jsonViewFinds(page: Page, text: string): Promise<boolean> {
  await page.getByRole('textbox', { name: 'Surface JSON', exact: true }).focus();
  await page.keyboard.press('Control+f');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  const count = page.locator('.find-widget .matchesCount');
  await expect.poll(() => count.textContent(), { timeout: uiTimeoutMs }).toMatch(/of|No results/);
  const found = !/No results/.test((await count.textContent()) ?? '');
  await page.keyboard.press('Escape');
  return found;
}

function sentDescription(request: RecordedRequest | undefined, tool: string): string {
  return request?.body?.tools?.find((entry: { name: string }) => entry.name === tool)?.description ?? '';
}

describe('the prose view of the surface', () => {
  const live = useLivePlayground({ apiKey });

  it("sends read_file's description as typed in its prose box, quotes and line breaks included", async () => {
    rescript(live.fakeApi, [{ blocks: [{ type: 'text', text: 'Read it.' }] }]);
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await openSurfaceTab(page);

    const description = textbox(page, 'Description of read_file');
    expect(await description.inputValue()).toMatch(/^Reads a text file/);
    const written = 'Reads one "text" file of the workspace, numbered lines.\nSecond paragraph: use grep to find things first.';
    await description.fill(written);
    await waitForEditApplied(page);

    // Before / after: the edit as a word diff against the preset it came from.
    await page.getByRole('article', { name: 'Tool read_file', exact: true }).getByRole('button', { name: 'Before / after', exact: true }).click();
    const beforeAfter = region(page, 'Before and after of read_file');
    await expect.poll(async () => (await beforeAfter.locator('ins').allTextContents()).join(''), { timeout: uiTimeoutMs }).toContain('Second paragraph');
    expect(await beforeAfter.textContent()).toContain('No saved comparison has run the efferent');

    await startRun(page, 'Read the README.');
    await waitUntil(() => live.fakeApi.messageRequests.length >= 1, 'the model is called');
    expect(sentDescription(live.fakeApi.messageRequests[0], 'read_file')).toBe(written);
    await waitForTranscript(page, 'Read it.');
    await waitForRunEnd(page);
  });

  it("shows a parameter's new description in the JSON view, and one undo takes it back in both", async () => {
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await openSurfaceTab(page);
    await surfaceView(page, 'Side by side').click();

    const parameter = textbox(page, 'Description of read_file.path');
    const original = await parameter.inputValue();
    expect(original.length).toBeGreaterThan(0);
    await parameter.fill('PROSE-EDITED path, relative to the workspace root.');
    await waitForEditApplied(page);
    expect(await jsonViewFinds(page, 'PROSE-EDITED path')).toBe(true);

    // Undo in the JSON view takes back the edit made in the prose view: one history, both views.
    await page.getByRole('textbox', { name: 'Surface JSON', exact: true }).focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => parameter.inputValue(), { timeout: uiTimeoutMs }).toBe(original);
    expect(await jsonViewFinds(page, 'PROSE-EDITED path')).toBe(false);

    // And redo from the prose box brings it back.
    await parameter.focus();
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => parameter.inputValue(), { timeout: uiTimeoutMs }).toMatch(/^PROSE-EDITED path/);

    // A finding under a prose box says how far its rule can be trusted, as the lint panel does.
    await textbox(page, 'Description of read_file').fill('Reads files.');
    const lint = page.getByRole('list', { name: 'Lint on Description of read_file', exact: true });
    await expect.poll(() => lint.textContent(), { timeout: uiTimeoutMs }).toMatch(/too few for .*On servers it was not tuned on, this rule was right [\d,]+ of [\d,]+ times on [\d,]+ servers? \(95% /s);
  }, 120_000);

  it('fits every description box to its width at 1280×800 and 1920×1080, with Run and Stop in view', async () => {
    await mkdir(screensFolder, { recursive: true });
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      const page = await live.playground.open();
      await page.setViewportSize({ width, height });
      await waitForWorkspace(page);
      await openSurfaceTab(page);
      // A long unbroken word is the hard case for wrapping.
      await textbox(page, 'Description of grep').fill(`Searches file contents. ${'x'.repeat(400)} and a path/${'segment/'.repeat(30)}end`);
      await waitForEditApplied(page);
      await page.screenshot({ path: `${screensFolder}/surface-${width}x${height}.png` });

      const boxes = page.locator('textarea.prose-text');
      expect(await boxes.count()).toBeGreaterThan(10);
      const overflowing = await boxes.evaluateAll((elements) =>
        elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.getAttribute('aria-label')),
      );
      expect(overflowing).toEqual([]);
      // The surface takes most of the width, and the run panel's controls stay reachable.
      const surface = await region(page, 'Surface editor').boundingBox();
      expect(surface!.width).toBeGreaterThan(width * 0.45);
      for (const name of ['Run', 'Stop']) {
        const box = await button(page, name).boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(box!.y + box!.height).toBeLessThanOrEqual(height);
      }
      // The header (what is in force, the cost, Undo) stays in view while the prose scrolls under it.
      const panelTop = (await page.getByRole('tabpanel').boundingBox())!.y;
      expect((await page.getByRole('button', { name: 'Undo', exact: true }).boundingBox())!.y).toBeGreaterThanOrEqual(panelTop - 1);
      if (width === 1920) {
        await surfaceView(page, 'Side by side').click();
        await page.getByRole('textbox', { name: 'Surface JSON', exact: true }).waitFor({ timeout: uiTimeoutMs });
        // Narrower boxes grow taller: no text is left hidden inside a box.
        await page.getByRole('article', { name: 'Tool edit_file', exact: true }).getByText(/^Failure templates/).click();
        const cutOff = () =>
          boxes.evaluateAll((elements) =>
            elements.filter((element) => element.checkVisibility() && element.scrollHeight > element.clientHeight + 4).map((element) => element.getAttribute('aria-label')),
          );
        await expect.poll(cutOff, { timeout: uiTimeoutMs }).toEqual([]);
        await page.screenshot({ path: `${screensFolder}/surface-side-by-side-${width}x${height}.png` });
      }
      if (width === 1280) await checkDivider(page);
      await page.close();
    }
  }, 120_000);
});

/** The divider gives the run panel more or less room, and only the Surface tab has one. */
async function checkDivider(page: Page): Promise<void> {
  const divider = page.getByRole('separator', { name: 'Run panel width', exact: true });
  const runWidth = async () => (await region(page, 'Run').boundingBox())!.width;
  const before = await runWidth();
  await divider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(runWidth, { timeout: uiTimeoutMs }).toBeGreaterThan(before + 30);
  await page.keyboard.press('Home');
  await expect.poll(runWidth, { timeout: uiTimeoutMs }).toBeLessThan(before);
  await page.getByRole('tab', { name: 'Editor', exact: true }).click();
  expect(await divider.count()).toBe(0);
}
