import Anthropic from '@anthropic-ai/sdk';
import { hostOf, mapProviderError, streamCutError, type ProviderErrorContext } from './map-provider-error';
import type { CallOptions, ModelClient, ModelRequest, ModelResponse } from './model-client';
import { StreamAccumulator } from './stream-accumulator';

export interface AnthropicModelClientOptions {
  apiKey: string;
  /** A compatible endpoint or proxy; default https://api.anthropic.com. */
  baseURL?: string;
  /** SDK retries for 408/409/429/5xx/529 and connection failures; SDK default 2. */
  maxRetries?: number;
  /** Time allowed until response headers arrive, per attempt; SDK default 600 000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * ModelClient over the official SDK, streaming. The request goes out exactly as the loop built
 * it (plus `stream: true`), so the wire view shows what was sent.
 */
export class AnthropicModelClient implements ModelClient {
  private readonly client: Anthropic;
  private readonly apiKey: string;
  private readonly host: string;

  constructor(options: AnthropicModelClientOptions) {
    this.apiKey = options.apiKey;
    this.client = new Anthropic({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      dangerouslyAllowBrowser: true,
      maxRetries: options.maxRetries,
      timeout: options.timeoutMs,
      fetch: options.fetch,
    });
    // The SDK's baseURL, not ours: without one it may come from ANTHROPIC_BASE_URL on Node.
    this.host = hostOf(this.client.baseURL);
  }

  async createMessage(request: ModelRequest, options: CallOptions = {}): Promise<ModelResponse> {
    const { signal, onEvent } = options;
    const stream = await this.client.messages
      .create({ ...request, stream: true } as Anthropic.MessageCreateParamsStreaming, { signal })
      .catch((error: unknown) => {
        throw mapProviderError(error, this.context('request', signal));
      });
    const accumulator = new StreamAccumulator(onEvent);
    const events = stream[Symbol.asyncIterator]();
    try {
      for (;;) {
        // Only the stream's own failures are provider errors; a throw from onEvent is the
        // caller's bug and propagates as it is (the finally still closes the connection).
        const next = await events.next().catch((error: unknown) => {
          throw mapProviderError(error, this.context('stream', signal));
        });
        if (next.done) break;
        accumulator.add(next.value);
      }
    } finally {
      if (!accumulator.finished) stream.controller.abort();
    }
    // The SDK ends the iteration quietly when the request is aborted mid-stream.
    if (signal?.aborted) throw mapProviderError(signal.reason, this.context('stream', signal));
    if (!accumulator.finished) {
      throw streamCutError(this.context('stream', signal), 'The stream ended without message_stop.');
    }
    return accumulator.result();
  }

  async countTokens(request: Omit<ModelRequest, 'max_tokens'>, signal?: AbortSignal): Promise<number> {
    // count_tokens rejects fields it does not know (max_tokens, stream), so send only these.
    const { model, system, tools, messages } = request;
    const body = { model, system, tools, messages } as Anthropic.MessageCountTokensParams;
    try {
      const counted = await this.client.messages.countTokens(body, { signal });
      return counted.input_tokens;
    } catch (error) {
      throw mapProviderError(error, this.context('request', signal));
    }
  }

  async listModels(signal?: AbortSignal): Promise<Array<{ id: string; displayName: string }>> {
    const models: Array<{ id: string; displayName: string }> = [];
    try {
      for await (const model of this.client.models.list({ limit: 100 }, { signal })) {
        models.push({ id: model.id, displayName: model.display_name });
      }
    } catch (error) {
      throw mapProviderError(error, this.context('request', signal));
    }
    return models;
  }

  private context(phase: ProviderErrorContext['phase'], signal: AbortSignal | undefined): ProviderErrorContext {
    return { apiKey: this.apiKey, host: this.host, signal, phase };
  }
}
