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

  it('remembers each provider\'s key only with its own opt-in, also while the other provider is in use', async () => {
    const { store } = await freshStore();
    const settings = new SettingsController(new MemoryStorage());
    await settings.attachKeyStore(store.settings);
    settings.change({ apiKey: anthropicKey, rememberKey: true });
    settings.change({ provider: 'openai' });
    // The OpenAI-compatible key has its own box, unticked until the person ticks it.
    expect(settings.getSnapshot().rememberKey).toBe(false);
    settings.change({ apiKey: openAiKey });
    await expect.poll(() => store.settings.loadRememberedApiKey('anthropic')).toBe(anthropicKey);
    expect(await store.settings.loadRememberedApiKey('openai')).toBeUndefined();
    settings.change({ rememberKey: true });
    await expect.poll(() => store.settings.loadRememberedApiKey('openai')).toBe(openAiKey);
    // Switching back shows the Anthropic key's own opt-in, still ticked.
    settings.change({ provider: 'anthropic' });
    expect(settings.getSnapshot()).toMatchObject({ apiKey: anthropicKey, rememberKey: true });
  });

  it('brings back a remembered OpenAI-compatible key after a reload, forgets it on untick, and never exports it', async () => {
    const storage = new MemoryStorage();
    const { store, reopen } = await freshStore();
    const first = new SettingsController(storage);
    await first.attachKeyStore(store.settings);
    first.change({ provider: 'openai', baseURL: 'http://localhost:11434/v1' });
    first.change({ apiKey: openAiKey, rememberKey: true });
    await expect.poll(() => store.settings.loadRememberedApiKey('openai')).toBe(openAiKey);
    expect([...storage.items.values()].join('\n')).not.toContain(openAiKey);
    const exported = JSON.stringify(await store.exportAll());
    expect(exported).not.toContain(openAiKey);
    expect(exported).not.toContain('apiKey:openai');

    const nextVisit = new SettingsController(storage);
    await nextVisit.attachKeyStore((await reopen()).settings);
    expect(nextVisit.getSnapshot()).toMatchObject({ provider: 'openai', apiKey: openAiKey, rememberKey: true, baseURL: 'http://localhost:11434/v1' });
    expect(nextVisit.keyState()).toBe('remembered');
    // The Anthropic side was never ticked: nothing remembered there.
    nextVisit.change({ provider: 'anthropic' });
    expect(nextVisit.getSnapshot()).toMatchObject({ apiKey: '', rememberKey: false });
    nextVisit.change({ provider: 'openai' });

    nextVisit.change({ rememberKey: false });
    await expect.poll(() => store.settings.loadRememberedApiKey('openai')).toBeUndefined();
    expect(nextVisit.getSnapshot().apiKey).toBe(openAiKey);
    const third = new SettingsController(storage);
    await third.attachKeyStore((await reopen()).settings);
    expect(third.getSnapshot()).toMatchObject({ provider: 'openai', apiKey: '', rememberKey: false });
  });

  it('brings back both remembered keys, each to its own provider, whichever is in use', async () => {
    const storage = new MemoryStorage();
    const { store, reopen } = await freshStore();
    const first = new SettingsController(storage);
    await first.attachKeyStore(store.settings);
    first.change({ apiKey: anthropicKey, rememberKey: true });
    first.change({ provider: 'openai' });
    first.change({ apiKey: openAiKey, rememberKey: true });
    await expect.poll(() => store.settings.loadRememberedApiKey('openai')).toBe(openAiKey);

    const nextVisit = new SettingsController(storage);
    await nextVisit.attachKeyStore((await reopen()).settings);
    expect(nextVisit.getSnapshot()).toMatchObject({ provider: 'openai', apiKey: openAiKey, rememberKey: true });
    expect(nextVisit.connectionFor('anthropic').apiKey).toBe(anthropicKey);
    expect(nextVisit.allKeys().sort()).toEqual([anthropicKey, openAiKey].sort());
  });
});
