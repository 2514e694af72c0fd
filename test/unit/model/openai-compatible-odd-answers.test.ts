import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiCompatibleClient } from '../../../src/engine/model/openai-compatible-client';
import { ProviderError } from '../../../src/engine/model/provider-error';
import { capturedOutput, type CapturedOutput } from '../../support/captured-output';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeChatCompletionsApiForTest } from '../../support/fake-apis-for-test';
import type { ChatScript } from '../../support/fake-chat-completions-api';
import { greetingRequest } from '../../support/greeting-request';

// The same odd answers as the Messages API's test, from a chat-completions server: a web page
// where the API should be, an error body of 50 MB, a stream line that is not JSON.

const apiKey = fakeApiKey('odd-chat-answers');

async function failureOf(script: ChatScript, setBy?: 'command-line'): Promise<ProviderError> {
  const api = await fakeChatCompletionsApiForTest({ script });
  const client = new OpenAiCompatibleClient({ apiKey, baseURL: api.baseURL, limits: { maxRetries: 0 }, setBy });
  const error = await client.createMessage(greetingRequest).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

let output: CapturedOutput;
beforeEach(() => {
  output = capturedOutput();
});
afterEach(() => output.restore());

describe('OpenAiCompatibleClient on answers that are not chat completions', () => {
  it('a web page answering 200 is named as a web page with its title, and the base URL as the place to look', async () => {
    const page = '<!doctype html><html><head><title>Open WebUI</title></head><body><div id="app">Loading…</div></body></html>';
    const failure = await failureOf([{ raw: { status: 200, contentType: 'text/html', text: page } }], 'command-line');

    expect(failure.kind).toBe('not_found');
    expect(failure.message).toMatch(/^127\.0\.0\.1:\d+ answered with a web page \(text\/html\), not a chat-completions event stream: "Open WebUI — Loading…"\./);
    expect(failure.message).toContain('Check the --base-url flag (or OPENAI_BASE_URL): it is the address /chat/completions is under');
    expect(failure.message).not.toMatch(/broke off/);
    expect(output.text()).toBe('');
  });

  it('a 200 in JSON where a stream was asked for says what came, not that the answer broke off', async () => {
    const failure = await failureOf([{ raw: { status: 200, contentType: 'application/json', text: '{"detail": "Not Found"}' } }]);

    expect(failure.message).toMatch(/answered with application\/json, not a chat-completions event stream: "\{"detail": "Not Found"\}"\. Whatever answers at that address does not stream/);
  });

  it('a 50 MB error body shows its first words, clipped', async () => {
    const line = 'model "llama-fake" does not support tools\n';
    const failure = await failureOf([{ raw: { status: 400, contentType: 'text/plain', text: line, repeatToBytes: 50 * 1024 * 1024 } }]);

    expect(failure.kind).toBe('bad_request');
    expect(failure.message).toMatch(/^127\.0\.0\.1:\d+ refused the request \(400\): model "llama-fake" does not support tools model "llama-fake"/);
    expect(failure.message).toMatch(/more characters left out\]\. If you edited a tool's name or schema, check it there/);
    expect(failure.message.length).toBeLessThan(900);
    expect(failure.detail!.startsWith(line)).toBe(true);
    expect(failure.detail!.length).toBeLessThan(4_100);
  });

  it('a stream line that is not JSON is named as such, with the line in the detail', async () => {
    const failure = await failureOf([{ blocks: [{ type: 'text', text: 'A longer answer that streams.' }], unparsableAfterChunks: 2, unparsableData: '{"choices": <oops>' }]);

    expect(failure.kind).toBe('stream_interrupted');
    expect(failure.message).toMatch(/sent a stream event that is not JSON.*Nothing in the transcript is lost; run the step again\./);
    expect(failure.detail).toBe(`The event's data: {"choices": <oops>`);
    expect(output.text()).toBe('');
  });

  it('a web page where the model list should be says so, instead of a stream that broke off', async () => {
    const api = await fakeChatCompletionsApiForTest({ script: [], models: { raw: { status: 200, contentType: 'text/html', text: '<html><title>Router admin</title></html>' } } });
    const client = new OpenAiCompatibleClient({ baseURL: api.baseURL });
    const failure = await client.listModels().catch((thrown: unknown) => thrown as ProviderError);

    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toMatch(/answered with a web page \(text\/html\), not the JSON list of models: "Router admin"\. The base URL probably points at a website/);
  });
});
