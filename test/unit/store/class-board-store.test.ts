import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/open-store';
import { playgroundMigrations } from '../../../src/store/migrations';
import type { StoredClassBoard } from '../../../src/store/records';

function board(lessonId: string, savedAt: number): StoredClassBoard {
  return { lessonId, links: 'http://localhost:5173/#variant=v1.abc.12345678', maxRunsPerVariant: 6, maxCalls: 100, broken: [{ line: 2, reason: 'This variant link is incomplete.' }], savedAt };
}

describe('saved class boards', () => {
  it('upgrades a version-2 database keeping its lessons, and keeps one board per lesson across a reload, the latest first', async () => {
    const factory = new IDBFactory();
    const old = await openStore({ factory, migrations: playgroundMigrations.slice(0, 2) });
    await old.settings.set('theme', 'dark');
    old.close();

    const store = await openStore({ factory });
    expect(await store.settings.get('theme')).toBe('dark');
    expect(await store.classBoards.latest()).toBeUndefined();
    await store.classBoards.save(board('write-file-routing', 1));
    await store.classBoards.save(board('read-file-envelope', 2));
    await store.classBoards.save({ ...board('write-file-routing', 3), maxCalls: 40 });
    store.close();

    const reloaded = await openStore({ factory });
    expect(await reloaded.classBoards.latest()).toMatchObject({ lessonId: 'write-file-routing', maxCalls: 40, broken: [{ line: 2 }] });
    expect(await reloaded.classBoards.get('read-file-envelope')).toMatchObject({ savedAt: 2 });
  });
});
