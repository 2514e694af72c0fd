import { defaultModelId } from '../../../engine/model/models';
import type { ProviderId } from '../../../engine/model/provider';
import { readSlots, slotOf, type ProviderSlots } from './provider-slots';
import type { SettingsStore } from '../../../store/settings-store';
import { Controller } from '../controller';

/** Which workspace the person asked for; `auto` prefers WebContainer when it boots. */
export type WorkspacePreference = 'auto' | 'webcontainer' | 'embedded';

export interface Settings {
  /** Which wire runs talk: the key, base URL and model below are this provider's (each keeps its own). */
  provider: ProviderId;
  /** Held in memory; in storage only while `rememberKey` is on. Never logged or exported. */
  apiKey: string;
  /** This provider's key is kept on this device ("Remember this key on this device"); each provider opts in apart. */
  rememberKey: boolean;
  /** Empty means the provider's default endpoint. */
  baseURL: string;
  model: string;
  stepCap: number;
  workspace: WorkspacePreference;
  /** Larger type and charts for a projector; kept on this device like the rest. */
  presenter: boolean;
}

export type KeyState = 'none' | 'memory' | 'remembered';

export type SettingsEvent = { type: 'settings-change'; changed: Array<keyof Settings> };

/** The part of `localStorage` we use, so tests can hand in a plain object. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where a remembered key lives: the store's SettingsStore (IndexedDB, never exported). */
export type RememberedKeyStore = Pick<SettingsStore, 'rememberApiKey' | 'forgetApiKey' | 'loadRememberedApiKey'>;

export const DEFAULT_STEP_CAP = 50;
export const MAX_STEP_CAP = 500;

const settingsKey = 'aci-playground:settings';
const providers: readonly ProviderId[] = ['anthropic', 'openai'];
/** Where earlier versions kept a remembered key; moved to the key store once, then removed. */
const legacyApiKeyKey = 'aci-playground:api-key';

const defaults: Settings = {
  provider: 'anthropic',
  apiKey: '',
  rememberKey: false,
  baseURL: '',
  model: defaultModelId,
  stepCap: DEFAULT_STEP_CAP,
  workspace: 'auto',
  presenter: false,
};

/**
 * Settings a person sets once per device. Everything but the keys is kept in local storage; a key
 * is kept only with its provider's "Remember this key on this device" opt-in, in the key store
 * (IndexedDB, apart from everything an export carries), and turning the opt-in off removes it.
 */
export class SettingsController extends Controller<Settings, SettingsEvent> {
  private keys: RememberedKeyStore | undefined;
  /**
   * Per provider, the key the key store holds once the writes sent so far land (they land in
   * order); null when a write failed and it is not known. The store is written only when the key
   * that should be remembered differs: not on each keystroke while nothing is remembered, not when
   * a remembered key is brought back on a visit.
   */
  private storedKeys: Record<ProviderId, string | undefined | null> = { anthropic: null, openai: null };
  /** Why the key could not be remembered or forgotten, for the Settings dialog. */
  private keyProblemText: string | undefined;
  /** The key, base URL and model of the provider not in use, kept for when it is picked again. */
  private slots: ProviderSlots;

  constructor(private readonly storage: SettingsStorage | undefined) {
    super(readSettings(storage));
    this.slots = readSlots(storage, settingsKey);
  }

  /**
   * Connects the key store (once, at startup): moves a key an earlier version left in local
   * storage into it, then brings back each provider's remembered key.
   */
  async attachKeyStore(keys: RememberedKeyStore): Promise<void> {
    this.keys = keys;
    try {
      const legacy = this.readLegacyKey();
      if (legacy) {
        await keys.rememberApiKey(legacy, 'anthropic');
        this.storage?.removeItem(legacyApiKeyKey);
      }
      for (const provider of providers) {
        const remembered = provider === 'anthropic' && legacy ? legacy : await keys.loadRememberedApiKey(provider);
        this.storedKeys[provider] = remembered;
        if (remembered) this.bringBack(provider, remembered);
      }
    } catch (error) {
      this.noteKeyProblem(error);
    }
  }

  /** A remembered key goes where its provider's settings are: in use, or kept for when it is picked. */
  private bringBack(provider: ProviderId, remembered: string): void {
    const current = this.getSnapshot();
    if (provider === current.provider) {
      // A key typed before the store answered wins, and is not remembered unless asked again.
      if (current.apiKey === '') this.change({ apiKey: remembered, rememberKey: true });
      return;
    }
    if (this.slots[provider].apiKey === '') this.slots = { ...this.slots, [provider]: { ...this.slots[provider], apiKey: remembered, rememberKey: true } };
  }

  /** Whether "Remember this key on this device" can work in this tab (browser storage is on). */
  canRememberKey(): boolean {
    return this.keys !== undefined;
  }

  keyProblem(): string | undefined {
    return this.keyProblemText;
  }

