import type Anthropic from '@anthropic-ai/sdk';
import type { JsonSchema } from '../toolkit/json-schema';

/**
 * The one seam between the loop and a model provider. The transcript is the Anthropic Messages
 * format, stored as is: what was sent is what is shown.
 */

/** A transcript message: user or assistant turns only (the system prompt travels apart). */
export type MessageParam = Anthropic.UserMessageParam | Anthropic.AssistantMessageParam;
export type ContentBlockParam = Anthropic.ContentBlockParam;
export type ToolUseBlock = Anthropic.ToolUseBlockParam;
export type ToolResultBlock = Anthropic.ToolResultBlockParam;

export interface WireTool {
  name: string;
  description: string;
  input_schema: JsonSchema;
  cache_control?: { type: 'ephemeral' };
}

/** The exact body of one Messages API call (minus `stream`), kept for the wire view. */
export interface ModelRequest {
  model: string;
  max_tokens: number;
  system: Array<{ type: 'text'; text: string; cache_control?: { type: 'ephemeral' } }>;
  tools: WireTool[];
  messages: MessageParam[];
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

export const zeroUsage = (): Usage => ({
  inputTokens: 0,
  outputTokens: 0,
  cacheReadTokens: 0,
  cacheWriteTokens: 0,
});

export function addUsage(total: Usage, more: Usage): Usage {
  return {
    inputTokens: total.inputTokens + more.inputTokens,
    outputTokens: total.outputTokens + more.outputTokens,
    cacheReadTokens: total.cacheReadTokens + more.cacheReadTokens,
    cacheWriteTokens: total.cacheWriteTokens + more.cacheWriteTokens,
  };
}

/** Everything the model was charged for reading plus writing. */
export function totalTokens(usage: Usage): number {
  return usage.inputTokens + usage.outputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
}

export type ModelStreamEvent =
  | { type: 'text-delta'; text: string }
  | { type: 'tool-use-start'; id: string; name: string }
  | { type: 'tool-input-delta'; id: string; partialJson: string };

/** A tool_use whose arguments arrived as text that is not a JSON object. */
export interface MalformedToolInput {
  id: string;
  name: string;
  /** The raw argument text as streamed (possibly cut off). */
  raw: string;
  /** Why it could not be used, in a sentence. */
  problem: string;
}

export interface ModelResponse {
  /** Tool uses with unusable arguments carry `input: {}` here and are listed in `malformed`. */
  content: Array<Anthropic.TextBlockParam | Anthropic.ToolUseBlockParam>;
  stopReason: string;
  usage: Usage;
  malformed: MalformedToolInput[];
}

export interface CallOptions {
  signal?: AbortSignal;
  onEvent?: (event: ModelStreamEvent) => void;
}

export interface ModelClient {
  /** Throws `ProviderError` (model/provider-error.ts) for anything the provider or network did. */
  createMessage(request: ModelRequest, options?: CallOptions): Promise<ModelResponse>;
  /** Exact input token count for a request; absent when the client cannot count. */
  countTokens?(request: Omit<ModelRequest, 'max_tokens'>, signal?: AbortSignal): Promise<number>;
  listModels?(signal?: AbortSignal): Promise<Array<{ id: string; displayName: string }>>;
}
