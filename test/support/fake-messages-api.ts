import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  encodeSse,
  errorBody,
  estimateTokens,
  jsonMessage,
  streamEvents,
  type FakeCutStreamReply,
  type FakeErrorReply,
  type FakeRawReply,
  type FakeReply,
  type FakeReplyContent,
  type FakeStreamErrorReply,
  type FakeUnparsableEventReply,
} from './fake-messages-replies';
import { fakeMessageBatches, type FakeBatch, type FakeBatchesOptions } from './fake-message-batches';

export type { FakeBatch } from './fake-message-batches';
export type {
  FakeBlock,
  FakeReply,
  FakeReplyContent,
  FakeErrorReply,
  FakeStreamErrorReply,
  FakeCutStreamReply,
  FakeHangReply,
  FakeRawReply,
  FakeUnparsableEventReply,
} from './fake-messages-replies';

/**
 * A local server that speaks the Anthropic Messages API, scripted per test, so the real SDK (in
 * Node or in a browser page, cross-origin) can run against it with no network. It answers
 * POST /v1/messages (JSON or SSE), POST /v1/messages/count_tokens, GET /v1/models and the
 * Message Batches endpoints (create, retrieve, cancel, results as JSONL).
 */

export interface RecordedRequest {
  /** The URL path without the query string. */
  path: string;
  method: string;
  /** Lower-cased names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** The parsed JSON body; undefined when there was none. */
  body: any;
}

