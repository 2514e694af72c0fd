import { onTestFinished } from 'vitest';
import { startFakeChatCompletionsApi, type FakeChatCompletionsApi, type FakeChatCompletionsApiOptions } from './fake-chat-completions-api';
import { startFakeMessagesApi, type FakeMessagesApi, type FakeMessagesApiOptions } from './fake-messages-api';

/**
 * The local provider fakes for one test: started inside it and closed when it finishes, passed or
 * failed, so no test file keeps a server variable and an afterEach of its own to stop them.
 */

export async function fakeMessagesApiForTest(options: FakeMessagesApiOptions): Promise<FakeMessagesApi> {
  const api = await startFakeMessagesApi(options);
  onTestFinished(() => api.close());
  return api;
}

export async function fakeChatCompletionsApiForTest(options: FakeChatCompletionsApiOptions): Promise<FakeChatCompletionsApi> {
  const api = await startFakeChatCompletionsApi(options);
  onTestFinished(() => api.close());
  return api;
}
