import { describe, expect, it } from 'vitest';
import { createTokenBudget } from '../../../src/engine/loop/token-budget';
import type { ModelRequest } from '../../../src/engine/model/model-client';
import { AgentTree, type AgentTreeOptions } from '../../../src/engine/nodes/agent-tree';
import { MemoryNodeStore } from '../../../src/engine/nodes/memory-node-store';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { ScriptedModel, type ScriptedReply } from '../../support/scripted-model';

/**
 * Each agent in a tree gets its own script, chosen by the first line of its transcript (its task),
 * so the order in which root and sub-agents call the model does not matter to the test.
 */
function scriptsByTask(scripts: Record<string, Array<ScriptedReply | ((request: ModelRequest) => ScriptedReply)>>) {
  const positions = new Map<string, number>();
  const taskOf = (request: ModelRequest) => {
    const first = request.messages[0]!;
    const text = typeof first.content === 'string' ? first.content : first.content.map((block) => ('text' in block ? block.text : '')).join('');
    return Object.keys(scripts).find((task) => text.includes(task));
  };
  return new ScriptedModel(
    Array.from({ length: 200 }, () => (request: ModelRequest) => {
      const task = taskOf(request);
      if (!task) throw new Error('no script for this agent');
      const position = positions.get(task) ?? 0;
      positions.set(task, position + 1);
      const turn = scripts[task]![position];
      if (!turn) throw new Error(`script for "${task}" ran out at turn ${position + 1}`);
      return typeof turn === 'function' ? turn(request) : turn;
    }),
  );
}

async function makeTree(model: ScriptedModel, overrides: Partial<AgentTreeOptions> = {}, budget = createTokenBudget(1_000_000)) {
  const workspace = await createEmbeddedWorkspace({ files: { 'README.md': '# Project\n', 'docs/old.md': 'old\n' } });
  const store = new MemoryNodeStore();
  const surface = defaultSurface();
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
      tokenBudget: budget,
    },
    ...overrides,
  });
  return { tree, store, workspace };
}

const signal = () => new AbortController().signal;

/** The text of the tool result that answered the latest call in a request. */
function lastToolResult(request: ModelRequest): string {
  const last = request.messages.at(-1)!;
  if (typeof last.content === 'string') throw new Error('not a tool result');
  const block = last.content.find((entry) => entry.type === 'tool_result')!;
  return String(block.type === 'tool_result' && block.content);
}

/** A message's text, whether sent as a string or as blocks (the request copy of the newest message carries a cache breakpoint). */
function textOf(message: ModelRequest['messages'][number]): string {
  return typeof message.content === 'string' ? message.content : message.content.map((block) => ('text' in block ? block.text : '')).join('');
}

const spawn = (input: Record<string, unknown>): ScriptedReply => ({ calls: [{ name: 'run_agent', input }] });

