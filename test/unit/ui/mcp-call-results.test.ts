import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlayground, type Playground } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import type { StepView } from '../../../src/ui/state/run/transcript-view';
import { fakeApiKey } from '../../support/fake-api-key';
import { startFakeMessagesApi, type FakeMessagesApi, type FakeReply, type Script } from '../../support/fake-messages-api';
import { ListedMcpServers } from '../../support/listed-mcp-servers';
import { startMcpHttpServer, tinyPng } from '../../support/mcp-http-server';
import { liveWorkspaces, when } from './fixtures';

/**
 * What the live transcript says of a server tool's call: how long a person took to approve it,
 * apart from how long it ran, and the images it returned (real server, real SDK, local API).
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const call = (name: string, input: unknown): FakeReply => ({ blocks: [{ type: 'tool_use', name, input }] });
const done: FakeReply = { blocks: [{ type: 'text', text: 'Done.' }] };

async function setUp(script: Script, extra?: (servers: ListedMcpServers) => Promise<unknown>): Promise<{ playground: Playground; api: FakeMessagesApi }> {
  const api = await startFakeMessagesApi({ script });
  cleanups.push(() => api.close());
  const notes = await startMcpHttpServer();
  cleanups.push(() => notes.close());
  const servers = new ListedMcpServers();
  cleanups.push(() => servers.closeAll());
  const { workspaces } = await liveWorkspaces({ 'README.md': '# notes\n' });
  const settings = new SettingsController(undefined);
  settings.change({ apiKey: fakeApiKey('mcp-results'), baseURL: api.url, model: 'claude-fake-1' });
  const playground = createPlayground({ settings, workspaces, mcp: servers, schedulePreload: (task) => task() });
  await servers.addHttp('notes', notes.url);
  await extra?.(servers);
  await when(playground.surface, (snapshot) => snapshot.surface?.tools.some((tool) => tool.handler === 'mcp:notes/add_note') === true);
  return { playground, api };
}

const resultOf = (playground: Playground, name: string) =>
  playground.run
    .getSnapshot()
    .transcript.entries.filter((entry): entry is StepView => entry.kind === 'step')
    .flatMap((step) => step.calls)
    .find((entry) => entry.name === name)!.result!;

describe("a server tool's result in the live transcript", () => {
  it('times the wait for approval apart from the call', async () => {
    const { playground } = await setUp([call('add_note', { title: 'milk' }), done]);
    const running = playground.run.run('Note that we need milk.');
    const [pending] = (await when(playground.approvals, (snapshot) => snapshot.pending.length === 1)).pending;
    await new Promise((resolve) => setTimeout(resolve, 700));
    playground.approvals.approve(pending!.id);
    await running;

    const result = resultOf(playground, 'add_note');
    expect(result.isError).toBe(false);
    expect(result.approvalWaitMs).toBeGreaterThanOrEqual(650);
    expect(result.durationMs).toBeLessThan(650);
  });

  it('carries the images a tool returned, as the model was sent them', async () => {
    const { playground, api } = await setUp([call('snapshot', {}), done]);
    await playground.run.run('Show me the board.');

    const result = resultOf(playground, 'snapshot');
    expect(result.content).toBe('the board, 1×1 pixels');
    expect(result.images).toMatchObject([{ mediaType: 'image/png', data: tinyPng }]);
    expect(result.approvalWaitMs).toBeUndefined();
    const sent = JSON.stringify(api.messageRequests[1]!.body.messages.at(-1));
    expect(sent).toContain(tinyPng);
  });

  it('sends text and images in the order the server gave them', async () => {
    const board = new McpServer({ name: 'board', version: '1.0.0' });
    board.registerTool('two_views', { description: 'Shows the board from two sides.', annotations: { readOnlyHint: true } }, async () => ({
      content: [
        { type: 'text', text: 'front:' },
        { type: 'image', data: tinyPng, mimeType: 'image/png' },
        { type: 'text', text: 'back:' },
        { type: 'image', data: tinyPng, mimeType: 'image/png' },
      ],
    }));
    const { playground, api } = await setUp([call('two_views', {}), done], async (servers) => servers.addInMemory('board', board));
    await when(playground.surface, (snapshot) => snapshot.surface?.tools.some((tool) => tool.handler === 'mcp:board/two_views') === true);
    await playground.run.run('Show me the board from both sides.');

    const answer = api.messageRequests[1]!.body.messages.at(-1).content[0];
    expect(answer.content.map((part: { type: string; text?: string }) => part.text ?? part.type)).toEqual(['front:', 'image', 'back:', 'image']);
    expect(resultOf(playground, 'two_views').images).toHaveLength(2);
  });
});
