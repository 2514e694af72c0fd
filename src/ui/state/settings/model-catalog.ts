import { defaultModelId } from '../../../engine/model/models';
import type { ProviderId } from '../../../engine/model/provider';
import type { Engine } from '../chunk-loaders';
import { Controller } from '../controller';

export interface ModelOption {
  id: string;
  displayName: string;
}

export interface ModelCatalogSnapshot {
  /** What the Model field suggests: the provider's list when it answered, else our default. */
  models: ModelOption[];
  state: 'default' | 'loading' | 'listed' | 'failed';
  /** Why listing failed, in the provider error's words (never containing the key). */
  problem?: string;
}

const fallback: ModelOption[] = [{ id: defaultModelId, displayName: 'Default model' }];
// No model is on every OpenAI-compatible server: only what the server lists is suggested.
const fallbackFor = (provider: ProviderId): ModelOption[] => (provider === 'anthropic' ? fallback : []);

/** The models a key can use, fetched from the provider when a key is set. */
export class ModelCatalog extends Controller<ModelCatalogSnapshot> {
  private inFlight: AbortController | undefined;
  private listedFor: string | undefined;

  constructor(private readonly loadEngine: () => Promise<Engine>) {
    super({ models: fallback, state: 'default' });
  }

  /**
   * Lists the models for this key and endpoint; a repeat call for the same ones does nothing. An
   * OpenAI-compatible server is asked even without a key (local servers take none).
   */
  async refresh(apiKey: string, baseURL: string, provider: ProviderId = 'anthropic'): Promise<void> {
    const identity = `${provider}\n${baseURL}\n${apiKey}`;
    // Without a key only a local server can answer, and it needs its Base URL: ask nobody until then.
    if (apiKey === '' && (provider === 'anthropic' || baseURL === '')) {
      this.inFlight?.abort();
      this.listedFor = undefined;
      this.replace({ models: fallbackFor(provider), state: 'default' });
      return;
    }
    if (identity === this.listedFor) return;
    this.listedFor = identity;
    this.inFlight?.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    this.update({ state: 'loading', problem: undefined });
    try {
      const engine = await this.loadEngine();
      const client = engine.createModelClient({ provider, apiKey, baseURL: baseURL || undefined, limits: { maxRetries: 0 } });
      const models = (await client.listModels?.(controller.signal)) ?? [];
      if (controller.signal.aborted) return;
      this.replace({ models: models.length > 0 ? models : fallbackFor(provider), state: 'listed' });
    } catch (error) {
      if (controller.signal.aborted) return;
      // Let a later refresh with the same key try again (the network may come back).
      this.listedFor = undefined;
      this.replace({ models: fallbackFor(provider), state: 'failed', problem: error instanceof Error ? error.message : String(error) });
    }
  }
}
