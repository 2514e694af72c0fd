import type { LessonCall } from '../../../engine/improve/lesson-misses';
import type { StoredMessage } from '../../../engine/nodes/node';

/**
 * A stored run's tool calls as the proposer reads them: each call the agent made, in order, with
 * its arguments and, when it came back as a failure, the text the model was sent. A comparison
 * keeps transcripts rather than call logs, so the calls are read back from them (collectLessonMisses
 * trims them as it does a live run's).
 */
export function callsFromTranscript(messages: readonly StoredMessage[]): LessonCall[] {
  const calls: LessonCall[] = [];
  const byId = new Map<string, LessonCall>();
  for (const { message } of [...messages].sort((a, b) => a.seq - b.seq)) {
    if (typeof message.content === 'string') continue;
    for (const block of message.content) {
      if (block.type === 'tool_use') {
        const call: LessonCall = { tool: block.name, arguments: block.input };
        calls.push(call);
        byId.set(block.id, call);
      } else if (block.type === 'tool_result' && block.is_error) {
        const call = byId.get(block.tool_use_id);
        // A transcript keeps the text the model read, not the failure's kind, so the kind is not guessed.
        if (call) call.failed = `Failure: ${textOf(block.content)}`;
      }
    }
  }
  return calls;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part: { type?: string; text?: string }) => (part.type === 'text' ? (part.text ?? '') : '')).join('\n');
}
