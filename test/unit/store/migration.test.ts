import { IDBFactory } from 'fake-indexeddb';
import type { IDBPDatabase } from 'idb';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/open-store';
import { playgroundMigrations, type Migration } from '../../../src/store/migrations';
import { StoreError } from '../../../src/store/store-errors';
import { appendMany, makeNode } from './store-fixtures';

/**
 * A made-up version 2, as a later release might ship: sessions gain a `pinned` flag (backfilled by
 * walking the existing records inside the upgrade) and an index to list pinned sessions.
 */
const addPinned: Migration = async ({ transaction }) => {
  const sessions = transaction.objectStore('sessions');
  sessions.createIndex('by-pinned', 'pinned');
  let cursor = await sessions.openCursor();
  while (cursor) {
    await cursor.update({ ...cursor.value, pinned: cursor.value.title.startsWith('★') ? 1 : 0 });
    cursor = await cursor.continue();
  }
};

/** A version 3 that only changes the schema, synchronously. */
const addVariantNameIndex: Migration = ({ transaction }) => {
  transaction.objectStore('variants').createIndex('by-name', 'name');
};

/** The first release's schema: the made-up later steps below build on it. */
const versionOne = playgroundMigrations.slice(0, 1);

/** Writes a version-1 database the way the first release leaves it in a browser. */
async function versionOneWithData(factory: IDBFactory) {
  const store = await openStore({ factory, migrations: versionOne });
  const starred = await store.sessions.create({ title: '★ Keep this one', task: 'Make grep faster' });
  const plain = await store.sessions.create({ title: 'Plain' });
  await store.nodes.createNode(makeNode({ id: 'n_root', sessionId: starred.id, status: { state: 'done' } }));
  await appendMany(store, 'n_root', 5);
  await store.settings.set('theme', 'dark');
  store.close();
  return { starred, plain };
}

describe('schema migrations', () => {
  it('upgrades a version-1 database to version 3, keeping every record', async () => {
    const factory = new IDBFactory();
    const { starred, plain } = await versionOneWithData(factory);

    const upgraded = await openStore({ factory, migrations: [...versionOne, addPinned, addVariantNameIndex] });
    expect(upgraded.database.connection.version).toBe(3);
    expect(await upgraded.sessions.get(starred.id)).toMatchObject({ title: '★ Keep this one', task: 'Make grep faster', pinned: 1 });
    expect(await upgraded.sessions.get(plain.id)).toMatchObject({ pinned: 0 });
    // The index is not in today's typed schema: reach it through the untyped connection.
    const untyped = upgraded.database.connection as unknown as IDBPDatabase<unknown>;
    const pinned = (await untyped.getAllFromIndex('sessions', 'by-pinned', 1)) as Array<{ id: string }>;
    expect(pinned.map((session) => session.id)).toEqual([starred.id]);
    expect((await upgraded.nodes.loadMessages('n_root')).map((entry) => entry.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(await upgraded.nodes.getNode('n_root')).toMatchObject({ status: { state: 'done' } });
    expect(await upgraded.settings.get('theme')).toBe('dark');
    expect(upgraded.database.connection.transaction('variants').store.indexNames.contains('by-name' as never)).toBe(true);

    // The stores work as before on the upgraded schema.
    await upgraded.nodes.appendMessage({ nodeId: 'n_root', seq: 5, message: { role: 'user', content: 'after the upgrade' }, createdAt: 1 });
    expect(await upgraded.nodes.loadMessages('n_root')).toHaveLength(6);
  });

  it('rolls a failed upgrade back whole: the version-1 data is still there and still opens', async () => {
    const factory = new IDBFactory();
    const { starred } = await versionOneWithData(factory);
    const breaks: Migration = async ({ transaction }) => {
      const sessions = transaction.objectStore('sessions');
      await sessions.clear();
      throw new Error('backfill found a record it cannot read');
    };

    const failure = await openStore({ factory, migrations: [...versionOne, breaks] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreError);
    expect(failure).toMatchObject({ kind: 'unavailable' });
    expect((failure as Error).message).toBe(
      'Upgrading the saved data to version 2 failed (Error: backfill found a record it cannot read), so it was rolled back and nothing saved was changed. ' +
        'Reload to try again; if it keeps failing, open the playground version you used before and export your sessions.',
    );

    const again = await openStore({ factory, migrations: versionOne });
    expect(again.database.connection.version).toBe(1);
    expect(await again.sessions.get(starred.id)).toMatchObject({ title: '★ Keep this one' });
    expect(await again.nodes.loadMessages('n_root')).toHaveLength(5);
  });

  it('refuses to open data a newer version already upgraded, and says to reload', async () => {
    const factory = new IDBFactory();
    await versionOneWithData(factory);
    (await openStore({ factory, migrations: [...playgroundMigrations, addVariantNameIndex] })).close();
    await expect(openStore({ factory })).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('upgraded by a newer version of the playground'),
    });
  });
});
