import { describe, expect, it } from 'vitest';
import { configureModel, startRun, uiTimeoutMs, waitForRunEnd, waitForTranscript, waitForWorkspace } from './support/app';
import { useLivePlayground } from './support/live-playground';
import { placesShowingKey } from './support/key-exposure';
import { rescript } from './support/model-requests';
import { fakeApiKey } from '../support/fake-api-key';

// Provider trouble reaches the person as a message they can act on, the run stops cleanly, and the
// key stays in the password field, even when the provider's own error text repeats it.

const apiKey = fakeApiKey('provider-errors');

describe('provider errors', () => {
  const live = useLivePlayground({ apiKey });

  it('a 401 shows the rejected-key message and the key appears nowhere but the password field', async () => {
    rescript(live.fakeApi, () => ({
      // Providers do echo a bad key back; the page must still never show it.
      error: { status: 401, type: 'authentication_error', message: `invalid x-api-key ${apiKey}` },
    }));
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await startRun(page, 'List the files.');

    const alert = page.getByRole('alert').filter({ hasText: 'The API key was rejected (401)' });
    await alert.waitFor({ timeout: uiTimeoutMs });
    expect(live.fakeApi.messageRequests[0]?.headers.authorization).toBe(`Bearer ${apiKey}`);
    await waitForRunEnd(page);
    expect(await placesShowingKey(page, apiKey)).toEqual([]);
  });

  it('a 529 shows the overloaded message and keeps the step that came before it', async () => {
    rescript(live.fakeApi, (_request, index) =>
      index === 0
        ? { blocks: [{ type: 'text', text: 'Looking at the files now.' }, { type: 'tool_use', name: 'ls', input: {} }] }
        : // Every retry is overloaded too; retry-after-ms keeps the SDK's backoff short.
          { error: { status: 529, type: 'overloaded_error', message: 'Overloaded' }, headers: { 'retry-after-ms': '1' } },
    );
    const page = await live.playground.open();
    await waitForWorkspace(page);
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await startRun(page, 'List the files.');

    const alert = page.getByRole('alert').filter({ hasText: 'The provider is overloaded (529)' });
    await alert.waitFor({ timeout: uiTimeoutMs });
    const kept = await waitForTranscript(page, 'Looking at the files now.');
    expect(kept).toContain('ls');
    await waitForRunEnd(page);
    expect(await placesShowingKey(page, apiKey)).toEqual([]);
  });
});
