import type { ModelClientSettings } from '../../../engine/model/create-model-client';
import type { Settings } from './settings-controller';

/** Whether a model call can be tried: Anthropic needs a key; an OpenAI-compatible local server may need none. */
export function canCallModel(settings: Pick<Settings, 'provider' | 'apiKey'>): boolean {
  return settings.provider === 'openai' || settings.apiKey !== '';
}

/** What the engine's createModelClient needs from the settings: the provider in use and only its key. */
export function modelClientSettings(settings: Pick<Settings, 'provider' | 'apiKey' | 'baseURL'>, maxRetries?: number): ModelClientSettings {
  return {
    provider: settings.provider,
    apiKey: settings.apiKey,
    baseURL: settings.baseURL || undefined,
    ...(maxRetries === undefined ? {} : { limits: { maxRetries } }),
  };
}
