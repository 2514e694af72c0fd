import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/open-store';
import { keepWorkspaceFiles, MAX_KEPT_BYTES } from '../../../src/ui/state/workspace/workspace-keeper';
import { liveWorkspaces } from './fixtures';

const sample = { 'README.md': '# sample\n', 'src/count.js': 'export const count = 1;\n' };

/** One visit of the page: the sample workspace, the keeper on the browser's (shared) storage. */
async function visit(factory: IDBFactory, problems: string[] = []) {
  const store = await openStore({ factory });
  const { workspaces, workspace } = await liveWorkspaces(sample);
  const keeper = keepWorkspaceFiles({ workspaces, storage: store.settings, onProblem: (message) => problems.push(message) });
  await keeper.restored;
  return { store, workspace, keeper, problems };
}

describe('the workspace across reloads', () => {
  it('comes back as the last visit left it: files written kept, files removed gone', async () => {
    const factory = new IDBFactory();
    const first = await visit(factory);
    expect(await first.workspace.listFiles()).toEqual(['README.md', 'src/count.js']);
    await first.workspace.writeFile('notes/agent.md', 'written by the agent\n');
    await first.workspace.rm('README.md');
    await first.keeper.flush();
    first.keeper.dispose();
    first.store.close();

    const second = await visit(factory);
    expect(await second.workspace.listFiles()).toEqual(['notes/agent.md', 'src/count.js']);
    expect(await second.workspace.readFile('notes/agent.md')).toBe('written by the agent\n');
    expect(second.problems).toEqual([]);
  });

  it('saves on its own as soon as something changes, without a flush', async () => {
    const factory = new IDBFactory();
    const first = await visit(factory);
    await first.workspace.exec('echo made by a command > made.txt');
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.keeper.dispose();
    first.store.close();
    const second = await visit(factory);
    expect(await second.workspace.readFile('made.txt')).toBe('made by a command\n');
  });

  it('keeps the sample on a first visit and writes nothing until something changes', async () => {
    const factory = new IDBFactory();
    const first = await visit(factory);
    expect(await first.workspace.listFiles()).toEqual(['README.md', 'src/count.js']);
    expect(await first.store.settings.get('workspaceFiles')).toBeUndefined();
  });

  it('says once, in words, that a workspace too large to keep is not kept, and keeps the last copy', async () => {
    const factory = new IDBFactory();
    const first = await visit(factory);
    await first.workspace.writeFile('small.txt', 'kept\n');
    await first.keeper.flush();
    await first.workspace.writeFile('huge.bin', 'x'.repeat(MAX_KEPT_BYTES + 1));
    await first.keeper.flush();
    await first.workspace.writeFile('huge2.bin', 'y');
    await first.keeper.flush();
    // Many changes in a row are folded into a few saves, the last one with every change.
    for (let index = 0; index < 5; index++) await first.workspace.writeFile(`burst-${index}.txt`, 'b');
    await first.keeper.flush();
    expect(first.problems).toHaveLength(1);
    expect(first.problems[0]).toMatch(/more than 8 MB .* not kept across reloads; your sessions still are/);
    first.keeper.dispose();
    first.store.close();
    const second = await visit(factory);
    expect(await second.workspace.listFiles()).toEqual(['README.md', 'small.txt', 'src/count.js']);
  });
});
