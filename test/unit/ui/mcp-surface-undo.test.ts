import { afterEach, describe, expect, it } from 'vitest';
import { createPlayground, type Playground } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { fakeApiKey } from '../../support/fake-api-key';
import { ListedMcpServers } from '../../support/listed-mcp-servers';
import { startMcpHttpServer, type TestMcpHttpServer } from '../../support/mcp-http-server';
import { liveWorkspaces, when } from './fixtures';

/**
 * Undo and redo in the schema editor with a real MCP server joined: a server joining is not an
 * edit of the person's, so walking the history never switches its tools off, and switching one
 * off is an edit that undo takes back and redo makes again.
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(): Promise<{ playground: Playground; servers: ListedMcpServers; notes: TestMcpHttpServer }> {
  const notes = await startMcpHttpServer();
  cleanups.push(() => notes.close());
  const servers = new ListedMcpServers();
  cleanups.push(() => servers.closeAll());
  const { workspaces } = await liveWorkspaces({ 'README.md': '# notes\n' });
  const settings = new SettingsController(undefined);
  settings.change({ apiKey: fakeApiKey('mcp-undo'), baseURL: 'http://127.0.0.1:9', model: 'claude-fake-1' });
  const playground = createPlayground({ settings, workspaces, mcp: servers, schedulePreload: (task) => task() });
  await playground.surfaceEditor.start();
  return { playground, servers, notes };
}

function typeEdit(playground: Playground, before: string, after: string): void {
  const { text } = playground.surfaceEditor.getSnapshot();
  expect(text).toContain(before);
  playground.surfaceEditor.edit(text.replace(before, after));
  playground.surfaceEditor.commit();
}

const serverToolsInForce = (playground: Playground): string[] =>
  playground.surface
    .getSnapshot()
    .surface!.tools.filter((tool) => tool.handler.startsWith('mcp:'))
    .map((tool) => tool.name)
    .sort();

describe('undo and redo with an MCP server joined', () => {
  it('keeps the server tools on when undoing edits made before and after the server joined', async () => {
    const { playground, servers, notes } = await setUp();
    const editor = playground.surfaceEditor;
    typeEdit(playground, '"name": "read_file"', '"name": "open_file"');
    await servers.addHttp('notes', notes.url);
    await when(editor, (snapshot) => snapshot.text.includes('mcp:notes/search_notes') && !snapshot.applying);
    const joined = serverToolsInForce(playground);
    expect(joined).toContain('search_notes');
    typeEdit(playground, '"description": "Counts the notes', '"description": "Tells how many notes there are');

    editor.undo();
    expect(editor.getSnapshot().text).not.toContain('Tells how many notes');
    expect(serverToolsInForce(playground)).toEqual(joined);
    // Past the moment the server joined: the rename is taken back, the server's tools stay.
    editor.undo();
    expect(editor.getSnapshot().text).not.toContain('"open_file"');
    expect(serverToolsInForce(playground)).toEqual(joined);
    expect(editor.getSnapshot().analysis!.tools.filter((row) => row.handler.startsWith('mcp:')).every((row) => row.enabled)).toBe(true);

    editor.redo();
    editor.redo();
    expect(editor.getSnapshot().text).toContain('Tells how many notes');
    expect(serverToolsInForce(playground)).toEqual(joined);
  });

  it('takes back switching a server tool off, and redo switches it off again', async () => {
    const { playground, servers, notes } = await setUp();
    const editor = playground.surfaceEditor;
    await servers.addHttp('notes', notes.url);
    await when(editor, (snapshot) => snapshot.text.includes('mcp:notes/add_note') && !snapshot.applying);
    editor.setToolEnabled('mcp:notes/add_note', false);
    expect(serverToolsInForce(playground)).not.toContain('add_note');

    editor.undo();
    expect(serverToolsInForce(playground)).toContain('add_note');
    editor.redo();
    expect(serverToolsInForce(playground)).not.toContain('add_note');
    // The server going and coming back respects the switch as redo left it.
    await servers.drop('notes');
    await when(editor, (snapshot) => snapshot.analysis?.mcpNotice !== undefined);
    await servers.addHttp('notes', notes.url);
    await when(editor, (snapshot) => snapshot.analysis?.mcpNotice === undefined);
    expect(serverToolsInForce(playground)).not.toContain('add_note');
  });
});
