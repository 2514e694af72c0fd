/**
 * What a scripted reply of the fake Messages API is, and how it becomes wire data: the SSE event
 * sequence the real API streams, or the JSON message it returns without `stream`. Pure functions,
 * so the server (fake-messages-api.ts) only decides timing and sockets.
 */

export type FakeBlock =
  | { type: 'text'; text: string }
  | {
      type: 'tool_use';
      /** Generated as `toolu_fake<request>_<block>` when absent. */
      id?: string;
      name: string;
      input?: unknown;
      /** Sent verbatim as the argument text instead of JSON.stringify(input): lets a test send malformed JSON. */
      rawJson?: string;
    };

export interface FakeUsage {
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
}

export interface FakeReplyContent {
  blocks: FakeBlock[];
  /** Default: 'tool_use' when any block is a tool_use, else 'end_turn'. */
  stopReason?: string;
  /** Default: input from the request size (as count_tokens estimates it), output from the content size, no cache. */
  usage?: Partial<FakeUsage>;
  /** Delay between SSE events for this reply; overrides the server's chunkDelayMs. */
  chunkDelayMs?: number;
}

export interface FakeErrorReply {
  error: { status: number; type: string; message: string };
  /**
   * Extra response headers, e.g. `{'retry-after-ms': '1'}` so a retried 429 costs no time, or
   * `{'retry-after': '3600'}` for a provider that asks for far too long a wait.
   */
  headers?: Record<string, string>;
}

/** A stream that starts well and then sends `event: error`. Events are counted as written, `ping` included (message_start is 1). */
export interface FakeStreamErrorReply extends FakeReplyContent {
  streamErrorAfterEvents: number;
  error: { type: string; message: string };
}

/** A stream that stops after that many events without message_stop. */
export interface FakeCutStreamReply extends FakeReplyContent {
  cutStreamAfterEvents: number;
  /** Destroy the socket instead of ending the response cleanly (what a dropped connection looks like). */
  abruptly?: boolean;
  /** Neither end nor drop: keep the connection open, sending nothing more, until the client walks away (a stalled stream). */
  stall?: boolean;
}

/** Wait before answering; without `then`, the connection is dropped after the wait (a dead server). */
export interface FakeHangReply {
  hangMs: number;
  then?: FakeReply;
}

/**
 * Any body at all, sent as it is: a web page where the API should be (a wrong base URL, a proxy's
 * login page), or an error body far over what a client reads.
 */
export interface FakeRawReply {
  raw: {
    status: number;
    contentType: string;
    text: string;
    /** Send `text` again and again until this many bytes went out (stops when the client walks away). */
    repeatToBytes?: number;
  };
}

/** A stream that, after that many events, sends one whose data is not JSON (then carries on). */
export interface FakeUnparsableEventReply extends FakeReplyContent {
  unparsableEventAfterEvents: number;
  /** Default `{"type": "content_block_delta", "index": 0, "delta": {` (cut off). */
  unparsableData?: string;
}

export type FakeReply =
  | FakeReplyContent
  | FakeErrorReply
  | FakeStreamErrorReply
  | FakeCutStreamReply
  | FakeHangReply
  | FakeRawReply
  | FakeUnparsableEventReply;

export interface SseEvent {
  event: string;
  data: unknown;
}

/** The deterministic token estimate for a request body, shared by count_tokens and default usage. */
export function estimateTokens(body: unknown): number {
  return Math.ceil(JSON.stringify(body ?? null).length / 4);
}

function toolUseId(requestIndex: number, blockIndex: number): string {
  return `toolu_fake${requestIndex}_${blockIndex}`;
}

function argumentText(block: Extract<FakeBlock, { type: 'tool_use' }>): string {
  return block.rawJson ?? JSON.stringify(block.input ?? {});
}

