import Anthropic, { APIConnectionTimeoutError } from '@anthropic-ai/sdk';
import type { Stream } from '@anthropic-ai/sdk/core/streaming';
import { baseUrlPlace, hostOf, mapProviderError, notTheApiError, streamCutError, type ProviderErrorContext } from './map-provider-error';
import type { CallOptions, ModelClient, ModelRequest, ModelResponse } from './model-client';
import type { ModelClientOptions } from './model-client-options';
import { ProviderError } from './provider-error';
import { defaultRequestLimits, type RequestLimits } from './request-limits';
import { MAX_ERROR_BODY_BYTES, pause, readAtMost, retryDecision, WaitNotices, withCappedErrorBodies, withinSilenceLimit } from './request-pacing';
import { StreamAccumulator } from './stream-accumulator';

/**
 * ModelClient over the official SDK, streaming. The request goes out exactly as the loop built
 * it (plus `stream: true`), so the wire view shows what was sent. Retries are ours, not the
 * SDK's: the SDK would honour a retry-after of an hour, and say nothing while it waits.
 */
export class AnthropicModelClient implements ModelClient {
  private readonly client: Anthropic;
  private readonly apiKey: string;
  private readonly host: string;
  private readonly limits: RequestLimits;
  private readonly onWait: ((notice: string) => void) | undefined;
  private readonly waitNoticeEveryMs: number;
  private readonly setBy: ProviderErrorContext['setBy'];

  constructor(options: ModelClientOptions) {
    // Never undefined: the SDK would then read ANTHROPIC_API_KEY from the environment on its own.
    this.apiKey = options.apiKey ?? '';
    this.limits = {
      ...defaultRequestLimits,
      ...options.limits,
    };
    this.onWait = options.onWait;
    this.waitNoticeEveryMs = options.waitNoticeEveryMs ?? 30_000;
    this.setBy = options.setBy;
    this.client = new Anthropic({
      apiKey: this.apiKey,
      baseURL: options.baseURL,
      dangerouslyAllowBrowser: true,
      maxRetries: 0,
      // The SDK's timeout runs until the response headers arrive.
      timeout: this.limits.headersTimeoutMs,
      fetch: withCappedErrorBodies(options.fetch),
      // The SDK logs a stream line it cannot parse (the raw line, to the console) and then throws;
      // what it throws becomes our provider error, which says what happened and what to do, so
      // its log would only be noise on the CLI's stderr and in the page's console.
      logLevel: 'off',
    });
    // The SDK's baseURL, not ours: without one it may come from ANTHROPIC_BASE_URL on Node.
    this.host = hostOf(this.client.baseURL);
  }

  async createMessage(request: ModelRequest, options: CallOptions = {}): Promise<ModelResponse> {
    const { signal, onEvent } = options;
    const notices = new WaitNotices(this.onWait, this.waitNoticeEveryMs);
    try {
      const { data: stream, response } = await this.withRetries(
        () => this.client.messages.create({ ...request, stream: true } as Anthropic.MessageCreateParamsStreaming, { signal }).withResponse(),
        signal,
        notices,
      );
      notices.alive();
      await this.refuseUnlessEventStream(response, stream, signal);
      return await this.readStream(stream, signal, onEvent, notices);
    } finally {
      notices.stop();
    }
  }

