import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatChunks, chatCompletion, chatErrorBody, encodeChatSse, type FakeChatContent } from './fake-chat-replies';
import { answerPreflight, corsHeaders, isGone, record, sendJson, sendRaw, waitUnlessClosed, type RecordedRequest } from './fake-messages-api';
import type { FakeRawReply } from './fake-messages-replies';

export type { FakeChatContent } from './fake-chat-replies';

/**
 * A local server that speaks OpenAI-compatible chat completions, scripted per test, so the
 * chat-completions client (in Node or in a page, cross-origin) runs against it with no network.
 * It answers POST /v1/chat/completions (SSE or JSON) and GET /v1/models; the client's base URL is
 * `${url}/v1`, as for a local model server.
 */

export interface FakeChatErrorReply {
  error: { status: number; message: string; type?: string };
  headers?: Record<string, string>;
}

export interface FakeChatHangReply {
  hangMs: number;
  then?: FakeChatReply;
}

/** Any body at all, as the Messages fake sends it: a web page where the API should be, a huge error body. */
export type FakeChatRawReply = FakeRawReply;

export type FakeChatReply = FakeChatContent | FakeChatErrorReply | FakeChatHangReply | FakeChatRawReply;

export type ChatScript = FakeChatReply[] | ((request: RecordedRequest, index: number) => FakeChatReply | Promise<FakeChatReply>);

export interface FakeChatCompletionsApiOptions {
  script: ChatScript;
  chunkDelayMs?: number;
  /** Model ids GET /v1/models lists; `null` makes that route answer 404, as some servers do; a raw reply answers as it says. */
  models?: string[] | null | FakeRawReply;
}

export interface FakeChatCompletionsApi {
  /** `http://127.0.0.1:PORT`; the client's base URL is this plus `/v1`. */
  url: string;
  baseURL: string;
  requests: RecordedRequest[];
  /** Only the POST /v1/chat/completions requests: index i is the one script entry i answered. */
  completionRequests: RecordedRequest[];
  /** Indices of replies the client walked away from before they were complete. */
  disconnects: number[];
  setScript(script: ChatScript): void;
  close(): Promise<void>;
}

export async function startFakeChatCompletionsApi(options: FakeChatCompletionsApiOptions): Promise<FakeChatCompletionsApi> {
  let script = options.script;
  let scriptIndex = 0;
  const requests: RecordedRequest[] = [];
  const completionRequests: RecordedRequest[] = [];
  const disconnects: number[] = [];
  const models = options.models === undefined ? ['gpt-fake-1'] : options.models;

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      sendJson(response, 500, chatErrorBody(`Fake chat completions crashed: ${String(error)}`, 'server_error'), { 'x-should-retry': 'false' });
    });
  });

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    if (incoming.method === 'OPTIONS') return answerPreflight(incoming, response);
    const request = await record(incoming);
    requests.push(request);
    if (request.method === 'GET' && request.path === '/v1/models' && models !== null) {
      if (!Array.isArray(models)) return sendRaw(response, models.raw);
      return sendJson(response, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake' })) });
    }
    if (request.method === 'POST' && request.path === '/v1/chat/completions') {
      completionRequests.push(request);
      const index = scriptIndex++;
      const reply = typeof script === 'function' ? await script(request, index) : script[index];
      if (reply === undefined) {
        const message = `Fake chat completions: no scripted reply for request #${index} (0-based). The test made more model calls than it scripted.`;
        return sendJson(response, 500, chatErrorBody(message, 'server_error'), { 'x-should-retry': 'false' });
      }
      return answer(reply, request, index, response);
    }
    sendJson(response, 404, chatErrorBody(`Fake chat completions: no route ${request.method} ${request.path}`));
  }

  async function answer(reply: FakeChatReply, request: RecordedRequest, index: number, response: ServerResponse): Promise<void> {
    if ('hangMs' in reply) {
      await waitUnlessClosed(response, reply.hangMs);
      if (isGone(response)) return void disconnects.push(index);
      if (reply.then === undefined) return void response.destroy();
      return answer(reply.then, request, index, response);
    }
    if ('raw' in reply) return sendRaw(response, reply.raw);
    if ('error' in reply) {
      return sendJson(response, reply.error.status, chatErrorBody(reply.error.message, reply.error.type), reply.headers);
    }
    if (request.body?.stream !== true) return sendJson(response, 200, chatCompletion(reply, request.body, index));
    const chunks = chatChunks(reply, request.body, index);
    const pause = reply.chunkDelayMs ?? options.chunkDelayMs ?? 0;
    response.writeHead(200, { ...corsHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    response.flushHeaders();
    for (const [position, chunk] of chunks.entries()) {
      if (position > 0 && pause > 0) await waitUnlessClosed(response, pause);
      if (isGone(response)) return void disconnects.push(index);
      if (position === reply.cutAfterChunks) return void response.end();
      if (position === reply.unparsableAfterChunks) await new Promise((resolve) => response.write(`data: ${reply.unparsableData ?? '{"choices": [{"delta": {'}\n\n`, resolve));
      if (position === reply.errorAfterChunks) return void response.end(encodeChatSse(chatErrorBody(reply.errorMessage ?? 'The server failed mid-answer.', 'server_error')));
      await new Promise((resolve) => response.write(encodeChatSse(chunk), resolve));
    }
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    baseURL: `${url}/v1`,
    requests,
    completionRequests,
    disconnects,
    setScript(next: ChatScript) {
      script = next;
      scriptIndex = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
