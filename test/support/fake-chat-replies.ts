import { estimateTokens, splitIntoChunks, type FakeBlock, type FakeReplyContent } from './fake-messages-replies';

/**
 * The same scripted replies the fake Messages API takes (text and tool_use blocks), written as an
 * OpenAI-compatible server sends them: chat.completion.chunk events, or one chat.completion. A
 * test can so run one script against either wire and compare what the person sees.
 */

export interface FakeChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  cached_tokens: number;
}

export interface FakeChatContent extends Omit<FakeReplyContent, 'usage'> {
  /** Default: prompt from the request size, completion from the content size, nothing cached. */
  usage?: Partial<FakeChatUsage>;
  /** Leave out the closing `data: [DONE]` (the stream just ends after the usage chunk). */
  omitDone?: boolean;
  /** Stop after this many chunks (the role chunk is 1): no finish_reason, no usage, no [DONE]. */
  cutAfterChunks?: number;
  /** After this many chunks, send a chunk holding `{error: {message}}` and end (vLLM and gateways do that). */
  errorAfterChunks?: number;
  errorMessage?: string;
  /** After this many chunks, send one whose data is not JSON (then carry on). */
  unparsableAfterChunks?: number;
  /** Default `{"choices": [{"delta": {` (cut off). */
  unparsableData?: string;
}

function callId(requestIndex: number, blockIndex: number): string {
  return `call_fake${requestIndex}_${blockIndex}`;
}

function finishReason(reply: FakeChatContent): string {
  if (reply.stopReason === 'max_tokens') return 'length';
  if (reply.stopReason !== undefined && reply.stopReason !== 'tool_use' && reply.stopReason !== 'end_turn') return reply.stopReason;
  return reply.blocks.some((block) => block.type === 'tool_use') ? 'tool_calls' : 'stop';
}

function usageOf(reply: FakeChatContent, requestBody: unknown) {
  const cached = reply.usage?.cached_tokens ?? 0;
  return {
    prompt_tokens: reply.usage?.prompt_tokens ?? estimateTokens(requestBody),
    completion_tokens: reply.usage?.completion_tokens ?? Math.max(1, estimateTokens(reply.blocks)),
    prompt_tokens_details: { cached_tokens: cached },
  };
}

function modelOf(requestBody: unknown): string {
  const model = (requestBody as { model?: unknown } | undefined)?.model;
  return typeof model === 'string' ? model : 'gpt-fake';
}

type ToolBlock = Extract<FakeBlock, { type: 'tool_use' }>;

function toolCalls(reply: FakeChatContent, requestIndex: number): Array<{ block: ToolBlock; id: string; argumentText: string }> {
  return reply.blocks.flatMap((block, index) =>
    block.type === 'tool_use' ? [{ block, id: block.id ?? callId(requestIndex, index), argumentText: block.rawJson ?? JSON.stringify(block.input ?? {}) }] : [],
  );
}

/** Every chunk's data, in order; the last element is '[DONE]' unless the reply leaves it out. */
export function chatChunks(reply: FakeChatContent, requestBody: unknown, requestIndex: number): Array<object | '[DONE]'> {
  const base = { id: `chatcmpl-fake${requestIndex}`, object: 'chat.completion.chunk', created: 1_700_000_000, model: modelOf(requestBody) };
  const chunk = (delta: object, finish: string | null = null) => ({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });
  const chunks: Array<object | '[DONE]'> = [chunk({ role: 'assistant', content: '' })];
  const text = reply.blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
  for (const piece of splitIntoChunks(text, 3)) chunks.push(chunk({ content: piece }));
  toolCalls(reply, requestIndex).forEach(({ block, id, argumentText }, index) => {
    chunks.push(chunk({ tool_calls: [{ index, id, type: 'function', function: { name: block.name, arguments: '' } }] }));
    for (const piece of splitIntoChunks(argumentText, 4)) chunks.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  chunks.push(chunk({}, finishReason(reply)));
  chunks.push({ ...base, choices: [], usage: usageOf(reply, requestBody) });
  if (!reply.omitDone) chunks.push('[DONE]');
  return chunks;
}

/** The body a call without `stream` gets. */
export function chatCompletion(reply: FakeChatContent, requestBody: unknown, requestIndex: number): object {
  const text = reply.blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
  const calls = toolCalls(reply, requestIndex).map(({ block, id, argumentText }) => ({ id, type: 'function', function: { name: block.name, arguments: argumentText } }));
  return {
    id: `chatcmpl-fake${requestIndex}`,
    object: 'chat.completion',
    created: 1_700_000_000,
    model: modelOf(requestBody),
    choices: [{ index: 0, message: { role: 'assistant', content: text === '' ? null : text, ...(calls.length > 0 ? { tool_calls: calls } : {}) }, finish_reason: finishReason(reply) }],
    usage: usageOf(reply, requestBody),
  };
}

export function chatErrorBody(message: string, type = 'invalid_request_error'): object {
  return { error: { message, type, code: null } };
}

export function encodeChatSse(data: object | '[DONE]'): string {
  return `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}
