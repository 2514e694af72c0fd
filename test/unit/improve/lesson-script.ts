import { fileURLToPath } from 'node:url';
import type { FakeReply, RecordedRequest } from '../../support/fake-messages-api';

/**
 * The scripted models of the improve-on-lessons tests. The model under test is a fixture that
 * reads edit_file's description: when it says to copy oldText "character for character" the call
 * quotes the file exactly; otherwise it paraphrases the line, the tool answers that the text was
 * not found, and the lesson's check fails. The proposer's rewrite (exactEdit) says exactly that.
 */
type FakeReplyUsage = { input_tokens: number; output_tokens: number };

export const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));
export const evaluationLesson = fixture('set-port.lesson.json');
export const heldOutLesson = fixture('set-timeout.lesson.json');
export const EXACT = 'character for character';

export const isProposer = (request: RecordedRequest) => request.body.tools?.[0]?.name === 'propose_surface_edit';

/** The edit each task asks for: the exact line, and the paraphrase a misled model sends. */
const edits: Record<string, { path: string; exact: string; paraphrase: string; after: string }> = {
  port: { path: 'config/server.ts', exact: 'port: 3000,', paraphrase: 'port = 3000', after: 'port: 8080,' },
  requestTimeoutMs: { path: 'config/limits.ts', exact: 'requestTimeoutMs: 15_000,', paraphrase: 'requestTimeoutMs = 15000', after: 'requestTimeoutMs: 30_000,' },
};

export function modelUnderTest(request: RecordedRequest): FakeReply {
  const messages = request.body.messages as Array<{ role: string; content: unknown }>;
  if (messages.some((message) => message.role === 'assistant')) return { blocks: [{ type: 'text', text: 'Done.' }] };
  const task = JSON.stringify(messages[0]!.content);
  const edit = task.includes('requestTimeoutMs') ? edits.requestTimeoutMs! : edits.port!;
  const editFile = (request.body.tools as Array<{ name: string; description: string }>).find((tool) => tool.name === 'edit_file')!;
  const oldText = editFile.description.includes(EXACT) ? edit.exact : edit.paraphrase;
  return { blocks: [{ type: 'tool_use', name: 'edit_file', input: { path: edit.path, oldText, newText: edit.after } }] };
}

export const exactEdit = {
  edits: [{ tool: 'edit_file', field: 'description', text: `Replaces text in a file. Copy oldText ${EXACT} from the file, indentation and punctuation included; read the file first if unsure.` }],
  rationale: 'The model paraphrased the line it meant to replace.',
};

export function scripted(proposer: (request: RecordedRequest) => FakeReply, usage?: FakeReplyUsage) {
  return (request: RecordedRequest): FakeReply => (withUsage(isProposer(request) ? proposer(request) : modelUnderTest(request), usage));
}


/** Every reply with the same token counts, so a test can price a call exactly. */
function withUsage(reply: FakeReply, usage: FakeReplyUsage | undefined): FakeReply {
  return usage && 'blocks' in reply ? { ...reply, usage } : reply;
}
