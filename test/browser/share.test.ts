import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api';
import { button, configureModel, region, startRun, textbox, uiTimeoutMs, waitForRunEnd, waitForTranscript, waitForWorkspace, waitUntil } from './support/app';
import { launchChromium, type LaunchedChromium } from './support/chromium';
import { rescript } from './support/model-requests';
import { startPlayground, type Playground } from './support/playground';
import { RequestLog } from './support/request-log';
import { encodeShareLink } from '../../src/share/share-codec';
import { node, shareDocument, transcript as shareTranscript } from '../unit/share/share-fixtures';
import { fakeApiKey } from '../support/fake-api-key';
import { defaultSurface } from '../../src/engine/toolkit/default-surface';
import { surfaceHash } from '../../src/engine/toolkit/surface';
import { applyOverlay } from '../../src/engine/toolkit/surface-overlay';

// Share a finished run, open the link in another browser (a fresh profile: nothing of the first
// one's storage) with a key set there, step through it without a single request reaching the
// model server, fork it and carry it on live.

const apiKey = fakeApiKey('share');
const task = 'Write the plan into notes/plan.txt';

/** The shared file's content pane, whichever file is shown. */
function sharedFileText(page: Page, path: string): Promise<string | null> {
  return region(page, `Shared file: ${path}`).locator('pre').textContent();
}

function stepIndicator(page: Page) {
  return page.getByRole('navigation', { name: 'Steps', exact: true }).getByRole('status');
}

