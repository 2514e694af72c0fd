import { afterEach, describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import type { Lesson } from '../../../src/engine/lessons/lesson';
import { lessonToJson } from '../../../src/engine/lessons/lesson-file';
import { connectNotesServer, type NotesServer } from '../../support/mcp-memory-source';
import { compareWorld, type CompareWorld } from './compare-fixtures';
import { NO_TOOL } from '../../../src/engine/compare/selection-expectations';
import { withMcpTools } from '../../../src/engine/mcp/mcp-surface';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { WORKSPACE_LESSON } from '../../../src/ui/state/compare/compare-setup';
import type { FakeReply, RecordedRequest } from '../../support/fake-messages-api';
import { decodeShareLink } from '../../../src/share/share-codec';
import { mcpServersUsed } from '../../../src/share/replay-mcp';
import { shareSamples } from '../../../src/ui/state/share/share-samples';

/** The Compare view with lessons that need programs or MCP servers, over real servers and the local Messages API. */

let world: CompareWorld | undefined;
let notes: NotesServer | undefined;
afterEach(async () => {
  await world?.close();
  await notes?.close();
  world = undefined;
  notes = undefined;
});

function lessonNeeding(id: string, needs: string[]): Lesson {
  return {
    ...findLesson('write-file-routing')!,
    id,
    title: `Needs ${needs.join(', ')}`,
    task: 'Find the note about the garden.',
    variants: { plain: {}, terse: { system: 'Be brief.' } },
    checks: [{ kind: 'max-steps', steps: 5 }],
    needs,
  };
}

async function importAndPick(current: CompareWorld, lesson: Lesson): Promise<void> {
  const { lessons, comparison } = current.controllers;
  await comparison.prepare();
  expect(await lessons.importText(lessonToJson(lesson), `${lesson.id}.json`)).toBeDefined();
  await comparison.selectLesson(lesson.id);
  comparison.setRunsPerVariant(1);
}

describe('a comparison of a lesson that says what it needs', () => {
  it('needing node is refused in the page, with the way to run it, and no model is called', async () => {
    world = await compareWorld({ script: [] });
    await importAndPick(world, lessonNeeding('needs-node', ['node']));
    const { comparison } = world.controllers;
    const message =
      'The lesson "needs-node" needs node, which the embedded workspace does not have. Every comparison run in this page gets a fresh embedded workspace: run this lesson headless with npm run compare -- --sandbox os.';
    expect(comparison.blocker()).toBe(message);
    expect(comparison.lessonNeeds()).toEqual([{ need: 'node', label: 'node', lacking: 'not in the embedded workspace comparisons run on' }]);
    await comparison.start();
    expect(comparison.getSnapshot()).toMatchObject({ problem: message, status: 'idle' });
    expect(comparison.getSnapshot().shown).toBeUndefined();
    expect(world.server.messageRequests).toHaveLength(0);
  });

  it('needing a server that is not ready says to add it under MCP servers, and no model is called', async () => {
    world = await compareWorld({ script: [] });
    await importAndPick(world, lessonNeeding('needs-notes', ['mcp:notes']));
    const { comparison } = world.controllers;
    await comparison.start();
    expect(comparison.getSnapshot().problem).toBe('The lesson "needs-notes" needs the MCP server "notes", which is not connected. Add it under MCP servers, then start again.');
    expect(world.server.messageRequests).toHaveLength(0);
  });

  it('with the server ready, every variant is offered its tools, the call reaches the server and the runs pass', async () => {
    notes = await connectNotesServer();
    world = await compareWorld({
      mcp: notes.source,
      script: (request) =>
        request.body.messages.length > 1
          ? { blocks: [{ type: 'text', text: 'The garden note.' }] }
          : { blocks: [{ type: 'tool_use', name: 'search_notes', input: { query: 'garden' } }] },
    });
    await importAndPick(world, lessonNeeding('needs-notes', ['mcp:notes']));
    const { comparison } = world.controllers;
    expect(comparison.blocker()).toBeUndefined();
    await comparison.start();
    const { problem, shown } = comparison.getSnapshot();
    expect(problem).toBeUndefined();
    expect(shown!.result.metrics.map((metrics) => [metrics.variant, metrics.passRate])).toEqual([['plain', 1], ['terse', 1]]);
    expect(notes.calls).toEqual([
      { tool: 'search_notes', args: { query: 'garden' } },
      { tool: 'search_notes', args: { query: 'garden' } },
    ]);
    const first = world.server.messageRequests[0]!.body;
    expect(first.tools.map((tool: { name: string }) => tool.name)).toContain('search_notes');
    // The model read the server's own answer.
    expect(JSON.stringify(world.server.messageRequests[1]!.body.messages.at(-1))).toContain('2 notes match \\"garden\\": groceries, garden');
  });

  it('a lesson whose variant rewrites the server tool\'s description runs each variant with its own text', async () => {
    notes = await connectNotesServer();
    world = await compareWorld({
      mcp: notes.source,
      script: (request) =>
        request.body.messages.length > 1 ? { blocks: [{ type: 'text', text: 'Found.' }] } : { blocks: [{ type: 'tool_use', name: 'search_notes', input: { query: 'garden' } }] },
    });
    await importAndPick(world, {
      ...lessonNeeding('notes-search', ['mcp:notes']),
      tools: ['mcp:notes/search_notes'],
      variants: { plain: {}, terse: { tools: { 'mcp:notes/search_notes': { description: 'Finds notes by a word.' } } } },
      checks: [{ kind: 'tool-called', tool: 'mcp:notes/search_notes', atLeast: 1 }],
    });
    const { comparison } = world.controllers;
    await comparison.start();
    expect(comparison.getSnapshot().problem).toBeUndefined();
    expect(comparison.getSnapshot().shown!.result.metrics.map((metrics) => [metrics.variant, metrics.passRate])).toEqual([['plain', 1], ['terse', 1]]);
    const descriptions = world.server.messageRequests
      .filter((request) => request.body.messages.length === 1)
      .map((request) => request.body.tools.find((tool: { name: string }) => tool.name === 'search_notes').description);
    expect(descriptions).toEqual(['Searches the notes for a word and returns the matching titles.', 'Finds notes by a word.']);
    expect(notes.calls).toHaveLength(2);

    // "Share this run": the link carries the variant's rewritten server tool and names the server in the replay.
    const terse = comparison.getSnapshot().shown!.result.runs.find((run) => run.variant === 'terse')!;
    await world.controllers.sharing.shareRun(terse);
    const dialog = world.share.getSnapshot().dialog;
    if (dialog.state !== 'ready') throw new Error(`expected a link, got ${JSON.stringify(dialog)}`);
    const decoded = await decodeShareLink(dialog.link, shareSamples);
    if (!decoded.ok) throw new Error(decoded.message);
    expect(decoded.document.surface.tools?.['mcp:notes/search_notes']).toMatchObject({ name: 'search_notes', description: 'Finds notes by a word.' });
    expect(mcpServersUsed(decoded.document)).toEqual([{ server: 'notes', calls: 1 }]);

    // After a reload, with the server ready again, the saved run still shares.
    world = await world.reload();
    await world.controllers.library.refresh();
    await world.controllers.comparison.show(world.controllers.library.getSnapshot().comparisons[0]!);
    await world.controllers.sharing.shareRun(terse);
    expect(world.share.getSnapshot().dialog).toMatchObject({ state: 'ready' });
  });

  it('a server going away while the lesson is picked changes what Start says', async () => {
    notes = await connectNotesServer();
    let ready = [notes.connection];
    const listeners = new Set<() => void>();
    const source = { readyConnections: () => ready, callTimeoutMs: () => 60_000, subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)) };
    world = await compareWorld({ mcp: source, script: [] });
    await importAndPick(world, lessonNeeding('needs-notes', ['mcp:notes']));
    const { comparison } = world.controllers;
    expect(comparison.blocker()).toBeUndefined();
    expect(comparison.lessonNeeds()).toEqual([{ need: 'mcp:notes', label: 'MCP server notes' }]);
    let changed = 0;
    comparison.subscribe(() => (changed += 1));
    ready = [];
    for (const listener of listeners) listener();
    expect(changed).toBe(1);
    expect(comparison.lessonNeeds()).toEqual([{ need: 'mcp:notes', label: 'MCP server notes', lacking: 'not connected in this page' }]);
    expect(comparison.blocker()).toMatch(/needs the MCP server "notes", which is not connected/);
  });
});