describe('sub-agents', () => {
  it('spawns a folder-scoped sub-agent and returns its summary, changed files and nodeId', async () => {
    let seen = '';
    const model = scriptsByTask({
      'Document the project': [
        spawn({ name: 'docs', folder: 'docs', task: 'Write docs/intro.md' }),
        (request) => {
          seen = lastToolResult(request);
          return { text: 'Docs written.' };
        },
      ],
      'Write docs/intro.md': [
        { calls: [{ name: 'write_file', input: { path: 'docs/intro.md', content: '# Intro\n' } }] },
        { text: 'Wrote docs/intro.md.' },
      ],
    });
    const { tree, store, workspace } = await makeTree(model);
    const { node, result } = await tree.startRoot('Document the project', signal());
    expect(result.stopReason.type).toBe('done');
    expect(await workspace.readFile('docs/intro.md')).toBe('# Intro\n');
    expect(seen).toMatch(/^Sub-agent "docs" \(nodeId n_[0-9a-f]{8}\) done after 2 steps\. Files changed: docs\/intro\.md\.\nSummary:\nWrote docs\/intro\.md\.$/);

    const nodes = await store.listNodes('s1');
    const child = nodes.find((entry) => entry.name === 'docs')!;
    expect(child).toMatchObject({ parentId: node.id, rootId: node.id, depth: 1, folder: 'docs', status: { state: 'done' }, filesChanged: ['docs/intro.md'] });
    expect((await store.loadMessages(child.id)).map((entry) => entry.message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(node).toMatchObject({ status: { state: 'done' }, messageCount: 4 });
  });

  it('lets a sub-agent read anywhere but refuses writes and commands outside its folder', async () => {
    const results: string[] = [];
    const model = scriptsByTask({
      'Root task': [spawn({ name: 'worker', folder: 'docs', task: 'Scoped work' }), { text: 'ok' }],
      'Scoped work': [
        {
          calls: [
            { name: 'read_file', input: { path: 'README.md' } },
            { name: 'write_file', input: { path: 'README.md', content: 'hijacked' } },
            { name: 'Bash', input: { command: 'echo x > ../README.md' } },
            { name: 'Bash', input: { command: 'echo inside > notes.txt && pwd' } },
          ],
        },
        (request) => {
          const last = request.messages.at(-1)!;
          if (typeof last.content !== 'string') for (const block of last.content) if (block.type === 'tool_result') results.push(String(block.content));
          return { text: 'done' };
        },
      ],
    });
    const { tree, workspace } = await makeTree(model);
    await tree.startRoot('Root task', signal());
    expect(results[0]).toContain('# Project');
    expect(JSON.parse(results[1]!)).toMatchObject({ error: 'OutOfScope' });
    expect(JSON.parse(results[1]!).message).toContain('inside "docs"');
    expect(JSON.parse(results[2]!)).toMatchObject({ error: 'OutOfScope' });
    expect(results[3]).toContain('/workspace/docs');
    expect(await workspace.readFile('README.md')).toBe('# Project\n');
    expect(await workspace.readFile('docs/notes.txt')).toBe('inside\n');
  });

  it('caps nesting at two levels below the root, with "do it yourself"', async () => {
    let refusal = '';
    const model = scriptsByTask({
      'Level zero': [spawn({ name: 'one', folder: 'docs', task: 'Level one' }), { text: 'ok' }],
      'Level one': [spawn({ name: 'two', folder: 'docs', task: 'Level two' }), { text: 'ok' }],
      'Level two': [
        spawn({ name: 'three', folder: 'docs', task: 'Level three' }),
        (request) => {
          refusal = lastToolResult(request);
          return { text: 'ok' };
        },
      ],
    });
    const { tree, store } = await makeTree(model);
    await tree.startRoot('Level zero', signal());
    expect(JSON.parse(refusal)).toMatchObject({ error: 'NestingCap' });
    expect(JSON.parse(refusal).message).toContain('Do this part of the task yourself');
    expect((await store.listNodes('s1')).map((node) => node.depth).sort()).toEqual([0, 1, 2]);
  });

  it('refuses a spawn when the shared budget is nearly gone, and names the move to take instead', async () => {
    let refusal = '';
    const model = scriptsByTask({
      'Big job': [
        spawn({ name: 'helper', folder: '', task: 'Never runs' }),
        (request) => {
          refusal = lastToolResult(request);
          return { text: 'ok' };
        },
      ],
    });
    const { tree, store } = await makeTree(model, {}, createTokenBudget(10_000));
    await tree.startRoot('Big job', signal());
    expect(JSON.parse(refusal)).toMatchObject({ error: 'BudgetExhausted' });
    expect(JSON.parse(refusal).message).toMatch(/Finish the most important part yourself/);
    expect(await store.listNodes('s1')).toHaveLength(1);
  });

  it('stops a running child at its next turn when the budget runs out, and marks its summary partial', async () => {
    const looping: ScriptedReply = { text: 'Still working.', calls: [{ name: 'ls', input: {} }], usage: { inputTokens: 9_000 } };
    const model = scriptsByTask({
      'Parent task': [spawn({ name: 'spender', folder: 'docs', task: 'Spend tokens' })],
      'Spend tokens': Array.from({ length: 10 }, () => looping),
    });
    const { tree, store } = await makeTree(model, { minSpawnTokens: 1_000 }, createTokenBudget(30_000));
    const { node, result } = await tree.startRoot('Parent task', signal());
    // The root is over budget too, so it stops before reading the result; the result is in its transcript.
    const answer = (await store.loadMessages(node.id)).at(-1)!.message;
    const returned = JSON.stringify(answer.content);
    // 9,020 tokens a step against 30,000: the fourth step crosses the line.
    expect(returned).toContain('stopped (token cap) after 4 steps');
    expect(returned).toContain('[Partial result: this sub-agent stopped because the shared token budget ran out');
    expect(result.stopReason.type).toBe('token_cap');
  });

  it('ends a summary with a step-cap note when the child runs out of steps', async () => {
    let returned = '';
    const model = scriptsByTask({
      'Parent': [
        spawn({ name: 'slow', folder: 'docs', task: 'Endless' }),
        (request) => {
          returned = lastToolResult(request);
          return { text: 'ok' };
        },
      ],
      Endless: Array.from({ length: 5 }, () => ({ text: 'Looking around.', calls: [{ name: 'ls', input: {} }] })),
    });
    const { tree } = await makeTree(model, { childMaxSteps: 2 });
    await tree.startRoot('Parent', signal());
    expect(returned).toContain('stopped (step cap) after 2 steps');
    expect(returned).toMatch(/Looking around\.\n\n\[Partial result: this sub-agent stopped at its step cap \(2 steps\)/);
  });

  it('resumes a node with a staleness brief exactly when its folder changed, and branches without growing it', async () => {
    const childRequests: ModelRequest[] = [];
    let childId = '';
    const model = scriptsByTask({
      Coordinator: [
        spawn({ name: 'writer', folder: 'docs', task: 'Draft docs' }),
        (request) => {
          childId = /nodeId (n_[0-9a-f]+)/.exec(lastToolResult(request))![1]!;
          return { calls: [{ name: 'write_file', input: { path: 'docs/old.md', content: 'changed by the parent\n' } }] };
        },
        () => spawn({ name: 'writer', folder: 'docs', task: 'Polish the draft', seedFromNode: childId, seedMode: 'resume' }),
        () => spawn({ name: 'writer', folder: 'docs', task: 'Polish again', seedFromNode: childId, seedMode: 'resume' }),
        () => spawn({ name: 'retry', folder: 'docs', task: 'Try another tone', seedFromNode: childId, seedMode: 'branch' }),
        { text: 'all done' },
      ],
      'Draft docs': Array.from({ length: 6 }, () => (request: ModelRequest) => {
        childRequests.push(structuredClone(request));
        return { text: 'Drafted.' };
      }),
    });
    const { tree, store } = await makeTree(model);
    await tree.startRoot('Coordinator', signal());

    const [, afterChange, unchanged, branched] = childRequests;
    const lastUserText = (request: ModelRequest) => textOf(request.messages.at(-1)!);
    expect(lastUserText(afterChange!)).toContain('Since you last ran, files in "docs" changed:\n  modified: docs/old.md');
    expect(lastUserText(afterChange!)).toContain('read them again before editing them');
    expect(lastUserText(afterChange!)).toMatch(/Polish the draft$/);
    expect(lastUserText(unchanged!)).toBe('Polish again');
    // Resume grew the same node; the branch started a new node from a copy of its context.
    expect(afterChange!.messages.length).toBe(3);
    expect(branched!.messages.length).toBe(7);
    const nodes = await store.listNodes('s1');
    const original = nodes.find((node) => node.id === childId)!;
    expect(original.messageCount).toBe(6);
    const branch = nodes.find((node) => node.name === 'retry')!;
    expect(branch.seededFrom).toEqual({ nodeId: childId, mode: 'branch' });
    expect(branch.messageCount).toBe(8);
  });

  it('hands off to a fresh node with a brief of the old one\'s work', async () => {
    let handoffTask = '';
    let childId = '';
    const model = scriptsByTask({
      Lead: [
        spawn({ name: 'first', folder: 'docs', task: 'Write the guide' }),
        (request) => {
          childId = /nodeId (n_[0-9a-f]+)/.exec(lastToolResult(request))![1]!;
          return spawn({ name: 'second', folder: 'docs', task: 'Add a FAQ', seedFromNode: childId, seedMode: 'handoff' });
        },
        { text: 'ok' },
      ],
      // Listed before 'Write the guide': the handoff brief quotes that task too.
      'Add a FAQ': [
        (request) => {
          handoffTask = textOf(request.messages[0]!);
          return { text: 'FAQ added.' };
        },
      ],
      'Write the guide': [
        { calls: [{ name: 'write_file', input: { path: 'docs/guide.md', content: 'guide\n' } }] },
        { text: 'Guide written in docs/guide.md.' },
      ],
    });
    const { tree } = await makeTree(model);
    await tree.startRoot('Lead', signal());
    expect(handoffTask).toContain('You are taking over from an earlier agent, "first"');
    expect(handoffTask).toContain('Its task was: Write the guide');
    expect(handoffTask).toContain('Its summary: Guide written in docs/guide.md.');
    expect(handoffTask).toContain('Files it changed: docs/guide.md');
    expect(handoffTask).toMatch(/Your task: Add a FAQ$/);
  });

  it('refuses to reuse an unknown node or one it did not start', async () => {
    const answers: string[] = [];
    const model = scriptsByTask({
      Start: [
        spawn({ name: 'x', folder: '', task: 'Whatever', seedFromNode: 'n_00000000', seedMode: 'resume' }),
        (request) => {
          answers.push(lastToolResult(request));
          return spawn({ name: 'x', folder: '', task: 'Whatever', seedFromNode: 'n_00000000' });
        },
        (request) => {
          answers.push(lastToolResult(request));
          return { text: 'ok' };
        },
      ],
    });
    const { tree } = await makeTree(model);
    await tree.startRoot('Start', signal());
    expect(JSON.parse(answers[0]!).error).toBe('UnknownNode');
    expect(JSON.parse(answers[1]!).error).toBe('SeedModeMissing');
  });

  it('continues an interrupted node: every unanswered call gets an "interrupted" result', async () => {
    const sent: ModelRequest[] = [];
    const model = scriptsByTask({
      Resumable: [
        (request) => {
          sent.push(structuredClone(request));
          return { text: 'Carried on.' };
        },
      ],
    });
    const { tree, store } = await makeTree(model);
    // What a page closed mid-run leaves behind: the model asked for a call, no result was saved.
    const now = Date.now();
    await store.createNode({
      id: 'n_crashed1', sessionId: 's1', rootId: 'n_crashed1', depth: 0, name: 'root', folder: '', task: 'Resumable',
      model: 'claude-test', status: { state: 'interrupted' }, usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
      messageCount: 2, createdAt: now, updatedAt: now,
    });
    await store.appendMessage({ nodeId: 'n_crashed1', seq: 0, message: { role: 'user', content: 'Resumable' }, createdAt: now });
    await store.appendMessage({
      nodeId: 'n_crashed1', seq: 1, createdAt: now,
      message: { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_lost', name: 'ls', input: {} }] },
    });

    const { node } = await tree.continueNode('n_crashed1', signal());
    const repaired = sent[0]!.messages[2]!;
    expect(repaired.role).toBe('user');
    expect(repaired.content).toEqual([expect.objectContaining({ type: 'tool_result', tool_use_id: 'toolu_lost', is_error: true })]);
    expect(JSON.stringify(repaired.content)).toContain('interrupted before it returned');
    expect(node.status).toEqual({ state: 'done' });
    expect((await store.loadMessages('n_crashed1')).map((entry) => entry.seq)).toEqual([0, 1, 2, 3]);
  });
});
