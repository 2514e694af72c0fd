import type { FakeMessagesApi, RecordedRequest, Script } from '../../support/fake-messages-api';

/** What the model was sent back for its tool calls, read from a recorded Messages API request. */

export interface SentToolResult {
  toolUseId: string;
  /** The text the model reads (text blocks joined). */
  content: string;
  isError: boolean;
}

/** The tool_result blocks of the request's last message (the answer to the previous reply's calls). */
export function toolResultsOf(request: RecordedRequest | undefined): SentToolResult[] {
  const messages: unknown[] = request?.body?.messages ?? [];
  const last = messages.at(-1) as { role?: string; content?: unknown } | undefined;
  if (last?.role !== 'user' || !Array.isArray(last.content)) return [];
  return last.content
    .filter((block: { type?: string }) => block.type === 'tool_result')
    .map((block: { tool_use_id: string; content?: unknown; is_error?: boolean }) => ({
      toolUseId: block.tool_use_id,
      content: textOf(block.content),
      isError: block.is_error === true,
    }));
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter((block: { type?: string }) => block.type === 'text')
    .map((block: { text: string }) => block.text)
    .join('');
}

/** Gives the fake server a new script and forgets earlier tests' requests, so indices start at 0. */
export function rescript(fakeApi: FakeMessagesApi, script: Script): void {
  fakeApi.setScript(script);
  fakeApi.requests.splice(0);
  fakeApi.messageRequests.splice(0);
  fakeApi.disconnects.splice(0);
}
