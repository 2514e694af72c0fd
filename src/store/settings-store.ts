import type { PlaygroundDatabase } from './database';
import { apiKeySetting, mcpServersSetting } from './records';

/**
 * Preferences by name. The API key is not a preference: it is stored only when the person opted
 * into "remember on this device", under its own record, through the three key methods below, and
 * exportAll skips that record.
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

  /** Only after the person chose "remember on this device". */
  rememberApiKey(key: string): Promise<void> {
    return this.database.run('the API key was not remembered (it still works in this tab)', async (connection) => {
      await connection.put('settings', { name: apiKeySetting, value: key });
    });
  }

  forgetApiKey(): Promise<void> {
    return this.database.run('the remembered API key was not removed', (connection) => connection.delete('settings', apiKeySetting));
  }

  loadRememberedApiKey(): Promise<string | undefined> {
    return this.database.run('the remembered API key could not be loaded', async (connection) => {
      const record = await connection.get('settings', apiKeySetting);
      return typeof record?.value === 'string' ? record.value : undefined;
    });
  }
}

/** A programming error, not a storage failure: the key must go through the methods that keep it apart. */
function refuseKeyName(name: string): void {
  if (name === mcpServersSetting) throw new Error('The MCP servers are not a setting: use McpServerStore.');
  if (name === apiKeySetting) throw new Error('The API key is not a setting: use rememberApiKey / loadRememberedApiKey / forgetApiKey.');
}
