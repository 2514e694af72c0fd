import { AnthropicModelClient } from './anthropic-client';
import type { ModelClient } from './model-client';
import { OpenAiCompatibleClient } from './openai-compatible-client';
import type { ProviderId } from './provider';
import type { RequestLimits } from './request-limits';

export interface ModelClientSettings {
  provider: ProviderId;
  /** May be empty for an OpenAI-compatible local server. */
  apiKey: string;
  /** Empty or undefined: the provider's own endpoint. */
  baseURL?: string;
  limits?: Partial<RequestLimits>;
  /** Anthropic only, for now: told of each retry and of a call that shows no sign of life. */
  onWait?: (notice: string) => void;
  /** Anthropic only, for now: where failure messages send the person to fix the key or URL. */
  setBy?: 'settings' | 'command-line';
  fetch?: typeof fetch;
}

/** The client for a provider; each gets only its own key and endpoint. */
export function createModelClient(settings: ModelClientSettings): ModelClient {
  const baseURL = settings.baseURL?.trim() || undefined;
  if (settings.provider === 'openai') {
    return new OpenAiCompatibleClient({ apiKey: settings.apiKey, baseURL, limits: settings.limits, fetch: settings.fetch });
  }
  return new AnthropicModelClient({ apiKey: settings.apiKey, baseURL, limits: settings.limits, onWait: settings.onWait, setBy: settings.setBy, fetch: settings.fetch });
}
