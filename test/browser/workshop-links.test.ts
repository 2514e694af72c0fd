import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSurface } from '../../src/engine/toolkit/default-surface';
import { surfaceHash } from '../../src/engine/toolkit/surface';
import { applyOverlay } from '../../src/engine/toolkit/surface-overlay';
import { encodeShareLink } from '../../src/share/share-codec';
import { findLesson } from '../../src/engine/lessons/builtin/builtin-lessons';
import { decodeClassroomLink, encodeClassroomLink } from '../../src/share/classroom-link';
import { fakeApiKey } from '../support/fake-api-key';
import { node, shareDocument, transcript } from '../unit/share/share-fixtures';
import { button, region, textbox, uiTimeoutMs, waitForWorkspace } from './support/app';
import { startPlayground, type Playground } from './support/playground';

// A workshop at a 1024×768 projector: a shared run's surface comes into the teacher's editor, by
// forking the run or by taking only its surface; and a student's surface leaves as a variant link.

const projector = { width: 1024, height: 768 };
const screenshotFolder = process.env.ACI_SCREENSHOTS ?? '/tmp';
const sharedWording = 'Reads a file of the workspace, lines numbered from 1 (the shared wording).';

/** A finished run whose read_file description was rewritten and whose grep was switched off. */
async function sharedRunLink(title: string): Promise<string> {
  const overlay = { tools: { read_file: { description: sharedWording }, grep: { enabled: false } } };
  const hash = surfaceHash(applyOverlay(defaultSurface(), overlay));
  return encodeShareLink(
    shareDocument({
      title,
      workspace: { root: '/workspace', base: 'empty', added: { 'notes.txt': 'hello\n' }, changed: {}, removed: [] },
      provenance: { appVersion: '0.1.0', sharedAt: '2026-05-01T10:00:00.000Z', surfaceHash: hash },
      surface: overlay,
      nodes: [node('root', transcript('Read notes.txt', [{ calls: [{ name: 'read_file', input: { path: 'notes.txt' }, result: '1\thello' }], surfaceHash: hash }, { text: 'It says hello.', surfaceHash: hash }]))],
    }),
  );
}

async function openAtProjector(playground: Playground, fragment = ''): Promise<Page> {
  const page = await playground.open();
  await page.setViewportSize(projector);
  if (fragment !== '') await page.goto(`${playground.url}/${fragment}`);
  return page;
}

async function readFileDescription(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Surface', exact: true }).click();
  const description = textbox(page, 'Description of read_file');
  await description.waitFor({ timeout: uiTimeoutMs });
  return description.inputValue();
}

