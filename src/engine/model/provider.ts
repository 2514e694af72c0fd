/** The wires a run can talk: Anthropic's Messages API, or an OpenAI-compatible chat-completions server. */
export type ProviderId = 'anthropic' | 'openai';

export const providerIds: readonly ProviderId[] = ['anthropic', 'openai'];

/** A model on a provider: what ran a run, and what a comparison variant may fix. */
export interface ModelTarget {
  provider: ProviderId;
  model: string;
}

export function isProviderId(value: unknown): value is ProviderId {
  return value === 'anthropic' || value === 'openai';
}

export function providerName(provider: ProviderId): string {
  return provider === 'anthropic' ? 'Anthropic' : 'OpenAI-compatible';
}

/** "openai:llama3.1" as people write it; the model id may hold colons itself (Ollama tags do). */
export function modelTargetText(target: ModelTarget): string {
  return `${target.provider}:${target.model}`;
}

/** Reads "provider:model"; undefined when the provider is not one of ours or the model is empty. */
export function parseModelTarget(text: string): ModelTarget | undefined {
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  const provider = text.slice(0, colon).trim();
  const model = text.slice(colon + 1).trim();
  return isProviderId(provider) && model !== '' ? { provider, model } : undefined;
}
