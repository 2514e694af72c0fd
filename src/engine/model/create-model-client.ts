import { AnthropicModelClient } from './anthropic-client';
import type { ModelClient } from './model-client';
import { OpenAiCompatibleClient } from './openai-compatible-client';
import type { ProviderId } from './provider';
import type { ModelClientOptions } from './model-client-options';

/** A client's options plus which provider it talks to. */
export interface ModelClientSettings extends ModelClientOptions {
  provider: ProviderId;
}

/** The client for a provider; each gets only its own key and endpoint. */
export function createModelClient(settings: ModelClientSettings): ModelClient {
  const { provider, ...options } = settings;
  const client = { ...options, baseURL: options.baseURL?.trim() || undefined };
  return provider === 'openai' ? new OpenAiCompatibleClient(client) : new AnthropicModelClient(client);
}
