import { describe, expect, it } from 'vitest';
import { AnthropicModelClient } from '../../../src/engine/model/anthropic-client';
import type { ModelClientOptions } from '../../../src/engine/model/model-client-options';
import { ProviderError } from '../../../src/engine/model/provider-error';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeMessagesApi, Script } from '../../support/fake-messages-api';
import { fakeApiKey } from '../../support/fake-api-key';
import { greetingRequest } from '../../support/greeting-request';

// A provider that makes us wait: each wait is bounded, said while it lasts, and ends in a message
// a person can act on. Small limits stand in for the real ones (minutes).

const apiKey = fakeApiKey('limits-test');

const request = greetingRequest;

let api: FakeMessagesApi | undefined;
async function clientWith(script: Script, options: ModelClientOptions = {}) {
  api = await fakeMessagesApiForTest({ script });
  const notices: string[] = [];
  const client = new AnthropicModelClient({
    apiKey,
    baseURL: api.url,
    // Generous time limits unless a test is about them: the machine running tests may be busy.
    onWait: (notice) => notices.push(notice),
    waitNoticeEveryMs: 100,
    ...options,
    limits: { maxRetries: 2, maxRetryWaitMs: 1_000, headersTimeoutMs: 10_000, idleTimeoutMs: 10_000, ...options.limits },
  });
  return { api, client, notices };
}

async function failureWithin(promise: Promise<unknown>, milliseconds: number): Promise<ProviderError> {
  const started = Date.now();
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(Date.now() - started).toBeLessThan(milliseconds);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const rateLimited = (headers: Record<string, string>) => ({ error: { status: 429, type: 'rate_limit_error', message: 'Too many requests' }, headers });

describe('AnthropicModelClient limits', () => {
  it('a 429 asking to wait an hour ends the call at once, saying how long it asked and how long we wait', async () => {
    const { api, client } = await clientWith([rateLimited({ 'retry-after': '3600' })]);

    const failure = await failureWithin(client.createMessage(request), 3_000);

    expect(failure.kind).toBe('rate_limited');
    expect(failure.message).toBe(
      'The provider asked to wait 3600 s before trying again (429), longer than the 1 s this client waits. Try again after that wait, or with another key or model.',
    );
    expect(api.messageRequests).toHaveLength(1);
  });

  it('retries a short retry-after, saying so each time, and gives up after the retry cap', async () => {
    const { api, client, notices } = await clientWith([rateLimited({ 'retry-after-ms': '50' }), rateLimited({ 'retry-after-ms': '50' }), rateLimited({ 'retry-after-ms': '50' })]);

    const failure = await failureWithin(client.createMessage(request), 3_000);

    expect(failure.kind).toBe('rate_limited');
    expect(api.messageRequests).toHaveLength(3);
    expect(notices.filter((notice) => notice.startsWith('rate limited'))).toEqual([
      'rate limited (429); trying again in 0.1 s (retry 1 of 2)',
      'rate limited (429); trying again in 0.1 s (retry 2 of 2)',
    ]);
  });

  it('a retry that succeeds returns the answer', async () => {
    const { client } = await clientWith([rateLimited({ 'retry-after-ms': '10' }), { blocks: [{ type: 'text', text: 'Here now.' }] }]);

    const response = await client.createMessage(request);

    expect(response.content).toEqual([{ type: 'text', text: 'Here now.' }]);
  });

  it('a server that never sends headers ends the call at the headers limit, not retried, with progress meanwhile', async () => {
    const { api, client, notices } = await clientWith([{ hangMs: 20_000 }, { hangMs: 20_000 }], { limits: { headersTimeoutMs: 400 } });

    const failure = await failureWithin(client.createMessage(request), 3_000);

    expect(failure.kind).toBe('network');
    expect(failure.message).toBe(`${new URL(api.url).host} sent no answer within 0.4 s (the response never began). Check the connection and the Base URL in Settings, then try again.`);
    expect(api.messageRequests).toHaveLength(1);
    expect(notices.length).toBeGreaterThanOrEqual(2);
    expect(notices.every((notice) => /^waiting for the model: \d+ s$/.test(notice))).toBe(true);
  });

  it('a stream that stalls mid-way ends at the silence limit and closes the connection', async () => {
    const { api, client, notices } = await clientWith([{ blocks: [{ type: 'text', text: 'Starting to answer and then ' }], cutStreamAfterEvents: 5, stall: true }], {
      limits: { idleTimeoutMs: 400 },
    });
    const seen: string[] = [];

    const failure = await failureWithin(client.createMessage(request, { onEvent: (event) => void (event.type === 'text-delta' && seen.push(event.text)) }), 3_000);

    expect(failure.kind).toBe('stream_interrupted');
    expect(failure.message).toBe("The model's answer stalled: nothing arrived for 0.4 s after it began. Nothing in the transcript is lost; run the step again.");
    expect(seen.join('')).toMatch(/^Starting/);
    expect(notices.some((notice) => notice.startsWith('waiting for the model'))).toBe(true);
    await expect.poll(() => api.disconnects).toEqual([0]);
  });

  it('a slow but steady stream is not cut: the silence limit counts from the last event', async () => {
    const { client } = await clientWith([{ blocks: [{ type: 'text', text: 'one two three four five six' }], chunkDelayMs: 150 }], {
      limits: { idleTimeoutMs: 1_000 },
    });

    const response = await client.createMessage(request);

    expect(response.stopReason).toBe('end_turn');
  });

  it("a 50 MB error body is cut where it is read: the failure keeps a few kB and says the rest was left out", async () => {
    const { client } = await clientWith([{ error: { status: 400, type: 'invalid_request_error', message: 'x'.repeat(50 * 1024 * 1024) } }], {
      limits: { headersTimeoutMs: 30_000 },
    });

    const failure = await failureWithin(client.createMessage(request), 30_000);

    expect(failure.kind).toBe('bad_request');
    expect(failure.message.length).toBeLessThan(1_500);
    expect(failure.detail!.length).toBeLessThan(5_000);
    expect(failure.detail).toMatch(/more characters left out\]$/);
    expect(JSON.stringify(failure.toJSON()).length).toBeLessThan(8_000);
  }, 40_000);

  it('from the command line, a rejected key names the environment variable, not Settings', async () => {
    const { client } = await clientWith([{ error: { status: 401, type: 'authentication_error', message: 'invalid x-api-key' } }], { setBy: 'command-line' });

    const failure = await failureWithin(client.createMessage(request), 3_000);

    expect(failure.message).toBe('The API key was rejected (401). Check ANTHROPIC_API_KEY — Anthropic keys start with sk-ant-.');
  });
});