  change(changes: Partial<Settings>): void {
    const previous = this.getSnapshot();
    const next = normalise({ ...previous, ...this.switched(previous, changes), ...changes });
    const changed = (Object.keys(next) as Array<keyof Settings>).filter((key) => next[key] !== previous[key]);
    if (changed.length === 0) return;
    this.replace(next);
    this.persist(next);
    // Each provider's key is remembered only with its own opt-in, whichever provider is in use.
    for (const provider of providers) {
      const slot = provider === next.provider ? slotOf(next) : this.slots[provider];
      const wantedKey = slot.rememberKey && slot.apiKey !== '' ? slot.apiKey : undefined;
      if (this.keys && wantedKey !== this.storedKeys[provider]) void this.persistKey(this.keys, provider, wantedKey);
    }
    this.emit({ type: 'settings-change', changed });
  }

  /** The other provider's key, base URL and model, when the provider changes: each keeps its own. */
  private switched(previous: Settings, changes: Partial<Settings>): Partial<Settings> {
    if (changes.provider === undefined || changes.provider === previous.provider) return {};
    this.slots = { ...this.slots, [previous.provider]: slotOf(previous) };
    return this.slots[changes.provider];
  }

  /** A provider's key and endpoint, in use or not: for a comparison variant that runs on the other one. */
  connectionFor(provider: ProviderId): Pick<Settings, 'provider' | 'apiKey' | 'baseURL'> {
    const current = this.getSnapshot();
    const slot = provider === current.provider ? current : this.slots[provider];
    return { provider, apiKey: slot.apiKey, baseURL: slot.baseURL };
  }

  /** Every key set in this tab, whichever provider it is for: what shares and exports must never hold. */
  allKeys(): string[] {
    const current = this.getSnapshot();
    return [...new Set([current.apiKey, this.slots.anthropic.apiKey, this.slots.openai.apiKey].filter((key) => key !== ''))];
  }

  keyState(): KeyState {
    const { apiKey, rememberKey } = this.getSnapshot();
    if (apiKey === '') return 'none';
    return rememberKey ? 'remembered' : 'memory';
  }

  private persist(settings: Settings): void {
    if (!this.storage) return;
    // The opt-in is read back from the key store, never from local storage: a flag there could
    // claim a key is remembered when the store holds none.
    const { apiKey: _apiKey, rememberKey: _rememberKey, ...rest } = settings;
    const other = settings.provider === 'anthropic' ? 'openai' : 'anthropic';
    const { apiKey: _otherKey, rememberKey: _otherOptIn, ...otherSlot } = this.slots[other];
    // Storage can throw (quota, privacy mode): settings then live for this page only, which is fine.
    try {
      this.storage.setItem(settingsKey, JSON.stringify({ ...rest, providers: { [other]: otherSlot } }));
    } catch {
      // Nothing to do: the in-memory settings stay authoritative.
    }
  }

  private async persistKey(keys: RememberedKeyStore, provider: ProviderId, wantedKey: string | undefined): Promise<void> {
    // Set before the write lands, so a change meanwhile compares with what will be stored.
    this.storedKeys[provider] = wantedKey;
    try {
      if (wantedKey !== undefined) await keys.rememberApiKey(wantedKey, provider);
      else await keys.forgetApiKey(provider);
      this.setKeyProblem(undefined);
    } catch (error) {
      this.storedKeys[provider] = null;
      this.noteKeyProblem(error);
    }
  }

  private noteKeyProblem(error: unknown): void {
    // The store's own messages say what did not happen and that the key still works in this tab.
    this.setKeyProblem(error instanceof Error ? error.message : String(error));
  }

  /** The problem lives beside the snapshot (it is not a setting): a new snapshot tells the dialog. */
  private setKeyProblem(text: string | undefined): void {
    if (text === this.keyProblemText) return;
    this.keyProblemText = text;
    this.replace({ ...this.getSnapshot() });
  }

  private readLegacyKey(): string | undefined {
    try {
      return this.storage?.getItem(legacyApiKeyKey)?.trim() || undefined;
    } catch {
      return undefined;
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
    return normalise({ ...defaults, ...pickKnown(stored) });
  } catch {
    return defaults;
  }
}

/** Only the fields we know, with the types we expect: storage is outside our control. */
function pickKnown(stored: Partial<Settings>): Partial<Settings> {
  const known: Partial<Settings> = {};
  if (stored.provider === 'anthropic' || stored.provider === 'openai') known.provider = stored.provider;
  if (typeof stored.baseURL === 'string') known.baseURL = stored.baseURL;
  if (typeof stored.model === 'string') known.model = stored.model;
  if (typeof stored.stepCap === 'number') known.stepCap = stored.stepCap;
  if (stored.workspace === 'auto' || stored.workspace === 'webcontainer' || stored.workspace === 'embedded') {
    known.workspace = stored.workspace;
  }
  if (typeof stored.presenter === 'boolean') known.presenter = stored.presenter;
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
