import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../src/engine/model/model-client';
import type { StepView } from '../../../src/ui/state/run/transcript-view';
import { ScriptedModel } from '../../support/scripted-model';
import { entryTexts, eventually, HangingModel, newProfile, openPage, sampleFiles, when } from './sessions-fixtures';

/** Runs in the playground go into stored sessions: the root and its sub-agents are nodes. */

function textOf(message: ModelRequest['messages'][number]): string {
  return typeof message.content === 'string' ? message.content : message.content.map((block) => ('text' in block ? block.text : '')).join('');
}

describe('runs and sessions', () => {
  it('a first Run creates a session and its root agent, saving each message as it completes', async () => {
    const profile = newProfile();
    const model = new ScriptedModel([
      { text: 'Reading first.', calls: [{ name: 'read_file', input: { path: 'src/answer.sh' } }] },
      { calls: [{ name: 'write_file', input: { path: 'src/answer.sh', content: 'echo 42\n' } }] },
      { calls: [{ name: 'Bash', input: { command: 'sh src/answer.sh' } }] },
      { text: 'Fixed.' },
    ]);
    const { playground, store } = await openPage(profile, model);
    const running = playground.run.run('Make it print 42.');

    // Paused on the command's approval: what came before is already in storage, mid-run.
    await when(playground.approvals, (snapshot) => snapshot.pending.length === 1);
    const rootId = playground.sessions.getSnapshot().nodes[0]!.id;
    const roles = async () => (await store!.nodes.loadMessages(rootId)).map((entry) => entry.message.role).join(',');
    await eventually(async () => (await roles()) === 'user,assistant,user,assistant,user,assistant', 'the first five replies and results are stored');
    expect(playground.run.getSnapshot().status).toBe('running');
    expect(await store!.nodes.getNode(rootId)).toMatchObject({ status: { state: 'running' } });
    playground.approvals.approve(playground.approvals.getSnapshot().pending[0]!.id);
    await running;

    const [session] = await store!.sessions.list();
    expect(session).toMatchObject({ title: 'Make it print 42.', task: 'Make it print 42.', rootNodeId: rootId });
    // The workspace as the first run found it, before the agent changed it (for share links).
    expect(session!.startFiles).toEqual(sampleFiles);
    const nodes = await store!.nodes.listNodes(session!.id);
    expect(nodes).toMatchObject([{ name: 'root', depth: 0, status: { state: 'done' } }]);
    expect(nodes[0]!.usage.inputTokens).toBe(400);
    const stored = await store!.nodes.loadMessages(rootId);
    expect(stored).toHaveLength(8);
    // Each reply keeps its tokens, so a reopened transcript shows them.
    expect(stored[1]).toMatchObject({ step: 1, usage: { inputTokens: 100, outputTokens: 20 } });
    expect(playground.sessions.getSnapshot()).toMatchObject({ openSessionId: session!.id, selectedNodeId: rootId });
    expect(playground.sessions.getSnapshot().sessions.map((listed) => listed.id)).toEqual([session!.id]);
  });

  it('a follow-up Run continues the open session\'s root; New session starts another', async () => {
    const profile = newProfile();
    const model = new ScriptedModel([{ text: 'First answer.' }, { text: 'Second answer.' }, { text: 'Fresh start.' }]);
    const { playground, store } = await openPage(profile, model);
    await playground.run.run('First task.');
    await playground.run.run('Second task.');
    expect(model.requests[1]!.messages.map(textOf)).toEqual(['First task.', 'First answer.', 'Second task.']);
    expect(await store!.sessions.list()).toHaveLength(1);

    playground.sessions.newSession();
    expect(playground.run.getSnapshot().transcript.entries).toEqual([]);
    await playground.run.run('Another task.');
    expect(model.requests[2]!.messages.map(textOf)).toEqual(['Another task.']);
    expect((await store!.sessions.list()).map((session) => session.title)).toEqual(['Another task.', 'First task.']);
  });

  it('after a reload mid-run the session is interrupted; Continue repairs the transcript and completes it', async () => {
    const profile = newProfile();
    const firstTab = new HangingModel(
      [{ text: 'Listing first.', calls: [{ name: 'ls', input: {} }] }, { text: 'Now reading.', calls: [{ name: 'read_file', input: { path: 'README.md' } }] }],
      new Set([2]),
    );
    const before = await openPage(profile, firstTab);
    const running = before.playground.run.run('Tidy the README.');
    await eventually(() => firstTab.requests.length === 3, 'the third model call is in flight');
    const rootId = before.playground.sessions.getSnapshot().nodes[0]!.id;
    // Saving trails the run by a moment; the reload comes once the results before the call are in.
    await eventually(async () => (await before.store!.nodes.loadMessages(rootId)).length === 5, 'the messages before the call are stored');
    const shownBefore = entryTexts(before.playground);
    // The last entry is the reply still streaming: that one message in flight is what a reload loses.
    expect(shownBefore.at(-1)).toBe('step 3:  | ');

    // The reload: a new page over the same browser storage while the old run is still in flight.
    const secondTab = new ScriptedModel([{ text: 'All tidy.' }]);
    const after = await openPage(profile, secondTab);
    const sessions = after.playground.sessions.getSnapshot();
    expect(sessions.sessions).toHaveLength(1);
    expect(sessions.interruptedIds).toEqual([sessions.sessions[0]!.id]);

    await after.playground.sessions.open(sessions.sessions[0]!.id);
    await when(after.playground.run, (snapshot) => snapshot.canContinue);
    expect(after.playground.sessions.getSnapshot().nodes[0]!.status).toEqual({ state: 'interrupted' });
    // The same entries as before the reload, then how the agent was left.
    expect(entryTexts(after.playground)).toEqual([...shownBefore.slice(0, -1), 'node-end']);

    await after.playground.run.continueRun();
    // The model call in flight is made again, from exactly what was stored.
    expect(secondTab.requests[0]!.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    expect(after.playground.sessions.getSnapshot().nodes[0]!.status).toEqual({ state: 'done' });
    const steps = after.playground.run.getSnapshot().transcript.entries.filter((entry): entry is StepView => entry.kind === 'step');
    expect(steps.at(-1)!.text).toBe('All tidy.');
    await when(after.playground.sessions, (snapshot) => snapshot.interruptedIds.length === 0);

    before.playground.run.stop();
    await running;
  });

  it('Continue answers every call a reload left unanswered with an "interrupted" result', async () => {
    const profile = newProfile();
    const firstTab = new ScriptedModel([{ text: 'Checking.', calls: [{ name: 'ls', input: {} }, { name: 'Bash', input: { command: 'sh src/answer.sh' } }] }]);
    const before = await openPage(profile, firstTab);
    const running = before.playground.run.run('Check the script.');
    // Reloaded while the command waits for approval: the reply with its two calls is stored, no results.
    await when(before.playground.approvals, (snapshot) => snapshot.pending.length === 1);
    const rootId = before.playground.sessions.getSnapshot().nodes[0]!.id;
    await eventually(async () => (await before.store!.nodes.loadMessages(rootId)).length === 2, 'the reply with the calls is stored');

    const secondTab = new ScriptedModel([{ text: 'The check was interrupted; nothing ran.' }]);
    const after = await openPage(profile, secondTab);
    await after.playground.sessions.open(after.playground.sessions.getSnapshot().sessions[0]!.id);
    await when(after.playground.run, (snapshot) => snapshot.canContinue);
    await after.playground.run.continueRun();

    const repair = secondTab.requests[0]!.messages.at(-1)!;
    const results = (repair.content as Array<{ type: string; tool_use_id?: string; is_error?: boolean; content?: unknown }>).filter((block) => block.type === 'tool_result');
    expect(results).toHaveLength(2);
    expect(results.every((block) => block.is_error === true && JSON.stringify(block.content).includes('Interrupted'))).toBe(true);
    const steps = after.playground.run.getSnapshot().transcript.entries.filter((entry): entry is StepView => entry.kind === 'step');
    expect(steps[0]!.calls.map((call) => call.result?.errorKind)).toEqual(['Interrupted', 'Interrupted']);
    expect(after.playground.sessions.getSnapshot().nodes[0]!.status).toEqual({ state: 'done' });
    expect(await after.store!.nodes.loadMessages(rootId)).toHaveLength(4);

    before.playground.run.stop();
    await running;
  });

  it('shows a sub-agent as a child node while it runs, with its own transcript', async () => {
    const profile = newProfile();
    let nodesDuringChild: Array<[string, string]> = [];
    const model = new ScriptedModel([
      { calls: [{ name: 'run_agent', input: { name: 'docs', folder: 'docs', task: 'Write docs/intro.md' } }] },
      () => {
        nodesDuringChild = page.playground.sessions.getSnapshot().nodes.map((node) => [node.name, node.status.state]);
        return { calls: [{ name: 'write_file', input: { path: 'docs/intro.md', content: '# Intro\n' } }] };
      },
      { text: 'Intro written.' },
      { text: 'The docs agent wrote the intro.' },
    ]);
    const page = await openPage(profile, model);
    await page.playground.run.run('Document the project.');
    expect(nodesDuringChild).toEqual([
      ['root', 'running'],
      ['docs', 'running'],
    ]);
    const nodes = page.playground.sessions.getSnapshot().nodes;
    expect(nodes.map((node) => [node.name, node.folder, node.status.state])).toEqual([
      ['root', '', 'done'],
      ['docs', 'docs', 'done'],
    ]);

    page.playground.sessions.selectNode(nodes[1]!.id);
    expect(entryTexts(page.playground).slice(0, 2)).toEqual(['task: Write docs/intro.md', expect.stringContaining('write_file')]);
    // Its transcript also reads back from storage the same way (a reload, another tab).
    const reloaded = await openPage(profile, new ScriptedModel([]));
    await reloaded.playground.sessions.open(nodes[0]!.sessionId);
    reloaded.playground.sessions.selectNode(nodes[1]!.id);
    await when(reloaded.playground.run, (snapshot) => snapshot.transcript.entries.length > 0);
    expect(entryTexts(reloaded.playground).slice(0, 2)).toEqual(entryTexts(page.playground).slice(0, 2));
  });
});