function defaultStopReason(reply: FakeReplyContent): string {
  return reply.stopReason ?? (reply.blocks.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn');
}

function fullUsage(reply: FakeReplyContent, requestBody: unknown): FakeUsage {
  return {
    input_tokens: reply.usage?.input_tokens ?? estimateTokens(requestBody),
    output_tokens: reply.usage?.output_tokens ?? Math.max(1, estimateTokens(reply.blocks)),
    cache_read_input_tokens: reply.usage?.cache_read_input_tokens ?? 0,
    cache_creation_input_tokens: reply.usage?.cache_creation_input_tokens ?? 0,
  };
}

/** Splits text into at most `count` non-empty pieces, never inside a surrogate pair. */
export function splitIntoChunks(text: string, count: number): string[] {
  const characters = Array.from(text);
  if (characters.length === 0) return [];
  const size = Math.ceil(characters.length / count);
  const chunks: string[] = [];
  for (let start = 0; start < characters.length; start += size) {
    chunks.push(characters.slice(start, start + size).join(''));
  }
  return chunks;
}

function modelOf(requestBody: unknown): string {
  const model = (requestBody as { model?: unknown } | undefined)?.model;
  return typeof model === 'string' ? model : 'claude-fake';
}

/** The events the real API streams for this reply, in order, ending with message_stop. */
export function streamEvents(reply: FakeReplyContent, requestBody: unknown, requestIndex: number): SseEvent[] {
  const usage = fullUsage(reply, requestBody);
  const events: SseEvent[] = [
    {
      event: 'message_start',
      data: {
        type: 'message_start',
        message: {
          id: `msg_fake${requestIndex}`,
          type: 'message',
          role: 'assistant',
          model: modelOf(requestBody),
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...usage, output_tokens: 1 },
        },
      },
    },
    { event: 'ping', data: { type: 'ping' } },
  ];
  reply.blocks.forEach((block, index) => events.push(...blockEvents(block, index, requestIndex)));
  events.push(
    {
      event: 'message_delta',
      data: {
        type: 'message_delta',
        delta: { stop_reason: defaultStopReason(reply), stop_sequence: null },
        usage: { output_tokens: usage.output_tokens },
      },
    },
    { event: 'message_stop', data: { type: 'message_stop' } },
  );
  return events;
}

function blockEvents(block: FakeBlock, index: number, requestIndex: number): SseEvent[] {
  const delta = (payload: unknown): SseEvent => ({
    event: 'content_block_delta',
    data: { type: 'content_block_delta', index, delta: payload },
  });
  const stop: SseEvent = { event: 'content_block_stop', data: { type: 'content_block_stop', index } };
  if (block.type === 'text') {
    const start: SseEvent = {
      event: 'content_block_start',
      data: { type: 'content_block_start', index, content_block: { type: 'text', text: '' } },
    };
    const deltas = splitIntoChunks(block.text, 3).map((text) => delta({ type: 'text_delta', text }));
    return [start, ...deltas, stop];
  }
  const start: SseEvent = {
    event: 'content_block_start',
    data: {
      type: 'content_block_start',
      index,
      content_block: { type: 'tool_use', id: block.id ?? toolUseId(requestIndex, index), name: block.name, input: {} },
    },
  };
  // The real API opens tool arguments with an empty partial_json before the first real piece.
  const pieces = ['', ...splitIntoChunks(argumentText(block), 4)];
  const deltas = pieces.map((partial_json) => delta({ type: 'input_json_delta', partial_json }));
  return [start, ...deltas, stop];
}

/** The JSON body a non-streaming call gets for this reply. */
export function jsonMessage(reply: FakeReplyContent, requestBody: unknown, requestIndex: number): unknown {
  const content = reply.blocks.map((block, index) => {
    if (block.type === 'text') return { type: 'text', text: block.text };
    return {
      type: 'tool_use',
      id: block.id ?? toolUseId(requestIndex, index),
      name: block.name,
      input: block.input ?? {},
    };
  });
  return {
    id: `msg_fake${requestIndex}`,
    type: 'message',
    role: 'assistant',
    model: modelOf(requestBody),
    content,
    stop_reason: defaultStopReason(reply),
    stop_sequence: null,
    usage: fullUsage(reply, requestBody),
  };
}

export function errorBody(type: string, message: string): unknown {
  return { type: 'error', error: { type, message } };
}

export function encodeSse(event: SseEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
