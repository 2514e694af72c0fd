import { describe, expect, it } from 'vitest';
import type { ModelRequest, ModelStreamEvent } from '../../../src/engine/model/model-client';
import { OpenAiCompatibleClient } from '../../../src/engine/model/openai-compatible-client';
import { ProviderError } from '../../../src/engine/model/provider-error';
import type { RequestLimits } from '../../../src/engine/model/request-limits';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeChatCompletionsApiForTest } from '../../support/fake-apis-for-test';
import type { ChatScript, FakeChatCompletionsApi } from '../../support/fake-chat-completions-api';

// The chat-completions client against a local server speaking that dialect: what goes over the
// wire and what comes back in the transcript's format.

const apiKey = fakeApiKey('openai-wire');

const readFile = {
  name: 'read_file',
  description: 'Reads a text file of the workspace.',
  input_schema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  cache_control: { type: 'ephemeral' as const },
};

const request: ModelRequest = {
  model: 'gpt-fake-1',
  max_tokens: 1024,
  system: [{ type: 'text', text: 'You work in a small repository.', cache_control: { type: 'ephemeral' } }],
  tools: [readFile],
  messages: [{ role: 'user', content: 'What does README.md say?' }],
};

let api: FakeChatCompletionsApi | undefined;
async function clientWith(script: ChatScript, limits: Partial<RequestLimits> = { maxRetries: 0 }, key = apiKey) {
  api = await fakeChatCompletionsApiForTest({ script });
  return { api, client: new OpenAiCompatibleClient({ apiKey: key, baseURL: api.baseURL, limits }) };
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('OpenAiCompatibleClient on the wire', () => {
  it('sends the request in the chat-completions dialect: one system message, functions, no cache_control, a bearer key', async () => {
    const { api, client } = await clientWith([{ blocks: [{ type: 'text', text: 'Done.' }] }]);
    await client.createMessage({
      ...request,
      messages: [
        { role: 'user', content: 'Read it.' },
        { role: 'assistant', content: [{ type: 'text', text: 'Reading.' }, { type: 'tool_use', id: 'call_1', name: 'read_file', input: { path: 'README.md' } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1', content: 'no such file', is_error: true }, { type: 'text', text: 'Go on.' }] },
      ],
    });
    const sent = api.completionRequests[0]!;
    expect(sent.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(sent.body).toEqual({
      model: 'gpt-fake-1',
      max_tokens: 1024,
      stream: true,
      stream_options: { include_usage: true },
      tools: [{ type: 'function', function: { name: 'read_file', description: readFile.description, parameters: readFile.input_schema } }],
      messages: [
        { role: 'system', content: 'You work in a small repository.' },
        { role: 'user', content: 'Read it.' },
        { role: 'assistant', content: 'Reading.', tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'read_file', arguments: '{"path":"README.md"}' } }] },
        { role: 'tool', tool_call_id: 'call_1', content: 'Error: no such file' },
        { role: 'user', content: 'Go on.' },
      ],
    });
  });

  it('sends no Authorization header when the key is empty (a local server)', async () => {
    const { api, client } = await clientWith([{ blocks: [{ type: 'text', text: 'Hi.' }] }], { maxRetries: 0 }, '');
    await client.createMessage(request);
    expect(api.completionRequests[0]!.headers.authorization).toBeUndefined();
  });

  it('returns a reply with both text and a tool call, streamed as it arrives, with usage in the Messages figures', async () => {
    const { client } = await clientWith([
      {
        blocks: [
          { type: 'text', text: 'I will read the README first.' },
          { type: 'tool_use', id: 'call_a', name: 'read_file', input: { path: 'README.md' } },
        ],
        usage: { prompt_tokens: 120, completion_tokens: 30, cached_tokens: 100 },
      },
    ]);
    const events: ModelStreamEvent[] = [];
    const response = await client.createMessage(request, { onEvent: (event) => events.push(event) });
    expect(response.content).toEqual([
      { type: 'text', text: 'I will read the README first.' },
      { type: 'tool_use', id: 'call_a', name: 'read_file', input: { path: 'README.md' } },
    ]);
    expect(response.stopReason).toBe('tool_use');
    expect(response.malformed).toEqual([]);
    expect(response.usage).toEqual({ inputTokens: 20, outputTokens: 30, cacheReadTokens: 100, cacheWriteTokens: 0 });
    expect(events.filter((event) => event.type === 'text-delta').map((event) => event.text).join('')).toBe('I will read the README first.');
    expect(events).toContainEqual({ type: 'tool-use-start', id: 'call_a', name: 'read_file' });
    expect(events.filter((event) => event.type === 'tool-input-delta').length).toBeGreaterThan(1);
  });

  it('keeps parallel tool calls apart and in their order', async () => {
    const { client } = await clientWith([
      {
        blocks: [
          { type: 'tool_use', id: 'call_1', name: 'read_file', input: { path: 'a.txt' } },
          { type: 'tool_use', id: 'call_2', name: 'read_file', input: { path: 'b.txt' } },
          { type: 'tool_use', id: 'call_3', name: 'read_file', input: { path: 'c.txt' } },
        ],
      },
    ]);
    const response = await client.createMessage(request);
    expect(response.content).toEqual(
      ['a.txt', 'b.txt', 'c.txt'].map((path, index) => ({ type: 'tool_use', id: `call_${index + 1}`, name: 'read_file', input: { path } })),
    );
  });

  it('reports argument text that is not JSON as malformed, keeping the call (and its id) for the loop to answer', async () => {
    const { client } = await clientWith([
      {
        blocks: [
          { type: 'tool_use', id: 'call_ok', name: 'read_file', input: { path: 'a.txt' } },
          { type: 'tool_use', id: 'call_bad', name: 'read_file', rawJson: '{"path": "b.txt"' },
        ],
      },
    ]);
    const response = await client.createMessage(request);
    expect(response.content).toEqual([
      { type: 'tool_use', id: 'call_ok', name: 'read_file', input: { path: 'a.txt' } },
      { type: 'tool_use', id: 'call_bad', name: 'read_file', input: {} },
    ]);
    expect(response.malformed).toEqual([{ id: 'call_bad', name: 'read_file', raw: '{"path": "b.txt"', problem: expect.stringMatching(/not valid JSON/) }]);
  });

  it('accepts a stream that ends without [DONE] once the answer said it was finished', async () => {
    const { client } = await clientWith([{ blocks: [{ type: 'text', text: 'All done here.' }], omitDone: true }]);
    const response = await client.createMessage(request);
    expect(response.content).toEqual([{ type: 'text', text: 'All done here.' }]);
    expect(response.stopReason).toBe('end_turn');
  });

  it('says the answer broke off when the stream ends before any finish_reason', async () => {
    const { client } = await clientWith([{ blocks: [{ type: 'text', text: 'I was about to say something long.' }], cutAfterChunks: 3 }]);
    const error = await failureOf(client.createMessage(request));
    expect(error.kind).toBe('stream_interrupted');
    expect(error.message).toMatch(/broke off mid-stream.*run the step again/);
  });

  it('retries a 429 after the retry-after the server asked for, then answers', async () => {
    const { api, client } = await clientWith(
      [{ error: { status: 429, message: 'Too many requests' }, headers: { 'retry-after-ms': '5' } }, { blocks: [{ type: 'text', text: 'Now it works.' }] }],
      { maxRetries: 2 },
    );
    const response = await client.createMessage(request);
    expect(response.content).toEqual([{ type: 'text', text: 'Now it works.' }]);
    expect(api.completionRequests).toHaveLength(2);
  });

  it('ends with a rate-limit message when retries run out, and never when the wait asked for is too long', async () => {
    const { client } = await clientWith([{ error: { status: 429, message: 'Slow down' }, headers: { 'retry-after': '3' } }]);
    const error = await failureOf(client.createMessage(request));
    expect(error.kind).toBe('rate_limited');
    expect(error.message).toMatch(/Rate limited by 127\.0\.0\.1:\d+ \(429\)\. Wait 3 s/);

    const tooLong = await clientWith([{ error: { status: 429, message: 'Slow down' }, headers: { 'retry-after': '600' } }], { maxRetries: 2, maxRetryWaitMs: 1000 });
    const refused = await failureOf(tooLong.client.createMessage(request));
    expect(refused.message).toMatch(/asked to wait 600 s/);
    expect(tooLong.api.completionRequests).toHaveLength(1);
  });

  it('retries a 500, and says the server failed when it keeps failing', async () => {
    const { api, client } = await clientWith(
      [
        { error: { status: 500, message: 'boom', type: 'server_error' }, headers: { 'retry-after-ms': '1' } },
        { error: { status: 500, message: 'boom again', type: 'server_error' }, headers: { 'retry-after-ms': '1' } },
      ],
      { maxRetries: 1 },
    );
    const error = await failureOf(client.createMessage(request));
    expect(api.completionRequests).toHaveLength(2);
    expect(error.kind).toBe('server');
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/failed to answer \(500\): boom again/);
  });

  it('names a model the server does not have, a rejected key (never repeating it), and an error sent inside the stream', async () => {
    const { client } = await clientWith([
      { error: { status: 404, message: 'model "llama9" not found, try pulling it first' } },
      { error: { status: 401, message: `Incorrect API key provided: ${apiKey}` } },
      { blocks: [{ type: 'text', text: 'partial answer' }], errorAfterChunks: 2, errorMessage: 'The server is over capacity' },
    ]);
    const missing = await failureOf(client.createMessage(request));
    expect(missing.kind).toBe('not_found');
    expect(missing.message).toMatch(/model "llama9" not found.*Check the model id/);
    const rejected = await failureOf(client.createMessage(request));
    expect(rejected.kind).toBe('authentication');
    expect(JSON.stringify(rejected)).not.toContain(apiKey);
    const midway = await failureOf(client.createMessage(request));
    expect(midway.kind).toBe('overloaded');
  });

  it('says where it could not connect, with the local servers\' fixes named only in a page', async () => {
    const client = new OpenAiCompatibleClient({ baseURL: 'http://127.0.0.1:9/v1', limits: { maxRetries: 0 } });
    const error = await failureOf(client.createMessage(request));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/Couldn't reach 127\.0\.0\.1:9\. Check that the server is running/);
  });

  it('stops when aborted while waiting for a first token, and closes the connection', async () => {
    const { api, client } = await clientWith([{ hangMs: 5000, then: { blocks: [{ type: 'text', text: 'late' }] } }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(client.createMessage(request, { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    await expect.poll(() => api.disconnects).toEqual([0]);
  });

  it('gives up on a server that sends no headers within the limit, and on a stream that stalls', async () => {
    const { client } = await clientWith([{ hangMs: 5000 }], { maxRetries: 0, headersTimeoutMs: 100 });
    const silent = await failureOf(client.createMessage(request));
    expect(silent.kind).toBe('network');
    expect(silent.message).toMatch(/sent no answer in 0 s/);

    const stalled = await clientWith([{ blocks: [{ type: 'text', text: 'slow words here' }], chunkDelayMs: 2000 }], { maxRetries: 0, idleTimeoutMs: 100 });
    const error = await failureOf(stalled.client.createMessage(request));
    expect(error.kind).toBe('stream_interrupted');
    expect(error.message).toMatch(/stalled/);
  });

  it('lists the models the server has', async () => {
    const { client } = await clientWith([]);
    expect(await client.listModels()).toEqual([{ id: 'gpt-fake-1', displayName: 'gpt-fake-1' }]);
  });
});
