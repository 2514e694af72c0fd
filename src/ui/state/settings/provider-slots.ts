import { defaultModelId } from '../../../engine/model/models';
import type { ProviderId } from '../../../engine/model/provider';

/** What each provider keeps of its own: a key (and whether it is remembered), an endpoint and a model. */
export interface ProviderSlot {
  apiKey: string;
  rememberKey: boolean;
  baseURL: string;
  model: string;
}

export type ProviderSlots = Record<ProviderId, ProviderSlot>;

/** OpenAI's own small model, until the person picks one its server lists. */
export const defaultOpenAiModel = 'gpt-4.1-mini';

export const defaultSlots = (): ProviderSlots => ({
  anthropic: { apiKey: '', rememberKey: false, baseURL: '', model: defaultModelId },
  openai: { apiKey: '', rememberKey: false, baseURL: '', model: defaultOpenAiModel },
});

/** The slot's fields out of anything that carries them (the settings in use), and nothing else. */
export function slotOf(settings: ProviderSlot): ProviderSlot {
  return { apiKey: settings.apiKey, rememberKey: settings.rememberKey, baseURL: settings.baseURL, model: settings.model };
}

/** The provider not in use, as local storage kept it (endpoint and model; keys and their opt-in are never read from there). */
export function readSlots(storage: Pick<Storage, 'getItem'> | undefined, settingsKey: string): ProviderSlots {
  const slots = defaultSlots();
  try {
    const stored = JSON.parse(storage?.getItem(settingsKey) ?? '{}') as { providers?: Partial<Record<ProviderId, Partial<ProviderSlot>>> };
    for (const provider of ['anthropic', 'openai'] as const) {
      const slot = stored.providers?.[provider];
      if (typeof slot?.baseURL === 'string') slots[provider].baseURL = slot.baseURL;
      if (typeof slot?.model === 'string' && slot.model !== '') slots[provider].model = slot.model;
    }
  } catch {
    // Unreadable storage: the defaults stand.
  }
  return slots;
}
