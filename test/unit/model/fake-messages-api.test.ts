import { describe, expect, it } from 'vitest';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeMessagesApi, RecordedRequest } from '../../support/fake-messages-api';

// The fixture itself, over plain fetch: what browser, CLI and comparison tests rely on beyond
// what the SDK exercises in anthropic-client*.test.ts.

let api: FakeMessagesApi | undefined;
const body = { model: 'claude-test', max_tokens: 100, messages: [{ role: 'user', content: 'Hi' }] };

function post(path: string, payload: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api!.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
}

function sseEvents(text: string): Array<{ event: string; data: any }> {
  return text
    .split('\n\n')
    .filter((chunk) => chunk.trim() !== '')
    .map((chunk) => {
      const [eventLine, dataLine] = chunk.split('\n');
      return { event: eventLine!.slice('event: '.length), data: JSON.parse(dataLine!.slice('data: '.length)) };
    });
}

describe('fake Messages API', () => {
  it('answers a CORS preflight allowing the Authorization header by name', async () => {
    api = await fakeMessagesApiForTest({ script: [] });

    const response = await fetch(`${api.url}/v1/messages`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,anthropic-version,content-type',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(api.requests).toEqual([]);
  });

  it('streams the real event sequence, with CORS headers on the response', async () => {
    api = await fakeMessagesApiForTest({
      script: [{ blocks: [{ type: 'text', text: 'Hello' }, { type: 'tool_use', name: 'ls', input: { path: '.' } }] }],
    });

    const response = await post('/v1/messages', { ...body, stream: true });
    const events = sseEvents(await response.text());

    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(events.map((event) => event.event)).toEqual([
      'message_start',
      'ping',
      'content_block_start',
      ...Array(3).fill('content_block_delta'),
      'content_block_stop',
      'content_block_start',
      ...Array(5).fill('content_block_delta'),
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(events[0]!.data.message.model).toBe('claude-test');
    expect(events.at(-2)!.data.delta.stop_reason).toBe('tool_use');
    expect(events[7]!.data.content_block).toMatchObject({ type: 'tool_use', id: 'toolu_fake0_1', name: 'ls' });
  });

  it('answers without stream as one JSON message', async () => {
    api = await fakeMessagesApiForTest({ script: [{ blocks: [{ type: 'text', text: 'Plain.' }], usage: { output_tokens: 3 } }] });

    const message = await (await post('/v1/messages', body)).json();

    expect(message).toMatchObject({
      type: 'message',
      role: 'assistant',
      content: [{ type: 'text', text: 'Plain.' }],
      stop_reason: 'end_turn',
      usage: { output_tokens: 3, input_tokens: Math.ceil(JSON.stringify(body).length / 4) },
    });
  });

  it('records requests in order with lower-cased headers and parsed bodies', async () => {
    api = await fakeMessagesApiForTest({ script: [{ blocks: [] }] });

    await fetch(`${api.url}/v1/models`, { headers: { 'X-Custom-Thing': 'yes' } });
    await post('/v1/messages', body);

    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/models',
      'POST /v1/messages',
    ]);
    expect(api.requests[0]!.headers['x-custom-thing']).toBe('yes');
    expect(api.messageRequests).toHaveLength(1);
    expect(api.messageRequests[0]!.body).toEqual(body);
  });

  it('fails loudly, naming the request, when the script runs out', async () => {
    api = await fakeMessagesApiForTest({ script: [{ blocks: [{ type: 'text', text: 'only one' }] }] });

    await post('/v1/messages', body);
    const response = await post('/v1/messages', body);

    expect(response.status).toBe(500);
    expect(response.headers.get('x-should-retry')).toBe('false');
    expect((await response.json()).error.message).toMatch(/no scripted reply for request #1 .*has 1/);
  });

  it('lets a script function answer by what the request carries, and setScript starts over', async () => {
    const seen: Array<[string, number]> = [];
    api = await fakeMessagesApiForTest({
      script: (request: RecordedRequest, index: number) => {
        const toolNames = (request.body.tools ?? []).map((tool: { name: string }) => tool.name).join(',');
        seen.push([toolNames, index]);
        return { blocks: [{ type: 'text', text: `tools: ${toolNames}` }] };
      },
    });

    const first = await (await post('/v1/messages', { ...body, tools: [{ name: 'grep' }] })).json();
    api.setScript([{ error: { status: 418, type: 'invalid_request_error', message: 'teapot' } }]);
    const second = await post('/v1/messages', body);

    expect(first.content).toEqual([{ type: 'text', text: 'tools: grep' }]);
    expect(seen).toEqual([['grep', 0]]);
    expect(second.status).toBe(418);
    expect(await second.json()).toEqual({ type: 'error', error: { type: 'invalid_request_error', message: 'teapot' } });
  });

  it('delays a reply by hangMs and then gives the scripted one', async () => {
    api = await fakeMessagesApiForTest({ script: [{ hangMs: 80, then: { blocks: [{ type: 'text', text: 'late' }] } }] });
    const started = Date.now();

    const message = await (await post('/v1/messages', body)).json();

    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(message.content).toEqual([{ type: 'text', text: 'late' }]);
  });

  it('counts tokens deterministically and lists models in the API shape', async () => {
    api = await fakeMessagesApiForTest({ script: [] });

    const counted = await (await post('/v1/messages/count_tokens', body)).json();
    const models = await (await fetch(`${api.url}/v1/models`)).json();

    expect(counted).toEqual({ input_tokens: Math.ceil(JSON.stringify(body).length / 4) });
    expect(models).toMatchObject({
      data: [{ id: 'claude-fake-1', display_name: 'Claude Fake 1', type: 'model' }],
      has_more: false,
      first_id: 'claude-fake-1',
      last_id: 'claude-fake-1',
    });
  });
});
