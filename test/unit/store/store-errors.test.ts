import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/open-store';
import { playgroundMigrations, type Migration } from '../../../src/store/migrations';
import { StoreError, toStoreError } from '../../../src/store/store-errors';
import { fullDisk, type FullDiskMode } from './full-disk';
import { appendMany, makeMessage, makeNode } from './store-fixtures';

const fullMessage =
  'Browser storage is full, so message 3 of this transcript was not saved. Nothing already saved was removed. ' +
  'Export your sessions, then free space (delete old sessions) and continue.';

async function failureOf(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

describe('storage full', () => {
  for (const mode of ['request-throws', 'commit-aborts'] satisfies FullDiskMode[]) {
    it(`refuses the write with a message to act on and keeps what was saved (${mode})`, async () => {
      const real = new IDBFactory();
      const disk = fullDisk(real);
      const store = await openStore({ factory: disk.factory });
      const session = await store.sessions.create({ title: 'Big run' });
      await store.nodes.createNode(makeNode({ id: 'n_root', sessionId: session.id }));
      await appendMany(store, 'n_root', 3);

      disk.fill(mode);
      const error = await failureOf(store.nodes.appendMessage(makeMessage('n_root', 3)));
      expect(error.kind).toBe('quota');
      expect(error.message).toBe(fullMessage);
      expect((await failureOf(store.nodes.updateNode('n_root', { summary: 'partial' }))).kind).toBe('quota');
      expect((await failureOf(store.sessions.create({ title: 'Another' }))).message).toMatch(/^Browser storage is full, so the new session was not saved\./);
      // Reading still works on a full disk: export is the way out.
      const exported = await store.exportAll();
      expect(exported.messages).toHaveLength(3);

      // A reload sees exactly what was saved before the disk filled up.
      const reloaded = await openStore({ factory: real });
      expect((await reloaded.nodes.loadMessages('n_root')).map((entry) => entry.seq)).toEqual([0, 1, 2]);
      expect(await reloaded.nodes.getNode('n_root')).not.toHaveProperty('summary');
      expect((await reloaded.sessions.list()).map((entry) => entry.title)).toEqual(['Big run']);

      // With space freed, a later message is still refused: the transcript never gets a hole...
      disk.free();
      expect(await failureOf(store.nodes.appendMessage(makeMessage('n_root', 4)))).toMatchObject({ kind: 'corrupt' });
      // ...and the run carries on from the message that was refused.
      await store.nodes.appendMessage(makeMessage('n_root', 3));
      expect(await reloaded.nodes.loadMessages('n_root')).toHaveLength(4);
    });
  }

  it('leaves nothing half-imported when the disk fills during an import', async () => {
    const source = await openStore({ factory: new IDBFactory() });
    const session = await source.sessions.create({ title: 'Imported' });
    await source.nodes.createNode(makeNode({ id: 'n_imported', sessionId: session.id }));
    await appendMany(source, 'n_imported', 4);
    const document = await source.exportAll();

    const real = new IDBFactory();
    const disk = fullDisk(real);
    const target = await openStore({ factory: disk.factory });
    disk.fill('commit-aborts');
    expect(await failureOf(target.importAll(document))).toMatchObject({ kind: 'quota', message: expect.stringContaining('nothing from the file was imported') });
    disk.free();
    expect(await target.sessions.list()).toEqual([]);
    expect(await target.nodes.loadMessages('n_imported')).toEqual([]);
  });
});

describe('how IndexedDB failures read', () => {
  it('maps each DOMException to the kind a person can act on', () => {
    const kindOf = (name: string, message = 'x') => toStoreError(new DOMException(message, name), 'the session was not saved').kind;
    expect(kindOf('QuotaExceededError')).toBe('quota');
    expect(kindOf('UnknownError', 'Quota exceeded for this origin')).toBe('quota');
    expect(kindOf('UnknownError', 'Internal error')).toBe('unavailable');
    expect(kindOf('InvalidStateError')).toBe('unavailable');
    expect(kindOf('VersionError')).toBe('unavailable');
    expect(kindOf('SecurityError')).toBe('unavailable');
    expect(kindOf('DataCloneError')).toBe('corrupt');
    expect(kindOf('ConstraintError')).toBe('corrupt');
    expect(toStoreError(new DOMException('Internal error', 'UnknownError'), 'the session was not saved').message).toBe(
      'Browser storage failed (UnknownError: Internal error), so the session was not saved. Nothing already saved was removed. ' +
        'Try again; if it keeps failing, export your sessions and reload the page.',
    );
  });
});

describe('another tab and a missing IndexedDB', () => {
  const current = playgroundMigrations.length;
  const newer: Migration[] = [...playgroundMigrations, ({ database }) => void database.createObjectStore('notes')];

  /** Today's database and an old tab: a plain connection that ignores versionchange, as a release without that handler would. */
  async function heldByAnOldTab() {
    const factory = new IDBFactory();
    (await openStore({ factory })).close();
    const oldTab = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open('aci-playground', current);
      request.onsuccess = () => resolve(request.result);
    });
    return { factory, oldTab };
  }

  it('reports "blocked" when an older tab holds the database open', async () => {
    const { factory, oldTab } = await heldByAnOldTab();
    const refused = await failureOf(openStore({ factory, migrations: newer }));
    expect(refused.kind).toBe('blocked');
    expect(refused.message).toBe(
      "Another tab has the playground's saved data open with an older version, so this tab cannot open it yet. " +
        'Close or reload the other playground tabs, then reload this one.',
    );
    // The refused attempt must not keep a connection once the old tab lets go, or it blocks the next one.
    oldTab.close();
    const next = await openStore({ factory, migrations: newer });
    expect(next.database.connection.version).toBe(current + 1);
  });

  it('waits while blocked when the UI shows it, and carries on once the old tab lets go', async () => {
    const { factory, oldTab } = await heldByAnOldTab();
    const shown: StoreError[] = [];
    const waiting = openStore({ factory, migrations: newer, onBlocked: (error) => shown.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown.map((error) => [error.kind, error.message.endsWith('this tab carries on as soon as they let go.')])).toEqual([['blocked', true]]);
    oldTab.close();
    const opened = await waiting;
    expect(opened.database.connection.version).toBe(current + 1);
  });

  it('lets go when a newer version opens in another tab, and says to reload', async () => {
    const factory = new IDBFactory();
    const closed: StoreError[] = [];
    const thisTab = await openStore({ factory, onClosed: (error) => closed.push(error) });
    await thisTab.sessions.create({ title: 'Before the update' });

    const newerTab = await openStore({ factory, migrations: newer });
    expect((await newerTab.sessions.list()).map((session) => session.title)).toEqual(['Before the update']);
    expect(closed.map((error) => error.kind)).toEqual(['unavailable']);
    const error = await failureOf(thisTab.sessions.create({ title: 'After' }));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(
      'A newer version of the playground opened in another tab, so this tab let go of the saved data, and the new session was not saved. ' +
        'Reload this tab to continue; everything saved before is kept.',
    );
  });

  it('says storage is off when the browser has no IndexedDB or refuses it', async () => {
    const original = globalThis.indexedDB;
    try {
      // @ts-expect-error -- a browser in a mode without IndexedDB.
      delete globalThis.indexedDB;
      const missing = await failureOf(openStore());
      expect(missing.kind).toBe('unavailable');
      expect(missing.message).toMatch(/^Browser storage \(IndexedDB\) is not available in this tab, so sessions cannot be saved/);
    } finally {
      globalThis.indexedDB = original;
    }
    const refusing = { open: () => { throw new DOMException('Access denied', 'SecurityError'); } } as unknown as IDBFactory;
    expect(await failureOf(openStore({ factory: refusing }))).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('private browsing') });
  });
});