describe('workshop links and shared surfaces', () => {
  let playground: Playground;

  beforeAll(async () => {
    playground = await startPlayground();
  });

  afterAll(async () => {
    await playground?.close();
  });

  it('Fork of a shared run puts its surface in the editor, says so, and Undo takes it back', async () => {
    const page = await openAtProjector(playground, await sharedRunLink('Read the notes'));
    await button(page, 'Fork').click();
    const notice = page.locator('.fork-notice');
    await notice.getByText(/The surface editor now holds the shared run's surface/).waitFor({ timeout: uiTimeoutMs * 2 });
    await page.screenshot({ path: `${screenshotFolder}/workshop-fork-surface-1024x768.png` });
    expect(await notice.textContent()).not.toContain('with your current tools and descriptions');
    await waitForWorkspace(page);
    await expect.poll(() => readFileDescription(page), { timeout: uiTimeoutMs }).toBe(sharedWording);
    // The tool the run had switched off is off in the editor too.
    expect(await textbox(page, 'Description of grep').count()).toBe(0);
    await button(page, 'Undo').click();
    await expect.poll(() => textbox(page, 'Description of read_file').inputValue(), { timeout: uiTimeoutMs }).not.toBe(sharedWording);
  });

  it('"Use this surface" takes only the surface: no new session, and the replay stays open', async () => {
    const page = await openAtProjector(playground, await sharedRunLink('Only its surface'));
    await button(page, 'Use this surface').click();
    const said = page.getByRole('status').filter({ hasText: /The surface editor now holds the shared run's surface/ });
    await said.waitFor({ timeout: uiTimeoutMs * 2 });
    // Still the replay: nothing was forked.
    expect(await page.getByRole('main', { name: 'Shared run', exact: true }).count()).toBe(1);
    await button(page, 'Leave replay').click();
    await waitForWorkspace(page);
    expect(await readFileDescription(page)).toBe(sharedWording);
    expect(await page.getByText(/Fork of Only its surface/).count()).toBe(0);
  });

  it('"Copy variant link" makes a link of the edited surface on the open lesson, with no key in it, and remembers the name', async () => {
    const lesson = findLesson('read-file-index-base')!;
    const apiKey = fakeApiKey('variant-link');
    const page = await openAtProjector(playground, await encodeClassroomLink({ version: 1, kind: 'lesson', lesson }));
    await page.locator('.classroom-notice').getByText(/^Opened the lesson/).waitFor({ timeout: uiTimeoutMs * 2 });
    await button(page, 'Settings').click();
    await textbox(page.getByRole('dialog'), 'API key').fill(apiKey);
    await button(page.getByRole('dialog'), 'Done').click();

    const edit = async (description: string) => {
      await textbox(page, 'Description of read_file').fill(description);
      const status = region(page, 'Surface editor').getByRole('status').filter({ hasText: /In force|Applying|Not applied/ });
      await expect.poll(() => status.textContent(), { timeout: uiTimeoutMs }).toMatch(/^In force: .*, edited\./);
    };
    await readFileDescription(page);
    // A key pasted into a description by mistake: no link, and the message does not repeat it.
    await edit(`Reads a file; lines are numbered from 1. ${apiKey}`);
    const variants = region(page, 'Variants');
    await variants.getByText('Copy variant link…').click();
    expect(await variants.getByRole('combobox', { name: 'Lesson of the variant', exact: true }).inputValue()).toBe(lesson.id);
    await textbox(variants, 'Variant title').fill('One-based');
    await textbox(variants, 'Your name').fill('Ada');
    await button(variants, 'Copy link').click();
    const refusal = variants.getByRole('alert');
    await expect.poll(() => refusal.textContent(), { timeout: uiTimeoutMs }).toMatch(/^An API key or an MCP header value appears in this variant \(at surface\.tools\[\d+\]\.description\), so no link was made\./);
    expect(await refusal.textContent()).not.toContain(apiKey);

    await edit('Reads a file; lines are numbered from 1.');
    await button(variants, 'Copy link').click();
    const linkBox = textbox(variants, 'Variant link');
    await expect.poll(() => linkBox.inputValue(), { timeout: uiTimeoutMs }).toMatch(/#variant=v1\./);
    const link = await linkBox.inputValue();
    expect(link.startsWith(`${playground.url}/#variant=v1.`)).toBe(true);
    expect(link).not.toContain(apiKey);
    const opened = await decodeClassroomLink(link);
    if (!opened.ok) throw new Error(opened.message);
    const document = opened.document;
    if (document.kind !== 'variant') throw new Error(`expected a variant link, got ${document.kind}`);
    expect(document).toMatchObject({ title: 'One-based', author: 'Ada', lesson: lesson.id });
    const tools = (document.surface as { tools: Array<{ handler: string; description: string }> }).tools;
    expect(tools.find((tool) => tool.handler === 'read_file')?.description).toBe('Reads a file; lines are numbered from 1.');
    expect(JSON.stringify(document)).not.toContain(apiKey);
    // The form and the link's box fit the projector's width.
    const box = (await linkBox.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(projector.width);
    await linkBox.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotFolder}/workshop-variant-link-1024x768.png` });

    // The name is remembered for the next link on this device.
    await page.reload();
    await page.getByRole('tab', { name: 'Surface', exact: true }).click();
    await region(page, 'Variants').getByText('Copy variant link…').click();
    await expect.poll(() => textbox(region(page, 'Variants'), 'Your name').inputValue(), { timeout: uiTimeoutMs }).toBe('Ada');
  });
});
