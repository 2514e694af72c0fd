import { AnthropicModelClient } from './anthropic-client';
import type { ModelClient } from './model-client';
import { OpenAiCompatibleClient } from './openai-compatible-client';
import type { ProviderId } from './provider';
import { defaultRequestLimits, type RequestLimits } from './request-limits';

export interface ModelClientSettings {
  provider: ProviderId;
  /** May be empty for an OpenAI-compatible local server. */
  apiKey: string;
  /** Empty or undefined: the provider's own endpoint. */
  baseURL?: string;
  limits?: Partial<RequestLimits>;
  fetch?: typeof fetch;
}

/** The client for a provider; each gets only its own key and endpoint. */
export function createModelClient(settings: ModelClientSettings): ModelClient {
  const baseURL = settings.baseURL?.trim() || undefined;
  if (settings.provider === 'openai') {
    return new OpenAiCompatibleClient({ apiKey: settings.apiKey, baseURL, limits: settings.limits, fetch: settings.fetch });
  }
  const limits = { ...defaultRequestLimits, ...settings.limits };
  return new AnthropicModelClient({ apiKey: settings.apiKey, baseURL, maxRetries: settings.limits?.maxRetries, timeoutMs: settings.limits?.headersTimeoutMs === undefined ? undefined : limits.headersTimeoutMs, fetch: settings.fetch });
}
