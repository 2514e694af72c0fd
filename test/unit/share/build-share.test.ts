import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenBudget } from '../../../src/engine/loop/token-budget';
import { AgentTree } from '../../../src/engine/nodes/agent-tree';
import { MemoryNodeStore } from '../../../src/engine/nodes/memory-node-store';
import type { StoredMessage } from '../../../src/engine/nodes/node';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { surfaceHash, type Surface } from '../../../src/engine/toolkit/surface';
import { applyOverlay } from '../../../src/engine/toolkit/surface-overlay';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { buildShareDocument, FINAL_FILES_BUDGET, type ShareBuildInput } from '../../../src/share/build-share';
import { forkFromStep } from '../../../src/share/fork';
import { finalWorkspace, workspaceAtStep } from '../../../src/share/replay';
import { replaySteps } from '../../../src/share/replay-steps';
import { surfaceOfStep } from '../../../src/share/replay-surface';
import { decodeShareLink, encodeShareLink } from '../../../src/share/share-codec';
import type { ShareDocument } from '../../../src/share/share-document';
import { ScriptedModel, type ScriptedReply } from '../../support/scripted-model';
import { emptyBuildInput, rootAgentNode } from './share-fixtures';

// Stored times order the calls of different nodes: a real model call takes far longer than the
// clock's millisecond, a scripted one does not, so each scripted call moves the clock on.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});
const later = (reply: ScriptedReply) => () => {
  vi.setSystemTime(Date.now() + 1000);
  return reply;
};

const startFiles = { 'README.md': '# Greeter\n', 'src/app.ts': 'export const greeting = "hello";\n' };

interface RecordedRun {
  input: ShareBuildInput;
  final: Record<string, string>;
}

/** A real session: root run with a sub-agent, a command and a failed edit, then a Continue. */
async function recordSession(surfaces: { first: Surface; later?: Surface } = { first: defaultSurface() }): Promise<RecordedRun> {
  const workspace = await createEmbeddedWorkspace({ files: startFiles });
  const store = new MemoryNodeStore();
  let surface = surfaces.first;
  const model = new ScriptedModel([
    later({ calls: [{ name: 'read_file', input: { path: 'README.md' }, id: 'toolu_01Q3mK8xYvT2nR5wLp9aZc4E' }] }),
    later({ calls: [{ name: 'edit_file', input: { path: 'src/app.ts', edits: [{ oldText: '"hello"', newText: '"hi"' }] }, id: 'toolu_01Bn7VfH2kLq9XyZ3mRt6WsD' }] }),
    later({ calls: [{ name: 'run_agent', input: { name: 'docs', folder: 'docs', task: 'Write docs/intro.md' } }] }),
    later({ calls: [{ name: 'write_file', input: { path: 'docs/intro.md', content: '# Intro\n' } }] }),
    later({ text: 'Wrote docs/intro.md.' }),
    // The person edits the surface while call 6 is out: call 7 is sent with the edit.
    () => {
      if (surfaces.later) surface = surfaces.later;
      return later({ calls: [{ name: 'Bash', input: { command: 'echo built > out.txt' } }] })();
    },
    later({ calls: [{ name: 'edit_file', input: { path: 'README.md', oldText: 'missing', newText: 'x' } }] }),
    later({ text: 'Done.' }),
    later({ calls: [{ name: 'write_file', input: { path: 'notes.md', content: 'more\n' } }] }),
    later({ text: 'Added.' }),
  ]);
  const tree = new AgentTree({
    store,
    sessionId: 's1',
    run: {
      model,
      modelId: 'claude-test',
      registry: createRegistry(builtinTools),
      getSurface: () => surface,
      workspace,
      approve: async () => ({ approved: true }),
      tokenBudget: createTokenBudget(1_000_000),
    },
  });
  const { node: root } = await tree.startRoot('Fix the greeting', new AbortController().signal);
  await tree.continueNode(root.id, new AbortController().signal, 'Also add notes.');
  const nodes = await store.listNodes('s1');
  const messagesByNode: Record<string, StoredMessage[]> = {};
  for (const node of nodes) messagesByNode[node.id] = await store.loadMessages(node.id);
  const final = await workspace.exportFiles();
  return {
    final,
    input: {
      session: { id: 's1', title: 'Fix the greeting' },
      nodes,
      messagesByNode,
      startFiles,
      endFiles: final,
      surface,
      surfacesUsed: [surfaces.first],
      modelId: 'claude-test',
      appVersion: '0.1.0',
      samples: {},
      sharedAt: new Date('2026-05-01T12:00:00Z'),
    },
  };
}

function built(input: ShareBuildInput): ShareDocument {
  const result = buildShareDocument(input);
  if (!result.ok) throw new Error(result.message);
  return result.document;
}