describe('sharing a run', () => {
  let playground: Playground;
  let fakeApi: FakeMessagesApi;
  let other: LaunchedChromium;
  let otherRequests: RequestLog;

  beforeAll(async () => {
    fakeApi = await startFakeMessagesApi({ script: [] });
    playground = await startPlayground();
    // Another person's browser: its own profile, so none of the sharer's storage is there.
    other = await launchChromium();
    other.context.setDefaultTimeout(uiTimeoutMs);
    otherRequests = new RequestLog(other.context);
  });

  afterEach(() => {
    // Offline-clean in both browsers: the page's own origin and the model endpoint, nothing else.
    expect(playground.requests.foreign([playground.url, fakeApi.url])).toEqual([]);
    expect(otherRequests.foreign([playground.url, fakeApi.url])).toEqual([]);
  });

  afterAll(async () => {
    await other?.close();
    await playground?.close();
    await fakeApi?.close();
  });

  it('shares a finished run, replays it elsewhere without calling the model, and forks it to continue live', async () => {
    rescript(fakeApi, [
      { blocks: [{ type: 'text', text: 'Drafting the plan.' }, { type: 'tool_use', name: 'write_file', input: { path: 'notes/plan.txt', content: 'first draft\n' } }] },
      { blocks: [{ type: 'tool_use', name: 'edit_file', input: { path: 'notes/plan.txt', oldText: 'first', newText: 'second' } }] },
      { blocks: [{ type: 'text', text: 'The plan is written.' }] },
    ]);
    const sharer = await playground.open();
    await waitForWorkspace(sharer);
    await configureModel(sharer, { apiKey, baseUrl: fakeApi.url, model: 'claude-fake-1' });
    await startRun(sharer, task);
    await waitForTranscript(sharer, 'The plan is written.');
    await waitForRunEnd(sharer);

    await button(sharer, 'Share').click();
    const dialog = sharer.getByRole('dialog', { name: 'Share this run' });
    const linkBox = textbox(dialog, 'Share link');
    await expect.poll(() => linkBox.inputValue(), { timeout: uiTimeoutMs }).toMatch(/#share=v1\./);
    const link = await linkBox.inputValue();
    expect(link.startsWith(`${playground.url}/#share=v1.`)).toBe(true);
    expect(link).not.toContain(apiKey);

    await playground.chromium.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: playground.url });
    await button(dialog, 'Copy link').click();
    await dialog.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    expect(await sharer.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The same run as a file, for the picker below.
    const [download] = await Promise.all([sharer.waitForEvent('download'), button(dialog, 'Download .json').click()]);
    const sharedFile = await readFile((await download.path())!, 'utf8');
    expect(sharedFile).not.toContain(apiKey);
    await button(dialog, 'Close').click();

    // The other browser has a key of its own; opening the link still calls nothing.
    const viewer = await other.context.newPage();
    const pageErrors: string[] = [];
    viewer.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    await viewer.goto(`${playground.url}/`);
    await waitForWorkspace(viewer);
    await configureModel(viewer, { apiKey: fakeApiKey('viewer'), baseUrl: fakeApi.url, model: 'claude-fake-1' });
    const modelRequestsBefore = fakeApi.requests.length;
    const viewerRequestsBefore = otherRequests.to(fakeApi.url).length;

    await viewer.goto(link);
    await viewer.getByRole('heading', { name: `Shared run: ${task}` }).waitFor();
    // It opens on the whole run: the last step, every reply from the first to the last, the scrubber at the end.
    await expect.poll(() => stepIndicator(viewer).textContent()).toBe('Step 3 of 3');
    const log = viewer.getByRole('log', { name: 'Shared transcript' });
    expect(await log.textContent()).toContain('Drafting the plan.');
    expect(await log.textContent()).toContain('The plan is written.');
    expect(await viewer.getByRole('slider', { name: 'Step', exact: true }).inputValue()).toBe('3');
    const files = region(viewer, 'Shared workspace');
    await files.getByRole('button', { name: 'notes/plan.txt' }).click();
    await expect.poll(() => sharedFileText(viewer, 'notes/plan.txt')).toBe('second draft\n');

    // Home takes the person back to the start, before any call.
    await viewer.keyboard.press('Home');
    await expect.poll(() => stepIndicator(viewer).textContent()).toBe('Start, before step 1 of 3');
    expect(await files.getByRole('button', { name: 'notes/plan.txt' }).count()).toBe(0);

    await button(viewer, 'Next step').click();
    await expect.poll(() => stepIndicator(viewer).textContent()).toBe('Step 1 of 3');
    await expect.poll(() => sharedFileText(viewer, 'notes/plan.txt')).toBe('first draft\n');
    expect(await log.textContent()).toContain('Drafting the plan.');
    expect(await log.textContent()).not.toContain('The plan is written.');

    // A link to this step opens another tab on step 1, not on the end.
    await other.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: playground.url });
    await button(viewer, 'Copy link to this step').click();
    await viewer.getByRole('status').filter({ hasText: 'Link to step 1 copied' }).waitFor();
    const stepLink = await viewer.evaluate(() => navigator.clipboard.readText());
    expect(stepLink).toMatch(/#share=v1\.[^&]+&step=1$/);
    const stepViewer = await other.context.newPage();
    await stepViewer.goto(stepLink);
    await expect.poll(() => stepIndicator(stepViewer).textContent(), { timeout: uiTimeoutMs }).toBe('Step 1 of 3');
    const stepLog = stepViewer.getByRole('log', { name: 'Shared transcript' });
    expect(await stepLog.textContent()).toContain('Drafting the plan.');
    expect(await stepLog.textContent()).not.toContain('The plan is written.');
    await stepViewer.close();

    await button(viewer, 'Next step').click();
    await expect.poll(() => sharedFileText(viewer, 'notes/plan.txt')).toBe('second draft\n');
    await button(viewer, 'Previous step').click();
    await expect.poll(() => sharedFileText(viewer, 'notes/plan.txt')).toBe('first draft\n');
    // The arrow keys step too.
    await viewer.keyboard.press('ArrowRight');
    await viewer.keyboard.press('ArrowRight');
    await expect.poll(() => stepIndicator(viewer).textContent()).toBe('Step 3 of 3');
    await expect.poll(() => log.textContent()).toContain('The plan is written.');
    expect(await region(viewer, 'Shared surface').textContent()).toContain('The default tools and descriptions, unchanged.');

    // Give anything that might call out a moment to do it: nothing may have.
    await viewer.waitForTimeout(1000);
    expect(fakeApi.requests.length).toBe(modelRequestsBefore);
    expect(otherRequests.to(fakeApi.url).length).toBe(viewerRequestsBefore);

    // Fork: the playground opens the copied session, and Run continues it live.
    rescript(fakeApi, [{ blocks: [{ type: 'text', text: 'Added a title.' }] }]);
    await button(viewer, 'Fork').click();
    const notice = viewer.locator('.fork-notice');
    await expect.poll(() => notice.textContent()).toContain('Add a message to continue');
    await waitForWorkspace(viewer);
    await waitForTranscript(viewer, 'The plan is written.');
    expect(await viewer.evaluate(() => window.location.hash)).toBe('');
    await expect.poll(() => viewer.evaluate(() => document.activeElement?.closest('section[aria-label="Run"]') !== null)).toBe(true);

    await startRun(viewer, 'Now add a title to the plan.');
    await waitUntil(() => fakeApi.messageRequests.length === 1, 'the forked session calls the model once');
    const sent = fakeApi.messageRequests[0]!.body.messages as Array<{ role: string; content: unknown }>;
    expect(sent.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(JSON.stringify(sent[0]!.content)).toContain(task);
    expect(JSON.stringify(sent[3]!.content)).toContain('edit_file');
    expect(JSON.stringify(sent.at(-1)!.content)).toContain('Now add a title to the plan.');
    await waitForTranscript(viewer, 'Added a title.');
    await waitForRunEnd(viewer);
    // The forked files are the live workspace's now.
    expect(await viewer.getByRole('treeitem', { name: 'notes/plan.txt', exact: true }).count()).toBe(1);

    // The file the sharer downloaded opens through "Open shared file" too.
    await viewer.getByLabel('Shared file', { exact: true }).setInputFiles({ name: 'plan.aci-share.json', mimeType: 'application/json', buffer: Buffer.from(sharedFile) });
    await viewer.getByRole('heading', { name: `Shared run: ${task}` }).waitFor();
    await button(viewer, 'Leave replay').click();
    await waitForWorkspace(viewer);
    expect(pageErrors).toEqual([]);
    await viewer.close();
  });

  it('answers a tampered link with a clear alert and a way back, touching nothing', async () => {
    rescript(fakeApi, [{ blocks: [{ type: 'text', text: 'Nothing to do.' }] }]);
    const sharer = await playground.open();
    await waitForWorkspace(sharer);
    await configureModel(sharer, { apiKey, baseUrl: fakeApi.url, model: 'claude-fake-1' });
    await startRun(sharer, 'Say hello');
    await waitForRunEnd(sharer);
    await button(sharer, 'Share').click();
    const link = await textbox(sharer.getByRole('dialog'), 'Share link').inputValue();
    expect(link).toContain('#share=v1.');

    // One character changed in the middle of the data.
    const at = link.indexOf('#share=v1.') + 30;
    const tampered = `${link.slice(0, at)}${link[at] === 'x' ? 'y' : 'x'}${link.slice(at + 1)}`;
    const viewer = await other.context.newPage();
    await viewer.goto(tampered);
    const alert = viewer.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: uiTimeoutMs }).toMatch(/^This link is damaged: some of its characters changed after it was made/);
    await button(viewer, 'Leave replay').click();
    await waitForWorkspace(viewer);
    expect(await viewer.evaluate(() => window.location.hash)).toBe('');
    await viewer.close();
  });
  it('shows markup from a link as text: nothing in it becomes HTML or runs', async () => {
    const markup = (mark: number) => `<img src="x" onerror="window.__pwned = ${mark}"><b>bold ${mark}</b>`;
    const link = await encodeShareLink(
      shareDocument({
        title: markup(1),
        workspace: { root: '/workspace', base: 'empty', added: { 'page.html': `<script>window.__pwned = 2</script>${markup(3)}` }, changed: {}, removed: [] },
        nodes: [
          node('root', shareTranscript(markup(4), [{ text: markup(5), calls: [{ name: 'read_file', input: { path: 'page.html' }, result: markup(6) }] }]), { name: markup(7) }),
        ],
      }),
    );
    const viewer = await other.context.newPage();
    const pageErrors: string[] = [];
    viewer.on('pageerror', (error) => pageErrors.push(error.message));
    await viewer.goto(`${playground.url}/${link}`);
    await expect.poll(() => stepIndicator(viewer).textContent(), { timeout: uiTimeoutMs }).toContain('Step 1 of 1');
    const shown = (await viewer.locator('main').textContent()) ?? '';
    // Every piece of markup is there, character for character, as text.
    for (const mark of [1, 4, 5, 6]) expect(shown).toContain(markup(mark));
    expect(await sharedFileText(viewer, 'page.html')).toContain('<script>window.__pwned = 2</script>');
    expect(await viewer.locator('main img, main script, main b').count()).toBe(0);
    expect(await viewer.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await viewer.close();
  });

  it('names the MCP servers a shared run used and shows their recorded results, reaching no server', async () => {
    const overlay = {
      tools: {
        'mcp:notes/search_notes': {
          name: 'search_notes',
          description: 'Searches the notes for a word and returns the matching titles.',
          input_schema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
        },
      },
    };
    const hash = surfaceHash(applyOverlay(defaultSurface(), overlay));
    const link = await encodeShareLink(
      shareDocument({
        title: 'Find the garden note',
        provenance: { appVersion: '0.1.0', sharedAt: '2026-05-01T10:00:00.000Z', surfaceHash: hash },
        surface: overlay,
        nodes: [
          node('root', shareTranscript('Which note is about the garden?', [
            { calls: [{ name: 'search_notes', input: { query: 'garden' }, result: '2 notes match "garden": groceries, garden' }], surfaceHash: hash },
            { text: 'The note called garden.', surfaceHash: hash },
          ])),
        ],
      }),
    );
    const viewer = await other.context.newPage();
    await viewer.goto(`${playground.url}/${link}`);
    const used = viewer.getByLabel('MCP servers this run used');
    await expect.poll(() => used.textContent(), { timeout: uiTimeoutMs }).toBe(
      'This run used the MCP server notes (1 call). The replay shows the results recorded in the link; it contacts no server.',
    );
    expect(await viewer.locator('main').textContent()).toContain('2 notes match "garden": groceries, garden');
    await viewer.close();
  });
});
