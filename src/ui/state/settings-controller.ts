import { defaultModelId } from '../../engine/model/models';
import { Store } from './store';

/** Which workspace the person asked for; `auto` prefers WebContainer when it boots. */
export type WorkspacePreference = 'auto' | 'webcontainer' | 'embedded';

export interface Settings {
  /** Held in memory; in storage only while `rememberKey` is on. Never logged or exported. */
  apiKey: string;
  rememberKey: boolean;
  /** Empty means the provider's default endpoint. */
  baseURL: string;
  model: string;
  stepCap: number;
  workspace: WorkspacePreference;
}

export type KeyState = 'none' | 'memory' | 'remembered';

export type SettingsEvent = { type: 'settings-change'; changed: Array<keyof Settings> };

/** The part of `localStorage` we use, so tests can hand in a plain object. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const DEFAULT_STEP_CAP = 50;
export const MAX_STEP_CAP = 500;

const settingsKey = 'aci-playground:settings';
const apiKeyKey = 'aci-playground:api-key';

const defaults: Settings = {
  apiKey: '',
  rememberKey: false,
  baseURL: '',
  model: defaultModelId,
  stepCap: DEFAULT_STEP_CAP,
  workspace: 'auto',
};

/**
 * Settings a person sets once per device. Everything but the key is kept in storage; the key is
 * kept there only with the "Remember on this device" opt-in, and turning that off removes it.
 */
export class SettingsController extends Store<Settings, SettingsEvent> {
  constructor(private readonly storage: SettingsStorage | undefined) {
    super(readSettings(storage));
  }

  change(changes: Partial<Settings>): void {
    const next = normalise({ ...this.getSnapshot(), ...changes });
    const previous = this.getSnapshot();
    const changed = (Object.keys(next) as Array<keyof Settings>).filter((key) => next[key] !== previous[key]);
    if (changed.length === 0) return;
    this.replace(next);
    this.persist(next);
    this.emit({ type: 'settings-change', changed });
  }

  keyState(): KeyState {
    const { apiKey, rememberKey } = this.getSnapshot();
    if (apiKey === '') return 'none';
    return rememberKey ? 'remembered' : 'memory';
  }

  private persist(settings: Settings): void {
    if (!this.storage) return;
    const { apiKey, ...rest } = settings;
    // Storage can throw (quota, privacy mode): settings then live for this page only, which is fine.
    try {
      this.storage.setItem(settingsKey, JSON.stringify(rest));
      if (settings.rememberKey && apiKey !== '') this.storage.setItem(apiKeyKey, apiKey);
      else this.storage.removeItem(apiKeyKey);
    } catch {
      // Nothing to do: the in-memory settings stay authoritative.
    }
  }
}

export function keyStateText(state: KeyState): string {
  if (state === 'none') return 'No API key';
  return state === 'remembered' ? 'Key remembered on this device' : 'Key set (memory)';
}

function readSettings(storage: SettingsStorage | undefined): Settings {
  if (!storage) return defaults;
  try {
    const stored = JSON.parse(storage.getItem(settingsKey) ?? '{}') as Partial<Settings>;
    const apiKey = storage.getItem(apiKeyKey) ?? '';
    return normalise({ ...defaults, ...pickKnown(stored), apiKey, rememberKey: apiKey !== '' });
  } catch {
    return defaults;
  }
}

/** Only the fields we know, with the types we expect: storage is outside our control. */
function pickKnown(stored: Partial<Settings>): Partial<Settings> {
  const known: Partial<Settings> = {};
  if (typeof stored.baseURL === 'string') known.baseURL = stored.baseURL;
  if (typeof stored.model === 'string') known.model = stored.model;
  if (typeof stored.stepCap === 'number') known.stepCap = stored.stepCap;
  if (stored.workspace === 'auto' || stored.workspace === 'webcontainer' || stored.workspace === 'embedded') {
    known.workspace = stored.workspace;
  }
  return known;
}

function normalise(settings: Settings): Settings {
  const stepCap = Number.isFinite(settings.stepCap) ? Math.round(settings.stepCap) : DEFAULT_STEP_CAP;
  return {
    ...settings,
    apiKey: settings.apiKey.trim(),
    baseURL: settings.baseURL.trim(),
    stepCap: Math.min(MAX_STEP_CAP, Math.max(1, stepCap)),
  };
}
