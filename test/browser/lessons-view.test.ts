import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLesson } from '../../src/engine/lessons/builtin/builtin-lessons';
import { describeCheck } from '../../src/engine/lessons/checks';
import { decodeClassroomLink } from '../../src/share/classroom-link';
import { button, fileItem, region, textbox, uiTimeoutMs, waitForWorkspace } from './support/app';
import { startPlayground, type Playground } from './support/playground';

// A teacher browses the lessons, opens one into the Playground (its bar stays through a reload),
// then saves the playground as a lesson of their own and hands it out as a link.

const lesson = findLesson('read-file-index-base')!;
const [lessonFile] = Object.keys(lesson.files) as [string];

/** Nothing on the page is wider than the window: no horizontal scrolling, nothing cut off at the side. */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

describe('the Lessons view', () => {
  let playground: Playground;

  beforeAll(async () => {
    playground = await startPlayground();
  });

  afterAll(async () => {
    await playground?.close();
  });

  it('lists a built-in lesson, opens it into the Playground with its bar, and keeps the bar through a reload', async () => {
    const page = await playground.open();
    await page.setViewportSize({ width: 1024, height: 768 });
    await waitForWorkspace(page);
    await button(page, 'Lessons').click();
    const card = page.getByRole('article', { name: lesson.title, exact: true });
    await card.waitFor({ timeout: uiTimeoutMs });
    await expect.poll(() => card.getByText(lesson.teaching).isVisible(), { timeout: uiTimeoutMs }).toBe(true);
    await expect.poll(() => region(card, 'Checks').textContent(), { timeout: uiTimeoutMs }).toContain(describeCheck(lesson.checks[0]!));
    expect(await region(card, 'Variants').textContent()).toContain(Object.keys(lesson.variants)[0]);
    expect(await overflowsSideways(page)).toBe(false);

    await button(card, 'Open').click();
    const bar = region(page, 'Lesson');
    await bar.getByRole('heading', { name: lesson.title }).waitFor({ timeout: uiTimeoutMs * 2 });
    await fileItem(page, lessonFile).waitFor({ timeout: uiTimeoutMs });
    expect(await textbox(page, 'Task').inputValue()).toBe(lesson.task);
    expect(await bar.getByText(lesson.teaching).isVisible()).toBe(true);
    expect(await overflowsSideways(page)).toBe(false);

    // No run yet: the checks that read the workspace are decided, the others say they need a run.
    await button(bar, 'Check now').click();
    await bar.getByRole('status').getByText(/^Checked against the workspace as it is; no run yet in this page/).waitFor({ timeout: uiTimeoutMs });
    const checks = await bar.getByRole('list', { name: 'Lesson checks' }).textContent();
    expect(checks).toContain('read with read_file — needs a run');
    expect(checks).toContain('answer.txt holds line 120 — fails: answer.txt does not exist');

    await button(bar, 'Hide teaching').click();
    expect(await bar.getByText(lesson.teaching).count()).toBe(0);
    await page.reload();
    await region(page, 'Lesson').getByRole('heading', { name: lesson.title }).waitFor({ timeout: uiTimeoutMs * 2 });
    // Folded before the reload, folded after it.
    expect(await region(page, 'Lesson').getByRole('button', { name: 'Show teaching' }).count()).toBe(1);
    await button(region(page, 'Lesson'), 'Close lesson').click();
    expect(await region(page, 'Lesson').count()).toBe(0);
  });

  it('saves the playground as a lesson with a check: refused in words first, then listed and handed out as a link', async () => {
    const page = await playground.open();
    await waitForWorkspace(page);
    const task = 'Put the word hello into greeting.txt.';
    await textbox(page, 'Task').fill(task);
    const workspacePaths = await Promise.all((await region(page, 'Files').getByRole('treeitem').all()).map((item) => item.getAttribute('aria-label')));
    await button(page, 'Lessons').click();
    await button(page, 'Save as lesson').click();
    const dialog = page.getByRole('dialog', { name: 'Save as lesson' });
    await dialog.waitFor({ timeout: uiTimeoutMs });

    await button(dialog, 'Save lesson').click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor({ timeout: uiTimeoutMs });
    expect(await refusal.textContent()).toContain('Title is empty.');
    expect(await refusal.textContent()).toContain('Check 1 (a file contains text): “File” is empty.');

    await textbox(dialog, 'Title').fill('Greeting file');
    await textbox(dialog, 'Teaching text').fill('A tool that says what it wrote saves a read.');
    const check = dialog.getByRole('group', { name: 'Check 1' });
    await textbox(check, 'File').fill('greeting.txt');
    await textbox(check, 'Text').fill('hello');
    await button(dialog, 'Save lesson').click();
    await dialog.getByRole('status').getByText(/^Saved "Greeting file"/).waitFor({ timeout: uiTimeoutMs });

    await button(dialog, 'Copy lesson link').click();
    const linkBox = dialog.getByRole('textbox', { name: 'Lesson link', exact: true });
    await linkBox.waitFor({ timeout: uiTimeoutMs });
    const opened = await decodeClassroomLink(await linkBox.inputValue());
    if (!opened.ok || opened.document.kind !== 'lesson') throw new Error(`the link did not open as a lesson: ${JSON.stringify(opened)}`);
    const saved = opened.document.lesson;
    expect(saved.title).toBe('Greeting file');
    expect(saved.task).toBe(task);
    expect(saved.checks).toEqual([{ kind: 'file-contains', path: 'greeting.txt', text: 'hello' }]);
    // The files are the workspace's, as its file tree listed them.
    expect(Object.keys(saved.files).length).toBeGreaterThan(0);
    for (const path of Object.keys(saved.files)) expect(workspacePaths).toContain(path);

    await button(dialog, 'Close').click();
    await region(page, 'Your lessons').getByRole('article', { name: 'Greeting file', exact: true }).waitFor({ timeout: uiTimeoutMs });
  });
});
