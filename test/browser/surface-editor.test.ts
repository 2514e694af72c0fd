import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../support/fake-messages-api';
import {
  button,
  configureModel,
  region,
  startRun,
  textbox,
  uiTimeoutMs,
  waitForRunEnd,
  waitForTranscript,
  waitForWorkspace,
  waitUntil,
} from './support/app';
import { useLivePlayground } from './support/live-playground';
import { rescript } from './support/model-requests';
import { fakeApiKey } from '../support/fake-api-key';

// The schema editor on the production build: what a person types into the surface reaches the
// model from the next call on (also mid-run), a broken edit never does, the lint reads the edit,
// and saved variants can be put side by side.

const apiKey = fakeApiKey('surface-editor');

function surfaceJson(page: Page) {
  return page.getByRole('textbox', { name: 'Surface JSON', exact: true });
}

/** The Surface tab, in its JSON view (it opens on prose). */
async function openSurfaceTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Surface', exact: true }).click();
  await page.getByRole('group', { name: 'Surface view', exact: true }).getByRole('button', { name: 'JSON', exact: true }).click();
  await surfaceJson(page).waitFor({ timeout: uiTimeoutMs });
}

/** Selects the first match of `text` in the editor, with Monaco's own find (Ctrl+F, type, Escape). */
async function selectInSurface(page: Page, text: string): Promise<void> {
  await surfaceJson(page).focus();
  await page.keyboard.press('Control+f');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
}

/** What the header says about the surface in force. */
function inForceStatus(page: Page) {
  return region(page, 'Surface editor').getByRole('status').filter({ hasText: /In force|Applying|Not applied/ });
}

async function waitForEditApplied(page: Page): Promise<void> {
  await expect.poll(() => inForceStatus(page).textContent(), { timeout: uiTimeoutMs }).toMatch(/^In force: .*, edited\./);
}

function readFileDescription(request: RecordedRequest | undefined): string {
  return request?.body?.tools?.find((tool: { name: string }) => tool.name === 'read_file')?.description ?? '';
}

