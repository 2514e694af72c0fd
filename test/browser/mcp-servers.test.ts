import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpHttpServer, type TestMcpHttpServer } from '../support/mcp-http-server';
import { button, textbox, uiTimeoutMs } from './support/app';
import { addForm, addServer, openServersDialog, serverItem, serversDialog } from './support/mcp-servers-dialog';
import { startPlayground, type Playground } from './support/playground';

// MCP servers added in the page, on the production build in Chromium: a real SDK server started
// here, reached across origins the way a person's own server would be. The MCP client arrives as
// its own chunk, only once a server is added.

/** The MCP client's chunks: the page's own (mcp-modules) and the SDK client it shares with Compare. */
function mcpChunkRequests(playground: Playground): string[] {
  return playground.requests.requests.map((request) => request.url).filter((url) => /\/mcp-(modules|connection)-[^/]*\.js$/.test(url));
}

describe('MCP servers in the page', () => {
  let playground: Playground;
  let open: TestMcpHttpServer;
  let closed: TestMcpHttpServer;
  let locked: TestMcpHttpServer;

  beforeAll(async () => {
    playground = await startPlayground();
    open = await startMcpHttpServer({ cors: { origin: playground.url } });
    closed = await startMcpHttpServer();
    locked = await startMcpHttpServer({ cors: { origin: playground.url, extraHeaders: ['authorization'] } });
  });

  afterAll(async () => {
    await open?.close();
    await closed?.close();
    await locked?.close();
    await playground?.close();
  });

  it('connects a server added by URL, shows its tool count, and reconnects it after a reload', async () => {
    const page = await playground.open();
    await openServersDialog(page);
    expect(mcpChunkRequests(playground)).toEqual([]);

    await addServer(page, 'notes', open.url);
    await expect.poll(() => serverItem(page, 'notes').getByRole('status').textContent(), { timeout: uiTimeoutMs }).toBe('Ready: 6 tools, all offered to the model.');
    expect(mcpChunkRequests(playground).some((url) => url.includes('/mcp-modules-'))).toBe(true);
    expect(open.requestHeaders.length).toBeGreaterThan(0);

    await page.reload();
    await openServersDialog(page);
    await expect.poll(() => serverItem(page, 'notes').getByRole('status').textContent(), { timeout: uiTimeoutMs }).toBe('Ready: 6 tools, all offered to the model.');
    await button(serverItem(page, 'notes'), 'Remove').click();
    await expect.poll(() => serversDialog(page).getByRole('listitem').count()).toBe(0);
  });

  it('sends a header, keeps only its name across a reload, and asks for its value again', async () => {
    const page = await playground.open();
    await openServersDialog(page);
    const form = addForm(page);
    await button(form, 'Add header').click();
    await textbox(form, 'Header name').fill('Authorization');
    await form.getByLabel('Header value', { exact: true }).fill('Bearer page-secret-1');
    await addServer(page, 'team', locked.url);
    await expect.poll(() => serverItem(page, 'team').getByRole('status').textContent(), { timeout: uiTimeoutMs }).toBe('Ready: 6 tools, all offered to the model.');
    expect(locked.requestHeaders.every((headers) => headers.authorization === 'Bearer page-secret-1')).toBe(true);

    await page.reload();
    await openServersDialog(page);
    const item = serverItem(page, 'team');
    await expect.poll(() => item.getByRole('status').textContent(), { timeout: uiTimeoutMs }).toMatch(/^Needs its headers again \(Authorization\)/);
    await item.getByLabel('Authorization', { exact: true }).fill('Bearer typed-again-2');
    await button(item, 'Connect').click();
    await expect.poll(() => item.getByRole('status').textContent(), { timeout: uiTimeoutMs }).toBe('Ready: 6 tools, all offered to the model.');
    expect(locked.requestHeaders.at(-1)?.authorization).toBe('Bearer typed-again-2');
    await button(item, 'Remove').click();
  });

  it('says a server that sends no CORS headers refuses this page, and what to set on it', async () => {
    const page = await playground.open();
    await openServersDialog(page);
    await addServer(page, 'private', closed.url);
    const status = serverItem(page, 'private').getByRole('status');
    await expect.poll(() => status.textContent(), { timeout: uiTimeoutMs }).toMatch(/^Failed: /);
    const words = (await status.textContent()) ?? '';
    expect(words).toContain(`does not allow this page (${playground.url}) to read its answers (CORS)`);
    expect(words).toContain(`Access-Control-Allow-Origin: ${playground.url};`);
    expect(words).toContain('Access-Control-Allow-Headers: content-type, mcp-session-id, mcp-protocol-version, last-event-id;');
    expect(words).toContain('Access-Control-Expose-Headers: mcp-session-id;');
    // The server did see the page's requests: it was there, and only the browser kept the answer.
    expect(closed.requestHeaders.length).toBeGreaterThan(0);
  });

  it('tells a server that is not there apart from one that refuses the page', async () => {
    const page = await playground.open();
    await openServersDialog(page);
    const gone = await startMcpHttpServer();
    const url = gone.url;
    await gone.close();
    await addServer(page, 'gone', url);
    await expect
      .poll(() => serverItem(page, 'gone').getByRole('status').textContent(), { timeout: uiTimeoutMs })
      .toBe(`Failed: Nothing answered at ${url}. Check the address and that the server is running, then Reconnect.`);
  });
});
