import { describe, expect, it } from 'vitest';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { PlaygroundExport } from '../../../src/store/export-document';
import type { PlaygroundStore } from '../../../src/store/open-store';
import { appendMany, freshStore, makeNode } from './store-fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

const secret = fakeApiKey('this-must-never-leave-the-device');
const openAiSecret = `sk-openai-${fakeApiKey('openai-never-leaves').slice(-16)}`;

/** A store with a bit of everything: two sessions (one deleted), a tree of nodes, a variant, settings, a key. */
async function populated(store: PlaygroundStore) {
  const session = await store.sessions.create({ title: 'Grep work', task: 'Make grep faster' });
  const trashed = await store.sessions.create({ title: 'Trashed' });
  await store.nodes.createNode(makeNode({ id: 'n_root', sessionId: session.id, status: { state: 'done' } }));
  await store.nodes.createNode(makeNode({ id: 'n_child', sessionId: session.id, parentId: 'n_root', depth: 1, folder: 'src' }));
  await store.nodes.createNode(makeNode({ id: 'n_trashed', sessionId: trashed.id }));
  await appendMany(store, 'n_root', 12);
  await appendMany(store, 'n_child', 3);
  await store.sessions.delete(trashed.id);
  await store.variants.save({ name: 'Terse', surface: { ...defaultSurface(), system: 'Be terse.' } });
  await store.settings.set('theme', 'dark');
  await store.settings.set('model', 'claude-test');
  await store.settings.rememberApiKey(secret);
  await store.settings.rememberApiKey(openAiSecret, 'openai');
  return { session, trashed };
}

describe('settings and the API key', () => {
  it('stores settings, and the key only through its own methods', async () => {
    const { store, reopen } = await freshStore();
    expect(await store.settings.get('theme')).toBeUndefined();
    await store.settings.set('theme', 'dark');
    await store.settings.set('limits', { maxSteps: 40 });
    expect(await store.settings.loadRememberedApiKey()).toBeUndefined();
    await store.settings.rememberApiKey(secret);
    store.close();

    const reloaded = await reopen();
    expect(await reloaded.settings.get('theme')).toBe('dark');
    expect(await reloaded.settings.get('limits')).toEqual({ maxSteps: 40 });
    expect(await reloaded.settings.loadRememberedApiKey()).toBe(secret);
    expect(() => reloaded.settings.set('apiKey', 'x')).toThrow(/rememberApiKey/);
    expect(() => reloaded.settings.get('apiKey')).toThrow(/loadRememberedApiKey/);
    expect(() => reloaded.settings.get('apiKey:openai')).toThrow(/loadRememberedApiKey/);
    await reloaded.settings.forgetApiKey();
    expect(await reloaded.settings.loadRememberedApiKey()).toBeUndefined();
    await reloaded.settings.delete('theme');
    expect(await reloaded.settings.get('theme')).toBeUndefined();
  });
});

describe('exportAll and importAll', () => {
  it('exports everything but the API key, and imports it whole into another browser', async () => {
    const { store } = await freshStore();
    const { session, trashed } = await populated(store);
    const exported = await store.exportAll();
    const text = JSON.stringify(exported);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(openAiSecret);
    expect(text).not.toContain('"apiKey');
    expect(exported.settings.map((record) => record.name).sort()).toEqual(['model', 'theme']);
    expect(exported).toMatchObject({ format: 'aci-playground-export', version: 1 });

    const { store: elsewhere } = await freshStore();
    const summary = await elsewhere.importAll(JSON.parse(text));
    expect(summary).toEqual({
      added: { sessions: 2, nodes: 3, messages: 15, variants: 1, settings: 2, comparisons: 0, lessons: 0 },
      skipped: { sessions: 0, nodes: 0, variants: 0, settings: 0, comparisons: 0, lessons: 0 },
    });
    expect((await elsewhere.sessions.list()).map((entry) => entry.id)).toEqual([session.id]);
    expect((await elsewhere.sessions.listDeleted()).map((entry) => entry.id)).toEqual([trashed.id]);
    expect(await elsewhere.nodes.loadMessages('n_root')).toEqual(await store.nodes.loadMessages('n_root'));
    expect(await elsewhere.nodes.listNodes(session.id)).toEqual(await store.nodes.listNodes(session.id));
    expect((await elsewhere.variants.list())[0]).toMatchObject({ name: 'Terse', surface: { system: 'Be terse.' } });
    expect(await elsewhere.settings.get('theme')).toBe('dark');
    expect(await elsewhere.settings.loadRememberedApiKey()).toBeUndefined();
    expect(await elsewhere.settings.loadRememberedApiKey('openai')).toBeUndefined();
  });

  it('never overwrites what is stored: records already here are skipped, transcripts are not mixed', async () => {
    const { store } = await freshStore();
    await populated(store);
    const exported = await store.exportAll();
    await store.settings.set('theme', 'light');
    await store.nodes.appendMessage({ nodeId: 'n_root', seq: 12, message: { role: 'user', content: 'newer than the export' }, createdAt: 1 });

    const summary = await store.importAll(exported);
    expect(summary.added).toEqual({ sessions: 0, nodes: 0, messages: 0, variants: 0, settings: 0, comparisons: 0, lessons: 0 });
    expect(summary.skipped).toEqual({ sessions: 2, nodes: 3, variants: 1, settings: 2, comparisons: 0, lessons: 0 });
    expect(await store.settings.get('theme')).toBe('light');
    expect(await store.nodes.loadMessages('n_root')).toHaveLength(13);
  });

  it('refuses a document that is not a valid export, whole, saying where it is wrong', async () => {
    const { store } = await freshStore();
    await populated(store);
    const good = await store.exportAll();
    const { store: target } = await freshStore();

    await expect(target.importAll({ hello: 'world' })).rejects.toMatchObject({
      kind: 'corrupt',
      message: expect.stringMatching(/^This file is not a valid playground export \(format: is not "aci-playground-export": this is not a playground export; /),
    });
    const badStatus = structuredClone(good);
    (badStatus.nodes[1]!.status as { state: string }).state = 'sleeping';
    await expect(target.importAll(badStatus)).rejects.toMatchObject({ message: expect.stringContaining('nodes[1].status.state') });

    const gap: PlaygroundExport = { ...good, messages: good.messages.filter((message) => !(message.nodeId === 'n_root' && message.seq === 4)) };
    await expect(target.importAll(gap)).rejects.toMatchObject({
      kind: 'corrupt',
      message: 'This export is inconsistent: the transcript of node n_root has no message 4 (or has it twice), so nothing from the file was imported. Nothing already saved was changed.',
    });
    const orphan: PlaygroundExport = { ...good, sessions: good.sessions.slice(1) };
    await expect(target.importAll(orphan)).rejects.toMatchObject({ message: expect.stringContaining('which is not in the file') });

    // A key slipped into a file by hand is never imported.
    const withKey = { ...good, settings: [...good.settings, { name: 'apiKey', value: 'sk-from-a-file' }, { name: 'apiKey:openai', value: 'sk-openai-from-a-file' }] };
    await target.importAll(withKey);
    expect(await target.settings.loadRememberedApiKey()).toBeUndefined();
    expect(await target.settings.loadRememberedApiKey('openai')).toBeUndefined();
    expect(await target.sessions.list()).toHaveLength(1);
  });
});