  private async readStream(
    stream: Stream<Anthropic.RawMessageStreamEvent>,
    signal: AbortSignal | undefined,
    onEvent: CallOptions['onEvent'],
    notices: WaitNotices,
  ): Promise<ModelResponse> {
    const accumulator = new StreamAccumulator(onEvent);
    const events = stream[Symbol.asyncIterator]();
    try {
      for (;;) {
        // Only the stream's own failures are provider errors; a throw from onEvent is the
        // caller's bug and propagates as it is (the finally still closes the connection).
        const next = await withinSilenceLimit(events.next(), this.limits.idleTimeoutMs, () => this.stalled()).catch((error: unknown) => {
          throw mapProviderError(error, this.context('stream', signal));
        });
        if (next.done) break;
        notices.alive();
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

  /**
   * A 200 that is not an event stream (a web page at a wrong base URL, a proxy's login page) has
   * no events for the SDK to find, and would read as an answer that broke off: say what came.
   * No content type at all is let through, for proxies that drop it.
   */
  private async refuseUnlessEventStream(response: Response, stream: Stream<unknown>, signal: AbortSignal | undefined): Promise<void> {
    const contentType = response.headers.get('content-type');
    if (contentType === null || /text\/event-stream/i.test(contentType)) return;
    const body = response.body === null ? { text: '' } : await readAtMost(response.body, MAX_ERROR_BODY_BYTES).catch(() => ({ text: '' }));
    stream.controller.abort();
    if (signal?.aborted) throw mapProviderError(signal.reason, this.context('request', signal));
    throw notTheApiError(this.context('request', signal), contentType, body.text);
  }

  async countTokens(request: Omit<ModelRequest, 'max_tokens'>, signal?: AbortSignal): Promise<number> {
    // count_tokens rejects fields it does not know (max_tokens, stream), so send only these.
    const { model, system, tools, messages } = request;
    const body = { model, system, tools, messages } as Anthropic.MessageCountTokensParams;
    const { data: counted, response } = await this.withRetries(() => this.client.messages.countTokens(body, { signal }).withResponse(), signal);
    // The SDK hands back the text of an answer that is not JSON (a web page at a wrong base URL).
    if (typeof counted?.input_tokens !== 'number') {
      throw notTheApiError(this.context('request', signal), response.headers.get('content-type'), typeof counted === 'string' ? counted : JSON.stringify(counted ?? null), "the Messages API's token count");
    }
    return counted.input_tokens;
  }

  async listModels(signal?: AbortSignal): Promise<Array<{ id: string; displayName: string }>> {
    return this.withRetries(async () => {
      const models: Array<{ id: string; displayName: string }> = [];
      for await (const model of this.client.models.list({ limit: 100 }, { signal })) {
        models.push({ id: model.id, displayName: model.display_name });
      }
      return models;
    }, signal);
  }

  /** `attempt` until it succeeds, a failure is not worth retrying, or the retries run out. */
  private async withRetries<T>(attempt: () => Promise<T>, signal: AbortSignal | undefined, notices?: WaitNotices): Promise<T> {
    for (let retriesDone = 0; ; retriesDone += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (signal?.aborted) throw mapProviderError(error, this.context('request', signal));
        const decision = retryDecision(error, retriesDone, this.limits);
        if (!decision.retry) throw this.requestFailure(error, decision.askedMs, signal);
        const failed = mapProviderError(error, this.context('request', signal));
        this.onWait?.(`${failed.kind.replace('_', ' ')}${failed.status ? ` (${failed.status})` : ''}; trying again in ${seconds(decision.waitMs)} (retry ${retriesDone + 1} of ${this.limits.maxRetries})`);
        await pause(decision.waitMs, signal).catch((reason: unknown) => {
          throw mapProviderError(reason, this.context('request', signal));
        });
        notices?.alive();
      }
    }
  }

  private requestFailure(error: unknown, askedMs: number | undefined, signal: AbortSignal | undefined): ProviderError {
    const failed = mapProviderError(error, this.context('request', signal));
    if (askedMs !== undefined) {
      return new ProviderError(
        failed.kind,
        `The provider asked to wait ${seconds(askedMs)} before trying again (${failed.status ?? failed.kind}), ` +
          `longer than the ${seconds(this.limits.maxRetryWaitMs)} this client waits. Try again after that wait, or with another key or model.`,
        failed.detail,
        failed.status,
      );
    }
    if (error instanceof APIConnectionTimeoutError) {
      return new ProviderError(
        'network',
        `${this.host} sent no answer within ${seconds(this.limits.headersTimeoutMs)} (the response never began). ` +
          `Check the connection and ${baseUrlPlace({ setBy: this.setBy })}, then try again.`,
        failed.detail,
      );
    }
    return failed;
  }

  private stalled(): ProviderError {
    return new ProviderError(
      'stream_interrupted',
      `The model's answer stalled: nothing arrived for ${seconds(this.limits.idleTimeoutMs)} after it began. ` +
        'Nothing in the transcript is lost; run the step again.',
    );
  }

  private context(phase: ProviderErrorContext['phase'], signal: AbortSignal | undefined): ProviderErrorContext {
    return { apiKey: this.apiKey, host: this.host, signal, phase, setBy: this.setBy };
  }
}

function seconds(milliseconds: number): string {
  return milliseconds < 1000 ? `${(milliseconds / 1000).toFixed(1)} s` : `${Math.round(milliseconds / 1000)} s`;
}
