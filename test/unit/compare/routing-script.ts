import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import type { FakeReply, FakeReplyContent, RecordedRequest } from '../../support/fake-messages-api';

/**
 * A fixture, not a model: the local Messages API answers the write-file-routing lesson by what the
 * request's surface says. When write_file's description routes edits to edit_file, the first reply
 * is an edit_file call; otherwise it rewrites the whole file with write_file. Then it is done.
 */
export function routingReply(request: RecordedRequest): FakeReply {
  const body = request.body as { messages: Array<{ role: string }>; tools: Array<{ name: string; description: string }> };
  if (body.messages.some((message) => message.role === 'assistant')) return { blocks: [{ type: 'text', text: 'Done.' }] };
  const writeFile = body.tools.find((tool) => tool.name === 'write_file');
  if (writeFile?.description.includes('use edit_file instead')) {
    return {
      blocks: [
        {
          type: 'tool_use',
          name: 'edit_file',
          input: {
            path: 'src/inventory.ts',
            edits: [
              { oldText: 'export const RESTOCK_THRESHOLD = 5;', newText: 'export const RESTOCK_THRESHOLD = 12;' },
              { oldText: 'return item.quantity < RESTOCK_THRESHOLD;', newText: 'return item.quantity <= RESTOCK_THRESHOLD;' },
            ],
          },
        },
      ],
    };
  }
  const content = findLesson('write-file-routing')!
    .files['src/inventory.ts']!.replace('RESTOCK_THRESHOLD = 5;', 'RESTOCK_THRESHOLD = 12;')
    .replace('quantity < RESTOCK_THRESHOLD', 'quantity <= RESTOCK_THRESHOLD');
  return { blocks: [{ type: 'tool_use', name: 'write_file', input: { path: 'src/inventory.ts', content } }] };
}

/** The same fixture for a chat-completions server: it reads that wire's shape of the request. */
export function chatRoutingReply(request: RecordedRequest): Pick<FakeReplyContent, 'blocks'> {
  const body = request.body as { messages: Array<{ role: string }>; tools: Array<{ function: { name: string; description: string } }> };
  const reply = routingReply({ ...request, body: { messages: body.messages, tools: body.tools.map((tool) => tool.function) } }) as FakeReplyContent;
  return { blocks: reply.blocks };
}
