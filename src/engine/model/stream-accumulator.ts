import type Anthropic from '@anthropic-ai/sdk';
import type { MalformedToolInput, ModelResponse, ModelStreamEvent, Usage } from './model-client';

/**
 * Builds one assistant message from the raw Messages API stream events. Tool arguments are kept
 * as the raw text the model produced and parsed only when their block stops: the SDK's
 * partial-JSON parser repairs or drops what a model got wrong, and the playground must show
 * (and answer) the arguments exactly as written.
 */

type OpenBlock =
  | { kind: 'text'; text: string }
  | { kind: 'tool_use'; id: string; name: string; raw: string; stopped: boolean };

export class StreamAccumulator {
  private readonly blocks = new Map<number, OpenBlock>();
  private stopReason = '';
  private complete = false;
  private readonly usage: Usage = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };

  constructor(private readonly onEvent?: (event: ModelStreamEvent) => void) {}

  /** True once message_stop arrived; a stream that ends before it is incomplete. */
  get finished(): boolean {
    return this.complete;
  }

  add(event: Anthropic.RawMessageStreamEvent): void {
    switch (event.type) {
      case 'message_start':
        this.readUsage(event.message.usage);
        return;
      case 'content_block_start':
        return this.startBlock(event.index, event.content_block);
      case 'content_block_delta':
        return this.addDelta(event.index, event.delta);
      case 'content_block_stop': {
        const block = this.blocks.get(event.index);
        if (block?.kind === 'tool_use') block.stopped = true;
        return;
      }
      case 'message_delta':
        this.stopReason = event.delta.stop_reason ?? this.stopReason;
        this.readUsage(event.usage);
        return;
      case 'message_stop':
        this.complete = true;
        return;
    }
  }

  /** The finished message. Call only when `finished`. */
  result(): ModelResponse {
    const content: ModelResponse['content'] = [];
    const malformed: MalformedToolInput[] = [];
    const indexes = [...this.blocks.keys()].sort((left, right) => left - right);
    const lastIndex = indexes.at(-1);
    for (const index of indexes) {
      const block = this.blocks.get(index)!;
      if (block.kind === 'text') {
        if (block.text !== '') content.push({ type: 'text', text: block.text });
        continue;
      }
      const cutByLimit = this.stopReason === 'max_tokens' && index === lastIndex;
      const parsed = parseArguments(block.raw, { cutByLimit, stopped: block.stopped });
      content.push({ type: 'tool_use', id: block.id, name: block.name, input: parsed.input });
      if (parsed.problem !== undefined) {
        malformed.push({ id: block.id, name: block.name, raw: block.raw, problem: parsed.problem });
      }
    }
    return { content, stopReason: this.stopReason, usage: { ...this.usage }, malformed };
  }

  private startBlock(index: number, block: Anthropic.RawContentBlockStartEvent['content_block']): void {
    if (block.type === 'text') {
      this.blocks.set(index, { kind: 'text', text: block.text });
      if (block.text !== '') this.onEvent?.({ type: 'text-delta', text: block.text });
      return;
    }
    if (block.type === 'tool_use') {
      this.blocks.set(index, { kind: 'tool_use', id: block.id, name: block.name, raw: '', stopped: false });
      this.onEvent?.({ type: 'tool-use-start', id: block.id, name: block.name });
    }
    // Other block kinds (thinking, server tools) are not requested by this client; skip them.
  }

  private addDelta(index: number, delta: Anthropic.RawContentBlockDeltaEvent['delta']): void {
    const block = this.blocks.get(index);
    if (delta.type === 'text_delta' && block?.kind === 'text') {
      block.text += delta.text;
      this.onEvent?.({ type: 'text-delta', text: delta.text });
      return;
    }
    if (delta.type === 'input_json_delta' && block?.kind === 'tool_use') {
      block.raw += delta.partial_json;
      if (delta.partial_json !== '') {
        this.onEvent?.({ type: 'tool-input-delta', id: block.id, partialJson: delta.partial_json });
      }
    }
  }

  private readUsage(usage: Partial<Record<keyof Anthropic.MessageDeltaUsage, unknown>>): void {
    // message_delta usage is cumulative, so a later value replaces an earlier one.
    if (typeof usage.input_tokens === 'number') this.usage.inputTokens = usage.input_tokens;
    if (typeof usage.output_tokens === 'number') this.usage.outputTokens = usage.output_tokens;
    if (typeof usage.cache_read_input_tokens === 'number') this.usage.cacheReadTokens = usage.cache_read_input_tokens;
    if (typeof usage.cache_creation_input_tokens === 'number') {
      this.usage.cacheWriteTokens = usage.cache_creation_input_tokens;
    }
  }
}

type ParsedArguments = { input: Record<string, unknown>; problem?: string };

/** The problem sentences are read by the model (in the failure the loop returns) and by people. */
export function parseArguments(raw: string, state: { cutByLimit: boolean; stopped: boolean }): ParsedArguments {
  // A tool without parameters legitimately streams no argument text at all.
  if (raw.trim() === '' && !state.cutByLimit && state.stopped) return { input: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    if (state.cutByLimit) {
      return { input: {}, problem: 'The arguments were cut off because the answer reached its max_tokens limit.' };
    }
    if (!state.stopped) return { input: {}, problem: 'The arguments were cut off before they were complete.' };
    const reason = error instanceof Error ? error.message : String(error);
    return { input: {}, problem: `The arguments were not valid JSON (${reason}).` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const shape = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
    return { input: {}, problem: `The arguments were ${shape}, not a JSON object of named parameters.` };
  }
  return { input: value as Record<string, unknown> };
}
