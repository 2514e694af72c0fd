import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMessagesApi, type FakeMessagesApi, type RecordedRequest } from '../support/fake-messages-api';
import { fakeApiKey } from '../support/fake-api-key';
import { startMcpHttpServer, type TestMcpHttpServer } from '../support/mcp-http-server';
import { button, configureModel, region, startRun, textbox, uiTimeoutMs, waitForRunEnd, waitForTranscript, waitForWorkspace, waitUntil } from './support/app';
import { launchChromium, type LaunchedChromium } from './support/chromium';
import { rescript, toolResultsOf } from './support/model-requests';
import { addServer, openServersDialog, serverItem, serversDialog } from './support/mcp-servers-dialog';
import { startPlayground, type Playground } from './support/playground';
import { RequestLog } from './support/request-log';

// A person's own MCP server, end to end on the production build in Chromium: added by URL, its
// tools in the Surface tab, one description rewritten there, a run against the local Messages API
// in which the model calls the server's tools (one read-only, one approved on the card) and the
// server's real answers land in the transcript; then the run shared, and its link replayed in
// another browser after the server has stopped, reaching no server at all.

const apiKey = fakeApiKey('mcp-end-to-end');
const task = 'Which note is about the garden? Then add a note about compost.';
const rewritten = 'Looks through every note for one word and lists the titles of the notes that contain it. Use it before add_note, to avoid duplicates.';

async function connectServer(page: Page, name: string, url: string): Promise<void> {
  await openServersDialog(page);
  await addServer(page, name, url);
  await expect.poll(() => serverItem(page, name).getByRole('status').textContent(), { timeout: uiTimeoutMs }).toMatch(/^Ready: \d+ tools, all offered to the model\.$/);
  await button(serversDialog(page), 'Close').click();
}

function sentTool(request: RecordedRequest | undefined, name: string): { description?: string } | undefined {
  return request?.body?.tools?.find((entry: { name: string }) => entry.name === name);
}

describe('an MCP server of your own, from the Surface tab to a shared link', () => {
  let playground: Playground;
  let fakeApi: FakeMessagesApi;
  let server: TestMcpHttpServer;
  let other: LaunchedChromium;
  let otherRequests: RequestLog;

  beforeAll(async () => {
    fakeApi = await startFakeMessagesApi({ script: [] });
    playground = await startPlayground();
    server = await startMcpHttpServer({ cors: { origin: playground.url } });
    // The person the link is sent to: another profile, so nothing of the sharer's list of servers.
    other = await launchChromium();
    other.context.setDefaultTimeout(uiTimeoutMs);
    otherRequests = new RequestLog(other.context);
  });

  afterAll(async () => {
    await other?.close();
    await server?.close();
    await playground?.close();
    await fakeApi?.close();
  });

  it('runs a rewritten server tool for real, and replays the run from its link with the server stopped', async () => {
    rescript(fakeApi, [
      { blocks: [{ type: 'tool_use', name: 'search_notes', input: { query: 'garden' } }] },
      { blocks: [{ type: 'tool_use', name: 'add_note', input: { title: 'compost' } }] },
      { blocks: [{ type: 'text', text: 'The garden note is called garden, and compost is added.' }] },
    ]);
    const page = await playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: fakeApi.url, model: 'claude-fake-1' });
    await connectServer(page, 'notes', server.url);

    // Its tools sit in the Surface tab beside the built-ins; one description is rewritten there.
    const card = page.getByRole('article', { name: 'Tool search_notes', exact: true });
    await expect.poll(() => card.textContent(), { timeout: uiTimeoutMs }).toContain('from the MCP server notes');
    const description = textbox(page, 'Description of search_notes');
    expect(await description.inputValue()).toBe('Searches the notes for a word and returns the matching titles.');
    await description.fill(rewritten);
    const editorStatus = region(page, 'Surface editor').getByRole('status').filter({ hasText: /In force|Applying|Not applied/ });
    await expect.poll(() => editorStatus.textContent(), { timeout: uiTimeoutMs }).toMatch(/^In force: .*, edited\./);

    await startRun(page, task);
    await waitUntil(() => fakeApi.messageRequests.length >= 1, 'the model is called');
    expect(sentTool(fakeApi.messageRequests[0], 'search_notes')?.description).toBe(rewritten);
    expect(sentTool(fakeApi.messageRequests[0], 'read_file')).toBeDefined();

    // add_note is not marked read-only: the card asks, naming the tool and its server.
    const approval = region(page, 'Approval needed');
    await expect.poll(() => approval.textContent(), { timeout: uiTimeoutMs }).toContain('add_note on the MCP server notes');
    await button(approval, 'Approve').click();
    await waitForTranscript(page, 'compost is added.');
    await waitForRunEnd(page);

    // The server saw both calls under its own names, and its real answers went to the model.
    expect(server.calls).toEqual([
      { tool: 'search_notes', args: { query: 'garden' } },
      { tool: 'add_note', args: { title: 'compost' } },
    ]);
    expect(toolResultsOf(fakeApi.messageRequests[1]).map((result) => result.content)).toEqual(['2 notes match "garden": groceries, garden']);
    expect(toolResultsOf(fakeApi.messageRequests[2]).map((result) => result.content)).toEqual(['added note n-1 "compost"']);
    const log = page.getByRole('log', { name: 'Transcript', exact: true });
    expect(await log.textContent()).toContain('2 notes match "garden": groceries, garden');
    // Nothing but the page, the model endpoint and the person's own server was contacted.
    expect(playground.requests.foreign([playground.url, fakeApi.url, server.url])).toEqual([]);

    await button(page, 'Share').click();
    const dialog = page.getByRole('dialog', { name: 'Share this run' });
    const linkBox = textbox(dialog, 'Share link');
    // A version 2 link: it carries the server's own wording of the rewritten search_notes.
    await expect.poll(() => linkBox.inputValue(), { timeout: uiTimeoutMs }).toMatch(/#share=v2\./);
    const link = await linkBox.inputValue();
    expect(link).not.toContain(apiKey);
    await page.close();
    await server.close();

    const viewer = await other.context.newPage();
    await viewer.goto(link);
    await viewer.getByRole('heading', { name: `Shared run: ${task}` }).waitFor();
    const used = viewer.getByLabel('MCP servers this run used');
    await expect.poll(() => used.textContent(), { timeout: uiTimeoutMs }).toBe(
      'This run used the MCP server notes (2 calls). The replay shows the results recorded in the link; it contacts no server.',
    );
    const replayLog = viewer.getByRole('log', { name: 'Shared transcript' });
    await expect.poll(() => replayLog.textContent(), { timeout: uiTimeoutMs }).toContain('2 notes match "garden": groceries, garden');
    expect(await replayLog.textContent()).toContain('added note n-1 "compost"');
    // The rewritten description shows as an edit of the server's own wording, under its server.
    const edit = viewer.getByRole('region', { name: 'Shared surface', exact: true }).getByRole('article', { name: 'search_notes (MCP server notes) description', exact: true });
    await expect.poll(() => edit.locator('del').allTextContents(), { timeout: uiTimeoutMs }).not.toEqual([]);
    expect(await edit.locator('ins').allTextContents()).not.toEqual([]);
    // The viewer's browser reached its page and nothing else: no server, not even the stopped one.
    expect(otherRequests.foreign([playground.url])).toEqual([]);
    await viewer.close();
  });
});
