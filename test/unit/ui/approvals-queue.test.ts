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

  it('"always allow" on an MCP server\'s tool covers that tool of that server with any arguments, and no other tool', async () => {
    const queue = new ApprovalsQueue();
    const signal = new AbortController().signal;
    const addNote = (title: string) => queue.port({ toolId: 'mcp:notes/add_note', command: `notes add_note {"title":"${title}"}`, arguments: { title } }, signal);
    const first = addNote('milk');
    expect(queue.getSnapshot().pending[0]!.mcp).toEqual({ server: 'notes', tool: 'add_note', arguments: '{\n  "title": "milk"\n}' });
    queue.alwaysAllow(queue.getSnapshot().pending[0]!.id);
    await expect(first).resolves.toEqual({ approved: true });
    await expect(addNote('eggs')).resolves.toEqual({ approved: true });

    void queue.port({ toolId: 'mcp:notes/delete_note', command: 'notes delete_note {"id":"n-1"}', arguments: { id: 'n-1' } }, signal);
    void queue.port({ toolId: 'mcp:board/add_note', command: 'board add_note {"title":"milk"}', arguments: { title: 'milk' } }, signal);
    void ask(queue, 'notes add_note {"title":"milk"}');
    expect(queue.getSnapshot().pending.map((entry) => entry.toolId)).toEqual(['mcp:notes/delete_note', 'mcp:board/add_note', 'Bash']);
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
