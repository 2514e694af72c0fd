import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { builtinTools } from '../../src/engine/tools/all-tools';
import { defaultSurface } from '../../src/engine/toolkit/default-surface';
import { createRegistry, Toolkit } from '../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../src/engine/workspace/embedded-workspace';
import { button, region, textbox, uiTimeoutMs, waitForWorkspace } from './support/app';
import { startPlayground, type Playground } from './support/playground';

// "Be the model" with no key: a person makes the calls a model would make and reads exactly the
// strings a model would read. The expected strings come from the same engine run in Node.

const noteText = 'first line of the note\n\tan indented second line\nthird\n';

/** What the model would read for these calls, from the real toolkit on a fresh embedded workspace. */
async function modelReads(calls: Array<{ name: string; input: unknown }>): Promise<string[]> {
  const workspace = await createEmbeddedWorkspace({ files: {} });
  const toolkit = new Toolkit(createRegistry(builtinTools), defaultSurface());
  const base = {
    workspace,
    signal: new AbortController().signal,
    approve: async () => ({ approved: true as const }),
    setPlan: () => {},
  };
  const contents: string[] = [];
  for (const [index, call] of calls.entries()) {
    const prepared = toolkit.prepare({ id: `expected_${index}`, ...call });
    contents.push(('access' in prepared ? await toolkit.execute(prepared, base) : prepared).content);
  }
  return contents;
}

async function callTool(page: Page, tool: string, input: unknown): Promise<string> {
  const panel = region(page, 'Be the model');
  await panel.getByRole('combobox', { name: 'Tool', exact: true }).selectOption(tool);
  await textbox(panel, 'Arguments (JSON)').fill(JSON.stringify(input, null, 2));
  const result = region(panel, 'Result');
  // Clear the way for this call's result: wait until the previous one is gone or replaced.
  const before = (await result.count()) > 0 ? await result.textContent() : undefined;
  await button(panel, 'Call').click();
  await expect.poll(async () => ((await result.count()) > 0 ? await result.textContent() : before), { timeout: uiTimeoutMs }).not.toBe(before);
  return (await result.textContent()) ?? '';
}

describe('be the model', () => {
  let playground: Playground;

  beforeAll(async () => {
    playground = await startPlayground();
  });

  afterEach(() => {
    // No key, no endpoint: nothing leaves the page's own origin.
    expect(playground.requests.foreign([playground.url])).toEqual([]);
  });

  afterAll(async () => {
    await playground?.close();
  });

  it('shows exactly what the model would read: a line-numbered file, and the gate failure for a bad call', async () => {
    const writeCall = { name: 'write_file', input: { path: 'notes/todo.txt', content: noteText } };
    const readCall = { name: 'read_file', input: { path: 'notes/todo.txt', offset: 2 } };
    const badCall = { name: 'read_file', input: { path: 'notes/todo.txt', offset: 0 } };
    const [, expectedRead, expectedFailure] = await modelReads([writeCall, readCall, badCall]);
    expect(expectedRead).toContain('     2\t\tan indented second line');
    expect(expectedFailure).toContain('InvalidToolCall');

    const page = await playground.open();
    await waitForWorkspace(page);
    await button(page, 'Be the model').click();
    await region(page, 'Be the model').waitFor({ timeout: uiTimeoutMs });

    await callTool(page, writeCall.name, writeCall.input);
    expect(await callTool(page, readCall.name, readCall.input)).toContain(expectedRead);
    expect(await callTool(page, badCall.name, badCall.input)).toContain(expectedFailure);
  });
});
