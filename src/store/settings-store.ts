import type { PlaygroundDatabase } from './database';
import type { ProviderId } from '../engine/model/provider';
import { apiKeySetting, mcpServersSetting, openAiKeySetting } from './records';

/**
 * Preferences by name. An API key is not a preference: it is stored only when the person opted
 * into "remember on this device", under its own record per provider, through the three key methods
 * below, and exportAll skips those records.
 */
export class SettingsStore {
  constructor(private readonly database: PlaygroundDatabase) {}

  get<T = unknown>(name: string): Promise<T | undefined> {
    refuseKeyName(name);
    return this.database.run(`the setting "${name}" could not be loaded`, async (connection) => {
      const record = await connection.get('settings', name);
      return record?.value as T | undefined;
    });
  }

  set(name: string, value: unknown): Promise<void> {
    refuseKeyName(name);
    return this.database.run(`the setting "${name}" was not saved`, async (connection) => {
      await connection.put('settings', { name, value });
    });
  }

  delete(name: string): Promise<void> {
    refuseKeyName(name);
    return this.database.run(`the setting "${name}" was not removed`, (connection) => connection.delete('settings', name));
  }

  /** Only after the person chose "remember on this device" for this provider's key. */
  rememberApiKey(key: string, provider: ProviderId = 'anthropic'): Promise<void> {
    return this.database.run(`the ${providerWords[provider]} key was not remembered (it still works in this tab)`, async (connection) => {
      await connection.put('settings', { name: keyRecordName[provider], value: key });
    });
  }

  forgetApiKey(provider: ProviderId = 'anthropic'): Promise<void> {
    return this.database.run(`the remembered ${providerWords[provider]} key was not removed`, (connection) => connection.delete('settings', keyRecordName[provider]));
  }

  loadRememberedApiKey(provider: ProviderId = 'anthropic'): Promise<string | undefined> {
    return this.database.run(`the remembered ${providerWords[provider]} key could not be loaded`, async (connection) => {
      const record = await connection.get('settings', keyRecordName[provider]);
      return typeof record?.value === 'string' ? record.value : undefined;
    });
  }
}

/** The Anthropic key keeps the record name earlier versions used, so a remembered key survives the update. */
const keyRecordName: Record<ProviderId, string> = { anthropic: apiKeySetting, openai: openAiKeySetting };
const providerWords: Record<ProviderId, string> = { anthropic: 'Anthropic API', openai: 'OpenAI-compatible' };

/** A programming error, not a storage failure: the key must go through the methods that keep it apart. */
function refuseKeyName(name: string): void {
  if (name === mcpServersSetting) throw new Error('The MCP servers are not a setting: use McpServerStore.');
  if (name === apiKeySetting || name === openAiKeySetting) throw new Error('An API key is not a setting: use rememberApiKey / loadRememberedApiKey / forgetApiKey.');
}
