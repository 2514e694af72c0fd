import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createTokenBudget } from '../../../src/engine/loop/token-budget';
import { AgentTree } from '../../../src/engine/nodes/agent-tree';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { StoreError } from '../../../src/store/store-errors';
import { ScriptedModel } from '../../support/scripted-model';
import { recordingFactory } from './recording-factory';
import { appendMany, freshStore, makeMessage, makeNode } from './store-fixtures';

describe('IndexedDbNodeStore', () => {
  it('keeps nodes and transcripts across a reload (a new connection sees everything)', async () => {
    const { store, reopen } = await freshStore();
    const session = await store.sessions.create({ title: 'Docs' });
    const root = makeNode({ id: 'n_root', sessionId: session.id, task: 'Document the project' });
    const child = makeNode({ id: 'n_child', sessionId: session.id, parentId: 'n_root', rootId: 'n_root', depth: 1, name: 'docs', folder: 'docs' });
    await store.nodes.createNode(root);
    await store.nodes.createNode(child);
    await appendMany(store, 'n_root', 3);
    await appendMany(store, 'n_child', 2);
    await store.nodes.updateNode('n_child', { status: { state: 'done' }, messageCount: 2, summary: 'Wrote docs/intro.md.' });
    store.close();

    const reloaded = await reopen();
    expect((await reloaded.nodes.listNodes(session.id)).map((node) => [node.id, node.status.state])).toEqual([
      ['n_root', 'running'],
      ['n_child', 'done'],
    ]);
    expect(await reloaded.nodes.getNode('n_child')).toMatchObject({ parentId: 'n_root', folder: 'docs', summary: 'Wrote docs/intro.md.', messageCount: 2 });
    expect((await reloaded.nodes.loadMessages('n_root')).map((entry) => entry.message.content)).toEqual(['message 0', 'message 1', 'message 2']);
    expect(await reloaded.nodes.loadMessages('n_child')).toHaveLength(2);
    // The session learned its root node and task from the first root node, for the sidebar's search.
    expect(await reloaded.sessions.get(session.id)).toMatchObject({ rootNodeId: 'n_root', task: 'Document the project' });
  });

  it('returns messages in seq order, numerically, and never mixes nodes whose ids share a prefix', async () => {
    const { store } = await freshStore();
    await store.nodes.createNode(makeNode({ id: 'n_1', sessionId: 's' }));
    await store.nodes.createNode(makeNode({ id: 'n_10', sessionId: 's' }));
    for (let seq = 0; seq < 12; seq++) {
      await store.nodes.appendMessage(makeMessage('n_1', seq));
      if (seq < 3) await store.nodes.appendMessage(makeMessage('n_10', seq, `other ${seq}`));
    }
    expect((await store.nodes.loadMessages('n_1')).map((entry) => entry.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect((await store.nodes.loadMessages('n_10')).map((entry) => entry.message.content)).toEqual(['other 0', 'other 1', 'other 2']);
    expect(await store.nodes.loadMessages('n_unknown')).toEqual([]);
  });

  it('refuses to rewrite a stored message or to leave a gap, like the memory store', async () => {
    const { store } = await freshStore();
    await appendMany(store, 'n_a', 2);

    const duplicate = await store.nodes.appendMessage(makeMessage('n_a', 1, 'rewritten')).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(StoreError);
    expect(duplicate).toMatchObject({ kind: 'corrupt' });
    expect((duplicate as Error).message).toContain('message 1 of this transcript was not saved');

    const gap = await store.nodes.appendMessage(makeMessage('n_a', 5)).catch((error: unknown) => error);
    expect(gap).toMatchObject({ kind: 'corrupt', message: expect.stringContaining('Message 5 of node n_a arrived before message 4 was saved') });

    expect((await store.nodes.loadMessages('n_a')).map((entry) => entry.message.content)).toEqual(['message 0', 'message 1']);
    await store.nodes.appendMessage(makeMessage('n_a', 2));
    expect(await store.nodes.loadMessages('n_a')).toHaveLength(3);
  });

  it('appends with one add under the new key: no read or rewrite of older messages', async () => {
    const recorder = recordingFactory(new IDBFactory());
    const { store } = await freshStore({ factory: recorder.factory });
    await appendMany(store, 'n_long', 50);
    recorder.take();
    await store.nodes.appendMessage(makeMessage('n_long', 50));
    // The previous key is looked up (a key, not the message) to refuse gaps; nothing else is touched.
    expect(recorder.takeWithKeys()).toEqual([
      { call: 'messages.add', key: ['n_long', 50] },
      { call: 'messages.getKey', key: ['n_long', 49] },
    ]);
  });

  it('merges updates, bumps updatedAt and keeps the node in its session', async () => {
    const { store } = await freshStore();
    const node = makeNode({ id: 'n_u', sessionId: 's_1', updatedAt: 5 });
    await store.nodes.createNode(node);
    const updated = await store.nodes.updateNode('n_u', { status: { state: 'failed', cause: 'overloaded' }, usage: { inputTokens: 10, outputTokens: 2, cacheReadTokens: 0, cacheWriteTokens: 0 } });
    expect(updated).toMatchObject({ id: 'n_u', sessionId: 's_1', task: node.task, status: { state: 'failed', cause: 'overloaded' }, usage: { inputTokens: 10 } });
    expect(updated.updatedAt).toBeGreaterThan(5);
    // A caller that sneaks in id or sessionId (the type forbids it) cannot move the node.
    await store.nodes.updateNode('n_u', { id: 'n_other', sessionId: 's_2' } as never);
    expect(await store.nodes.listNodes('s_1')).toHaveLength(1);
    expect(await store.nodes.getNode('n_u')).toMatchObject({ sessionId: 's_1' });
  });

  it('says what is missing when a node does not exist, and refuses a second node with the same id', async () => {
    const { store } = await freshStore();
    await expect(store.nodes.updateNode('n_gone', { summary: 'x' })).rejects.toMatchObject({
      kind: 'not_found',
      message: 'There is no agent node "n_gone" in browser storage (it may have been deleted in another tab), so its new status was not saved.',
    });
    await store.nodes.createNode(makeNode({ id: 'n_dup', sessionId: 's', task: 'first' }));
    await expect(store.nodes.createNode(makeNode({ id: 'n_dup', sessionId: 's', task: 'second' }))).rejects.toMatchObject({ kind: 'corrupt' });
    expect(await store.nodes.getNode('n_dup')).toMatchObject({ task: 'first' });
    expect(await store.nodes.getNode('n_gone')).toBeUndefined();
  });

  it('stores a real agent tree run: root and sub-agent, each with its transcript', async () => {
    const { store, reopen } = await freshStore();
    const session = await store.sessions.create({ task: 'Document the project' });
    const model = new ScriptedModel([
      { calls: [{ name: 'run_agent', input: { name: 'docs', folder: 'docs', task: 'Write docs/intro.md' } }] },
      { calls: [{ name: 'write_file', input: { path: 'docs/intro.md', content: '# Intro\n' } }] },
      { text: 'Wrote docs/intro.md.' },
      { text: 'Docs written.' },
    ]);
    const surface = defaultSurface();
    const tree = new AgentTree({
      store: store.nodes,
      sessionId: session.id,
      run: {
        model,
        modelId: 'claude-test',
        registry: createRegistry(builtinTools),
        getSurface: () => surface,
        workspace: await createEmbeddedWorkspace({ files: { 'README.md': '# Project\n' } }),
        approve: async () => ({ approved: true }),
        tokenBudget: createTokenBudget(1_000_000),
      },
    });
    const { node, result } = await tree.startRoot('Document the project', new AbortController().signal);
    expect(result.stopReason.type).toBe('done');
    store.close();

    const reloaded = await reopen();
    const nodes = await reloaded.nodes.listNodes(session.id);
    expect(nodes.map((entry) => [entry.name, entry.status.state, entry.messageCount])).toEqual([
      ['root', 'done', 4],
      ['docs', 'done', 4],
    ]);
    expect(nodes[1]).toMatchObject({ parentId: node.id, folder: 'docs', filesChanged: ['docs/intro.md'] });
    const transcript = await reloaded.nodes.loadMessages(node.id);
    expect(transcript.map((entry) => entry.message)).toEqual(result.messages);
  });
});
