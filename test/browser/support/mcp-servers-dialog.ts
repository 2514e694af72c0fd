import type { Page } from 'playwright-core';
import { button, textbox, uiTimeoutMs } from './app';

/** The Surface tab's "MCP servers" dialog, as a person uses it. */

export function serversDialog(page: Page) {
  return page.getByRole('dialog', { name: 'MCP servers', exact: true });
}

export function serverItem(page: Page, name: string) {
  return serversDialog(page).getByRole('list', { name: 'Servers', exact: true }).getByRole('listitem', { name, exact: true });
}

export async function openServersDialog(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Surface', exact: true }).click();
  await button(page, 'MCP servers').click();
  await serversDialog(page).waitFor({ timeout: uiTimeoutMs });
}

export function addForm(page: Page) {
  return serversDialog(page).getByRole('form', { name: 'Add a server', exact: true });
}

/** Fills in the add form and presses Connect; the dialog must be open. */
export async function addServer(page: Page, name: string, url: string): Promise<void> {
  await textbox(addForm(page), 'Server name').fill(name);
  await textbox(addForm(page), 'Server URL').fill(url);
  await button(addForm(page), 'Connect').click();
}
