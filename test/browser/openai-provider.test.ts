import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatCompletionsApi, type FakeChatCompletionsApi } from '../support/fake-chat-completions-api';
import { button, configureModel, startRun, textbox, transcript, uiTimeoutMs, waitForRunEnd, waitForTranscript, waitForWorkspace, waitUntil } from './support/app';
import { placesShowingKey } from './support/key-exposure';
import { startPlayground, type Playground } from './support/playground';

// A live run against an OpenAI-compatible chat-completions server (the local fake): the same
// transcript, approvals and share link as a run on the Messages API, and the key stays put.

const openAiKey = `sk-openai-browser-${Math.random().toString(36).slice(2, 14)}`;

type ToolMessage = { role: string; tool_call_id?: string; content: string };
const toolMessagesOf = (api: FakeChatCompletionsApi, index: number) =>
  (api.completionRequests[index]?.body.messages as ToolMessage[] | undefined)?.filter((message) => message.role === 'tool') ?? [];

describe('a live run on an OpenAI-compatible server', () => {
  let playground: Playground;
  let chatApi: FakeChatCompletionsApi;

  beforeAll(async () => {
    chatApi = await startFakeChatCompletionsApi({ script: [], models: ['gpt-fake-1', 'llama-fake'] });
    playground = await startPlayground();
  });

  afterEach(() => {
    expect(playground.requests.foreign([playground.url, chatApi.url])).toEqual([]);
    expect(playground.consoleLines.filter((line) => line.includes(openAiKey))).toEqual([]);
    expect(playground.consoleLines.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });

  afterAll(async () => {
    await playground?.close();
    await chatApi?.close();
  });

  it('shows the transcript, asks before a command, sends the decision as a tool message, and shares without the key', async () => {
    chatApi.setScript([
      {
        blocks: [
          { type: 'text', text: 'I will write the notes file first.' },
          { type: 'tool_use', id: 'call_write', name: 'write_file', input: { path: 'notes/hello.txt', content: 'hello from a chat model\n' } },
        ],
        usage: { prompt_tokens: 1200, completion_tokens: 34 },
      },
      { blocks: [{ type: 'tool_use', id: 'call_cat', name: 'Bash', input: { command: 'cat notes/hello.txt' } }] },
      { blocks: [{ type: 'text', text: 'All done: the notes are in place.' }] },
    ]);
    const page = await playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { provider: 'openai', apiKey: openAiKey, baseUrl: chatApi.baseURL, model: 'gpt-fake-1' });
    await startRun(page, 'Write a greeting into notes/hello.txt and show it.');

    await button(page, 'Approve').waitFor({ timeout: uiTimeoutMs });
    await waitForTranscript(page, 'cat notes/hello.txt');
    const beforeApproval = (await transcript(page).textContent()) ?? '';
    expect(beforeApproval).toContain('I will write the notes file first.');
    expect(beforeApproval).toContain('write_file');
    expect(beforeApproval).toContain('1,234 tokens');
    expect(toolMessagesOf(chatApi, 1).map((message) => message.tool_call_id)).toEqual(['call_write']);

    await button(page, 'Approve').click();
    await waitUntil(() => chatApi.completionRequests.length >= 3, 'the model is called again after the approved command');
    // The whole conversation goes again: both answers, in the order of the calls.
    const approved = toolMessagesOf(chatApi, 2);
    expect(approved.map((message) => message.tool_call_id)).toEqual(['call_write', 'call_cat']);
    expect(approved[1]!.content).toContain('hello from a chat model');
    await waitForTranscript(page, 'All done: the notes are in place.');
    await waitForRunEnd(page);

    // Every request carried this provider's key, as a bearer token, in the chat-completions dialect.
    expect(chatApi.completionRequests.every((request) => request.headers.authorization === `Bearer ${openAiKey}`)).toBe(true);
    expect(chatApi.completionRequests[0]!.body).toMatchObject({ model: 'gpt-fake-1', stream: true, messages: [{ role: 'system' }, { role: 'user' }] });

    await button(page, 'Share').click();
    const dialog = page.getByRole('dialog', { name: 'Share this run' });
    const linkBox = textbox(dialog, 'Share link');
    await expect.poll(() => linkBox.inputValue(), { timeout: uiTimeoutMs }).toMatch(/#share=v1\./);
    expect(await linkBox.inputValue()).not.toContain(openAiKey);
    await button(dialog, 'Close').click();
    expect(await placesShowingKey(page, openAiKey)).toEqual([]);
  });

  it('lists the server\'s models in Settings and keeps each provider\'s key apart', async () => {
    const page = await playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { provider: 'openai', apiKey: '', baseUrl: chatApi.baseURL, model: 'gpt-fake-1' });
    await button(page, 'Settings').click();
    const dialog = page.getByRole('dialog');
    const suggested = dialog.getByRole('combobox', { name: 'Suggested models' });
    await expect.poll(() => suggested.locator('option').allTextContents(), { timeout: uiTimeoutMs }).toEqual(expect.arrayContaining(['gpt-fake-1', 'llama-fake']));
    await dialog.getByRole('combobox', { name: 'Provider', exact: true }).selectOption('anthropic');
    expect(await textbox(dialog, 'API key').inputValue()).toBe('');
    expect(await textbox(dialog, 'Model').inputValue()).not.toBe('gpt-fake-1');
  });

  it('shows the wait for a first token in seconds, and Stop ends it', async () => {
    chatApi.setScript([{ hangMs: 60_000, then: { blocks: [{ type: 'text', text: 'too late' }] } }]);
    const page = await playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { provider: 'openai', apiKey: '', baseUrl: chatApi.baseURL, model: 'llama-fake' });
    await startRun(page, 'Say hello.');
    await waitForTranscript(page, /waiting for the model: [1-9]\d* s/);
    await button(page, 'Stop').click();
    await waitForRunEnd(page);
    await expect.poll(() => chatApi.disconnects, { timeout: uiTimeoutMs }).toEqual([0]);
    expect((await transcript(page).textContent()) ?? '').not.toContain('too late');
  });
});
