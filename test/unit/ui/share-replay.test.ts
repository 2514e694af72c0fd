import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { surfaceHash } from '../../../src/engine/toolkit/surface';
import { applyOverlay, type SurfaceOverlay } from '../../../src/engine/toolkit/surface-overlay';
import { decodeShareFile, decodeShareLink, encodeShareFile, encodeShareLink } from '../../../src/share/share-codec';
import { openStore } from '../../../src/store/open-store';
import { createPlayground } from '../../../src/ui/state/playground';
import { ReplayController, type OpenReplay, type ReplaySnapshot } from '../../../src/ui/state/share/replay-controller';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { loadShare } from '../../../src/ui/state/chunk-loaders';
import { shareSamples } from '../../../src/ui/state/share/share-samples';
import { forkTarget, surfaceTarget } from '../../../src/ui/state/share/share-wiring';
import { ScriptedModel } from '../../support/scripted-model';
import { craftLink, node, shareDocument, transcript } from '../share/share-fixtures';
import { liveWorkspaces, SwitchableWorkspaces, when } from './fixtures';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { withMcpTools } from '../../../src/engine/mcp/mcp-surface';
import { overlayBetween } from '../../../src/engine/toolkit/surface-overlay';
import { connectNotesServer } from '../../support/mcp-memory-source';

// The replay of a shared run: stepping, the workspace and surface per step, hostile links and
// files answered with the engine's own messages, and Fork into a real store and workspace.

const editedRead: SurfaceOverlay = { tools: { read_file: { description: 'Reads a file. Lines are numbered from 1.' } } };
const editedHash = surfaceHash(applyOverlay(defaultSurface(), editedRead));

/** A three-step run: write a file, edit it, run a command. */
function sharedRun() {
  return shareDocument({
    title: 'Count words',
    provenance: { appVersion: '0.1.0', sharedAt: '2026-05-01T10:00:00.000Z', surfaceHash: editedHash },
    surface: editedRead,
    workspace: { root: '/workspace', base: 'empty', added: { 'README.md': '# Words\n' }, changed: {}, removed: [] },
    nodes: [
      node(
        'root',
        transcript(
          'Make notes.',
          [
            { text: 'Writing notes.', calls: [{ name: 'write_file', input: { path: 'notes.txt', content: 'one\n' }, result: 'Wrote notes.txt' }] },
            { calls: [{ name: 'edit_file', input: { path: 'notes.txt', oldText: 'one', newText: 'two' }, result: 'Edited notes.txt' }] },
            { calls: [{ name: 'Bash', input: { command: 'echo three > more.txt' }, result: 'exit code 0' }] },
            { text: 'Notes are done.' },
          ].map((step) => ({ ...step, surfaceHash: editedHash })),
        ),
      ),
    ],
  });
}

async function openReplay(link: string): Promise<{ replay: ReplayController; snapshot: ReplaySnapshot }> {
  const replay = new ReplayController(loadShare, shareSamples);
  await replay.open({ kind: 'link', link });
  return { replay, snapshot: replay.getSnapshot() };
}

function open(replay: ReplayController): OpenReplay {
  const snapshot = replay.getSnapshot();
  if (snapshot.state !== 'open') throw new Error(`expected an open replay, got ${JSON.stringify(snapshot).slice(0, 300)}`);
  return snapshot;
}

