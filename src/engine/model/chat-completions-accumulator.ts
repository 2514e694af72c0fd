import type { MalformedToolInput, ModelResponse, ModelStreamEvent, Usage } from './model-client';
import { parseArguments } from './stream-accumulator';

/**
 * Builds one assistant message, in the transcript's format, from the chunks of a streamed chat
 * completion. Tool-call arguments arrive as pieces of one JSON string per call; they are kept as
 * written and parsed only when the answer finished, so a string that does not parse reaches the
 * loop as a malformed call (which it answers) rather than being repaired or dropped here.
 */

interface ChunkToolCall {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

/** The part of a chat.completion.chunk this client reads. */
export interface ChatCompletionChunk {
  choices?: Array<{
    delta?: { content?: string | null; tool_calls?: ChunkToolCall[] };
    finish_reason?: string | null;
  }>;
  usage?: {
    prompt_tokens?: number;
    completion_tokens?: number;
    prompt_tokens_details?: { cached_tokens?: number } | null;
  } | null;
}

interface OpenCall {
  id: string;
  name: string;
  raw: string;
  announced: boolean;
}

// finish_reason in the Messages API's words, which the loop reads.
const stopReasons: Record<string, string> = { stop: 'end_turn', tool_calls: 'tool_use', function_call: 'tool_use', length: 'max_tokens', content_filter: 'refusal' };

export class ChatCompletionsAccumulator {
  private text = '';
  private readonly calls = new Map<number, OpenCall>();
  private finishReason: string | undefined;
  private readonly usage: Usage = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };

  constructor(
    private readonly onEvent?: (event: ModelStreamEvent) => void,
    /** Makes an id for a call the server sent without one (some local servers do). */
    private readonly makeCallId: (position: number) => string = (position) => `call_${position}`,
  ) {}

  /** True once a finish_reason arrived: the answer is whole even if usage or [DONE] never follow. */
  get finished(): boolean {
    return this.finishReason !== undefined;
  }

  add(chunk: ChatCompletionChunk): void {
    if (chunk.usage) this.readUsage(chunk.usage);
    const choice = chunk.choices?.[0];
    if (!choice) return;
    const delta = choice.delta ?? {};
    if (typeof delta.content === 'string' && delta.content !== '') {
      this.text += delta.content;
      this.onEvent?.({ type: 'text-delta', text: delta.content });
    }
    (delta.tool_calls ?? []).forEach((piece, position) => this.addCallPiece(piece, position));
    if (choice.finish_reason) this.finishReason = choice.finish_reason;
  }

  /** The finished message. Call only when `finished`. */
  result(): ModelResponse {
    const content: ModelResponse['content'] = this.text === '' ? [] : [{ type: 'text', text: this.text }];
    const malformed: MalformedToolInput[] = [];
    const indexes = [...this.calls.keys()].sort((left, right) => left - right);
    const cutByLimit = this.finishReason === 'length';
    for (const index of indexes) {
      const call = this.calls.get(index)!;
      const parsed = parseArguments(call.raw, { cutByLimit: cutByLimit && index === indexes.at(-1), stopped: true });
      content.push({ type: 'tool_use', id: call.id, name: call.name, input: parsed.input });
      if (parsed.problem !== undefined) malformed.push({ id: call.id, name: call.name, raw: call.raw, problem: parsed.problem });
    }
    // Some servers say "stop" although the answer holds tool calls; the calls are what counts.
    const mapped = stopReasons[this.finishReason ?? ''] ?? this.finishReason ?? '';
    const stopReason = indexes.length > 0 && mapped === 'end_turn' ? 'tool_use' : mapped;
    return { content, stopReason, usage: { ...this.usage }, malformed };
  }

  private addCallPiece(piece: ChunkToolCall, position: number): void {
    const index = typeof piece.index === 'number' ? piece.index : this.calls.size + position;
    let call = this.calls.get(index);
    if (!call) {
      call = { id: piece.id || this.makeCallId(index), name: '', raw: '', announced: false };
      this.calls.set(index, call);
    }
    if (piece.function?.name && call.name === '') call.name = piece.function.name;
    if (!call.announced && call.name !== '') {
      call.announced = true;
      this.onEvent?.({ type: 'tool-use-start', id: call.id, name: call.name });
    }
    const argumentsPiece = piece.function?.arguments;
    if (typeof argumentsPiece === 'string' && argumentsPiece !== '') {
      call.raw += argumentsPiece;
      this.onEvent?.({ type: 'tool-input-delta', id: call.id, partialJson: argumentsPiece });
    }
  }

  private readUsage(usage: NonNullable<ChatCompletionChunk['usage']>): void {
    // prompt_tokens counts cached tokens too; the Messages figures keep them apart.
    const cached = usage.prompt_tokens_details?.cached_tokens ?? 0;
    if (typeof usage.prompt_tokens === 'number') this.usage.inputTokens = Math.max(0, usage.prompt_tokens - cached);
    this.usage.cacheReadTokens = cached;
    if (typeof usage.completion_tokens === 'number') this.usage.outputTokens = usage.completion_tokens;
  }
}