describe('surfaces that show MCP tools', () => {
  const edited = 'Finds notes by a word. Use it before reading files.';
  const original = 'Searches the notes for a word and returns the matching titles.';
  /** A fixture, not a model: it calls search_notes only when its description is the edited one. */
  const notesScript = (request: RecordedRequest): FakeReply => {
    const search = request.body.tools.find((tool: { name: string }) => tool.name === 'search_notes');
    return search?.description === edited && request.body.messages.length === 1
      ? { blocks: [{ type: 'tool_use', name: 'search_notes', input: { query: 'garden' } }] }
      : { blocks: [{ type: 'text', text: 'Done.' }] };
  };
  const searchDescriptions = (current: CompareWorld) =>
    current.server.messageRequests.filter((request) => request.body.messages.length === 1).map((request) => request.body.tools.find((tool: { name: string }) => tool.name === 'search_notes')?.description);
  const editedSurface = (server: NotesServer) => {
    const surface = withMcpTools(defaultSurface(), [server.connection]).surface;
    return { ...surface, tools: surface.tools.map((tool) => (tool.handler === 'mcp:notes/search_notes' ? { ...tool, description: edited } : tool)) };
  };

  it('compare on the workspace: the edited server tool against the defaults with the server\'s own text; without the server ready, Start says to add it', async () => {
    notes = await connectNotesServer();
    world = await compareWorld({ mcp: notes.source, script: notesScript });
    world.surface.setSurface(editedSurface(notes));
    const { comparison } = world.controllers;
    await comparison.prepare();
    await comparison.selectLesson(WORKSPACE_LESSON);
    expect(comparison.getSnapshot().selectedVariants).toEqual(['current', 'default']);
    comparison.setWorkspaceTask('Find the garden note.');
    comparison.setRunsPerVariant(1);
    await comparison.start();
    expect(comparison.getSnapshot().problem).toBeUndefined();
    expect(comparison.getSnapshot().shown!.result.runs.map((run) => [run.variant, run.status])).toEqual([['current', 'passed'], ['default', 'passed']]);
    expect(searchDescriptions(world)).toEqual([edited, original]);
    expect(notes.calls).toEqual([{ tool: 'search_notes', args: { query: 'garden' } }]);
    await world.close();

    world = await compareWorld({ script: notesScript });
    world.surface.setSurface(editedSurface(notes));
    await world.controllers.comparison.prepare();
    await world.controllers.comparison.selectLesson(WORKSPACE_LESSON);
    world.controllers.comparison.setWorkspaceTask('Find the garden note.');
    expect(world.controllers.comparison.blocker()).toBe(
      'The lesson "workspace" needs the MCP server "notes", which is not connected. Add it under MCP servers, then start again.',
    );
  });

  it('a selection test takes a surface with MCP tools as a variant and scores its tools by handler', async () => {
    notes = await connectNotesServer();
    world = await compareWorld({ mcp: notes.source, script: notesScript });
    world.surface.setSurface(editedSurface(notes));
    const { selection } = world.controllers;
    await selection.prepare();
    selection.setSourceSelected('default', true);
    expect(selection.getSnapshot().toolNames).toContain('search_notes');
    selection.setPrompt(0, { prompt: 'Which note is about the garden?', expected: 'search_notes' });
    selection.setSamples(1);
    await selection.start();
    const { report, problem } = selection.getSnapshot();
    expect(problem).toBeUndefined();
    const [current, defaults] = report!.variants;
    expect(current).toMatchObject({ variant: 'Current surface (as edited)', correct: 1, accuracy: 1 });
    expect(current!.confusion).toEqual({ 'mcp:notes/search_notes': { 'mcp:notes/search_notes': 1 } });
    expect(defaults).toMatchObject({ correct: 0 });
    expect(defaults!.confusion).toEqual({ 'mcp:notes/search_notes': { [NO_TOOL]: 1 } });
    // The defaults were shown the server's tool in its own words.
    expect(searchDescriptions(world).sort()).toEqual([edited, original].sort());
    // A selection test runs nothing: the server saw no call.
    expect(notes.calls).toEqual([]);
  });
});
