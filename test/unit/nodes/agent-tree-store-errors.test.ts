import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createTokenBudget } from '../../../src/engine/loop/token-budget';
import { AgentTree, type TreeEvent } from '../../../src/engine/nodes/agent-tree';
import { allTools } from '../../../src/engine/tools/all-tools';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { openStore } from '../../../src/store/open-store';
import { StoreError } from '../../../src/store/store-errors';
import { ScriptedModel } from '../../support/scripted-model';
import { fullDisk } from '../store/full-disk';

describe('AgentTree when storage fails', () => {
  it('reports the first failure once, stops saving that node, and finishes the run with what was saved kept', async () => {
    const disk = fullDisk(new IDBFactory());
    const store = await openStore({ factory: disk.factory });
    const session = await store.sessions.create({ task: 'List it all.' });
    const model = new ScriptedModel([
      { text: 'One.', calls: [{ name: 'ls', input: {} }] },
      () => {
        disk.fill('request-throws');
        return { text: 'Two.', calls: [{ name: 'ls', input: {} }] };
      },
      { text: 'Three.', calls: [{ name: 'ls', input: {} }] },
      { text: 'Done listing.' },
    ]);
    const events: TreeEvent[] = [];
    const surface = defaultSurface();
    const tree = new AgentTree({
      store: store.nodes,
      sessionId: session.id,
      run: {
        model,
        modelId: 'claude-test',
        registry: createRegistry(allTools),
        getSurface: () => surface,
        workspace: await createEmbeddedWorkspace({ files: { 'a.txt': 'a\n' } }),
        approve: async () => ({ approved: true }),
        tokenBudget: createTokenBudget(1_000_000),
      },
      onEvent: (event) => events.push(event),
    });
    const { node, result } = await tree.startRoot('List it all.', new AbortController().signal);

    expect(result.stopReason).toEqual({ type: 'done' });
    // The node in hand has its final status even though it could not be saved.
    expect(node.status).toEqual({ state: 'done' });
    const failures = events.filter((event) => event.type === 'store-error');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.error).toBeInstanceOf(StoreError);
    expect((failures[0]!.error as StoreError).kind).toBe('quota');

    disk.free();
    const kept = await store.nodes.loadMessages(node.id);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.map((entry) => entry.message)).toEqual(result.messages.slice(0, kept.length));
    // Its stored status is the last one saved before the disk filled: a reload shows it interrupted.
    expect((await store.nodes.getNode(node.id))!.status).toEqual({ state: 'running' });
  });
});