/** Replies in order, one per POST /v1/messages; or a function that picks one per request. */
export type Script = FakeReply[] | ((request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>);

export interface FakeMessagesApiOptions {
  script: Script;
  /** Delay between SSE events, for tests that stop a run mid-stream. Default 0. */
  chunkDelayMs?: number;
  models?: Array<{ id: string; display_name: string }>;
  /** Answers POST /v1/messages/count_tokens as it says instead of with an estimate (a web page, say). */
  countTokensReply?: FakeRawReply;
  /** How Message Batches behave (they are answered by the same script). */
  batches?: FakeBatchesOptions;
}

export interface FakeMessagesApi {
  /** `http://127.0.0.1:PORT`: pass it as the SDK's baseURL. */
  url: string;
  /** Every request except CORS preflights, in arrival order. */
  requests: RecordedRequest[];
  /** Only the POST /v1/messages requests: index i is the one script entry i answered. */
  messageRequests: RecordedRequest[];
  /**
   * Indices (into messageRequests) of replies the client walked away from before they were
   * complete: an aborted stream or an abandoned wait. How a test sees that Stop closed the connection.
   */
  disconnects: number[];
  /** Every Message Batch created, with its requests as if each had been sent alone. */
  batches: FakeBatch[];
  /** Replaces the script; its index starts again at 0. */
  setScript(script: Script): void;
  close(): Promise<void>;
}

/** A reply that produces a message (possibly broken off), as opposed to an HTTP error or a hang. */
type ContentReply = FakeReplyContent | FakeStreamErrorReply | FakeCutStreamReply | FakeUnparsableEventReply;

const defaultModels = [{ id: 'claude-fake-1', display_name: 'Claude Fake 1' }];

// Every response carries these: the browser page is cross-origin isolated (COEP), so it also
// needs CORP, and the SDK reads retry-after and request-id, which CORS hides unless exposed.
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

export async function startFakeMessagesApi(options: FakeMessagesApiOptions): Promise<FakeMessagesApi> {
  let script = options.script;
  let scriptIndex = 0;
  const requests: RecordedRequest[] = [];
  const messageRequests: RecordedRequest[] = [];
  const disconnects: number[] = [];
  const models = options.models ?? defaultModels;
  let url = '';
  const messageBatches = fakeMessageBatches(options.batches ?? {}, pickReply, () => url);

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      sendJson(response, 500, errorBody('api_error', `Fake Messages API crashed: ${String(error)}`), {
        'x-should-retry': 'false',
      });
    });
  });

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    if (incoming.method === 'OPTIONS') return answerPreflight(incoming, response);
    const request = await record(incoming);
    requests.push(request);
    if (request.method === 'GET' && request.path === '/v1/models') return answerModels(response);
    if (request.method === 'POST' && request.path === '/v1/messages/count_tokens') {
      if (options.countTokensReply) return sendRaw(response, options.countTokensReply.raw);
      return sendJson(response, 200, { input_tokens: estimateTokens(request.body) });
    }
    if (await messageBatches.handle(request, response, (status, body) => sendJson(response, status, body))) return;
    if (request.method === 'POST' && request.path === '/v1/messages') {
      messageRequests.push(request);
      const index = scriptIndex++;
      const reply = await pickReply(request, index);
      if (reply === undefined) return answerOutOfScript(response, index);
      return answer(reply, request, index, response);
    }
    sendJson(response, 404, errorBody('not_found_error', `Fake Messages API: no route ${request.method} ${request.path}`));
  }

  async function pickReply(request: RecordedRequest, index: number): Promise<FakeReply | undefined> {
    if (typeof script === 'function') return script(request, index);
    return script[index];
  }

  function answerOutOfScript(response: ServerResponse, index: number): void {
    const length = typeof script === 'function' ? 0 : script.length;
    const message =
      `Fake Messages API: no scripted reply for request #${index} (0-based; the script has ${length}). ` +
      'The test made more model calls than it scripted.';
    // x-should-retry: false so the SDK surfaces this at once instead of retrying a test bug.
    sendJson(response, 500, errorBody('api_error', message), { 'x-should-retry': 'false' });
  }

  function answerModels(response: ServerResponse): void {
    const data = models.map((model) => ({
      ...model,
      type: 'model',
      created_at: '2025-01-01T00:00:00Z',
    }));
    sendJson(response, 200, {
      data,
      has_more: false,
      first_id: data[0]?.id ?? null,
      last_id: data.at(-1)?.id ?? null,
    });
  }

  async function answer(reply: FakeReply, request: RecordedRequest, index: number, response: ServerResponse) {
    if ('hangMs' in reply) {
      await waitUnlessClosed(response, reply.hangMs);
      if (isGone(response)) return void disconnects.push(index);
      if (reply.then === undefined) return void response.destroy();
      return answer(reply.then, request, index, response);
    }
    if ('raw' in reply) return sendRaw(response, reply.raw);
    if (isErrorReply(reply)) {
      const { status, type, message } = reply.error;
      return sendJson(response, status, errorBody(type, message), { 'request-id': `req_fake${index}`, ...reply.headers });
    }
    if (request.body?.stream !== true) return answerJson(reply, request, index, response);
    return answerStream(reply, request, index, response);
  }

  function answerJson(reply: ContentReply, request: RecordedRequest, index: number, response: ServerResponse) {
    if ('cutStreamAfterEvents' in reply) return void response.destroy();
    if ('streamErrorAfterEvents' in reply) {
      const { type, message } = reply.error;
      return sendJson(response, type === 'overloaded_error' ? 529 : 500, errorBody(type, message));
    }
    sendJson(response, 200, jsonMessage(reply, request.body, index));
  }

  async function answerStream(reply: ContentReply, request: RecordedRequest, index: number, response: ServerResponse) {
    const events = streamEvents(reply, request.body, index);
    const streamError = 'streamErrorAfterEvents' in reply ? reply : undefined;
    const cut = 'cutStreamAfterEvents' in reply ? reply : undefined;
    const unparsable = 'unparsableEventAfterEvents' in reply ? reply : undefined;
    const pause = reply.chunkDelayMs ?? options.chunkDelayMs ?? 0;
    response.writeHead(200, {
      ...corsHeaders,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'request-id': `req_fake${index}`,
    });
    response.flushHeaders();
    for (const [position, event] of events.entries()) {
      if (position > 0 && pause > 0) await waitUnlessClosed(response, pause);
      if (isGone(response)) return void disconnects.push(index);
      if (position === streamError?.streamErrorAfterEvents) {
        const { type, message } = streamError.error;
        response.end(encodeSse({ event: 'error', data: errorBody(type, message) }));
        return;
      }
      if (position === unparsable?.unparsableEventAfterEvents) {
        const data = unparsable.unparsableData ?? '{"type": "content_block_delta", "index": 0, "delta": {';
        await new Promise((resolve) => response.write(`event: content_block_delta\ndata: ${data}\n\n`, resolve));
      }
      if (position === cut?.cutStreamAfterEvents) {
        if (cut.stall) {
          await waitUnlessClosed(response, 2 ** 31 - 1);
          return void disconnects.push(index);
        }
        if (cut.abruptly) return void response.destroy();
        return void response.end();
      }
      // Wait until each event is handed to the socket, so a cut after N events really
      // delivers N events first instead of dropping buffered ones with the connection.
      await new Promise((resolve) => response.write(encodeSse(event), resolve));
    }
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    requests,
    messageRequests,
    disconnects,
    batches: messageBatches.batches,
    setScript(next: Script) {
      script = next;
      scriptIndex = 0;
    },
    close() {
      // Hanging replies and kept-alive sockets would otherwise hold close() open.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export function answerPreflight(incoming: IncomingMessage, response: ServerResponse): void {
  // A wildcard in access-control-allow-headers does not cover Authorization (Fetch spec), and
  // the SDK sends `Authorization: Bearer`, so echo the requested headers by name.
  const requested = incoming.headers['access-control-request-headers'];
  response.writeHead(204, {
    ...corsHeaders,
    'access-control-allow-headers': requested ? `${requested}, *` : '*',
    'access-control-allow-methods': '*',
    'access-control-max-age': '600',
    // Chromium asks this (Private Network Access) when a page from a less private address calls 127.0.0.1.
    ...(incoming.headers['access-control-request-private-network'] ? { 'access-control-allow-private-network': 'true' } : {}),
  });
  response.end();
}

export async function record(incoming: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    path: new URL(incoming.url ?? '/', 'http://127.0.0.1').pathname,
    method: incoming.method ?? 'GET',
    headers,
    body: text === '' ? undefined : parseJson(text),
  };
}