describe('a share document built from a real session', () => {
  it('numbers every model call of the session once, in the order made, across nodes and a Continue', async () => {
    const { input } = await recordSession();
    const document = built(input);
    const [root, child] = document.nodes;
    expect(root!.parentId).toBeUndefined();
    expect(child!.parentId).toBe(root!.id);
    expect(replaySteps(document).map((entry) => (entry.nodeId === root!.id ? 'root' : 'child'))).toEqual([
      'root', 'root', 'root', 'child', 'child', 'root', 'root', 'root', 'root', 'root',
    ]);
    // Each answer carries the step it answers; the task and the follow-up carry none.
    expect(root!.messages.map((message) => message.step ?? '-')).toEqual([
      '-', 1, 1, 2, 2, 3, 3, 6, 6, 7, 7, 8, '-', 9, 9, 10,
    ]);
    expect(child!.messages.map((message) => message.step ?? '-')).toEqual(['-', 4, 4, 5]);
  });

  it('replays to the real final workspace, and carries what the command made besides', async () => {
    const { input, final } = await recordSession();
    const document = built(input);
    expect(document.finalFiles).toEqual({ changed: { 'out.txt': 'built\n' }, removed: [] });
    expect(finalWorkspace(document, {})).toEqual(final);
    const replayed = workspaceAtStep(document, 10, {});
    expect(replayed.files).toEqual(Object.fromEntries(Object.entries(final).filter(([path]) => path !== 'out.txt')));
    expect(replayed.caveats.map((caveat) => caveat.step)).toEqual([6]);
    expect(workspaceAtStep(document, 4, {}).files['docs/intro.md']).toBe('# Intro\n');
    expect(workspaceAtStep(document, 3, {}).files).not.toHaveProperty('docs/intro.md');
  });

  it('numbers tool-use ids and keeps every call paired with its result', async () => {
    const { input } = await recordSession();
    const document = built(input);
    const json = JSON.stringify(document);
    expect(json).not.toContain('toolu_01');
    const uses = [...json.matchAll(/"id":"(toolu_\d+)"/g)].map((match) => match[1]);
    const answers = [...json.matchAll(/"tool_use_id":"(toolu_\d+)"/g)].map((match) => match[1]);
    expect(uses.length).toBe(7);
    expect(new Set(uses).size).toBe(uses.length);
    expect(answers.sort()).toEqual([...uses].sort());
  });

  it('survives a link and forks from any step with a transcript that ends with a user message', async () => {
    const { input } = await recordSession();
    const document = built(input);
    const decoded = await decodeShareLink(await encodeShareLink(document), {});
    expect(decoded).toEqual({ ok: true, document });
    for (let step = 1; step <= 10; step++) expect(forkFromStep(document, step, {}).messages.at(-1)!.role).toBe('user');
    expect(forkFromStep(document, 9, {}).messages.at(-1)).toEqual({ role: 'user', content: 'Also add notes.' });
    expect(forkFromStep(document, 9, {}).files).not.toHaveProperty('out.txt');
  });

  it('records the surface of each step when it changed mid-run', async () => {
    const edited = applyOverlay(defaultSurface(), { system: 'Be brief.', tools: { ls: { enabled: false } } });
    const { input } = await recordSession({ first: defaultSurface(), later: edited });
    const document = built(input);
    expect(document.surface).toEqual({ system: 'Be brief.', tools: { ls: { enabled: false } } });
    expect(document.provenance.surfaceHash).toBe(surfaceHash(edited));
    expect(Object.keys(document.surfacesUsed ?? {})).toEqual([surfaceHash(defaultSurface())]);
    // The edit lands during call 6, so call 7 is the first to read it.
    expect(surfaceOfStep(document, 6)).toMatchObject({ exact: true, overlay: {} });
    expect(surfaceOfStep(document, 7)).toMatchObject({ exact: true, hash: surfaceHash(edited) });
  });
});

describe('which files a share document carries', () => {
  it('writes the starting files against the sample they came from', () => {
    const sample = { ...startFiles, 'docs/guide.md': 'A long guide.\n'.repeat(50) };
    const document = built({ ...emptyBuildInput(startFiles), startFiles: { ...sample, 'src/app.ts': 'changed\n' }, samples: { greeter: sample } });
    expect(document.workspace).toMatchObject({ base: 'sample:greeter', added: {}, changed: { 'src/app.ts': 'changed\n' }, removed: [] });
  });

  it('leaves out the nodes of other sessions', () => {
    const ours = rootAgentNode();
    const theirs = { ...rootAgentNode(), id: 'n_other', sessionId: 's2', rootId: 'n_other', task: 'Private work' };
    const document = built({ ...emptyBuildInput(startFiles), nodes: [ours, theirs] });
    expect(document.nodes.map((entry) => entry.id)).toEqual(['n_root']);
    expect(JSON.stringify(document)).not.toContain('Private work');
  });

  it('leaves out final files past the budget, and says so', () => {
    const big = 'x'.repeat(FINAL_FILES_BUDGET + 1);
    const document = built({ ...emptyBuildInput(startFiles), endFiles: { 'big.txt': big } });
    expect(document.finalFiles).toBe('omitted');
  });

  it('refuses content a share document cannot carry rather than dropping it', () => {
    const input = emptyBuildInput(startFiles);
    const node = rootAgentNode();
    const result = buildShareDocument({
      ...input,
      nodes: [node],
      messagesByNode: { [node.id]: [{ nodeId: node.id, seq: 0, createdAt: 1, message: { role: 'assistant', content: [{ type: 'thinking', thinking: 'hm', signature: 's' }] } }] },
    });
    expect(result).toMatchObject({ ok: false, problem: 'unsupported-content' });
  });
});
