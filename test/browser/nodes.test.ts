import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../support/fake-messages-api';
import type { FakeReply } from '../support/fake-messages-replies';
import { button, configureModel, fileItem, region, startRun, transcript, uiTimeoutMs, waitForRunEnd, waitForTranscript, waitForWorkspace, waitUntil } from './support/app';
import { useLivePlayground } from './support/live-playground';
import { rescript, toolResultsOf } from './support/model-requests';
import { fakeApiKey } from '../support/fake-api-key';

// Sessions and agent nodes in the browser's own IndexedDB: a run that spawns a sub-agent shows both
// agents, a reload mid-run leaves the session interrupted, and Continue finishes it.

const apiKey = fakeApiKey('nodes');
const rootTask = 'Document the project with a docs agent.';
const childTask = 'Write docs/intro.md with one heading.';

/** Which agent a request comes from: its transcript starts with that agent's task. */
function agentOf(request: RecordedRequest): 'root' | 'docs' {
  const first = request.body?.messages?.[0];
  const text = typeof first?.content === 'string' ? first.content : JSON.stringify(first?.content ?? '');
  return text.includes(childTask) ? 'docs' : 'root';
}

/** A script per agent, each answered in its own order, whatever order the agents call in. */
function scriptPerAgent(replies: Record<'root' | 'docs', FakeReply[]>) {
  const used = { root: 0, docs: 0 };
  return (request: RecordedRequest): FakeReply => {
    const agent = agentOf(request);
    const reply = replies[agent][used[agent]++];
    if (!reply) throw new Error(`no scripted reply left for the ${agent} agent`);
    return reply;
  };
}

function agents(page: Page): Locator {
  return page.getByRole('tree', { name: 'Agents', exact: true });
}

function agent(page: Page, name: string): Locator {
  return agents(page).getByRole('treeitem', { name, exact: true });
}

function sessionItem(page: Page, title: string): Locator {
  return region(page, 'Sessions').getByRole('listitem').filter({ has: page.getByRole('button', { name: title, exact: true }) });
}

/** What a person reads of each tool call in the shown transcript: its name, arguments and result. */
async function callsShown(page: Page): Promise<string[]> {
  const calls = transcript(page).getByRole('article');
  return (await calls.allTextContents()).map((text) => text.replace(/ · \d+(\.\d+)? m?s/g, '').replace(/running…|no result \(the run stopped first\)/g, ''));
}