/** Writes a raw reply's body, piece by piece as the client takes it, until done or the client is gone. */
export async function sendRaw(response: ServerResponse, raw: FakeRawReply['raw']): Promise<void> {
  response.writeHead(raw.status, { ...corsHeaders, 'content-type': raw.contentType });
  const piece = Buffer.from(raw.text);
  const total = Math.max(raw.repeatToBytes ?? piece.length, piece.length);
  for (let sent = 0; sent < total && !isGone(response); sent += piece.length) {
    if (!response.write(piece)) await drainedOrGone(response);
  }
  if (!isGone(response)) response.end();
}

function drainedOrGone(response: ServerResponse): Promise<void> {
  const socket = response.socket;
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      socket?.off('close', done);
      resolve();
    };
    response.once('drain', done);
    socket?.once('close', done);
  });
}

function isErrorReply(reply: FakeReply): reply is FakeErrorReply {
  return 'error' in reply && !('streamErrorAfterEvents' in reply);
}

/** True once the client has disconnected (an aborted fetch) or we dropped the connection. */
export function isGone(response: ServerResponse): boolean {
  return response.destroyed || response.socket === null || response.socket.destroyed;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { unparsedBody: text };
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { ...corsHeaders, 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Resolves after `milliseconds`, or as soon as the client has gone away. */
export function waitUnlessClosed(response: ServerResponse, milliseconds: number): Promise<void> {
  if (isGone(response)) return Promise.resolve();
  const socket = response.socket;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      socket?.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, milliseconds);
    socket?.on('close', done);
  });
}
