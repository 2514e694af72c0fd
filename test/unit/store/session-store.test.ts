import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { recordingFactory } from './recording-factory';
import { appendMany, freshStore, makeNode } from './store-fixtures';

const titles = (sessions: Array<{ title: string }>) => sessions.map((session) => session.title);
/** For checks where the order is not the point. */
const titleSet = (sessions: Array<{ title: string }>) => titles(sessions).sort();

describe('SessionStore', () => {
  it('lists sessions newest first; renaming does not move a session, running in it does', async () => {
    const { store } = await freshStore();
    const first = await store.sessions.create({ title: 'First' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await store.sessions.create({ task: 'Add a --verbose flag to the CLI\nand document it' });
    expect(second.title).toBe('Add a --verbose flag to the CLI');
    expect(titles(await store.sessions.list())).toEqual(['Add a --verbose flag to the CLI', 'First']);

    await store.sessions.rename(first.id, 'First, renamed');
    expect(titles(await store.sessions.list())).toEqual(['Add a --verbose flag to the CLI', 'First, renamed']);

    await new Promise((resolve) => setTimeout(resolve, 2));
    await store.nodes.createNode(makeNode({ id: 'n_1', sessionId: first.id, createdAt: Date.now() }));
    expect(titles(await store.sessions.list())).toEqual(['First, renamed', 'Add a --verbose flag to the CLI']);
    await expect(store.sessions.rename('s_gone', 'x')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('lists sessions made in the same millisecond newest first all the same, not in the order of their ids', async () => {
    const { store } = await freshStore();
    const frozen = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      for (const title of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) await store.sessions.create({ title });
      expect(titles(await store.sessions.list())).toEqual(['Six', 'Five', 'Four', 'Three', 'Two', 'One']);
    } finally {
      frozen.mockRestore();
    }
  });

  it('lists 1,000 sessions from the sessions index alone, reading no node or message', async () => {
    const recorder = recordingFactory(new IDBFactory());
    const { store } = await freshStore({ factory: recorder.factory });
    const ids = await Promise.all(Array.from({ length: 1_000 }, (_, index) => store.sessions.create({ title: `Session ${index}` }).then((session) => session.id)));
    await store.nodes.createNode(makeNode({ id: 'n_big', sessionId: ids[0]! }));
    await appendMany(store, 'n_big', 20);
    recorder.take();

    const sessions = await store.sessions.list();
    expect(sessions).toHaveLength(1_000);
    expect(recorder.take()).toEqual(['sessions.index(by-updatedAt).getAll']);
    for (let index = 1; index < sessions.length; index++) expect(sessions[index - 1]!.updatedAt).toBeGreaterThanOrEqual(sessions[index]!.updatedAt);
  });

  it('searches titles and tasks by every word, in any case', async () => {
    const { store } = await freshStore();
    await store.sessions.create({ title: 'Grep tuning', task: 'Make grep return fewer duplicate matches' });
    await store.sessions.create({ title: 'Docs', task: 'Write the README for the CLI' });
    await store.sessions.create({ title: 'CLI flags', task: 'Add --verbose' });
    expect(titleSet(await store.sessions.search('cli'))).toEqual(['CLI flags', 'Docs']);
    expect(titles(await store.sessions.search('  GREP   matches '))).toEqual(['Grep tuning']);
    expect(titles(await store.sessions.search('readme verbose'))).toEqual([]);
    expect(await store.sessions.search('')).toHaveLength(3);
  });

  it('deletes softly: hidden at once, back with undo, gone with its nodes and messages only when purged', async () => {
    const { store, reopen } = await freshStore();
    const doomed = await store.sessions.create({ title: 'Doomed', task: 'old experiment' });
    const kept = await store.sessions.create({ title: 'Kept' });
    await store.nodes.createNode(makeNode({ id: 'n_doomed', sessionId: doomed.id }));
    await store.nodes.createNode(makeNode({ id: 'n_child', sessionId: doomed.id, parentId: 'n_doomed', depth: 1 }));
    await store.nodes.createNode(makeNode({ id: 'n_kept', sessionId: kept.id }));
    await appendMany(store, 'n_doomed', 4);
    await appendMany(store, 'n_child', 2);
    await appendMany(store, 'n_kept', 3);

    await store.sessions.delete(doomed.id);
    expect(titles(await store.sessions.list())).toEqual(['Kept']);
    expect(await store.sessions.search('experiment')).toEqual([]);
    expect(titles(await store.sessions.listDeleted())).toEqual(['Doomed']);
    await store.sessions.undoDelete(doomed.id);
    expect(titleSet(await store.sessions.list())).toEqual(['Doomed', 'Kept']);
    expect(await store.sessions.get(doomed.id)).not.toHaveProperty('deletedAt');

    await store.sessions.delete(doomed.id);
    expect(await store.sessions.purgeDeleted(60_000)).toEqual([]);
    expect(await store.nodes.loadMessages('n_doomed')).toHaveLength(4);

    expect(await store.sessions.purgeDeleted(0)).toEqual([doomed.id]);
    store.close();
    const reloaded = await reopen();
    expect(await reloaded.sessions.get(doomed.id)).toBeUndefined();
    expect(await reloaded.nodes.listNodes(doomed.id)).toEqual([]);
    expect(await reloaded.nodes.loadMessages('n_doomed')).toEqual([]);
    expect(await reloaded.nodes.loadMessages('n_child')).toEqual([]);
    expect(await reloaded.sessions.listDeleted()).toEqual([]);
    expect(await reloaded.nodes.loadMessages('n_kept')).toHaveLength(3);
    await expect(reloaded.sessions.undoDelete(doomed.id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('marks runs a reload cut short as interrupted, and leaves finished ones and live ones alone', async () => {
    const { store, reopen } = await freshStore();
    const session = await store.sessions.create({ title: 'Run' });
    await store.nodes.createNode(makeNode({ id: 'n_root', sessionId: session.id }));
    await store.nodes.createNode(makeNode({ id: 'n_child', sessionId: session.id, parentId: 'n_root', depth: 1 }));
    await store.nodes.createNode(makeNode({ id: 'n_done', sessionId: session.id, parentId: 'n_root', depth: 1, status: { state: 'done' } }));
    await store.nodes.createNode(makeNode({ id: 'n_other_tab', sessionId: session.id, parentId: 'n_root', depth: 1 }));
    await appendMany(store, 'n_root', 3);
    store.close();

    const reloaded = await reopen();
    const marked = await reloaded.sessions.markInterrupted(new Set(['n_other_tab']));
    expect(marked.map((node) => node.id).sort()).toEqual(['n_child', 'n_root']);
    const states = Object.fromEntries((await reloaded.nodes.listNodes(session.id)).map((node) => [node.id, node.status.state]));
    expect(states).toEqual({ n_root: 'interrupted', n_child: 'interrupted', n_done: 'done', n_other_tab: 'running' });
    expect(await reloaded.nodes.loadMessages('n_root')).toHaveLength(3);
    expect(await reloaded.sessions.markInterrupted(new Set(['n_other_tab']))).toEqual([]);
  });
});
