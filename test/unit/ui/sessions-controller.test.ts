import { describe, expect, it } from 'vitest';
import type { MessageParam } from '../../../src/engine/model/model-client';
import { ScriptedModel } from '../../support/scripted-model';
import { fullDisk } from '../store/full-disk';
import { entryTexts, newProfile, openPage, when } from './sessions-fixtures';

/** The sessions sidebar's controller: list, search, rename, delete with undo, forks, storage trouble. */

async function pageWithSessions(titles: string[]) {
  const model = new ScriptedModel(titles.map((title) => ({ text: `Done: ${title}` })));
  const page = await openPage(newProfile(), model, undefined, { undoWindowMs: 300 });
  for (const title of titles) {
    page.playground.sessions.newSession();
    await page.playground.run.run(title);
  }
  await page.playground.sessions.refresh();
  return page;
}

const titles = (page: Awaited<ReturnType<typeof pageWithSessions>>) => page.playground.sessions.getSnapshot().sessions.map((session) => session.title);

describe('SessionsController', () => {
  it('lists sessions newest first and searches them by task', async () => {
    const page = await pageWithSessions(['Fix the parser bug', 'Write the README', 'Speed up the parser']);
    expect(titles(page)).toEqual(['Speed up the parser', 'Write the README', 'Fix the parser bug']);
    await page.playground.sessions.search('PARSER');
    expect(titles(page)).toEqual(['Speed up the parser', 'Fix the parser bug']);
    await page.playground.sessions.search('parser fix');
    expect(titles(page)).toEqual(['Fix the parser bug']);
    await page.playground.sessions.search('');
    expect(titles(page)).toHaveLength(3);
  });

  it('renames a session, for this page and after a reload', async () => {
    const page = await pageWithSessions(['Write the README']);
    const id = page.playground.sessions.getSnapshot().sessions[0]!.id;
    await page.playground.sessions.rename(id, '  README, second try  ');
    expect(page.playground.sessions.getSnapshot()).toMatchObject({ openSession: { title: 'README, second try' } });
    expect(await page.store!.sessions.get(id)).toMatchObject({ title: 'README, second try', task: 'Write the README' });
    await page.playground.sessions.rename(id, '   ');
    expect(titles(page)).toEqual(['README, second try']);
  });

  it('deletes a session with Undo offered for a few seconds; Undo brings it back whole', async () => {
    const page = await pageWithSessions(['Fix the parser bug', 'Write the README']);
    const { sessions } = page.playground;
    const readme = sessions.getSnapshot().sessions[0]!;
    expect(sessions.getSnapshot().openSessionId).toBe(readme.id);

    await sessions.delete(readme.id);
    expect(titles(page)).toEqual(['Fix the parser bug']);
    expect(sessions.getSnapshot()).toMatchObject({ deleted: { id: readme.id, title: 'Write the README' }, openSessionId: undefined });
    expect(page.playground.run.getSnapshot().transcript.entries).toEqual([]);

    await sessions.undoDelete();
    expect(titles(page)).toEqual(['Write the README', 'Fix the parser bug']);
    expect(sessions.getSnapshot().deleted).toBeUndefined();
    await sessions.open(readme.id);
    await when(page.playground.run, (snapshot) => snapshot.transcript.entries.length > 0);
    expect(entryTexts(page.playground)).toEqual(['task: Write the README', 'step 1: Done: Write the README | ', 'node-end']);
  });

  it('stops offering Undo once the window has passed', async () => {
    const page = await pageWithSessions(['Write the README']);
    const { sessions } = page.playground;
    await sessions.delete(sessions.getSnapshot().sessions[0]!.id);
    expect(sessions.getSnapshot().deleted).toBeDefined();
    await when(sessions, (snapshot) => snapshot.deleted === undefined, 1000);
    expect(await page.store!.sessions.list()).toEqual([]);
  });

  it('creates a forked session whose root holds the messages; Run carries it on from there', async () => {
    const model = new ScriptedModel([{ text: 'Carrying on from the fork.' }]);
    const { playground, store } = await openPage(newProfile(), model);
    const messages: MessageParam[] = [
      { role: 'user', content: 'Fix the greeting.' },
      { role: 'assistant', content: [{ type: 'text', text: 'The greeting is fixed.' }] },
    ];
    const id = await playground.sessions.createFromFork({ title: 'Fork of Fix the greeting', task: 'Fix the greeting.', messages, startFiles: { 'hello.txt': 'hi\n' } });

    const snapshot = playground.sessions.getSnapshot();
    expect(snapshot).toMatchObject({ openSessionId: id, openSession: { title: 'Fork of Fix the greeting', startFiles: { 'hello.txt': 'hi\n' } } });
    expect(snapshot.nodes).toMatchObject([{ name: 'root', status: { state: 'done' }, messageCount: 2 }]);
    await when(playground.run, (run) => run.transcript.entries.length > 0);
    expect(entryTexts(playground)).toEqual(['task: Fix the greeting.', 'step 1: The greeting is fixed. | ', 'node-end']);

    await playground.run.run('Now make it louder.');
    expect(model.requests[0]!.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(JSON.stringify(model.requests[0]!.messages)).toContain('The greeting is fixed.');
    expect(await store!.nodes.loadMessages(snapshot.nodes[0]!.id)).toHaveLength(4);
    expect((await store!.sessions.list()).map((session) => session.id)).toEqual([id]);
  });

  it('a fork that ends with unanswered calls opens interrupted, ready to Continue', async () => {
    const model = new ScriptedModel([{ text: 'Continuing.' }]);
    const { playground } = await openPage(newProfile(), model);
    await playground.sessions.createFromFork({
      title: 'Fork',
      task: 'List the files.',
      messages: [
        { role: 'user', content: 'List the files.' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_f1', name: 'ls', input: {} }] },
      ],
      startFiles: {},
    });
    expect(playground.sessions.getSnapshot().nodes[0]!.status).toEqual({ state: 'interrupted' });
    await when(playground.run, (run) => run.canContinue);
    await playground.run.continueRun();
    expect(JSON.stringify(model.requests[0]!.messages.at(-1))).toContain('toolu_f1');
  });

  it('storage full mid-run: reported once with what to do, the run goes on, nothing saved is removed', async () => {
    const disk = fullDisk(newProfile());
    const model = new ScriptedModel([
      { text: 'Step one.', calls: [{ name: 'ls', input: {} }] },
      () => {
        disk.fill('commit-aborts');
        return { text: 'Step two.', calls: [{ name: 'ls', input: {} }] };
      },
      { text: 'Step three.', calls: [{ name: 'ls', input: {} }] },
      { text: 'Finished anyway.' },
    ]);
    const { playground, store } = await openPage(disk.factory as never, model);
    const problems: string[] = [];
    playground.sessions.subscribe(() => {
      const { problem } = playground.sessions.getSnapshot();
      if (problem && problems.at(-1) !== problem) problems.push(problem);
    });
    await playground.run.run('Keep listing.');

    expect(playground.run.getSnapshot().lastStop).toEqual({ type: 'done' });
    expect(entryTexts(playground).filter((entry) => entry.startsWith('step')).map((entry) => entry.split(' |')[0])).toEqual([
      'step 1: Step one.',
      'step 2: Step two.',
      'step 3: Step three.',
      'step 4: Finished anyway.',
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Browser storage is full, so .* Nothing already saved was removed\. Export your sessions/);

    disk.free();
    // What was saved before the disk filled is all still there: a prefix of the run's transcript.
    const rootId = playground.sessions.getSnapshot().nodes[0]!.id;
    const kept = await store!.nodes.loadMessages(rootId);
    const roles = ['user', 'assistant', 'user', 'assistant'];
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.map((entry) => entry.message.role)).toEqual(roles.slice(0, kept.length));
    expect((kept[0]!.message.content as string)).toBe('Keep listing.');
    const exported = await playground.sessions.exportSessions();
    expect(exported!.messages.filter((message) => message.nodeId === rootId)).toHaveLength(kept.length);
  });

  it('without browser storage, sessions work in this tab and a notice says they are not kept', async () => {
    const model = new ScriptedModel([{ text: 'Done.' }]);
    const { playground } = await openPage(undefined, model);
    expect(playground.store).toBeUndefined();
    expect(playground.sessions.getSnapshot()).toMatchObject({ persistent: false, storageNotice: expect.stringContaining('nothing survives a reload') });
    await playground.run.run('Say done.');
    expect(titles({ playground } as never)).toEqual(['Say done.']);
    expect(playground.sessions.getSnapshot().nodes).toMatchObject([{ status: { state: 'done' } }]);
    expect(await playground.sessions.exportSessions()).toBeUndefined();
  });
});
