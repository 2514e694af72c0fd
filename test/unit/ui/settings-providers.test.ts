import { describe, expect, it } from 'vitest';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { freshStore } from '../store/store-fixtures';
import { MemoryStorage } from './fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

const anthropicKey = fakeApiKey('anthropic-slot');
const openAiKey = `sk-openai-test-${anthropicKey.slice(-12)}`;

describe('Settings per provider', () => {
  it('keeps a key, a base URL and a model per provider, swapping them in when the provider changes', () => {
    const settings = new SettingsController(new MemoryStorage());
    settings.change({ apiKey: anthropicKey, baseURL: 'https://proxy.example', model: 'claude-test' });
    settings.change({ provider: 'openai' });
    expect(settings.getSnapshot()).toMatchObject({ provider: 'openai', apiKey: '', baseURL: '', model: 'gpt-4.1-mini' });
    settings.change({ apiKey: openAiKey, baseURL: 'http://localhost:11434/v1', model: 'llama3.1:8b' });

    settings.change({ provider: 'anthropic' });
    expect(settings.getSnapshot()).toMatchObject({ provider: 'anthropic', apiKey: anthropicKey, baseURL: 'https://proxy.example', model: 'claude-test' });
    settings.change({ provider: 'openai' });
    expect(settings.getSnapshot()).toMatchObject({ apiKey: openAiKey, baseURL: 'http://localhost:11434/v1', model: 'llama3.1:8b' });
    expect(settings.allKeys().sort()).toEqual([anthropicKey, openAiKey].sort());
    // A comparison variant on the provider not in use reaches it with that provider's own key.
    expect(settings.connectionFor('anthropic')).toEqual({ provider: 'anthropic', apiKey: anthropicKey, baseURL: 'https://proxy.example' });
    expect(settings.connectionFor('openai')).toEqual({ provider: 'openai', apiKey: openAiKey, baseURL: 'http://localhost:11434/v1' });
  });

  it('brings back both providers\' endpoints and models after a reload, and neither key from local storage', () => {
    const storage = new MemoryStorage();
    const before = new SettingsController(storage);
    before.change({ apiKey: anthropicKey, baseURL: 'https://proxy.example' });
    before.change({ provider: 'openai' });
    before.change({ apiKey: openAiKey, baseURL: 'http://localhost:1234/v1', model: 'qwen-local' });
    const stored = [...storage.items.values()].join('\n');
    expect(stored).not.toContain(anthropicKey);
    expect(stored).not.toContain(openAiKey);

    const after = new SettingsController(storage);
    expect(after.getSnapshot()).toMatchObject({ provider: 'openai', apiKey: '', baseURL: 'http://localhost:1234/v1', model: 'qwen-local' });
    after.change({ provider: 'anthropic' });
    expect(after.getSnapshot()).toMatchObject({ baseURL: 'https://proxy.example' });
  });

  it('remembers only the Anthropic key, also while another provider is in use', async () => {
    const { store } = await freshStore();
    const settings = new SettingsController(new MemoryStorage());
    await settings.attachKeyStore(store.settings);
    settings.change({ apiKey: anthropicKey, rememberKey: true });
    settings.change({ provider: 'openai' });
    settings.change({ apiKey: openAiKey });
    await expect.poll(() => store.settings.loadRememberedApiKey()).toBe(anthropicKey);
  });
});
