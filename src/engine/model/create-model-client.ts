import { AnthropicModelClient } from './anthropic-client';
import type { ModelClient } from './model-client';
import { OpenAiCompatibleClient } from './openai-compatible-client';
import type { ProviderId } from './provider';
import type { ProviderErrorContext } from './map-provider-error';
import type { RequestLimits } from './request-limits';

export interface ModelClientSettings {
  provider: ProviderId;
  /** May be empty for an OpenAI-compatible local server. */
  apiKey: string;
  /** Empty or undefined: the provider's own endpoint. */
  baseURL?: string;
  limits?: Partial<RequestLimits>;
  /** Told "waiting for the model: 30 s" while a call shows no sign of life, and each retry's wait. */
  onWait?: (notice: string) => void;
  /** Where the person sets the key and base URL, named in failure messages; default the page's Settings. */
  setBy?: ProviderErrorContext['setBy'];
  fetch?: typeof fetch;
}

/** The client for a provider; each gets only its own key and endpoint. */
export function createModelClient(settings: ModelClientSettings): ModelClient {
  const baseURL = settings.baseURL?.trim() || undefined;
  if (settings.provider === 'openai') {
    return new OpenAiCompatibleClient({ apiKey: settings.apiKey, baseURL, limits: settings.limits, onWait: settings.onWait, setBy: settings.setBy, fetch: settings.fetch });
  }
  return new AnthropicModelClient({ apiKey: settings.apiKey, baseURL, limits: settings.limits, onWait: settings.onWait, setBy: settings.setBy, fetch: settings.fetch });
}
