import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AnthropicModelClient } from '../../../src/engine/model/anthropic-client';
import { ProviderError } from '../../../src/engine/model/provider-error';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeMessagesApi, Script } from '../../support/fake-messages-api';
import { fakeApiKey } from '../../support/fake-api-key';
import { greetingRequest } from '../../support/greeting-request';

// Every way the wire can fail, through the real SDK, as the person at the keyboard reads it.

const apiKey = fakeApiKey('unit-test-secret');

const request = greetingRequest;

let api: FakeMessagesApi | undefined;
async function clientWith(script: Script, settings: { maxRetries?: number; chunkDelayMs?: number } = {}) {
  api = await fakeMessagesApiForTest({ script, chunkDelayMs: settings.chunkDelayMs });
  const client = new AnthropicModelClient({ apiKey, baseURL: api.url, limits: { maxRetries: settings.maxRetries ?? 0 } });
  return { api, client };
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const failure = error as ProviderError;
  expect(JSON.stringify(failure.toJSON())).not.toContain(apiKey);
  return failure;
}

const longText = 'word '.repeat(400);

describe('AnthropicModelClient failures', () => {
  it('explains a rejected key (401) without ever repeating the key', async () => {
    const { client } = await clientWith([
      { error: { status: 401, type: 'authentication_error', message: `invalid x-api-key ${apiKey}` } },
    ]);

    const failure = await failureOf(client.createMessage(request));

    expect(failure.kind).toBe('authentication');
    expect(failure.status).toBe(401);
    expect(failure.message).toMatch(/API key was rejected \(401\).*Settings.*sk-ant-/);
    expect(failure.detail).toContain('invalid x-api-key');
    expect(failure.detail).toContain('[redacted key]');
  });

  it('redacts anything shaped like an Anthropic key from the provider words', async () => {
    const otherKey = fakeApiKey('someone-elses-key');
    const { client } = await clientWith([
      { error: { status: 400, type: 'invalid_request_error', message: `tools.0.name: bad name near ${otherKey}` } },
    ]);

    const failure = await failureOf(client.createMessage(request));

    expect(failure.kind).toBe('bad_request');
    expect(failure.message).toContain('tools.0.name: bad name');
    expect(`${failure.message} ${failure.detail}`).not.toContain(otherKey);
  });

  it('retries a 429 when retries are allowed, then succeeds', async () => {
    const { api, client } = await clientWith(
      [
        { error: { status: 429, type: 'rate_limit_error', message: 'Too many requests' }, headers: { 'retry-after-ms': '1' } },
        { blocks: [{ type: 'text', text: 'Second time lucky.' }] },
      ],
      { maxRetries: 1 },
    );

    const response = await client.createMessage(request);

    expect(response.content).toEqual([{ type: 'text', text: 'Second time lucky.' }]);
    expect(api.messageRequests).toHaveLength(2);
  });

  it('reports rate limiting once retries are used up, naming the wait the provider asked for', async () => {
    const { client } = await clientWith([
      { error: { status: 429, type: 'rate_limit_error', message: 'Too many requests' }, headers: { 'retry-after': '7' } },
    ]);

    const failure = await failureOf(client.createMessage(request));

    expect(failure.kind).toBe('rate_limited');
    expect(failure.message).toMatch(/Rate limited.*Wait 7 s.*try again/);
  });

  it('reports an overloaded provider (529) as busy on their side', async () => {
    const { client } = await clientWith([{ error: { status: 529, type: 'overloaded_error', message: 'Overloaded' } }]);

    const failure = await failureOf(client.createMessage(request));

    expect(failure.kind).toBe('overloaded');
    expect(failure.message).toMatch(/overloaded \(529\).*Try again/);
    expect(failure.detail).toContain('Overloaded');
  });

  it('explains an organisation that disabled browser access', async () => {
    const message =
      'CORS requests are not allowed for this Organization because of its settings. If you believe this in error, contact support.';
    const { client } = await clientWith([{ error: { status: 401, type: 'authentication_error', message } }]);

    const failure = await failureOf(client.createMessage(request));

    expect(failure.kind).toBe('browser_access_disabled');
    expect(failure.message).toMatch(/admin.*browser.*proxy/);
    expect(failure.detail).toContain('CORS requests are not allowed');
  });

  it('maps an overloaded error event in the middle of the stream to overloaded', async () => {
    const { client } = await clientWith([
      { blocks: [{ type: 'text', text: longText }], streamErrorAfterEvents: 4, error: { type: 'overloaded_error', message: 'Overloaded' } },
    ]);

    const failure = await failureOf(client.createMessage(request));

    expect(failure.kind).toBe('overloaded');
    expect(failure.status).toBeUndefined();
  });

  it('maps any other error event in the middle of the stream to stream_interrupted', async () => {
    const { client } = await clientWith([
      { blocks: [{ type: 'text', text: longText }], streamErrorAfterEvents: 4, error: { type: 'api_error', message: 'Internal server error' } },
    ]);

    const failure = await failureOf(client.createMessage(request));

    expect(failure.kind).toBe('stream_interrupted');
    expect(failure.detail).toContain('Internal server error');
  });

  it('reports a stream that ends without message_stop as interrupted', async () => {
    const { client } = await clientWith([{ blocks: [{ type: 'text', text: longText }], cutStreamAfterEvents: 5 }]);

    const failure = await failureOf(client.createMessage(request));

    expect(failure.kind).toBe('stream_interrupted');
    expect(failure.message).toMatch(/broke off.*run the step again/);
  });

  it('reports a dropped connection mid-stream as interrupted', async () => {
    const { client } = await clientWith([{ blocks: [{ type: 'text', text: longText }], cutStreamAfterEvents: 5, abruptly: true }]);

    const failure = await failureOf(client.createMessage(request));

    expect(failure.kind).toBe('stream_interrupted');
  });

  it('stops quickly when aborted mid-stream', async () => {
    const { client } = await clientWith([{ blocks: [{ type: 'text', text: longText }] }], { chunkDelayMs: 40 });
    const controller = new AbortController();
    let abortedAt = 0;

    const call = client.createMessage(request, {
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type !== 'text-delta' || controller.signal.aborted) return;
        abortedAt = Date.now();
        controller.abort();
      },
    });
    const failure = await failureOf(call);

    expect(failure.kind).toBe('aborted');
    expect(Date.now() - abortedAt).toBeLessThan(100);
  });

  it('stops quickly when aborted while waiting for the first byte', async () => {
    const { client } = await clientWith([{ hangMs: 5_000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();

    const failure = await failureOf(client.createMessage(request, { signal: controller.signal }));

    expect(failure.kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('names the host it could not reach when the connection is refused', async () => {
    const port = await closedPort();
    const client = new AnthropicModelClient({ apiKey, baseURL: `http://127.0.0.1:${port}`, limits: { maxRetries: 0 } });

    const failure = await failureOf(client.createMessage(request));

    expect(failure.kind).toBe('network');
    expect(failure.message).toContain(`Couldn't reach 127.0.0.1:${port}`);
    expect(failure.message).toMatch(/Base URL/);
    expect(failure.detail).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it('maps failures of countTokens and listModels the same way', async () => {
    const port = await closedPort();
    const client = new AnthropicModelClient({ apiKey, baseURL: `http://127.0.0.1:${port}`, limits: { maxRetries: 0 } });

    expect((await failureOf(client.countTokens(request))).kind).toBe('network');
    expect((await failureOf(client.listModels())).kind).toBe('network');
  });

  it('lets an exception thrown by the event listener through unchanged', async () => {
    const { client } = await clientWith([{ blocks: [{ type: 'text', text: 'Hi there, friend.' }] }]);
    const bug = new Error('listener bug');

    const thrown = await client
      .createMessage(request, {
        onEvent: () => {
          throw bug;
        },
      })
      .catch((error: unknown) => error);

    expect(thrown).toBe(bug);
  });
});

/** A port nothing listens on: bind one, then release it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
