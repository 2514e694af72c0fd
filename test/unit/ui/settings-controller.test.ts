import { describe, expect, it } from 'vitest';
import { defaultModelId } from '../../../src/engine/model/models';
import { keyStateText, SettingsController } from '../../../src/ui/state/settings-controller';
import { MemoryStorage } from './fixtures';

const key = 'sk-ant-test-secret-0123456789';

function storedText(storage: MemoryStorage): string {
  return [...storage.items.values()].join('\n');
}

describe('SettingsController', () => {
  it('keeps the key in memory only, unless the person opts in to remembering it', () => {
    const storage = new MemoryStorage();
    const settings = new SettingsController(storage);
    settings.change({ apiKey: key, baseURL: 'http://127.0.0.1:9999', model: 'claude-test' });
    expect(keyStateText(settings.keyState())).toBe('Key set (memory)');
    expect(storedText(storage)).not.toContain(key);
    expect(storedText(storage)).toContain('http://127.0.0.1:9999');

    settings.change({ rememberKey: true });
    expect(keyStateText(settings.keyState())).toBe('Key remembered on this device');
    expect(storedText(storage)).toContain(key);
  });

  it('brings back a remembered key on the next visit, and forgets it when the box is unticked', () => {
    const storage = new MemoryStorage();
    new SettingsController(storage).change({ apiKey: key, rememberKey: true, stepCap: 12 });

    const nextVisit = new SettingsController(storage);
    expect(nextVisit.getSnapshot()).toMatchObject({ apiKey: key, rememberKey: true, stepCap: 12 });

    nextVisit.change({ rememberKey: false });
    expect(storedText(storage)).not.toContain(key);
    expect(nextVisit.getSnapshot().apiKey).toBe(key);
    expect(new SettingsController(storage).getSnapshot().apiKey).toBe('');
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
