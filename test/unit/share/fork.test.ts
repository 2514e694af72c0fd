import { describe, expect, it } from 'vitest';
import { forkAtEnd, forkFromStep } from '../../../src/share/fork';
import { node, shareDocument, transcript } from './share-fixtures';

const start = { 'a.txt': 'one\n' };

const document = shareDocument({
  workspace: { root: '/workspace', base: 'empty', added: start, changed: {}, removed: [] },
  nodes: [
    node(
      'root',
      transcript('Count to three', [
        { text: 'Step one.', calls: [{ name: 'edit_file', input: { path: 'a.txt', oldText: 'one', newText: 'two' }, result: 'Applied 1 edit.' }] },
        { calls: [{ name: 'Bash', input: { command: 'echo three > b.txt' }, result: 'exit code 0' }] },
        { calls: [{ name: 'write_file', input: { path: 'c.txt', content: 'four\n' }, result: 'Created c.txt.' }] },
        { text: 'Counted.' },
      ]),
    ),
  ],
});

const roles = (messages: Array<{ role: string }>) => messages.map((message) => message.role);

describe('forkFromStep', () => {
  it('before step 1 is just the task and the starting files', () => {
    const fork = forkFromStep(document, 1, {});
    expect(fork.messages).toEqual([{ role: 'user', content: 'Count to three' }]);
    expect(fork.files).toEqual(start);
    expect(fork.caveats).toEqual([]);
    expect(fork.needsUserMessage).toBe(false);
    expect(fork.node).toEqual({ id: 'root', name: 'root', folder: '', task: 'Count to three' });
  });

  it('before step k ends with the answer to step k-1 and has the files after it', () => {
    const fork = forkFromStep(document, 2, {});
    expect(roles(fork.messages)).toEqual(['user', 'assistant', 'user']);
    expect(fork.messages.at(-1)!.content).toEqual([{ type: 'tool_result', tool_use_id: 'toolu_1_0', content: 'Applied 1 edit.' }]);
    expect(fork.files).toEqual({ 'a.txt': 'two\n' });
  });

  it('carries the caveats of the commands before the fork point', () => {
    const fork = forkFromStep(document, 3, {});
    expect(fork.caveats.map((caveat) => caveat.step)).toEqual([2]);
    expect(fork.files).toEqual({ 'a.txt': 'two\n' });
  });

  it('before the last step holds every earlier call and its answer, not the replay fields', () => {
    const fork = forkFromStep(document, 4, {});
    expect(roles(fork.messages)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(fork.files).toEqual({ 'a.txt': 'two\n', 'c.txt': 'four\n' });
    for (const message of fork.messages) expect(Object.keys(message).sort()).toEqual(['content', 'role']);
  });

  it('refuses a step the run does not have', () => {
    expect(() => forkFromStep(document, 0, {})).toThrow(RangeError);
    expect(() => forkFromStep(document, 5, {})).toThrow(RangeError);
    expect(() => forkFromStep(document, 1.5, {})).toThrow(RangeError);
  });

  it('gives a copy: changing the fork leaves the document as it was', () => {
    const fork = forkFromStep(document, 2, {});
    const answer = fork.messages.at(-1)!.content as Array<{ content: string }>;
    answer[0]!.content = 'changed';
    expect(forkFromStep(document, 2, {}).messages.at(-1)!.content).toEqual([{ type: 'tool_result', tool_use_id: 'toolu_1_0', content: 'Applied 1 edit.' }]);
  });

  it('from a sub-agent step continues that sub-agent from its own transcript', () => {
    const shared = shareDocument({
      nodes: [
        node('root', transcript('Lead', [{ calls: [{ name: 'run_agent', input: { name: 'docs', folder: 'docs', task: 'Write docs' }, result: 'done' }] }])),
        node('child', transcript('Write docs', [{ calls: [{ name: 'write_file', input: { path: 'docs/a.md', content: 'A\n' }, result: 'Created.' }] }, { text: 'Wrote it.' }], 2), {
          parentId: 'root',
          folder: 'docs',
        }),
      ],
    });
    const fork = forkFromStep(shared, 3, {});
    expect(fork.node).toEqual({ id: 'child', name: 'child', folder: 'docs', task: 'Write docs', parentId: 'root' });
    expect(roles(fork.messages)).toEqual(['user', 'assistant', 'user']);
    expect(fork.files).toEqual({ 'docs/a.md': 'A\n' });
  });
});

describe('forkAtEnd', () => {
  it('is the whole root transcript, waiting for a message after a finished run', () => {
    const fork = forkAtEnd(document, {});
    expect(fork.messages).toHaveLength(8);
    expect(fork.needsUserMessage).toBe(true);
    expect(fork.caveats.map((caveat) => caveat.step)).toEqual([2]);
  });

  it('uses the final files when the document has them, with no caveat left', () => {
    const fork = forkAtEnd({ ...document, finalFiles: { changed: { 'b.txt': 'three\n' }, removed: [] } }, {});
    expect(fork.files).toEqual({ 'a.txt': 'two\n', 'b.txt': 'three\n', 'c.txt': 'four\n' });
    expect(fork.caveats).toEqual([]);
  });

  it('answers a call left unanswered by a stop, so the transcript can be sent again', () => {
    const stopped = shareDocument({
      nodes: [node('root', transcript('Go', [{ calls: [{ name: 'read_file', input: { path: 'a.txt' } }] }]), { status: { state: 'stopped', why: 'aborted' } })],
    });
    const fork = forkAtEnd(stopped, {});
    expect(roles(fork.messages)).toEqual(['user', 'assistant', 'user']);
    expect(fork.messages[2]!.content).toEqual([expect.objectContaining({ type: 'tool_result', tool_use_id: 'toolu_1_0', is_error: true })]);
    expect(fork.needsUserMessage).toBe(false);
  });

  it('of a document without a run is its files and an empty transcript', () => {
    const fork = forkAtEnd(shareDocument({ workspace: { root: '/workspace', base: 'empty', added: start, changed: {}, removed: [] } }), {});
    expect(fork).toEqual({ messages: [], files: start, caveats: [], needsUserMessage: true });
  });
});
