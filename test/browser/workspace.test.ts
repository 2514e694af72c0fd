import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  button,
  configureModel,
  startRun,
  statusBar,
  uiTimeoutMs,
  waitForTranscript,
  waitForWorkspace,
  waitUntil,
} from './support/app';
import { useLivePlayground } from './support/live-playground';
import { rescript, toolResultsOf } from './support/model-requests';
import { fakeApiKey } from '../support/fake-api-key';

// The workspace a person gets when WebContainer cannot come (this machine has no internet, so its
// runtime never answers), and what a runaway command does to the page: nothing.

const apiKey = fakeApiKey('workspace');
const bootTimeoutMs = 1500;

/** Opens Settings with a click and closes it again: how long a person waits for the page to react. */
async function timeSettingsRoundTrip(page: Page): Promise<number> {
  const started = performance.now();
  await button(page, 'Settings').click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  return performance.now() - started;
}

describe('the embedded workspace', () => {
  const live = useLivePlayground({ apiKey });

  it('takes over when WebContainer does not answer within the timeout, and the status bar says so', async () => {
    const opened = performance.now();
    const page = await live.playground.open(`?webcontainerTimeoutMs=${bootTimeoutMs}`);
    const status = statusBar(page);

    // Usable at once, long before WebContainer's timeout: the embedded workspace starts first.
    await waitForWorkspace(page);
    const listedAfterMs = performance.now() - opened;
    await expect.poll(() => status.textContent(), { timeout: uiTimeoutMs }).toContain('Embedded workspace');

    await status.getByText(/WebContainer unavailable: no answer from its runtime within/).waitFor({ timeout: bootTimeoutMs + 5000 });
    const explainedAfterMs = performance.now() - opened;
    expect(listedAfterMs).toBeLessThan(explainedAfterMs);
    expect(explainedAfterMs).toBeGreaterThanOrEqual(bootTimeoutMs);
    expect(explainedAfterMs).toBeLessThan(bootTimeoutMs + 5000);
    expect(await status.textContent()).toContain('Embedded workspace');
    // The page is cross-origin isolated, so WebContainer really tried its runtime and got no answer.
    expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);
    expect(live.playground.requests.webContainer().length).toBeGreaterThan(0);
  });

  it('kills a runaway Bash loop without freezing the page, and the model reads that it timed out', async () => {
    rescript(live.fakeApi, [
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'echo started; while true; do :; done', timeout: 5 } }] },
      { blocks: [{ type: 'text', text: 'That loop never ends; I will not run it again.' }] },
    ]);
    const page = await live.playground.open(`?webcontainerTimeoutMs=${bootTimeoutMs}`);
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await startRun(page, 'Spin forever.');
    await waitForTranscript(page, 'echo started; while true; do :; done');
    await button(page, 'Approve').click();

    // While the loop spins, the page answers at once and a button works. The first round trip starts
    // right after Approve: a main thread running the loop would hold it for about the whole spin.
    const roundTrips: number[] = [];
    let clickMs: number | undefined;
    while (live.fakeApi.messageRequests.length < 2 && roundTrips.length < 400) {
      const started = performance.now();
      await page.evaluate(() => document.title);
      roundTrips.push(performance.now() - started);
      if (clickMs === undefined) clickMs = await timeSettingsRoundTrip(page);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    await waitUntil(() => live.fakeApi.messageRequests.length >= 2, 'the model hears how the loop ended');
    const [result] = toolResultsOf(live.fakeApi.messageRequests[1]);
    // Bash reports timedOut as its header line: "timed out: ..." or "stopped after N s, before it finished".
    expect(result?.content).toMatch(/^(timed out: stopped after|stopped after [\d.]+ s, before it finished)/);
    const spunMs = 1000 * Number(/stopped after ([\d.]+) s/.exec(result!.content)![1]);
    expect(spunMs).toBeGreaterThanOrEqual(200);
    // The shell in the worker stops the loop at its time limit and keeps what it printed before.
    expect(result?.content).toMatch(/^timed out: stopped after 5 s/);
    expect(result?.content).toMatch(/\nstdout:\nstarted\n/);
    // A loop on the main thread would hold a round trip for most of the spin; a quarter of it leaves
    // room for a busy machine's own stalls without letting a frozen page pass.
    expect(Math.max(...roundTrips)).toBeLessThan(spunMs / 4);
    expect(clickMs).toBeLessThan(2000);
    const shown = await waitForTranscript(page, 'That loop never ends');
    expect(shown).toMatch(/timed out|stopped after/);
  });
});
