import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlayground } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { McpToolCatalog } from '../../../src/ui/state/surface/mcp-tool-catalog';
import { ListedMcpServers } from '../../support/listed-mcp-servers';
import { liveWorkspaces, when } from './fixtures';

/**
 * The page's lint judges a server tool's MCP annotations as `npm run lint` judges a tools/list's:
 * a real SDK server lists its tools with hints, our real client keeps every hint, and the schema
 * editor hands them to the lint under the name the surface gives the tool.
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const allHints = { title: 'Erase a note', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

async function notesServer(): Promise<ListedMcpServers> {
  const server = new McpServer({ name: 'notes', version: '1.0.0' });
  const reply = async () => ({ content: [{ type: 'text' as const, text: 'done' }] });
  server.registerTool('delete_note', { title: 'Delete note', description: 'Deletes a note by its title.', inputSchema: { title: z.string() }, annotations: allHints }, reply);
  server.registerTool('list_notes', { description: 'Lists the titles of every note.', inputSchema: {} }, reply);
  const listed = new ListedMcpServers();
  cleanups.push(async () => {
    await listed.closeAll();
    await server.close();
  });
  await listed.addInMemory('notes', server);
  return listed;
}

describe('the page lint and MCP annotations', () => {
  it('hands the lint every hint the server sent, under the name the surface gives the tool', async () => {
    const servers = await notesServer();
    const engine = await import('../../../src/ui/state/surface/surface-engine');
    const catalog = new McpToolCatalog();
    catalog.refresh(engine, servers.readyConnections(), []);
    const surface = engine.defaultSurface(engine.allTools);
    const renamed = { ...catalog.entry('mcp:notes/delete_note')!, name: 'erase_note' };
    const facts = catalog.facts({ ...surface, tools: [...surface.tools, renamed, catalog.entry('mcp:notes/list_notes')!] });

    expect(facts.get('erase_note')).toEqual({ title: 'Delete note', annotations: allHints });
    // A server tool without annotations is judged as lacking them, as a tools/list is.
    expect(facts.get('list_notes')).toEqual({});
    // The built-ins are not a server's: the lint has no hints to judge for them.
    expect(facts.has('read_file')).toBe(false);
  });

  it('shows the annotations findings for a server tool in the schema editor', async () => {
    const servers = await notesServer();
    const { workspaces } = await liveWorkspaces({ 'README.md': '# notes\n' });
    const playground = createPlayground({ settings: new SettingsController(undefined), workspaces, mcp: servers, schedulePreload: (task) => task() });
    await playground.surfaceEditor.start();
    const analysis = (await when(playground.surfaceEditor, (snapshot) => snapshot.analysis?.surface.tools.some((tool) => tool.handler === 'mcp:notes/list_notes') === true)).analysis!;

    const annotations = analysis.findings.filter((finding) => finding.rule === 'annotations');
    const indexOf = (name: string) => analysis.surface.tools.findIndex((tool) => tool.name === name);
    // delete_note says it only reads: a client would run a deletion without asking.
    expect(annotations).toContainEqual(expect.objectContaining({ tool: 'delete_note', severity: 'warning', field: `tools[${indexOf('delete_note')}].annotations` }));
    // list_notes only reads but lacks readOnlyHint: every call would ask for approval.
    expect(annotations).toContainEqual(expect.objectContaining({ tool: 'list_notes', severity: 'info', field: `tools[${indexOf('list_notes')}].annotations` }));
    expect(annotations.every((finding) => finding.handler?.startsWith('mcp:notes/'))).toBe(true);
  });
});
