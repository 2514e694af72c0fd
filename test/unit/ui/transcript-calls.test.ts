import { describe, expect, it } from 'vitest';
import { collectLessonMisses } from '../../../src/engine/improve/lesson-misses';
import type { StoredMessage } from '../../../src/engine/nodes/node';
import { callsFromTranscript } from '../../../src/ui/state/improve/transcript-calls';

const stored = (seq: number, message: StoredMessage['message']): StoredMessage => ({ nodeId: 'n1', seq, message, createdAt: 0 });

describe('a stored transcript read back as the calls the proposer reads', () => {
  it('keeps each call in order with its arguments, and the failure text a failed call was sent', () => {
    const messages = [
      // Stored out of order on purpose: the transcript's own order (seq) decides.
      stored(2, { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'a', is_error: true, content: [{ type: 'text', text: 'InvalidToolCall: "old_string" was not found in src/a.ts. Read the file, then call edit_file again.' }] }] }),
      stored(0, { role: 'user', content: 'Fix the threshold.' }),
      stored(1, { role: 'assistant', content: [{ type: 'text', text: 'Editing.' }, { type: 'tool_use', id: 'a', name: 'edit_file', input: { path: 'src/a.ts', old_string: 'x'.repeat(500) } }] }),
      stored(3, { role: 'assistant', content: [{ type: 'tool_use', id: 'b', name: 'read_file', input: { path: 'src/a.ts' } }] }),
      stored(4, { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'b', content: 'export const A = 1;' }] }),
    ];
    const calls = callsFromTranscript(messages);
    expect(calls).toEqual([
      { tool: 'edit_file', arguments: { path: 'src/a.ts', old_string: 'x'.repeat(500) }, failed: 'Failure: InvalidToolCall: "old_string" was not found in src/a.ts. Read the file, then call edit_file again.' },
      { tool: 'read_file', arguments: { path: 'src/a.ts' } },
    ]);
    // The lesson misses trim the long argument as they do a live run's.
    const outcome = { status: 'failed', checks: [{ label: 'threshold is 12', passed: false, explanation: 'src/a.ts does not contain it' }] } as never;
    const [miss] = collectLessonMisses({ id: 'lesson', task: 'Fix the threshold.' }, [{ outcome, calls }]);
    expect(miss!.failedChecks).toEqual(['threshold is 12: src/a.ts does not contain it']);
    expect((miss!.calls[0]!.arguments as { old_string: string }).old_string.length).toBe(200);
  });
});
