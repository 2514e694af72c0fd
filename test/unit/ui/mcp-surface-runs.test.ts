import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SurfaceTool } from '../../../src/engine/toolkit/surface';
import { createPlayground, type Playground } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import type { StepView } from '../../../src/ui/state/run/transcript-view';
import { fakeApiKey } from '../../support/fake-api-key';
import { startFakeMessagesApi, type FakeMessagesApi, type FakeReply, type Script } from '../../support/fake-messages-api';
import { ListedMcpServers } from '../../support/listed-mcp-servers';
import { MemoryVariantRepository } from '../../../src/ui/state/surface/variants-memory';
import { startMcpHttpServer, type TestMcpHttpServer } from '../../support/mcp-http-server';
import { liveWorkspaces, when } from './fixtures';

/**
 * A page with MCP servers: their tools join the surface and the schema editor's text, the runs
 * reach them (the real Anthropic SDK against the local Messages API, a real MCP server over
 * Streamable HTTP), edits to them are what the model reads and what the gate enforces, and a
 * server that goes away is said, not silently dropped.
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const call = (name: string, input: unknown): FakeReply => ({ blocks: [{ type: 'tool_use', name, input }] });
const done: FakeReply = { blocks: [{ type: 'text', text: 'Done.' }] };

async function setUp(script: Script, variants?: MemoryVariantRepository): Promise<{ playground: Playground; servers: ListedMcpServers; notes: TestMcpHttpServer; api: FakeMessagesApi }> {
  const api = await startFakeMessagesApi({ script });
  cleanups.push(() => api.close());
  const notes = await startMcpHttpServer();
  cleanups.push(() => notes.close());
  const servers = new ListedMcpServers();
  cleanups.push(() => servers.closeAll());
  const { workspaces } = await liveWorkspaces({ 'README.md': '# notes\n' });
  const settings = new SettingsController(undefined);
  settings.change({ apiKey: fakeApiKey('mcp-ui'), baseURL: api.url, model: 'claude-fake-1' });
  const playground = createPlayground({ settings, workspaces, mcp: servers, variants, schedulePreload: (task) => task() });
  await when(playground.surface, (snapshot) => snapshot.surface !== undefined);
  return { playground, servers, notes, api };
}

/** Connects the notes server and waits until its tools are in the editor's text and in force. */
async function notesReady(playground: Playground, servers: ListedMcpServers, notes: TestMcpHttpServer): Promise<void> {
  await servers.addHttp('notes', notes.url);
  await when(playground.surfaceEditor, (snapshot) => snapshot.status === 'ready' && snapshot.text.includes('mcp:notes/search_notes') && !snapshot.applying);
}

/** Replaces one string of the editor's text and applies it at once, as typing then pausing does. */
function typeEdit(playground: Playground, before: string, after: string): void {
  const { text } = playground.surfaceEditor.getSnapshot();
  expect(text).toContain(before);
  playground.surfaceEditor.edit(text.replace(before, after));
  playground.surfaceEditor.commit();
  expect(playground.surfaceEditor.getSnapshot().invalid).toBeUndefined();
}

function toolInForce(playground: Playground, handler: string): SurfaceTool | undefined {
  return playground.surface.getSnapshot().surface!.tools.find((tool) => tool.handler === handler);
}

function calls(playground: Playground) {
  return playground.run
    .getSnapshot()
    .transcript.entries.filter((entry): entry is StepView => entry.kind === 'step')
    .flatMap((step) => step.calls);
}

const sentToolNames = (api: FakeMessagesApi, index: number): string[] => api.messageRequests[index]!.body.tools.map((tool: { name: string }) => tool.name);

