import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicModelClient } from '../../../src/engine/model/anthropic-client';
import { ProviderError } from '../../../src/engine/model/provider-error';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { Script } from '../../support/fake-messages-api';
import { capturedOutput, type CapturedOutput } from '../../support/captured-output';
import { greetingRequest } from '../../support/greeting-request';
import { runCli } from '../../support/run-cli';

// Answers that are not the Messages API's, through the real SDK: a web page where the API should
// be, an error body of 50 MB, a stream line that is not JSON. The person reads what happened and
// the next move; the console and stderr carry nothing of the SDK's.

const apiKey = fakeApiKey('odd-answers');

async function failureOf(script: Script, setBy?: 'command-line'): Promise<ProviderError> {
  const api = await fakeMessagesApiForTest({ script });
  const client = new AnthropicModelClient({ apiKey, baseURL: api.url, limits: { maxRetries: 0 }, setBy });
  const error = await client.createMessage(greetingRequest).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const loginPage =
  '<!DOCTYPE html>\n<html><head><title>Sign in · Corp Proxy</title><style>body { font: 14px sans-serif }</style>' +
  '<script>var token = "abc";</script></head>\n<body><h1>Sign in</h1><p>Your session expired. Sign in to continue.</p></body></html>\n';

let output: CapturedOutput;
beforeEach(() => {
  output = capturedOutput();
});
afterEach(() => output.restore());

describe('AnthropicModelClient on answers that are not the Messages API', () => {
  it('a web page answering 200 is named as a web page with its title, and the base URL as the place to look', async () => {
    const failure = await failureOf([{ raw: { status: 200, contentType: 'text/html; charset=utf-8', text: loginPage } }], 'command-line');

    expect(failure.kind).toBe('not_found');
    expect(failure.message).toMatch(/^127\.0\.0\.1:\d+ answered with a web page \(text\/html\), not the Messages API's event stream: "Sign in · Corp Proxy — Sign in Your session expired\. Sign in to continue\."/);
    expect(failure.message).toContain('Check the --base-url flag (or ANTHROPIC_BASE_URL): it is the address /v1/messages is under');
    expect(failure.message).not.toMatch(/broke off|<html|var token/);
    expect(failure.detail).toContain('<title>Sign in · Corp Proxy</title>');
    expect(output.text()).toBe('');
  });

  it('a 50 MB error body shows its first words, clipped', async () => {
    const line = 'upstream refused: tools.0.input_schema.properties.path must be an object\n';
    const failure = await failureOf([{ raw: { status: 400, contentType: 'text/plain', text: line, repeatToBytes: 50 * 1024 * 1024 } }]);

    expect(failure.kind).toBe('bad_request');
    expect(failure.message).toMatch(/^The provider refused the request \(400\): upstream refused: tools\.0\.input_schema\.properties\.path must be an object upstream refused/);
    expect(failure.message).toMatch(/more characters left out\]\. If you edited a tool's name or schema, check it there\.$/);
    expect(failure.message).not.toContain('above');
    expect(failure.message.length).toBeLessThan(800);
    expect(failure.detail!.startsWith(`400 ${line}`)).toBe(true);
    expect(failure.detail!.length).toBeLessThan(4_100);
    expect(output.text()).toBe('');
  });

  it("an error web page (a proxy's 502) is read as its words, not its markup", async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
    const failure = await failureOf([{ raw: { status: 502, contentType: 'text/html', text: page } }]);

    expect(failure.kind).toBe('server');
    expect(failure.detail).toContain('502 Bad Gateway');
    expect(failure.message).toMatch(/failed to answer \(502\)/);
  });

  it('a stream line that is not JSON is named as such, and the SDK logs nothing', async () => {
    const failure = await failureOf([
      { blocks: [{ type: 'text', text: 'Hello there, this is a longer answer.' }], unparsableEventAfterEvents: 4, unparsableData: '{"type": "content_block_delta", <oops>' },
    ]);

    expect(failure.kind).toBe('stream_interrupted');
    expect(failure.message).toMatch(/sent a stream event that is not JSON.*Nothing in the transcript is lost; run the step again\. If it keeps happening, something at the Base URL in Settings \(a proxy\?\) is changing the stream\./);
    expect(failure.detail).toMatch(/JSON/);
    expect(output.text()).toBe('');
  });

  it('a web page where the token count should be says so, instead of a count of nothing', async () => {
    const api = await fakeMessagesApiForTest({ script: [], countTokensReply: { raw: { status: 200, contentType: 'text/html', text: loginPage } } });
    const client = new AnthropicModelClient({ apiKey, baseURL: api.url, limits: { maxRetries: 0 } });
    const failure = await client.countTokens(greetingRequest).catch((thrown: unknown) => thrown);

    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).message).toMatch(/answered with a web page \(text\/html\), not the Messages API's token count: "Sign in · Corp Proxy/);
  });

  it("the CLI prints each of them as one line on stderr, with nothing of the SDK's around it", async () => {
    const api = await fakeMessagesApiForTest({
      script: [
        { raw: { status: 200, contentType: 'text/html', text: loginPage } },
        { blocks: [{ type: 'text', text: 'Hello there, this is a longer answer.' }], unparsableEventAfterEvents: 4 },
      ],
    });
    const environment = { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: api.url, ANTHROPIC_LOG: 'debug' };

    const webPage = await runCli('agent', ['--task', 'Say hello'], environment);
    const unparsable = await runCli('agent', ['--task', 'Say hello'], environment);

    expect(webPage.code).toBe(1);
    expect(webPage.stderr).toMatch(/^127\.0\.0\.1:\d+ answered with a web page \(text\/html\), not the Messages API's event stream: "Sign in · Corp Proxy.*Check the --base-url flag \(or ANTHROPIC_BASE_URL\).*\n$/);
    expect(webPage.stderr.split('\n')).toHaveLength(2);
    expect(unparsable.code).toBe(1);
    expect(unparsable.stderr).toMatch(/^127\.0\.0\.1:\d+ sent a stream event that is not JSON.*run the step again.*\n$/);
    expect(unparsable.stderr.split('\n')).toHaveLength(2);
    expect(`${webPage.stdout}${unparsable.stdout}`).not.toMatch(/Could not parse|From chunk|\[log_/);
  }, 90_000);
});