describe('ReplayController', () => {
  it('steps forward and back, with the transcript, files and surface of each step', async () => {
    const { replay } = await openReplay(await encodeShareLink(sharedRun()));
    // A replay opens on the whole run: its last step, with every reply.
    let at = open(replay);
    expect([at.step, at.steps]).toEqual([4, 4]);
    expect(at.transcript.entries.at(-1)).toMatchObject({ kind: 'step', step: 4, text: 'Notes are done.' });
    replay.goTo(0);
    at = open(replay);
    expect(at.transcript.entries).toEqual([{ kind: 'user', text: 'Make notes.', first: true }]);
    expect(at.workspace.files).toEqual({ 'README.md': '# Words\n' });

    replay.next();
    at = open(replay);
    expect(at.step).toBe(1);
    expect(at.selectedPath).toBe('notes.txt');
    expect(at.workspace.files['notes.txt']).toBe('one\n');
    expect(at.transcript.entries.at(-1)).toMatchObject({
      kind: 'step',
      step: 1,
      text: 'Writing notes.',
      calls: [{ name: 'write_file', result: { content: 'Wrote notes.txt', isError: false } }],
    });

    replay.next();
    expect(open(replay).workspace.files['notes.txt']).toBe('two\n');
    replay.previous();
    expect(open(replay).workspace.files['notes.txt']).toBe('one\n');

    // A command's effect cannot be replayed: the step says so instead of showing a silent gap.
    replay.goTo(3);
    expect(open(replay).workspace.caveats.map((caveat) => caveat.text)).toEqual([
      'Step 3 ran a command (`echo three > more.txt`); any change it made to files is not shown.',
    ]);
    replay.goTo(99);
    expect(open(replay).step).toBe(4);

    // The surface at the step, as its difference from the defaults.
    const { surface, surfaceChanges } = open(replay);
    expect(surface.exact).toBe(true);
    expect(surfaceChanges).toHaveLength(1);
    expect(surfaceChanges[0]).toMatchObject({ area: 'read_file', field: 'description' });
    // The word diff reads as the default text (removed + same) turned into the shared one (same + added).
    const parts = surfaceChanges[0]!.parts!;
    const textOf = (kept: 'added' | 'removed') => parts.filter((part) => part.change !== kept).map((part) => part.text).join('');
    expect(textOf('removed')).toBe('Reads a file. Lines are numbered from 1.');
    expect(textOf('added')).toBe(defaultSurface().tools.find((tool) => tool.handler === 'read_file')!.description);
  });

  it('follows the agent that made each step, and shows another agent up to the same step', async () => {
    const document = shareDocument({
      nodes: [
        node('root', [
          { role: 'user', content: 'Write the docs.' },
          { role: 'assistant', step: 1, content: [{ type: 'tool_use', id: 'toolu_a', name: 'run_agent', input: { name: 'docs', folder: 'docs', task: 'Write docs/intro.md' } }] },
          { role: 'user', step: 1, content: [{ type: 'tool_result', tool_use_id: 'toolu_a', content: 'docs finished' }] },
          { role: 'assistant', step: 3, content: [{ type: 'text', text: 'Docs are in.' }] },
        ]),
        node('docs', transcript('Write docs/intro.md', [{ calls: [{ name: 'write_file', input: { path: 'docs/intro.md', content: '# Intro\n' }, result: 'Wrote it' }] }], 2), {
          parentId: 'root',
          folder: 'docs',
        }),
      ],
    });
    const { replay } = await openReplay(await encodeShareLink(document));
    replay.goTo(1);
    expect(open(replay)).toMatchObject({ nodeId: 'root', transcript: { notStarted: false } });
    replay.selectNode('docs');
    expect(open(replay)).toMatchObject({ nodeId: 'docs', transcript: { notStarted: true } });
    replay.next();
    expect(open(replay).nodeId).toBe('docs');
    expect(open(replay).transcript.entries.map((entry) => entry.kind)).toEqual(['user', 'step']);
    expect(open(replay).workspace.files).toEqual({ 'docs/intro.md': '# Intro\n' });
    replay.next();
    expect(open(replay).nodeId).toBe('root');
    expect(open(replay).transcript.entries.at(-1)).toMatchObject({ kind: 'step', step: 3, text: 'Docs are in.' });
  });

  it('keeps the file the person picked across steps', async () => {
    const { replay } = await openReplay(await encodeShareLink(sharedRun()));
    replay.selectPath('README.md');
    replay.previous();
    replay.previous();
    expect(open(replay).selectedPath).toBe('README.md');
  });

  it('opens on the step a link names, and makes a link to the step shown', async () => {
    const link = await encodeShareLink(sharedRun());
    const { replay } = await openReplay(`https://playground.example/${link}&step=1`);
    expect(open(replay).step).toBe(1);
    expect(open(replay).transcript.entries.at(-1)).toMatchObject({ kind: 'step', step: 1, text: 'Writing notes.' });
    // A step past the end opens on the last one; a chat app's trailing full stop is ignored.
    expect(open((await openReplay(`${link}&step=99.`)).replay).step).toBe(4);

    replay.goTo(3);
    expect(await replay.linkToCurrentStep()).toBe(`${link}&step=3`);
    const { replay: reopened } = await openReplay((await replay.linkToCurrentStep())!);
    expect(open(reopened).step).toBe(3);

    // A replay opened from a file gets a link made from its document.
    const fromFile = new ReplayController(loadShare, shareSamples);
    await fromFile.open({ kind: 'file', file: new Blob([encodeShareFile(sharedRun())]) });
    fromFile.goTo(2);
    expect(await fromFile.linkToCurrentStep()).toBe(`${link}&step=2`);
  });

  it('answers hostile links and files with the engine’s own message', async () => {
    const link = await encodeShareLink(sharedRun());
    const tampered = `${link.slice(0, 40)}${link[40] === 'A' ? 'B' : 'A'}${link.slice(41)}`;
    const bomb = craftLink(new Uint8Array(8 * 1024 * 1024).fill(32));
    const hostile = [link.slice(0, link.length - 30), tampered, link.replace('#share=v1.', '#share=v7.'), bomb, '#share=v1'];
    for (const bad of hostile) {
      const expected = await decodeShareLink(bad, shareSamples);
      if (expected.ok) throw new Error(`expected ${bad.slice(0, 30)}… to be refused`);
      const { snapshot } = await openReplay(bad);
      expect(snapshot).toMatchObject({ state: 'failed', message: expected.message });
    }
    expect(((await openReplay(tampered)).snapshot as { message: string }).message).toMatch(/^This link is damaged/);
    expect(((await openReplay(bomb)).snapshot as { message: string }).message).toMatch(/unpacks to more than 5 MB/);

    const replay = new ReplayController(loadShare, shareSamples);
    await replay.open({ kind: 'file', file: new Blob(['{"hello": "world"}']) });
    expect(replay.getSnapshot()).toMatchObject({ state: 'failed', message: (decodeShareFile('{"hello": "world"}', shareSamples) as { message: string }).message });
    // Too big to be a shared run: refused by its size, before it is read.
    await replay.open({ kind: 'file', file: new Blob([new Uint8Array(6 * 1024 * 1024)]) });
    expect(replay.getSnapshot()).toMatchObject({ state: 'failed', message: expect.stringMatching(/^This file is too large to open/) });

    // The .json the Share button saves opens like the link.
    await replay.open({ kind: 'file', file: new Blob([encodeShareFile(sharedRun())]) });
    expect(open(replay).document.title).toBe('Count words');
  });

  it('forks from a step into a new session, with the files and transcript from just before it', async () => {
    const store = await openStore({ factory: new IDBFactory(), name: 'share-replay-test' });
    const { workspaces, workspace } = await liveWorkspaces({ 'mine.txt': 'my own file\n' });
    const settings = new SettingsController(undefined);
    const playground = createPlayground({ settings, workspaces, store, createModel: () => new ScriptedModel([]), schedulePreload: (task) => task() });
    await when(playground.surface, (snapshot) => snapshot.surface !== undefined);
    await playground.sessions.ready;

    const { replay } = await openReplay(await encodeShareLink(sharedRun()));
    replay.goTo(2);
    const forked = await replay.fork('step', forkTarget(playground));
    expect(forked).toMatchObject({ title: 'Fork of Count words from step 2', needsUserMessage: false, caveats: [] });
    // The run's surface is in force and in the editor: the next call reads its read_file wording.
    expect(forked!.surface).toMatchObject({ ok: true, text: expect.stringMatching(/^The surface editor now holds the shared run's surface/) });
    expect(playground.surface.getSnapshot().surface!.tools.find((tool) => tool.handler === 'read_file')!.description).toBe('Reads a file. Lines are numbered from 1.');
    expect(playground.surfaceEditor.getSnapshot().text).toContain('Lines are numbered from 1.');

    // The live workspace now holds the files as they were before call 2, and nothing else.
    expect(await workspace.exportFiles()).toEqual({ 'README.md': '# Words\n', 'notes.txt': 'one\n' });
    const sessions = playground.sessions.getSnapshot();
    expect(sessions.openSessionId).toBe(forked!.sessionId);
    expect(sessions.openSession).toMatchObject({ title: 'Fork of Count words from step 2', startFiles: { 'README.md': '# Words\n', 'notes.txt': 'one\n' } });
    const root = sessions.nodes[0]!;
    const stored = await store.nodes.loadMessages(root.id);
    expect(stored.map((entry) => entry.message.role)).toEqual(['user', 'assistant', 'user']);
    expect(stored.at(-1)!.message.content).toEqual([{ type: 'tool_result', tool_use_id: expect.any(String), content: 'Wrote notes.txt' }]);
    expect(playground.run.getSnapshot().canContinue).toBe(true);

    // Fork at the end: the finished run needs a new message; the command's files are a caveat.
    const atEnd = await replay.fork('end', forkTarget(playground));
    expect(atEnd).toMatchObject({ title: 'Fork of Count words', needsUserMessage: true });
    expect(atEnd!.caveats).toEqual(['Step 3 ran a command (`echo three > more.txt`); any change it made to files is not shown.']);
    expect(await workspace.exportFiles()).toEqual({ 'README.md': '# Words\n', 'notes.txt': 'two\n' });
  });

  it('a fork made while the workspace is still starting waits for it, saying so, and goes in once it is live', async () => {
    const store = await openStore({ factory: new IDBFactory(), name: 'share-replay-starting-test' });
    const workspaces = new SwitchableWorkspaces();
    const playground = createPlayground({ settings: new SettingsController(undefined), workspaces, store, createModel: () => new ScriptedModel([]), schedulePreload: (task) => task() });
    await playground.sessions.ready;
    const { replay } = await openReplay(await encodeShareLink(sharedRun()));

    const forking = replay.fork('end', forkTarget(playground));
    expect(open(replay).fork).toEqual({ state: 'forking', waitingFor: 'your workspace is still starting, and the fork goes in as soon as it is ready.' });
    const workspace = await createEmbeddedWorkspace({ files: { 'mine.txt': 'my own file\n' } });
    workspaces.setActive(workspace);
    expect(await forking).toMatchObject({ title: 'Fork of Count words', needsUserMessage: true });
    expect(await workspace.exportFiles()).toEqual({ 'README.md': '# Words\n', 'notes.txt': 'two\n' });
    expect(open(replay).fork).toEqual({ state: 'idle' });

    // A page where no workspace could start says why, and makes no session.
    const failed = new SwitchableWorkspaces();
    const stranded = createPlayground({ settings: new SettingsController(undefined), workspaces: failed, store, createModel: () => new ScriptedModel([]), schedulePreload: (task) => task() });
    const sessionsBefore = (await store.sessions.list()).length;
    const refused = replay.fork('end', forkTarget(stranded));
    failed.setFailed('The embedded workspace did not start: out of memory.');
    expect(await refused).toBeUndefined();
    expect(open(replay).fork).toEqual({ state: 'failed', message: 'The fork was not made: The embedded workspace did not start: out of memory.' });
    expect((await store.sessions.list()).length).toBe(sessionsBefore);
  });

  it('"Use this surface" on a step whose surface the link lacks says so and leaves the editor as it was', async () => {
    const { workspaces } = await liveWorkspaces({ 'mine.txt': 'my own file\n' });
    const playground = createPlayground({ settings: new SettingsController(undefined), workspaces, schedulePreload: (task) => task() });
    await playground.surfaceEditor.start();
    const before = playground.surfaceEditor.getSnapshot().text;
    const lost = shareDocument({ nodes: [node('root', transcript('Go', [{ text: 'Edited mid-run.', surfaceHash: 'a-surface-no-longer-kept' }]))] });
    const { replay } = await openReplay(await encodeShareLink(lost));

    await replay.useSurface(surfaceTarget(playground));
    expect(open(replay).surfaceUse).toEqual({ ok: false, text: expect.stringMatching(/^The link does not carry the surface of this step/) });
    expect(playground.surfaceEditor.getSnapshot().text).toBe(before);
    expect(playground.sessions.getSnapshot().openSessionId).toBeUndefined();
  });

  it('names the MCP servers a run used, and a fork in a page without them says so', async () => {
    const notes = await connectNotesServer();
    const { surface } = withMcpTools(defaultSurface(), [notes.connection]);
    const hash = surfaceHash(surface);
    const run = shareDocument({
      title: 'Search notes',
      provenance: { appVersion: '0.1.0', sharedAt: '2026-05-01T10:00:00.000Z', surfaceHash: hash },
      surface: overlayBetween(defaultSurface(), surface),
      nodes: [node('root', transcript('Find garden', [{ calls: [{ name: 'search_notes', input: { query: 'garden' }, result: 'garden' }], surfaceHash: hash }, { text: 'Found.', surfaceHash: hash }]))],
    });
    const { replay } = await openReplay(await encodeShareLink(run));
    expect(open(replay).mcpUse).toBe('This run used the MCP server notes (1 call). The replay shows the results recorded in the link; it contacts no server.');
    expect(notes.calls).toEqual([]);

    const store = await openStore({ factory: new IDBFactory(), name: 'share-replay-mcp-test' });
    const { workspaces } = await liveWorkspaces({});
    const withoutServer = createPlayground({ settings: new SettingsController(undefined), workspaces, store, createModel: () => new ScriptedModel([]), schedulePreload: (task) => task() });
    await when(withoutServer.surface, (snapshot) => snapshot.surface !== undefined);
    await withoutServer.sessions.ready;
    const forked = await replay.fork('end', forkTarget(withoutServer));
    expect(forked!.caveats).toEqual(['The run used the MCP server "notes", which is not ready in this page: the model will not be offered its tools until you add it under MCP servers.']);

    const withServer = { ...withoutServer, mcp: notes.source };
    expect((await replay.fork('end', forkTarget(withServer)))!.caveats).toEqual([]);
    await notes.close();
  });
});
