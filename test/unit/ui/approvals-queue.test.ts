import { describe, expect, it } from 'vitest';
import { ApprovalsQueue, STOPPED_WHILE_WAITING } from '../../../src/ui/state/run/approvals-queue';

const ask = (queue: ApprovalsQueue, command: string, signal = new AbortController().signal) =>
  queue.port({ toolId: 'Bash', command }, signal);

describe('ApprovalsQueue', () => {
  it('holds a command until the person approves it', async () => {
    const queue = new ApprovalsQueue();
    const decision = ask(queue, 'ls -la');
    expect(queue.getSnapshot().pending.map((entry) => entry.command)).toEqual(['ls -la']);
    queue.approve(queue.getSnapshot().pending[0]!.id);
    await expect(decision).resolves.toEqual({ approved: true });
    expect(queue.getSnapshot().pending).toEqual([]);
  });

  it('passes the deny reason on, trimmed, and leaves it out when blank', async () => {
    const queue = new ApprovalsQueue();
    const first = ask(queue, 'rm -rf build');
    queue.deny(queue.getSnapshot().pending[0]!.id, '  keep the build folder ');
    await expect(first).resolves.toEqual({ approved: false, reason: 'keep the build folder' });
    const second = ask(queue, 'rm -rf build');
    queue.deny(queue.getSnapshot().pending[0]!.id, '   ');
    await expect(second).resolves.toEqual({ approved: false });
  });

  it('"always allow" approves the same command line from then on, and only that one', async () => {
    const queue = new ApprovalsQueue();
    const first = ask(queue, 'sh test/check.sh');
    queue.alwaysAllow(queue.getSnapshot().pending[0]!.id);
    await expect(first).resolves.toEqual({ approved: true });
    await expect(ask(queue, 'sh test/check.sh')).resolves.toEqual({ approved: true });
    void ask(queue, 'sh test/check.sh --verbose');
    expect(queue.getSnapshot().pending.map((entry) => entry.command)).toEqual(['sh test/check.sh --verbose']);
  });

  it('auto-approve lets waiting and later commands through', async () => {
    const queue = new ApprovalsQueue();
    const waiting = ask(queue, 'make');
    queue.setAutoApprove(true);
    await expect(waiting).resolves.toEqual({ approved: true });
    await expect(ask(queue, 'make test')).resolves.toEqual({ approved: true });
    expect(queue.getSnapshot().pending).toEqual([]);
  });

  it('Stop ends the wait: the command is not run and the model is told why', async () => {
    const queue = new ApprovalsQueue();
    const stop = new AbortController();
    const decision = ask(queue, 'npm install', stop.signal);
    stop.abort();
    await expect(decision).resolves.toEqual({ approved: false, reason: STOPPED_WHILE_WAITING });
    expect(queue.getSnapshot().pending).toEqual([]);
  });
});
