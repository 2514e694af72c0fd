import { toOpenAiFunction, type OpenAiFunctionTool } from '../surface-analysis/dialects/openai';
import type { ContentBlockParam, MessageParam, ModelRequest } from './model-client';

/**
 * The transcript is kept in one format (the Messages API's); this is how one request reads on
 * an OpenAI-compatible chat-completions endpoint. What changes on the way:
 * - the system blocks become one `system` message; `cache_control` has no counterpart and is dropped;
 * - an assistant turn's text and tool uses become one message with `tool_calls`, whose arguments
 *   travel as a JSON string;
 * - each tool result becomes a `role: "tool"` message right after the call it answers, in the order
 *   of the calls; text the person wrote beside results follows as a user message;
 * - there is no `is_error`: a failed result that does not already read as an error gets "Error: "
 *   in front, so the model still learns the call failed.
 */

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatCompletionsRequest {
  model: string;
  max_tokens: number;
  messages: ChatMessage[];
  tools?: OpenAiFunctionTool[];
  stream: true;
  /** Asks for a last chunk with the usage figures; without it a stream reports none. */
  stream_options: { include_usage: true };
}

export function toChatCompletionsRequest(request: ModelRequest): ChatCompletionsRequest {
  const system = request.system.map((block) => block.text).join('\n\n');
  const messages: ChatMessage[] = system === '' ? [] : [{ role: 'system', content: system }];
  for (const message of request.messages) messages.push(...chatMessagesOf(message));
  return {
    model: request.model,
    max_tokens: request.max_tokens,
    messages,
    // An empty tools array is refused by some servers; leaving it out means the same.
    ...(request.tools.length > 0 ? { tools: request.tools.map(toOpenAiFunction) } : {}),
    stream: true,
    stream_options: { include_usage: true },
  };
}

function chatMessagesOf(message: MessageParam): ChatMessage[] {
  if (typeof message.content === 'string') return [{ role: message.role, content: message.content }];
  if (message.role === 'assistant') return [assistantMessage(message.content)];
  const toolMessages: ChatMessage[] = [];
  const texts: string[] = [];
  for (const block of message.content) {
    if (block.type === 'tool_result') {
      const text = resultText(block.content);
      toolMessages.push({ role: 'tool', tool_call_id: block.tool_use_id, content: block.is_error ? asFailure(text) : text });
    } else if (block.type === 'text') {
      texts.push(block.text);
    }
  }
  return texts.length > 0 ? [...toolMessages, { role: 'user', content: texts.join('\n\n') }] : toolMessages;
}

function assistantMessage(blocks: ContentBlockParam[]): ChatMessage {
  const texts: string[] = [];
  const calls: ChatToolCall[] = [];
  for (const block of blocks) {
    if (block.type === 'text') texts.push(block.text);
    if (block.type === 'tool_use') {
      calls.push({ id: block.id, type: 'function', function: { name: block.name, arguments: JSON.stringify(block.input ?? {}) } });
    }
  }
  const content = texts.length > 0 ? texts.join('\n\n') : null;
  return calls.length > 0 ? { role: 'assistant', content, tool_calls: calls } : { role: 'assistant', content: content ?? '' };
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block: { type?: string; text?: string }) => (block.type === 'text' ? (block.text ?? '') : `[${block.type ?? 'block'} left out: this endpoint takes text only]`))
    .join('\n');
}

function asFailure(text: string): string {
  // The toolkit's failures are {"error": ..., "message": ...} already; anything else is marked.
  return /^\s*\{\s*"error"/.test(text) || /^error\b/i.test(text) ? text : `Error: ${text}`;
}