describe('MCP servers on the page', () => {
  it("puts a ready server's tools in force after the built-ins and in the editor's text, without the editor being opened", async () => {
    const { playground, servers, notes } = await setUp([]);
    expect(playground.surfaceEditor.getSnapshot().status).toBe('idle');
    await notesReady(playground, servers, notes);

    const inForce = playground.surface.getSnapshot().surface!.tools;
    const firstServerTool = inForce.findIndex((tool) => tool.handler.startsWith('mcp:'));
    expect(inForce.slice(0, firstServerTool).every((tool) => !tool.handler.startsWith('mcp:'))).toBe(true);
    expect(inForce.slice(firstServerTool).map((tool) => tool.name)).toEqual(['search_notes', 'add_note', 'snapshot', 'delete_note', 'count_notes', 'sync_notes']);
    const editor = playground.surfaceEditor.getSnapshot();
    expect(editor.edited).toBe(false);
    const entry = JSON.parse(editor.text).tools.find((tool: { handler: string }) => tool.handler === 'mcp:notes/add_note');
    expect(entry).toMatchObject({ name: 'add_note', description: 'Adds a note with a title and returns its id.' });
    // Its failure templates are in the text to edit, like a built-in's.
    expect(Object.keys(entry.failures)).toEqual(['McpToolError', 'McpTimeout', 'McpServerGone', 'McpServerUnreachable', 'McpCallDenied']);
    expect(editor.analysis!.mcpTools.find((tool) => tool.handler === 'mcp:notes/add_note')).toMatchObject({ server: 'notes', readOnly: false, ready: true });
    expect(editor.analysis!.mcpTools.find((tool) => tool.handler === 'mcp:notes/search_notes')).toMatchObject({ readOnly: true });
    expect(editor.analysis!.failures.some((failure) => failure.handler === 'mcp:notes/add_note' && failure.kind === 'McpCallDenied' && failure.preview.startsWith('The user denied this add_note call to notes.'))).toBe(true);
    expect(editor.analysis!.mcpNotice).toBeUndefined();
    // The lint reads them as it reads the built-ins: the short description of delete_note, nothing
    // about handlers (count_notes is short too, but takes nothing and returns one count: enough);
    // and, with the server's annotations, that delete_note claims it only reads.
    const serverFindings = editor.analysis!.findings.filter((finding) => Number(/^tools\[(\d+)\]/.exec(finding.field)?.[1] ?? -1) >= firstServerTool);
    const at = (handler: string) => inForce.findIndex((tool) => tool.handler === handler);
    expect(serverFindings.map((finding) => [finding.rule, finding.field])).toEqual([
      ['description-length', `tools[${at('mcp:notes/delete_note')}].description`],
      ['annotations', `tools[${at('mcp:notes/delete_note')}].annotations`],
    ]);
  });

  it('sends the edited description, and a renamed tool reaches the server under its own name with the result in the transcript', async () => {
    const { playground, servers, notes, api } = await setUp([call('find_in_notes', { query: 'garden' }), done]);
    await notesReady(playground, servers, notes);
    typeEdit(playground, '"description": "Searches the notes for a word', '"description": "Finds notes by a word in them');
    typeEdit(playground, '"name": "search_notes"', '"name": "find_in_notes"');

    await playground.run.run('Which notes mention the garden?');
    const sent = api.messageRequests[0]!.body.tools.find((tool: { name: string }) => tool.name === 'find_in_notes');
    expect(sent.description).toMatch(/^Finds notes by a word in them/);
    expect(sentToolNames(api, 0)).not.toContain('search_notes');
    expect(notes.calls).toEqual([{ tool: 'search_notes', args: { query: 'garden' } }]);
    expect(calls(playground)[0]).toMatchObject({ name: 'find_in_notes', result: { isError: false, content: '2 notes match "garden": groceries, garden' } });
    // The wire tab shows the request as sent, the server's tool under its new name.
    expect(playground.wire.getSnapshot().steps[0]!.request.tools.map((tool) => tool.name)).toContain('find_in_notes');
  });

  it('refuses a call that breaks the edited schema at the gate: the server sees nothing', async () => {
    const { playground, servers, notes } = await setUp([call('search_notes', { query: 'garden' }), done]);
    await notesReady(playground, servers, notes);
    typeEdit(playground, '"description": "The word to look for."', '"description": "The word to look for, at least 10 letters.", "minLength": 10');

    await playground.run.run('Search the notes.');
    expect(calls(playground)[0]!.result).toMatchObject({ isError: true, errorKind: 'InvalidToolCall' });
    expect(notes.calls).toEqual([]);
  });

  it('asks before a call that is not read-only, names the tool and server, sends a denial as McpCallDenied, and never asks for a read-only one', async () => {
    const { playground, servers, notes, api } = await setUp([
      { blocks: [{ type: 'tool_use', name: 'search_notes', input: { query: 'milk' } }, { type: 'tool_use', name: 'add_note', input: { title: 'milk' } }] },
      done,
    ]);
    await notesReady(playground, servers, notes);
    const asked: string[] = [];
    playground.approvals.on((event) => {
      if (event.type === 'approval-request') asked.push(event.approval.toolId);
    });

    const running = playground.run.run('Note that we need milk.');
    const [pending] = (await when(playground.approvals, (snapshot) => snapshot.pending.length === 1)).pending;
    expect(pending!.mcp).toEqual({ server: 'notes', tool: 'add_note', arguments: '{\n  "title": "milk"\n}' });
    playground.approvals.deny(pending!.id, 'not on the shared board');
    await running;

    expect(asked).toEqual(['mcp:notes/add_note']);
    expect(notes.calls).toEqual([{ tool: 'search_notes', args: { query: 'milk' } }]);
    const denied = calls(playground).find((entry) => entry.name === 'add_note')!.result!;
    expect(denied).toMatchObject({ isError: true, errorKind: 'McpCallDenied' });
    expect(denied.content).toContain('The user denied this add_note call to notes');
    expect(JSON.stringify(api.messageRequests[1]!.body.messages.at(-1))).toContain('not on the shared board');
  });

  it('names a renamed tool in its failures as the model knows it, and the server as the person named it', async () => {
    const { playground, servers, notes } = await setUp([call('pin_note', { title: 'milk' }), done]);
    await notesReady(playground, servers, notes);
    typeEdit(playground, '"name": "add_note"', '"name": "pin_note"');
    const running = playground.run.run('Pin a note about milk.');
    const [pending] = (await when(playground.approvals, (snapshot) => snapshot.pending.length === 1)).pending;
    // The card names the tool the server will run.
    expect(pending!.mcp).toMatchObject({ server: 'notes', tool: 'add_note' });
    playground.approvals.deny(pending!.id);
    await running;
    expect(calls(playground)[0]!.result!.content).toContain('The user denied this pin_note call to notes. They gave no reason.');
  });

  it('"Always allow" covers that tool of that server, whatever the arguments', async () => {
    const { playground, servers, notes } = await setUp([call('add_note', { title: 'milk' }), call('add_note', { title: 'eggs' }), done]);
    await notesReady(playground, servers, notes);
    const running = playground.run.run('Note milk and eggs.');
    const [pending] = (await when(playground.approvals, (snapshot) => snapshot.pending.length === 1)).pending;
    playground.approvals.alwaysAllow(pending!.id);
    await running;
    expect(notes.calls.map((received) => received.args.title)).toEqual(['milk', 'eggs']);
    expect(playground.approvals.getSnapshot().alwaysAllowed).toEqual(['mcp:notes/add_note']);
  });

  it('keeps a gone server\'s tools in the text with a notice, does not offer them, and offers them with the edits once it is back', async () => {
    const { playground, servers, notes, api } = await setUp([done, done]);
    await notesReady(playground, servers, notes);
    typeEdit(playground, '"description": "Counts the notes', '"description": "Tells how many notes there are');
    await servers.drop('notes');

    const analysis = (await when(playground.surfaceEditor, (snapshot) => snapshot.analysis?.mcpNotice !== undefined)).analysis!;
    expect(analysis.mcpNotice).toContain('The model is not offered search_notes, add_note, snapshot, delete_note, count_notes, sync_notes (MCP server notes)');
    expect(analysis.mcpTools.every((tool) => !tool.ready)).toBe(true);
    // The standing cost counts what a request carries: the built-ins alone, as the run sends them.
    expect(analysis.sent.tools.map((tool) => tool.handler)).toEqual(analysis.surface.tools.map((tool) => tool.handler).filter((handler) => !handler.startsWith('mcp:')));
    expect(analysis.tokens.perTool.map((tool) => tool.name)).not.toContain('count_notes');
    expect(toolInForce(playground, 'mcp:notes/count_notes')!.description).toMatch(/^Tells how many notes there are/);
    await playground.run.run('How many notes?');
    expect(sentToolNames(api, 0)).toContain('read_file');
    expect(sentToolNames(api, 0).filter((name) => name.includes('notes'))).toEqual([]);

    await servers.addHttp('notes', notes.url);
    const back = (await when(playground.surfaceEditor, (snapshot) => snapshot.analysis?.mcpNotice === undefined)).analysis!;
    expect(back.tokens.perTool.map((tool) => tool.name)).toContain('count_notes');
    expect(toolInForce(playground, 'mcp:notes/count_notes')!.description).toMatch(/^Tells how many notes there are/);
    await playground.run.run('And now?');
    const countNotes = api.messageRequests[1]!.body.tools.find((tool: { name: string }) => tool.name === 'count_notes');
    expect(countNotes.description).toMatch(/^Tells how many notes there are/);
  });

  it('sends a server tool whose name a built-in has as <server>__<tool>, says why in the editor, and reaches the server under its own name', async () => {
    const { playground, servers } = await setUp([call('files__read_file', { path: 'todo.txt' }), done]);
    const files = new McpServer({ name: 'files', version: '1.0.0' });
    const received: unknown[] = [];
    files.registerTool(
      'read_file',
      { description: 'Reads a file of the shared drive and returns its text.', inputSchema: { path: z.string().describe('The path on the drive.') }, annotations: { readOnlyHint: true } },
      async (args) => {
        received.push(args);
        return { content: [{ type: 'text', text: 'buy milk' }] };
      },
    );
    await servers.addInMemory('files', files);
    const analysis = (await when(playground.surfaceEditor, (snapshot) => snapshot.analysis?.mcpTools.length === 1 && !snapshot.applying)).analysis!;
    expect(analysis.mcpTools[0]).toMatchObject({ handler: 'mcp:files/read_file', renamed: 'sent as files__read_file, not read_file: another tool is also named read_file' });
    expect(toolInForce(playground, 'mcp:files/read_file')!.name).toBe('files__read_file');

    await playground.run.run('What is on the todo list?');
    expect(received).toEqual([{ path: 'todo.txt' }]);
    expect(calls(playground)[0]).toMatchObject({ name: 'files__read_file', result: { isError: false, content: 'buy milk' } });
  });

  it('reaches a server tool from "be the model" too', async () => {
    const { playground, servers, notes } = await setUp([]);
    await notesReady(playground, servers, notes);
    playground.manualCall.selectTool('search_notes');
    playground.manualCall.setArguments('{"query": "garden"}');
    await playground.manualCall.call();
    expect(playground.manualCall.getSnapshot().result).toMatchObject({ toolName: 'search_notes', isError: false, content: '2 notes match "garden": groceries, garden' });
    expect(notes.calls).toEqual([{ tool: 'search_notes', args: { query: 'garden' } }]);
    // Only while its server is ready, as in a run.
    await servers.drop('notes');
    expect(playground.manualCall.tools().map((tool) => tool.name)).not.toContain('search_notes');
    expect(playground.manualCall.getSnapshot().toolName).toBe('read_file');
  });

  it('leaves a server tool switched off out, and puts it back when switched on', async () => {
    const { playground, servers, notes } = await setUp([]);
    await notesReady(playground, servers, notes);
    playground.surfaceEditor.setToolEnabled('mcp:notes/add_note', false);
    expect(toolInForce(playground, 'mcp:notes/add_note')).toBeUndefined();
    expect(playground.surfaceEditor.getSnapshot().analysis!.tools.find((row) => row.handler === 'mcp:notes/add_note')).toMatchObject({ enabled: false });
    // Choosing a preset afresh still leaves it off.
    playground.surfaceEditor.choosePreset('efferent');
    expect(playground.surfaceEditor.getSnapshot().confirm).toEqual({ label: 'the efferent (default) preset' });
    playground.surfaceEditor.confirmReplace();
    expect(playground.surfaceEditor.getSnapshot().edited).toBe(false);
    expect(toolInForce(playground, 'mcp:notes/add_note')).toBeUndefined();
    expect(toolInForce(playground, 'mcp:notes/search_notes')).toBeDefined();
    // So does the server coming back.
    await servers.drop('notes');
    await when(playground.surfaceEditor, (snapshot) => snapshot.analysis?.mcpNotice !== undefined);
    await servers.addHttp('notes', notes.url);
    await when(playground.surfaceEditor, (snapshot) => snapshot.analysis?.mcpNotice === undefined);
    expect(toolInForce(playground, 'mcp:notes/add_note')).toBeUndefined();
    playground.surfaceEditor.setToolEnabled('mcp:notes/add_note', true);
    expect(toolInForce(playground, 'mcp:notes/add_note')).toMatchObject({ name: 'add_note' });
  });

  it('saves a server tool\'s edits in a variant and exports them; the variant opens on a page without the server, with the notice', async () => {
    const repository = new MemoryVariantRepository();
    const first = await setUp([], repository);
    await notesReady(first.playground, first.servers, first.notes);
    typeEdit(first.playground, '"description": "Adds a note with a title', '"description": "Pins a note with a title');
    await first.playground.variants.save('pinned');
    await first.playground.wire.start();
    const exported = JSON.parse(first.playground.wire.exportFile('tools-json')!.text) as Array<{ name: string; description: string }>;
    expect(exported.find((tool) => tool.name === 'add_note')!.description).toMatch(/^Pins a note with a title/);

    const second = await setUp([], repository);
    await second.playground.surfaceEditor.start();
    await second.playground.variants.refresh();
    second.playground.variants.open(second.playground.variants.getSnapshot().variants[0]!.id);
    const opened = second.playground.surfaceEditor.getSnapshot();
    expect(opened.invalid).toBeUndefined();
    expect(opened.origin).toBe('variant "pinned"');
    expect(toolInForce(second.playground, 'mcp:notes/add_note')!.description).toMatch(/^Pins a note with a title/);
    expect(opened.analysis!.mcpNotice).toContain('add_note');
  });

  it('offers a server that becomes ready during a run from its next model call', async () => {
    let page: { playground: Playground; servers: ListedMcpServers; notes: TestMcpHttpServer } | undefined;
    const { playground, servers, notes, api } = await setUp(async (_request, index) => {
      if (index === 0) {
        await notesReady(page!.playground, page!.servers, page!.notes);
        return call('read_file', { path: 'README.md' });
      }
      return index === 1 ? call('search_notes', { query: 'garden' }) : done;
    });
    page = { playground, servers, notes };
    await playground.run.run('Read the README, then search the notes.');
    expect(sentToolNames(api, 0)).not.toContain('search_notes');
    expect(sentToolNames(api, 1)).toContain('search_notes');
    expect(notes.calls).toEqual([{ tool: 'search_notes', args: { query: 'garden' } }]);
    expect(calls(playground)[1]).toMatchObject({ name: 'search_notes', result: { isError: false } });
  });
});