describe('the schema editor', () => {
  const live = useLivePlayground({
    apiKey,
    // Monaco 0.57's diff editor now and then gets no answer from its worker for its first diff in
    // some builds ("no diff result available"), retries and shows the diff; the diff test checks
    // that the change is shown.
    toleratedPageError: (line) => line.includes('no diff result available'),
  });

  it("sends read_file's edited description from the next model call of a run already going, and marks the change", async () => {
    rescript(live.fakeApi, [
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'ls' } }] },
      { blocks: [{ type: 'text', text: 'Listed the files.' }] },
    ]);
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await openSurfaceTab(page);
    await startRun(page, 'List the files.');
    // The run waits on the command: the second model call has not been made yet.
    await button(page, 'Approve').waitFor({ timeout: uiTimeoutMs });

    await selectInSurface(page, 'Reads a text file');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('EDITED LIVE ');
    await waitForEditApplied(page);
    await button(page, 'Approve').click();

    await waitUntil(() => live.fakeApi.messageRequests.length >= 2, 'the model is called again after the approved command');
    expect(readFileDescription(live.fakeApi.messageRequests[0])).toMatch(/^Reads a text file/);
    expect(readFileDescription(live.fakeApi.messageRequests[1])).toMatch(/^EDITED LIVE Reads a text file/);
    await waitForTranscript(page, 'The surface changed before this step: read_file description.');
    await waitForRunEnd(page);

    // The Wire tab shows each step's request exactly as sent.
    await page.getByRole('tab', { name: 'Wire', exact: true }).click();
    const step = page.getByRole('combobox', { name: 'Step', exact: true });
    await expect.poll(() => step.locator('option').allTextContents(), { timeout: uiTimeoutMs }).toEqual(['Step 1', 'Step 2']);
    const body = page.getByLabel('Request body', { exact: true });
    expect(await body.textContent()).toContain('EDITED LIVE Reads a text file');
    await step.selectOption({ label: 'Step 1' });
    await expect.poll(() => body.textContent(), { timeout: uiTimeoutMs }).not.toContain('EDITED LIVE');
    expect(JSON.parse((await body.textContent()) ?? '')).toEqual(JSON.parse(JSON.stringify(live.fakeApi.messageRequests[0]!.body, (key, value) => (key === 'stream' ? undefined : value))));
  });

  it('shows the reserved-name finding when Bash is renamed to bash, and switches the tool off and on', async () => {
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await openSurfaceTab(page);
    await selectInSurface(page, '"name": "Bash');
    await page.keyboard.press('ArrowRight');
    for (let count = 0; count < 4; count++) await page.keyboard.press('Backspace');
    await page.keyboard.type('bash');

    const lint = region(page, 'Lint');
    await expect.poll(() => lint.textContent(), { timeout: uiTimeoutMs }).toContain('"bash" is a name Anthropic uses for one of its own tools');
    expect(await lint.textContent()).toContain('Fix: Pick another name, e.g. "Bash".');
    // A finding carries its rule's blind figure. The reserved name (tool-name) spoke 24 times on
    // five servers of the last six blind measures, rightly: too few servers to say it holds. drift
    // (grep's description names Bash) was right 9 times in 12 there, on seven servers: questions,
    // not verdicts.
    const lintText = (await lint.textContent()) ?? '';
    expect(lintText).toContain('Fix: Call it bash.');
    expect(lintText).toContain('Fix: Pick another name, e.g. "Bash".');
    expect(lintText.split('On servers it was not tuned on')).toHaveLength(3);
    const reservedName = lintText.slice(lintText.indexOf('"bash" is a name Anthropic uses'));
    expect(reservedName).toContain(
      'On servers it was not tuned on, this rule was right 24 of 24 times on 5 servers (95% 0.57–1.00): not enough servers or findings yet to say it holds.',
    );
    const driftFinding = lintText.slice(lintText.indexOf('Warning drift'));
    expect(driftFinding).toContain('Warning drift');
    expect(driftFinding).toContain(
      'On servers it was not tuned on, this rule was right 9 of 12 times on 7 servers (95% 0.39–0.93): read its findings as questions, not verdicts.',
    );
    await lint.getByRole('button', { name: 'Go to tools[6].name', exact: true }).waitFor();

    const enabled = page.getByRole('checkbox', { name: 'Enabled: bash', exact: true });
    await enabled.uncheck();
    await expect.poll(() => lint.textContent(), { timeout: uiTimeoutMs }).not.toContain('"bash" is a name Anthropic uses');
    expect(await enabled.isChecked()).toBe(false);
    await enabled.check();
    await expect.poll(() => lint.textContent(), { timeout: uiTimeoutMs }).toContain('"bash" is a name Anthropic uses');
  });

  it('says an edit that breaks the JSON is not applied, and the run goes on with the last valid surface', async () => {
    rescript(live.fakeApi, [
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'ls' } }] },
      { blocks: [{ type: 'text', text: 'Still here.' }] },
    ]);
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await openSurfaceTab(page);
    await startRun(page, 'List the files.');
    await button(page, 'Approve').waitFor({ timeout: uiTimeoutMs });

    // Break the JSON first, then change the description: no part of this edit may reach the model.
    await selectInSurface(page, '"tools": [');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('x');
    await selectInSurface(page, 'Reads a text file');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('NEVER SENT ');

    const banner = page.getByRole('alert').filter({ hasText: 'This edit is not applied' });
    await banner.waitFor({ timeout: uiTimeoutMs });
    expect(await banner.textContent()).toMatch(/JSON — line \d+, column \d+: .*The run keeps the last valid surface/);
    await expect.poll(() => inForceStatus(page).textContent(), { timeout: uiTimeoutMs }).toContain('Not applied: the last valid surface stays in force.');

    await button(page, 'Approve').click();
    await waitForTranscript(page, 'Still here.');
    expect(readFileDescription(live.fakeApi.messageRequests[1])).toMatch(/^Reads a text file/);
    expect(live.fakeApi.messageRequests[1]!.body.tools).toEqual(live.fakeApi.messageRequests[0]!.body.tools);
    await waitForRunEnd(page);
  });

  it('saves two variants, shows their diff side by side, and keeps them after a reload', async () => {
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await openSurfaceTab(page);
    const variants = region(page, 'Variants');

    await textbox(variants, 'Variant name').fill('plain');
    await button(variants, 'Save variant').click();
    await variants.getByText('Saved variant "plain".').waitFor({ timeout: uiTimeoutMs });

    await selectInSurface(page, 'Reads a text file');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('Careful: ');
    await waitForEditApplied(page);
    await textbox(variants, 'Variant name').fill('careful');
    await button(variants, 'Save variant').click();
    await variants.getByText('Saved variant "careful".').waitFor({ timeout: uiTimeoutMs });

    await variants.getByRole('combobox', { name: 'Compare from', exact: true }).selectOption({ label: 'plain' });
    await variants.getByRole('combobox', { name: 'Compare to', exact: true }).selectOption({ label: 'careful' });
    await button(variants, 'Compare variants').click();
    const diff = region(page, 'Variant diff');
    await expect.poll(() => diff.textContent(), { timeout: uiTimeoutMs }).toContain('plain → careful: read_file description');
    // Monaco's diff editor, both sides, with the changed line in view and marked as inserted text.
    await expect.poll(() => diff.textContent(), { timeout: uiTimeoutMs }).toContain('Careful:');
    expect(await diff.getByRole('textbox').count()).toBeGreaterThanOrEqual(2);
    await diff.locator('.char-insert').first().waitFor({ timeout: uiTimeoutMs });

    const reloaded = await live.playground.open();
    await waitForWorkspace(reloaded);
    await openSurfaceTab(reloaded);
    const saved = region(reloaded, 'Variants').getByRole('combobox', { name: 'Variant', exact: true });
    await expect.poll(() => saved.locator('option').allTextContents(), { timeout: uiTimeoutMs }).toEqual(expect.arrayContaining(['plain', 'careful']));
    await saved.selectOption({ label: 'careful' });
    await expect.poll(() => inForceStatus(reloaded).textContent(), { timeout: uiTimeoutMs }).toContain('In force: variant "careful".');
  });
});
