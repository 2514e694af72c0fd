import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api';
import { fakeApiKey } from '../support/fake-api-key';
import { startMcpHttpServer, type TestMcpHttpServer } from '../support/mcp-http-server';
import { button, configureModel, region, startRun, textbox, uiTimeoutMs, waitForRunEnd, waitForTranscript, waitForWorkspace } from './support/app';
import { rescript } from './support/model-requests';
import { addServer, openServersDialog, serverItem, serversDialog } from './support/mcp-servers-dialog';
import { startPlayground, type Playground } from './support/playground';

// A real MCP server in the production build, where a new user met rough edges: undo after the
// server joined, an image the server returns, the server's instructions on the wire, and the
// replay's list of what changed from the defaults.

const apiKey = fakeApiKey('mcp-page-edges');
const instructions = 'Always search the notes before adding one.';
const heading = '## Instructions from the MCP server "notes"';

async function openSurfaceTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Surface', exact: true }).click();
  await textbox(page, 'Description of read_file').waitFor({ timeout: uiTimeoutMs });
}

describe('a real MCP server on the page', () => {
  let playground: Playground;
  let fakeApi: FakeMessagesApi;
  let server: TestMcpHttpServer;

  beforeAll(async () => {
    fakeApi = await startFakeMessagesApi({ script: [] });
    playground = await startPlayground();
    server = await startMcpHttpServer({ cors: { origin: playground.url }, instructions });
  });

  afterAll(async () => {
    await server?.close();
    await playground?.close();
    await fakeApi?.close();
  });

  it('keeps the server tools on through undo, shows its image in the transcript, and sends its instructions', async () => {
    rescript(fakeApi, [{ blocks: [{ type: 'tool_use', name: 'snapshot', input: {} }] }, { blocks: [{ type: 'text', text: 'The board is shown.' }] }]);
    const page = await playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: fakeApi.url, model: 'claude-fake-1' });
    await openSurfaceTab(page);

    // An edit made before the server joins.
    const description = textbox(page, 'Description of read_file');
    const original = await description.inputValue();
    await description.fill('Reads one file.');
    const editorStatus = region(page, 'Surface editor').getByRole('status').filter({ hasText: /In force|Applying|Not applied/ });
    await expect.poll(() => editorStatus.textContent(), { timeout: uiTimeoutMs }).toMatch(/^In force: .*, edited\./);

    await openServersDialog(page);
    await addServer(page, 'notes', server.url);
    await expect.poll(() => serverItem(page, 'notes').getByRole('status').textContent(), { timeout: uiTimeoutMs }).toBe('Ready: 6 tools, all offered to the model.');
    await button(serversDialog(page), 'Close').click();
    const searchOn = page.getByRole('checkbox', { name: 'Enabled: search_notes', exact: true });
    await expect.poll(() => searchOn.isChecked(), { timeout: uiTimeoutMs }).toBe(true);

    // Undo takes back the edit, past the moment the server joined, and leaves its tools on.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => description.inputValue(), { timeout: uiTimeoutMs }).toBe(original);
    expect(await searchOn.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Enabled: snapshot', exact: true }).isChecked()).toBe(true);

    await startRun(page, 'Show me the board.');
    await waitForTranscript(page, 'The board is shown.');
    await waitForRunEnd(page);

    // The server's instructions went after the system prompt, under its heading.
    const system: string = fakeApi.messageRequests[0]!.body.system[0].text;
    expect(system).toContain(`${heading}\n\n${instructions}`);
    expect(fakeApi.messageRequests[0]!.body.tools.map((tool: { name: string }) => tool.name)).toContain('search_notes');

    // The image it returned is in the live transcript, as an image, with its kind and size.
    const image = page.getByRole('img', { name: /^Image 1 the tool returned \(image\/png · \d+ bytes\)$/ });
    await image.waitFor({ timeout: uiTimeoutMs });
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);

    // The Wire tab shows the instructions where the model read them.
    await page.getByRole('tab', { name: 'Wire', exact: true }).click();
    const body = page.getByLabel('Request body', { exact: true });
    // (the body is JSON: the heading's quotes and line breaks are escaped as sent)
    await expect.poll(() => body.textContent(), { timeout: uiTimeoutMs }).toContain(JSON.stringify(`${heading}\n\n${instructions}`).slice(1, -1));

    // The replay's change list: the server's tools on one line, not six tools "added".
    await button(page, 'Share').click();
    const linkBox = textbox(page.getByRole('dialog', { name: 'Share this run' }), 'Share link');
    await expect.poll(() => linkBox.inputValue(), { timeout: uiTimeoutMs }).toMatch(/#share=v1\./);
    const viewer = await page.context().newPage();
    await viewer.goto(await linkBox.inputValue());
    const shared = viewer.getByRole('region', { name: 'Shared surface', exact: true });
    const serverLine = shared.getByRole('article', { name: 'MCP server notes tools', exact: true });
    await expect.poll(() => serverLine.textContent(), { timeout: uiTimeoutMs }).toContain('From server notes: 6 tools (search_notes, add_note, ');
    expect(await shared.getByRole('article', { name: /added$/ }).count()).toBe(0);
    expect(await shared.getByRole('article', { name: 'System prompt text', exact: true }).textContent()).toContain(instructions);
    await viewer.close();
  });
});
