import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { withMcpTools } from '../../../src/engine/mcp/mcp-surface';
import { createPlayground } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { fakeApiKey } from '../../support/fake-api-key';
import { startFakeMessagesApi } from '../../support/fake-messages-api';
import { ListedMcpServers } from '../../support/listed-mcp-servers';
import { liveWorkspaces, when } from '../ui/fixtures';

/**
 * A server's `instructions` from initialize reach the model: after the system prompt under a
 * heading naming the server, in the page (where they are edited like the system prompt) and in
 * the CLI's surface (withMcpTools).
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const heading = '## Instructions from the MCP server "board"';
const instructions = 'Always read the board before pinning anything to it.';

function boardServer(): McpServer {
  const board = new McpServer({ name: 'board', version: '1.0.0' }, { instructions });
  board.registerTool('read_board', { description: 'Reads the board.', annotations: { readOnlyHint: true } }, async () => ({ content: [{ type: 'text', text: 'empty' }] }));
  return board;
}

describe("an MCP server's instructions", () => {
  it('are sent after the system prompt under the server\'s heading, and an edit to them is what is sent next', async () => {
    const api = await startFakeMessagesApi({ script: [{ blocks: [{ type: 'text', text: 'Done.' }] }, { blocks: [{ type: 'text', text: 'Done.' }] }] });
    cleanups.push(() => api.close());
    const servers = new ListedMcpServers();
    cleanups.push(() => servers.closeAll());
    const { workspaces } = await liveWorkspaces({ 'README.md': '# board\n' });
    const settings = new SettingsController(undefined);
    settings.change({ apiKey: fakeApiKey('mcp-instructions'), baseURL: api.url, model: 'claude-fake-1' });
    const playground = createPlayground({ settings, workspaces, mcp: servers, schedulePreload: (task) => task() });
    await servers.addInMemory('board', boardServer());
    await when(playground.surface, (snapshot) => snapshot.surface?.system.includes(heading) === true);

    await playground.run.run('What is on the board?');
    const system = api.messageRequests[0]!.body.system[0].text as string;
    expect(system).toContain(`${heading}\n\n${instructions}`);
    expect(system.indexOf(heading)).toBeGreaterThan(100);

    // Edited in the surface like the system prompt: the edit is what the model reads.
    const editor = playground.surfaceEditor;
    editor.editText(['system'], editor.getSnapshot().analysis!.surface.system.replace(instructions, 'Read the board first.'));
    editor.commit();
    await playground.run.run('And now?');
    const edited = api.messageRequests[1]!.body.system[0].text as string;
    expect(edited).toContain(`${heading}\n\nRead the board first.`);
    expect(edited).not.toContain(instructions);
  });

  it('stay through undo of an edit made before the server joined, and a deleted section stays deleted', async () => {
    const servers = new ListedMcpServers();
    cleanups.push(() => servers.closeAll());
    const { workspaces } = await liveWorkspaces({ 'README.md': '# board\n' });
    const settings = new SettingsController(undefined);
    settings.change({ apiKey: fakeApiKey('mcp-instructions-undo'), baseURL: 'http://127.0.0.1:9', model: 'claude-fake-1' });
    const playground = createPlayground({ settings, workspaces, mcp: servers, schedulePreload: (task) => task() });
    const editor = playground.surfaceEditor;
    await editor.start();
    const systemInForce = () => playground.surface.getSnapshot().surface!.system;
    editor.editText(['system'], `${systemInForce()}\nBe brief.`);
    editor.commit();
    await servers.addInMemory('board', boardServer());
    await when(playground.surface, (snapshot) => snapshot.surface?.system.includes(heading) === true);

    editor.undo();
    expect(systemInForce()).not.toContain('Be brief.');
    expect(systemInForce()).toContain(`${heading}\n\n${instructions}`);

    // Deleting the section is an edit of the person's: the server coming back does not undo it.
    editor.editText(['system'], systemInForce().slice(0, systemInForce().indexOf(heading)).trimEnd());
    editor.commit();
    expect(systemInForce()).not.toContain(heading);
    await servers.drop('board');
    await servers.addInMemory('board', boardServer());
    await when(playground.surface, (snapshot) => snapshot.surface?.tools.some((tool) => tool.handler === 'mcp:board/read_board') === true);
    expect(systemInForce()).not.toContain(heading);
  });

  it("are in the CLI's surface too, once, after its system prompt", async () => {
    const servers = new ListedMcpServers();
    cleanups.push(() => servers.closeAll());
    const connection = await servers.addInMemory('board', boardServer());
    expect(connection.instructions).toBe(instructions);
    const surface = { system: 'You are a coding agent.', tools: [], failures: {} };
    const once = withMcpTools(surface, [connection]).surface;
    expect(once.system).toBe(`You are a coding agent.\n\n${heading}\n\n${instructions}`);
    expect(withMcpTools(once, [connection]).surface.system).toBe(once.system);
  });
});
