import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * The app as a person (or a screen reader) meets it: every step goes through the accessible names
 * the architecture note fixes, so a test fails when a name a user relies on goes missing.
 */

/** How long the UI may take to show something after its cause (a reply, a click). */
export const uiTimeoutMs = 15_000;

export function region(page: Page | Locator, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

export function button(page: Page | Locator, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

export function textbox(page: Page | Locator, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

export function transcript(page: Page): Locator {
  return page.getByRole('log', { name: 'Transcript', exact: true });
}

export function statusBar(page: Page): Locator {
  return region(page, 'Status');
}

/** The file tree's entry for a workspace path. */
export function fileItem(page: Page, path: string): Locator {
  return region(page, 'Files').getByRole('treeitem', { name: path, exact: true });
}

/** Waits until the workspace is usable: the file tree lists at least one file. */
export async function waitForWorkspace(page: Page): Promise<void> {
  await region(page, 'Files').getByRole('treeitem').first().waitFor({ timeout: uiTimeoutMs });
}

export interface ModelSettings {
  /** Which provider to pick first; the page's default (Anthropic) when absent. */
  provider?: 'anthropic' | 'openai';
  apiKey: string;
  baseUrl: string;
  model: string;
}

/** Types the key, the endpoint and the model into the Settings dialog, then closes it. */
export async function configureModel(page: Page, settings: ModelSettings): Promise<void> {
  await button(page, 'Settings').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: uiTimeoutMs });
  if (settings.provider) await dialog.getByRole('combobox', { name: 'Provider', exact: true }).selectOption(settings.provider);
  // The endpoint first: the dialog lists the models of a key it holds after a short pause, and a key
  // with no endpoint yet is listed at the provider's own host, which a busy machine gives time to reach.
  await textbox(dialog, 'Base URL').fill(settings.baseUrl);
  await textbox(dialog, 'API key').fill(settings.apiKey);
  // A model id field that suggests the provider's list is an <input list>, whose role is combobox;
  // either role is fine for a person as long as the name is "Model".
  await textbox(dialog, 'Model').or(dialog.getByRole('combobox', { name: 'Model', exact: true })).fill(settings.model);
  await closeDialog(page, dialog);
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  const closer = dialog.getByRole('button', { name: /^(Close|Done|Save)$/ });
  if ((await closer.count()) > 0) await closer.first().click();
  else await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: uiTimeoutMs });
}

/** Types a task and presses Run. */
export async function startRun(page: Page, task: string): Promise<void> {
  await textbox(page, 'Task').fill(task);
  await button(page, 'Run').click();
}

/** Waits until no run is going: Stop is greyed out again (Run also needs a task, so it says less). */
export async function waitForRunEnd(page: Page): Promise<void> {
  await expect.poll(() => button(page, 'Stop').isDisabled(), { timeout: uiTimeoutMs }).toBe(true);
}

/** Waits until the transcript's text matches, and returns that text. */
export async function waitForTranscript(page: Page, pattern: RegExp | string): Promise<string> {
  const log = transcript(page);
  await expect.poll(() => log.textContent(), { timeout: uiTimeoutMs }).toMatch(toPattern(pattern));
  return (await log.textContent()) ?? '';
}

/** Polls a condition on the Node side (the fake server's records) with the UI's patience. */
export async function waitUntil(condition: () => boolean, what: string): Promise<void> {
  await expect.poll(condition, { timeout: uiTimeoutMs, message: what }).toBe(true);
}

function toPattern(pattern: RegExp | string): RegExp {
  return typeof pattern === 'string' ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : pattern;
}
