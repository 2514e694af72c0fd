import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/open-store';
import { memoryBackend } from '../../../src/ui/state/sessions/memory-session-backend';

// Sessions in browser storage and in memory (storage off) are named and found the same way.
describe('session titles and search, stored or in memory', () => {
  const longTask = `${'Refactor the parser so that every error names its line and column '.repeat(2)}\nand more detail`;

  it('names a session after the first line of its task, cut at 80 characters, in both places', async () => {
    const store = await openStore({ factory: new IDBFactory(), name: 'session-text' });
    const memory = memoryBackend('Sessions are kept in this tab only.');
    const stored = await store.sessions.create({ task: longTask });
    const inMemory = await memory.sessions.create({ task: longTask });
    expect(stored.title).toHaveLength(80);
    expect(stored.title.endsWith('…')).toBe(true);
    expect(inMemory.title).toBe(stored.title);
    expect((await memory.sessions.create({ task: '  ' })).title).toBe('New session');
    store.close();
  });

  it('finds a session by every word of the search, any case, in both places', async () => {
    const store = await openStore({ factory: new IDBFactory(), name: 'session-text' });
    const memory = memoryBackend('Sessions are kept in this tab only.');
    for (const sessions of [store.sessions, memory.sessions]) {
      await sessions.create({ task: 'Fix the Parser errors' });
      await sessions.create({ task: 'Write the docs' });
      expect((await sessions.search('parser FIX')).map((session) => session.task)).toEqual(['Fix the Parser errors']);
      expect(await sessions.search('parser docs')).toEqual([]);
      expect(await sessions.search('  ')).toHaveLength(2);
    }
    store.close();
  });
});
