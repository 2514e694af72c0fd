import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLesson } from '../../src/engine/lessons/builtin/builtin-lessons';
import { encodeClassroomLink } from '../../src/share/classroom-link';
import { fileItem, region, textbox, uiTimeoutMs, waitForWorkspace } from './support/app';
import { startPlayground, type Playground } from './support/playground';

// A teacher hands out a lesson link and a student sends back a variant link: each opens in a fresh
// page with no server involved, onto the lesson's files and task, with the variants saved.

const lesson = findLesson('read-file-index-base')!;
// A teacher's own lesson, not built in: the lessons list must keep it.
const ownLesson = { ...findLesson('write-file-routing')!, id: 'class-routing', title: 'Our routing lesson' };

async function notice(page: Page, text: RegExp): Promise<void> {
  await page.locator('.classroom-notice').getByText(text).waitFor({ timeout: uiTimeoutMs * 2 });
}

async function savedVariantNames(page: Page): Promise<string[]> {
  await page.getByRole('tab', { name: 'Surface', exact: true }).click();
  return region(page, 'Variants').getByRole('option').allTextContents();
}

describe('lesson and variant links', () => {
  let playground: Playground;

  beforeAll(async () => {
    playground = await startPlayground();
  });

  afterAll(async () => {
    await playground?.close();
  });

  it('a lesson link opens the lesson’s files, task and variants, and keeps the lesson in the lessons list', async () => {
    const lesson = ownLesson;
    const page = await playground.open(await encodeClassroomLink({ version: 1, kind: 'lesson', lesson }));
    await notice(page, /^Opened the lesson/);
    await waitForWorkspace(page);
    for (const path of Object.keys(lesson.files)) await fileItem(page, path).waitFor({ timeout: uiTimeoutMs });
    expect(await textbox(page, 'Task').inputValue()).toBe(lesson.task);
    // The lesson bar shows what the lesson teaches, as after Open in the Lessons view.
    expect(await region(page, 'Lesson').getByRole('heading', { name: lesson.title }).count()).toBe(1);
    const names = await savedVariantNames(page);
    for (const variant of Object.keys(lesson.variants)) expect(names.join('\n')).toContain(`${lesson.title}: ${variant}`);
    // Read once: the address no longer holds the link, so a reload saves nothing twice.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const lessons = page.getByRole('combobox', { name: 'Lesson', exact: true });
    await expect.poll(() => lessons.getByRole('option').allTextContents(), { timeout: uiTimeoutMs }).toContainEqual(expect.stringContaining('Our routing lesson'));
  });

  it('a variant link opens its surface on its lesson and saves it under its title and author', async () => {
    const surface = { tools: [{ handler: 'read_file', description: 'Reads a file. Lines are numbered from 1 — the marker text.' }, { handler: 'edit_file' }] };
    const link = await encodeClassroomLink({ version: 1, kind: 'variant', title: 'One-based', author: 'Ada', surface, lesson: lesson.id });
    const page = await playground.open(link);
    await notice(page, /^Opened the variant "One-based \(Ada\)" on the lesson/);
    for (const path of Object.keys(lesson.files)) await fileItem(page, path).waitFor({ timeout: uiTimeoutMs });
    expect(await textbox(page, 'Task').inputValue()).toBe(lesson.task);
    expect((await savedVariantNames(page)).join('\n')).toContain('One-based (Ada)');
    await page.getByRole('group', { name: 'Surface view', exact: true }).getByRole('button', { name: 'JSON', exact: true }).click();
    const marker = page.getByText('Lines are numbered from 1 — the marker text.');
    await marker.first().waitFor({ timeout: uiTimeoutMs });
    // The student's surface came in as an edit: Undo in the editor takes it back.
    await page.getByRole('textbox', { name: 'Surface JSON', exact: true }).focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => marker.count(), { timeout: uiTimeoutMs }).toBe(0);
  });

  it('a damaged link is refused with its reason and changes nothing', async () => {
    const link = await encodeClassroomLink({ version: 1, kind: 'lesson', lesson });
    const page = await playground.open(link.slice(0, 50));
    await notice(page, /cut off when copied/);
    expect(await page.locator('.classroom-notice').getAttribute('role')).toBe('alert');
  });
});