describe('agent nodes in the browser', () => {
  const live = useLivePlayground({ apiKey });

  it('shows a sub-agent in the tree; after a reload mid-run the session is interrupted and Continue completes it', async () => {
    rescript(
      live.fakeApi,
      scriptPerAgent({
        root: [
          {
            blocks: [
              { type: 'text', text: 'A docs agent will write the intro.' },
              { type: 'tool_use', name: 'run_agent', input: { name: 'docs', folder: 'docs', task: childTask } },
            ],
            usage: { input_tokens: 1000, output_tokens: 50 },
          },
          { blocks: [{ type: 'text', text: 'The docs agent was cut short; the intro is in place, so the project is documented.' }] },
        ],
        docs: [
          { blocks: [{ type: 'tool_use', name: 'write_file', input: { path: 'docs/intro.md', content: '# Intro\n' } }] },
          // The sub-agent's next reply never comes: the page is reloaded while it waits.
          { hangMs: 60_000 },
        ],
      }),
    );
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    // Remember the key, so the reloaded page can call the model without typing it again.
    await button(page, 'Settings').click();
    await page.getByRole('checkbox', { name: 'Remember this key on this device' }).check();
    await button(page.getByRole('dialog'), 'Done').click();
    await startRun(page, rootTask);

    // Both agents show, live, while the sub-agent is still running.
    await waitUntil(() => live.fakeApi.messageRequests.length >= 3, 'the sub-agent waits for its second reply');
    await expect.poll(() => agents(page).getByRole('treeitem').count(), { timeout: uiTimeoutMs }).toBe(2);
    await expect.poll(() => agent(page, 'docs').textContent(), { timeout: uiTimeoutMs }).toContain('running');
    expect(await agent(page, 'root').textContent()).toContain('running');
    await waitForTranscript(page, 'A docs agent will write the intro.');
    const rootCallsBefore = await callsShown(page);
    expect(rootCallsBefore).toHaveLength(1);
    expect(rootCallsBefore[0]).toContain('run_agent');

    await agent(page, 'docs').click();
    await waitForTranscript(page, childTask);
    await expect.poll(() => transcript(page).textContent(), { timeout: uiTimeoutMs }).toContain('Created docs/intro.md');
    const docsCallsBefore = await callsShown(page);
    await agent(page, 'root').click();
    await waitForTranscript(page, 'A docs agent will write the intro.');

    await page.reload();
    await waitForWorkspace(page);
    // The workspace is as the agents left it: the file the sub-agent wrote is still there.
    await fileItem(page, 'docs/intro.md').waitFor({ timeout: uiTimeoutMs });
    const session = sessionItem(page, rootTask);
    await expect.poll(() => session.textContent(), { timeout: uiTimeoutMs }).toContain('Interrupted');
    await waitUntil(() => live.fakeApi.disconnects.length === 1, 'the reload walked away from the hanging reply');

    await session.getByRole('button', { name: rootTask, exact: true }).click();
    await expect.poll(() => agent(page, 'docs').textContent(), { timeout: uiTimeoutMs }).toContain('interrupted');
    expect(await agent(page, 'root').textContent()).toContain('interrupted');
    // The transcript reads as it did before the reload: the task, the reply, the same call.
    const shownAfter = await waitForTranscript(page, 'A docs agent will write the intro.');
    expect(shownAfter).toContain(rootTask);
    expect(await callsShown(page)).toEqual(rootCallsBefore);
    await agent(page, 'docs').click();
    await waitForTranscript(page, childTask);
    expect(await callsShown(page)).toEqual(docsCallsBefore);
    await agent(page, 'root').click();

    const requestsBefore = live.fakeApi.messageRequests.length;
    await button(page, 'Continue').click();
    await waitForTranscript(page, 'the project is documented');
    await waitForRunEnd(page);
    // The repaired transcript went to the model: the run_agent call answered as interrupted.
    const continued = live.fakeApi.messageRequests[requestsBefore]!;
    expect(agentOf(continued)).toBe('root');
    const [answer] = toolResultsOf(continued);
    expect(answer).toMatchObject({ isError: true });
    expect(JSON.parse(answer!.content)).toMatchObject({ error: 'Interrupted' });
    expect(continued.headers.authorization).toBe(`Bearer ${apiKey}`);
    await expect.poll(() => agent(page, 'root').textContent(), { timeout: uiTimeoutMs }).toContain('done');
    await expect.poll(() => session.textContent(), { timeout: uiTimeoutMs }).not.toContain('Interrupted');
  });

  it('a second tab opened mid-run leaves the first tab\'s run alone: not marked interrupted', async () => {
    rescript(live.fakeApi, [{ blocks: [{ type: 'text', text: 'Thinking about it at length.' }], chunkDelayMs: 400 }, { blocks: [{ type: 'text', text: 'Still here.' }] }]);
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await startRun(page, 'Take your time.');
    await waitForTranscript(page, 'Thinking');

    const second = await live.playground.chromium.context.newPage();
    try {
      await second.goto(live.playground.url);
      await waitForWorkspace(second);
      const listed = sessionItem(second, 'Take your time.');
      await listed.waitFor({ timeout: uiTimeoutMs });
      expect(await listed.textContent()).not.toContain('Interrupted');
    } finally {
      await second.close();
    }
    await waitForTranscript(page, 'Thinking about it at length.');
    await waitForRunEnd(page);
    await expect.poll(() => agent(page, 'root').textContent(), { timeout: uiTimeoutMs }).toContain('done');
  });
});
