import { describe, expect, it } from 'vitest';
import { AnthropicModelClient } from '../../../src/engine/model/anthropic-client';
import type { ModelRequest, ModelStreamEvent } from '../../../src/engine/model/model-client';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeMessagesApi, Script } from '../../support/fake-messages-api';
import { fakeApiKey } from '../../support/fake-api-key';

// The real SDK against a local server speaking the Messages API: what goes over the wire and
// what comes back out of createMessage.

const apiKey = fakeApiKey('unit-test-secret');

const request: ModelRequest = {
  model: 'claude-test-model',
  max_tokens: 2048,
  system: [{ type: 'text', text: 'You work in a small repository.', cache_control: { type: 'ephemeral' } }],
  tools: [
    {
      name: 'read_file',
      description: 'Reads a text file of the workspace.',
      input_schema: {
        type: 'object',
        properties: { path: { type: 'string', description: 'Path from the workspace root.' } },
        required: ['path'],
      },
      cache_control: { type: 'ephemeral' },
    },
  ],
  messages: [{ role: 'user', content: 'What does README.md say?' }],
};

let api: FakeMessagesApi | undefined;
async function clientWith(script: Script, chunkDelayMs = 0) {
  api = await fakeMessagesApiForTest({ script, chunkDelayMs });
  return { api, client: new AnthropicModelClient({ apiKey, baseURL: api.url, limits: { maxRetries: 0 } }) };
}

