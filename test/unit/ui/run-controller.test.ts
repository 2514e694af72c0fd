import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../../src/engine/model/provider-error';
import { createPlayground, type Playground } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import type { StepView, StopView } from '../../../src/ui/state/run/transcript-view';
import { ScriptedModel, type ScriptedTurn } from '../../support/scripted-model';
import { liveWorkspaces, when } from './fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

async function setUp(turns: ScriptedTurn[], { apiKey = fakeApiKey('key') } = {}) {
  const { workspaces, workspace } = await liveWorkspaces({ 'src/answer.sh': 'echo 41\n' });
  const settings = new SettingsController(undefined);
  settings.change({ apiKey });
  const model = new ScriptedModel(turns);
  const playground = createPlayground({ settings, workspaces, createModel: () => model });
  await when(playground.surface, (snapshot) => snapshot.surface !== undefined);
  return { playground, workspace, model, workspaces };
}

function steps(playground: Playground): StepView[] {
  return playground.run.getSnapshot().transcript.entries.filter((entry): entry is StepView => entry.kind === 'step');
}

function stops(playground: Playground): StopView[] {
  return playground.run.getSnapshot().transcript.entries.filter((entry): entry is StopView => entry.kind === 'stop');
}

describe('RunController', () => {
  it('shows the task, each step with its text, calls, results and tokens, and how the run ended', async () => {
    const { playground, workspace } = await setUp([
      { text: 'Reading it first.', calls: [{ name: 'read_file', input: { path: 'src/answer.sh' } }], usage: { inputTokens: 1000, outputTokens: 234 } },
      { calls: [{ name: 'write_file', input: { path: 'src/answer.sh', content: 'echo 42\n' } }, { name: 'read_file', input: { path: 'nope.txt' } }] },
      { text: 'Fixed.' },
    ]);
    await playground.run.run('Make it print 42.');

    const entries = playground.run.getSnapshot().transcript.entries;
    expect(entries[0]).toEqual({ kind: 'task', run: 1, text: 'Make it print 42.' });
    const [first, second, third] = steps(playground);
    expect(first).toMatchObject({ step: 1, text: 'Reading it first.', usage: { inputTokens: 1000, outputTokens: 234 }, finished: true });
    expect(first!.calls[0]).toMatchObject({ name: 'read_file', input: { path: 'src/answer.sh' }, result: { isError: false } });
    expect(first!.calls[0]!.result!.content).toContain('echo 41');
    expect(second!.calls.map((call) => call.result?.isError)).toEqual([false, true]);
    expect(second!.calls[1]!.result).toMatchObject({ errorKind: 'NotFound' });
    expect(third).toMatchObject({ text: 'Fixed.', calls: [] });
    expect(stops(playground)).toMatchObject([{ reason: { type: 'done' }, steps: 3 }]);
    expect(playground.run.getSnapshot()).toMatchObject({ status: 'idle', lastStop: { type: 'done' } });
    expect(await workspace.readFile('src/answer.sh')).toBe('echo 42\n');
  });

  it('pauses on a command until the person decides, and sends a denial reason to the model', async () => {
    const { playground, model } = await setUp([
      { calls: [{ name: 'Bash', input: { command: 'sh src/answer.sh' } }] },
      { calls: [{ name: 'Bash', input: { command: 'rm -rf src' } }] },
      { text: 'Understood.' },
    ]);
    const running = playground.run.run('Run it, then clean up.');
    const { approvals } = playground;
    await when(approvals, (snapshot) => snapshot.pending.length === 1);
    expect(playground.run.getSnapshot().status).toBe('running');
    approvals.approve(approvals.getSnapshot().pending[0]!.id);
    await when(approvals, (snapshot) => snapshot.pending[0]?.command === 'rm -rf src');
    approvals.deny(approvals.getSnapshot().pending[0]!.id, 'keep the sources');
    await running;

    const [ran, denied] = steps(playground).slice(0, 2).map((step) => step.calls[0]!.result!);
    expect(ran).toMatchObject({ isError: false });
    expect(ran!.content).toContain('41');
    expect(denied).toMatchObject({ isError: true, errorKind: 'CommandDenied' });
    expect(JSON.stringify(model.requests[2]!.messages.at(-1))).toContain('keep the sources');
  });

  it('stops cleanly on provider trouble, keeping everything already in the transcript', async () => {
    const { playground } = await setUp([
      { text: 'Looking.', calls: [{ name: 'ls', input: {} }] },
      new ProviderError('overloaded', 'The provider is overloaded (529). Try again in a few moments.', 'overloaded_error', 529),
    ]);
    await playground.run.run('List the files.');
    expect(steps(playground)[0]).toMatchObject({ text: 'Looking.', calls: [{ name: 'ls', result: { isError: false } }] });
    expect(stops(playground)[0]!.reason).toMatchObject({ type: 'provider_error', kind: 'overloaded', status: 529 });
    expect(playground.run.getSnapshot().status).toBe('idle');
  });

  it('Stop while a command waits for approval ends the run as stopped by the user', async () => {
    const { playground } = await setUp([{ calls: [{ name: 'Bash', input: { command: 'sleep 100' } }] }]);
    const running = playground.run.run('Wait a while.');
    await when(playground.approvals, (snapshot) => snapshot.pending.length === 1);
    playground.run.stop();
    await running;
    expect(stops(playground)[0]!.reason).toEqual({ type: 'aborted' });
    expect(playground.approvals.getSnapshot().pending).toEqual([]);
  });

  it('continues the conversation with a follow-up task and shows both answers in one transcript', async () => {
    const { playground, model } = await setUp([{ text: 'First answer.' }, { text: 'Second answer.' }]);
    await playground.run.run('First task.');
    await playground.run.run('Second task.');
    expect(model.requests[1]!.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(JSON.stringify(model.requests[1]!.messages)).toContain('First answer.');
    expect(steps(playground).map((step) => step.text)).toEqual(['First answer.', 'Second answer.']);
    expect(playground.run.getSnapshot().transcript.runs).toBe(2);

    playground.run.clear();
    expect(playground.run.getSnapshot().transcript.entries).toEqual([]);
  });

  it('says why Run is not available rather than failing', async () => {
    const { playground, model } = await setUp([], { apiKey: '' });
    expect(playground.run.blocker('Do something.')).toBe('Add an API key in Settings to run the agent.');
    await playground.run.run('Do something.');
    expect(model.requests).toEqual([]);
    playground.settings.change({ apiKey: fakeApiKey('key') });
    expect(playground.run.blocker('  ')).toBe('Write a task first.');
    expect(playground.run.blocker('Do something.')).toBeUndefined();
  });

  it('does not start while the files are being carried to another workspace', async () => {
    const { playground, workspaces, model } = await setUp([{ text: 'Done.' }]);
    workspaces.setState('switching');
    expect(playground.run.blocker('Do something.')).toBe('The workspace is switching; Run is back in a moment.');
    await playground.run.run('Do something.');
    expect(model.requests).toEqual([]);
    workspaces.setState('ready');
    await playground.run.run('Do something.');
    expect(model.requests).toHaveLength(1);
  });

  it('shows the plan the model keeps with update_plan', async () => {
    const { playground } = await setUp([
      { calls: [{ name: 'update_plan', input: { plan: [{ step: 'Read', status: 'done' }, { step: 'Fix', status: 'active' }] } }] },
      { text: 'Done.' },
    ]);
    await playground.run.run('Plan it.');
    expect(playground.run.getSnapshot().plan).toEqual([
      { step: 'Read', status: 'done' },
      { step: 'Fix', status: 'active' },
    ]);
  });
});
