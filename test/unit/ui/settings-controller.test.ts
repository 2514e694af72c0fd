import { describe, expect, it, vi } from 'vitest';
import { freshStore } from '../store/store-fixtures';
import { defaultModelId } from '../../../src/engine/model/models';
import { keyStateText, SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { MemoryStorage } from './fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

const key = fakeApiKey('secret');

function storedText(storage: MemoryStorage): string {
  return [...storage.items.values()].join('\n');
}

async function keyStore() {
  const { store, reopen } = await freshStore();
  return { store, reopen };
}

describe('SettingsController', () => {
  it('keeps the key in memory only, unless the person opts in to remembering it, and then never in local storage', async () => {
    const storage = new MemoryStorage();
    const { store } = await keyStore();
    const settings = new SettingsController(storage);
    await settings.attachKeyStore(store.settings);
    settings.change({ apiKey: key, baseURL: 'http://127.0.0.1:9999', model: 'claude-test' });
    expect(keyStateText(settings.keyState())).toBe('Key set (memory)');
    expect(storedText(storage)).not.toContain(key);
    expect(storedText(storage)).toContain('http://127.0.0.1:9999');
    expect(await store.settings.loadRememberedApiKey()).toBeUndefined();

    settings.change({ rememberKey: true });
    expect(keyStateText(settings.keyState())).toBe('Key remembered on this device');
    await vi.waitFor(async () => expect(await store.settings.loadRememberedApiKey()).toBe(key));
    expect(storedText(storage)).not.toContain(key);
  });

  it('brings back a remembered key on the next visit, forgets it when the box is unticked, and never exports it', async () => {
    const storage = new MemoryStorage();
    const { store, reopen } = await keyStore();
    const first = new SettingsController(storage);
    await first.attachKeyStore(store.settings);
    first.change({ apiKey: key, rememberKey: true, stepCap: 12 });
    await vi.waitFor(async () => expect(await store.settings.loadRememberedApiKey()).toBe(key));
    expect(JSON.stringify(await store.exportAll())).not.toContain(key);

    const nextVisit = new SettingsController(storage);
    await nextVisit.attachKeyStore((await reopen()).settings);
    expect(nextVisit.getSnapshot()).toMatchObject({ apiKey: key, rememberKey: true, stepCap: 12 });

    nextVisit.change({ rememberKey: false });
    await vi.waitFor(async () => expect(await store.settings.loadRememberedApiKey()).toBeUndefined());
    expect(nextVisit.getSnapshot().apiKey).toBe(key);
    const third = new SettingsController(storage);
    await third.attachKeyStore((await reopen()).settings);
    expect(third.getSnapshot().apiKey).toBe('');
  });

  it('moves a key an earlier version left in local storage into the key store, once', async () => {
    const storage = new MemoryStorage();
    storage.setItem('aci-playground:api-key', key);
    const { store, reopen } = await keyStore();
    const settings = new SettingsController(storage);
    await settings.attachKeyStore(store.settings);
    expect(settings.getSnapshot()).toMatchObject({ apiKey: key, rememberKey: true });
    expect(storedText(storage)).not.toContain(key);
    expect(await (await reopen()).settings.loadRememberedApiKey()).toBe(key);
  });

  it('says the key cannot be remembered when browser storage is off', () => {
    const settings = new SettingsController(new MemoryStorage());
    expect(settings.canRememberKey()).toBe(false);
    settings.change({ apiKey: key, rememberKey: true });
    expect(settings.getSnapshot().apiKey).toBe(key);
  });

  it('starts from the default model and no key, and keeps the step cap within bounds', () => {
    const settings = new SettingsController(undefined);
    expect(settings.getSnapshot()).toMatchObject({ apiKey: '', model: defaultModelId, workspace: 'auto' });
    expect(keyStateText(settings.keyState())).toBe('No API key');
    settings.change({ stepCap: 0 });
    expect(settings.getSnapshot().stepCap).toBe(1);
    settings.change({ stepCap: 10_000 });
    expect(settings.getSnapshot().stepCap).toBe(500);
  });

  it('ignores stored settings it cannot read instead of failing to start', () => {
    const storage = new MemoryStorage();
    storage.setItem('aci-playground:settings', '{not json');
    expect(new SettingsController(storage).getSnapshot().model).toBe(defaultModelId);
    storage.setItem('aci-playground:settings', JSON.stringify({ stepCap: 'many', workspace: 'mainframe', baseURL: 42 }));
    expect(new SettingsController(storage).getSnapshot()).toMatchObject({ stepCap: 50, workspace: 'auto', baseURL: '' });
  });
});