describe('AnthropicModelClient.createMessage', () => {
  it('streams text and a tool call, reassembling the tool arguments from their JSON pieces', async () => {
    const { client } = await clientWith([
      {
        blocks: [
          { type: 'text', text: 'I will read the README first, then answer.' },
          { type: 'tool_use', id: 'toolu_1', name: 'read_file', input: { path: 'README.md', offset: 1 } },
        ],
      },
    ]);
    const events: ModelStreamEvent[] = [];

    const response = await client.createMessage(request, { onEvent: (event) => events.push(event) });

    expect(response.content).toEqual([
      { type: 'text', text: 'I will read the README first, then answer.' },
      { type: 'tool_use', id: 'toolu_1', name: 'read_file', input: { path: 'README.md', offset: 1 } },
    ]);
    expect(response.stopReason).toBe('tool_use');
    expect(response.malformed).toEqual([]);
    const textDeltas = events.filter((event) => event.type === 'text-delta');
    expect(textDeltas.length).toBeGreaterThan(1);
    expect(textDeltas.map((event) => event.text).join('')).toBe('I will read the README first, then answer.');
    expect(events).toContainEqual({ type: 'tool-use-start', id: 'toolu_1', name: 'read_file' });
    const argumentPieces = events.filter((event) => event.type === 'tool-input-delta');
    expect(argumentPieces.length).toBeGreaterThan(1);
    expect(argumentPieces.map((event) => event.partialJson).join('')).toBe('{"path":"README.md","offset":1}');
    // The tool call starts after the text has streamed, as on screen.
    expect(events.findIndex((event) => event.type === 'tool-use-start')).toBeGreaterThan(
      events.findLastIndex((event) => event.type === 'text-delta'),
    );
  });

  it('sends exactly the request body it was given, streamed, with the key as a bearer token', async () => {
    const { api, client } = await clientWith([{ blocks: [{ type: 'text', text: 'Done.' }] }]);

    await client.createMessage(request);

    expect(api.messageRequests).toHaveLength(1);
    const sent = api.messageRequests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/messages');
    expect(sent.body).toEqual({ ...request, stream: true });
    expect(sent.headers['authorization']).toBe(`Bearer ${apiKey}`);
    expect(sent.headers['x-api-key']).toBeUndefined();
    expect(sent.headers['anthropic-dangerous-direct-browser-access']).toBe('true');
    expect(sent.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reports usage from message_start and message_delta, cache reads and writes included', async () => {
    const { client } = await clientWith([
      {
        blocks: [{ type: 'text', text: 'Short answer.' }],
        usage: { input_tokens: 120, output_tokens: 33, cache_read_input_tokens: 900, cache_creation_input_tokens: 45 },
      },
    ]);

    const response = await client.createMessage(request);

    expect(response.usage).toEqual({ inputTokens: 120, outputTokens: 33, cacheReadTokens: 900, cacheWriteTokens: 45 });
    expect(response.stopReason).toBe('end_turn');
  });

  it('drops empty text blocks and keeps block order', async () => {
    const { client } = await clientWith([
      {
        blocks: [
          { type: 'text', text: '' },
          { type: 'tool_use', id: 'toolu_a', name: 'read_file', input: { path: 'a.txt' } },
          { type: 'tool_use', id: 'toolu_b', name: 'read_file', input: { path: 'b.txt' } },
        ],
      },
    ]);

    const response = await client.createMessage(request);

    expect(response.content.map((block) => (block.type === 'tool_use' ? block.id : block.type))).toEqual([
      'toolu_a',
      'toolu_b',
    ]);
  });

  it('generates tool_use ids the way the API does when the script gives none', async () => {
    const { client } = await clientWith([{ blocks: [{ type: 'tool_use', name: 'read_file', input: { path: 'x' } }] }]);

    const response = await client.createMessage(request);

    expect(response.content[0]).toMatchObject({ type: 'tool_use', id: expect.stringMatching(/^toolu_/) });
  });

  it('turns tool arguments that are not JSON into input {} plus a malformed entry with the raw text', async () => {
    const { client } = await clientWith([
      {
        blocks: [
          { type: 'tool_use', id: 'toolu_bad', name: 'read_file', rawJson: '{"path": README.md}' },
          { type: 'tool_use', id: 'toolu_list', name: 'read_file', rawJson: '["README.md"]' },
          { type: 'tool_use', id: 'toolu_none', name: 'read_file', rawJson: '' },
        ],
      },
    ]);

    const response = await client.createMessage(request);

    expect(response.content).toEqual([
      { type: 'tool_use', id: 'toolu_bad', name: 'read_file', input: {} },
      { type: 'tool_use', id: 'toolu_list', name: 'read_file', input: {} },
      { type: 'tool_use', id: 'toolu_none', name: 'read_file', input: {} },
    ]);
    expect(response.malformed).toHaveLength(2);
    expect(response.malformed[0]).toMatchObject({ id: 'toolu_bad', name: 'read_file', raw: '{"path": README.md}' });
    expect(response.malformed[0]!.problem).toMatch(/not valid JSON/);
    expect(response.malformed[1]).toMatchObject({ id: 'toolu_list', raw: '["README.md"]' });
    expect(response.malformed[1]!.problem).toMatch(/an array, not a JSON object/);
  });

  it('marks a tool call cut off by max_tokens as malformed, keeping what arrived', async () => {
    const { client } = await clientWith([
      {
        blocks: [
          { type: 'text', text: 'Writing the file now.' },
          { type: 'tool_use', id: 'toolu_cut', name: 'write_file', rawJson: '{"path": "src/main.ts", "content": "export const' },
        ],
        stopReason: 'max_tokens',
      },
    ]);

    const response = await client.createMessage(request);

    expect(response.stopReason).toBe('max_tokens');
    expect(response.content[1]).toEqual({ type: 'tool_use', id: 'toolu_cut', name: 'write_file', input: {} });
    expect(response.malformed).toEqual([
      {
        id: 'toolu_cut',
        name: 'write_file',
        raw: '{"path": "src/main.ts", "content": "export const',
        problem: expect.stringMatching(/cut off .*max_tokens/),
      },
    ]);
  });
});

describe('AnthropicModelClient.countTokens and listModels', () => {
  it('counts tokens with only the fields count_tokens accepts', async () => {
    const { api, client } = await clientWith([]);

    const count = await client.countTokens({ ...request, max_tokens: 10 } as ModelRequest);

    const sent = api.requests.find((recorded) => recorded.path === '/v1/messages/count_tokens');
    expect(sent?.body).toEqual({
      model: request.model,
      system: request.system,
      tools: request.tools,
      messages: request.messages,
    });
    expect(count).toBe(Math.ceil(JSON.stringify(sent?.body).length / 4));
  });

  it('lists the models the endpoint offers', async () => {
    api = await fakeMessagesApiForTest({
      script: [],
      models: [
        { id: 'claude-big', display_name: 'Claude Big' },
        { id: 'claude-small', display_name: 'Claude Small' },
      ],
    });
    const client = new AnthropicModelClient({ apiKey, baseURL: api.url, limits: { maxRetries: 0 } });

    expect(await client.listModels()).toEqual([
      { id: 'claude-big', displayName: 'Claude Big' },
      { id: 'claude-small', displayName: 'Claude Small' },
    ]);
  });
});
