import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { button, region, textbox, uiTimeoutMs, waitForWorkspace } from './support/app';
import { startPlayground, type Playground } from './support/playground';

// Hostile calls a model could make, made by hand in the page ("be the model"): each must answer
// promptly, with the page still responsive, instead of freezing the tab.

async function callTool(page: Page, tool: string, input: unknown): Promise<{ text: string; ms: number }> {
  const panel = region(page, 'Be the model');
  await panel.getByRole('combobox', { name: 'Tool', exact: true }).selectOption(tool);
  await textbox(panel, 'Arguments (JSON)').fill(JSON.stringify(input));
  const result = region(panel, 'Result');
  const before = (await result.count()) > 0 ? await result.textContent() : undefined;
  const started = Date.now();
  await button(panel, 'Call').click();
  await expect.poll(async () => ((await result.count()) > 0 ? await result.textContent() : before), { timeout: uiTimeoutMs }).not.toBe(before);
  return { text: (await result.textContent()) ?? '', ms: Date.now() - started };
}

describe('hostile tool calls in the page', () => {
  let playground: Playground;
  let page: Page;

  beforeAll(async () => {
    playground = await startPlayground();
    page = await playground.open();
    await waitForWorkspace(page);
    await button(page, 'Be the model').click();
    await region(page, 'Be the model').waitFor({ timeout: uiTimeoutMs });
  });

  afterAll(async () => {
    await playground?.close();
  });

  it('grep with (a+)+$ over 400 forty-character lines answers at once', async () => {
    const lines = Array.from({ length: 400 }, (_, index) => `${'a'.repeat(39)}${index % 2 === 0 ? '!' : 'a'}`).join('\n');
    await callTool(page, 'write_file', { path: 'hostile.txt', content: lines });
    const grep = await callTool(page, 'grep', { pattern: '(a+)+$', path: 'hostile.txt', flags: '-c' });
    expect(grep.text).toContain('hostile.txt:200');
    expect(grep.ms).toBeLessThan(5_000);
    // The page is still alive: it evaluates script right away.
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
  });

  it('a 2,000-character path is refused, and the deepest allowed path is written and listed promptly', async () => {
    const tooLong = await callTool(page, 'write_file', { path: `${'d/'.repeat(997)}f.txt`, content: 'x' });
    expect(tooLong.text).toContain('PathTooLong');
    expect(tooLong.text).toContain('more characters left out');

    const deep = `${'d/'.repeat(63)}f.txt`;
    await callTool(page, 'write_file', { path: deep, content: 'deep\n' });
    const listing = await callTool(page, 'ls', { recursive: true });
    expect(listing.text).toContain(deep);
    expect(listing.ms).toBeLessThan(5_000);
  });
});
