import { Stream } from '@anthropic-ai/sdk/core/streaming';
import { ChatCompletionsAccumulator, type ChatCompletionChunk } from './chat-completions-accumulator';
import {
  abortedError,
  cutStreamError,
  headersTimeoutError,
  idleTimeoutError,
  notTheApiError,
  retryWaitTooLongError,
  statusError,
  streamReportedError,
  unparsableEventError,
  unreachableError,
  type ChatErrorContext,
} from './chat-completions-errors';
import { toChatCompletionsRequest } from './chat-completions-request';
import { hostOf } from './map-provider-error';
import type { CallOptions, ModelClient, ModelRequest, ModelResponse } from './model-client';
import type { ModelClientOptions } from './model-client-options';
import { ProviderError } from './provider-error';
import { defaultRequestLimits, type RequestLimits } from './request-limits';
import { backoffMs, MAX_ERROR_BODY_BYTES, pause, readAtMost, WaitNotices, withCappedErrorBodies } from './request-pacing';

export const defaultOpenAiBaseURL = 'https://api.openai.com/v1';

/** Set as an abort reason so a timeout can be told apart from Stop. */
class TimedOut {
  constructor(readonly phase: 'headers' | 'idle') {}
}

const RETRYABLE_STATUS = new Set([408, 409, 429]);

/**
 * ModelClient for OpenAI-compatible chat completions (OpenAI, gateways such as OpenRouter, and
 * local servers: Ollama, LM Studio, vLLM, llama.cpp), streaming, on plain fetch. The request is
 * the loop's Messages request read in this dialect (chat-completions-request.ts); the answer comes
 * back in the transcript's one format.
 */
export class OpenAiCompatibleClient implements ModelClient {
  readonly dialect = 'openai';
  private readonly apiKey: string;
  private readonly baseURL: string;
  private readonly limits: RequestLimits;
  private readonly fetchImpl: typeof fetch;
  private readonly context: ChatErrorContext;
  private readonly onWait: ((notice: string) => void) | undefined;
  private readonly waitNoticeEveryMs: number;

  constructor(options: ModelClientOptions = {}) {
    this.apiKey = options.apiKey?.trim() ?? '';
    this.baseURL = (options.baseURL?.trim() || defaultOpenAiBaseURL).replace(/\/+$/, '');
    this.limits = { ...defaultRequestLimits, ...options.limits };
    // Called through a wrapper: a page's fetch refuses to run with another `this`. Error answers
    // are read only up to a cap, so a hostile endpoint cannot flood memory, the log or a report.
    const given = options.fetch;
    this.fetchImpl = withCappedErrorBodies(given ? (input, init) => given(input, init) : (input, init) => fetch(input, init));
    this.onWait = options.onWait;
    this.waitNoticeEveryMs = options.waitNoticeEveryMs ?? 30_000;
    this.context = { apiKey: this.apiKey, host: hostOf(this.baseURL), inBrowser: typeof document !== 'undefined', setBy: options.setBy };
  }

  /** The body this client sends for a request: what the Wire tab shows for this dialect. */
  wireBody(request: ModelRequest): unknown {
    return toChatCompletionsRequest(request);
  }

  async createMessage(request: ModelRequest, options: CallOptions = {}): Promise<ModelResponse> {
    const { signal, onEvent } = options;
    const body = JSON.stringify(toChatCompletionsRequest(request));
    const notices = new WaitNotices(this.onWait, this.waitNoticeEveryMs);
    try {
      return await this.readAnswer(body, signal, onEvent, notices);
    } finally {
      notices.stop();
    }
  }

  private async readAnswer(body: string, signal: AbortSignal | undefined, onEvent: CallOptions['onEvent'], notices: WaitNotices): Promise<ModelResponse> {
    const { response, controller, release } = await this.send('/chat/completions', body, signal, this.limits.maxRetries, notices);
    await this.refuseUnlessEventStream(response, controller, release, signal);
    const accumulator = new ChatCompletionsAccumulator(onEvent, (index) => `call_${Date.now().toString(36)}_${index}`);
    const events = Stream.rawEvents(response, controller)[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await this.nextEvent(events, controller, signal);
        if (next.done) break;
        notices.alive();
        const data = next.value.data.trim();
        if (data === '[DONE]') break;
        if (data === '') continue;
        const chunk = parseChunk(data);
        if (chunk === undefined) throw unparsableEventError(this.context, data);
        const reported = reportedError(chunk);
        if (reported !== undefined) throw streamReportedError(this.context, reported);
        accumulator.add(chunk as ChatCompletionChunk);
      }
    } finally {
      controller.abort();
      release();
    }
    if (signal?.aborted) throw abortedError();
    // finish_reason makes the answer whole; the usage chunk and [DONE] after it are courtesy.
    if (!accumulator.finished) throw cutStreamError(this.context, 'The stream ended before the answer said it was finished (no finish_reason).');
    return accumulator.result();
  }

  /**
   * A 200 that is not an event stream (a web page at a wrong base URL, a proxy's login page) has
   * no events to read, and would look like an answer that broke off: say what came instead.
   * No content type at all is let through, for servers that send none.
   */
  private async refuseUnlessEventStream(response: Response, controller: AbortController, release: () => void, signal: AbortSignal | undefined): Promise<void> {
    const contentType = response.headers.get('content-type');
    if (contentType === null || /text\/event-stream/i.test(contentType)) return;
    const body = response.body === null ? { text: '' } : await readAtMost(response.body, MAX_ERROR_BODY_BYTES).catch(() => ({ text: '' }));
    controller.abort();
    release();
    if (signal?.aborted) throw abortedError();
    throw notTheApiError(this.context, contentType, body.text);
  }

  async listModels(signal?: AbortSignal): Promise<Array<{ id: string; displayName: string }>> {
    const { response, controller, release } = await this.send('/models', undefined, signal, 0);
    let text = '';
    try {
      text = await response.text();
      const listed = JSON.parse(text) as { data?: Array<{ id?: unknown }> };
      return (listed.data ?? []).flatMap((model) => (typeof model.id === 'string' ? [{ id: model.id, displayName: model.id }] : []));
    } catch (error) {
      if (signal?.aborted) throw abortedError();
      if (error instanceof SyntaxError) throw notTheApiError(this.context, response.headers.get('content-type'), text.slice(0, MAX_ERROR_BODY_BYTES), 'the JSON list of models');
      throw cutStreamError(this.context, `The model list broke off: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      controller.abort();
      release();
    }
  }

  /** One request with retries; resolves once a 2xx response's headers are in. */
  private async send(path: string, body: string | undefined, signal: AbortSignal | undefined, maxRetries = this.limits.maxRetries, notices?: WaitNotices) {
    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw abortedError();
      const { controller, release } = linkedController(signal);
      const timer = setTimeout(() => controller.abort(new TimedOut('headers')), this.limits.headersTimeoutMs);
      let response: Response;
      try {
        response = await this.fetchImpl(`${this.baseURL}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: this.headers(body !== undefined),
          body,
          signal: controller.signal,
        });
      } catch (error) {
        release();
        if (signal?.aborted) throw abortedError();
        if (controller.signal.reason instanceof TimedOut) throw headersTimeoutError(this.context, this.limits.headersTimeoutMs);
        if (attempt < maxRetries) {
          this.onWait?.(`could not reach ${this.context.host}; trying again in ${Math.ceil(backoffMs(attempt) / 1000)} s (retry ${attempt + 1} of ${maxRetries})`);
          await this.pause(backoffMs(attempt), signal);
          notices?.alive();
          continue;
        }
        throw unreachableError(this.context, error);
      } finally {
        clearTimeout(timer);
      }
      if (response.ok) return { response, controller, release };
      const text = await response.text().catch(() => '');
      controller.abort();
      release();
      const asked = retryAfterMs(response.headers);
      const retryable = (RETRYABLE_STATUS.has(response.status) || response.status >= 500) && response.headers.get('x-should-retry') !== 'false';
      if (!retryable || attempt >= maxRetries) throw statusError(this.context, response.status, text, asked);
      if (asked !== undefined && asked > this.limits.maxRetryWaitMs) throw retryWaitTooLongError(this.context, response.status, asked, text);
      const waitMs = asked ?? backoffMs(attempt);
      this.onWait?.(`${this.context.host} answered ${response.status}; trying again in ${Math.ceil(waitMs / 1000)} s (retry ${attempt + 1} of ${maxRetries})`);
      await this.pause(waitMs, signal);
      notices?.alive();
    }
  }

  /** The next stream event, or an error when none came within the idle limit. */
  private async nextEvent<T>(events: AsyncIterator<T>, controller: AbortController, signal: AbortSignal | undefined): Promise<IteratorResult<T>> {
    const timer = setTimeout(() => controller.abort(new TimedOut('idle')), this.limits.idleTimeoutMs);
    try {
      const next = await events.next();
      // The SDK's reader ends quietly when its controller is aborted.
      if (next.done && controller.signal.reason instanceof TimedOut) throw idleTimeoutError(this.context, this.limits.idleTimeoutMs);
      return next;
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (signal?.aborted) throw abortedError();
      if (controller.signal.reason instanceof TimedOut) throw idleTimeoutError(this.context, this.limits.idleTimeoutMs);
      throw cutStreamError(this.context, error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  /** A wait between attempts that Stop ends at once, as a provider error the loop knows. */
  private async pause(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
    await pause(milliseconds, signal).catch(() => {
      throw abortedError();
    });
  }

  private headers(withBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: withBody ? 'text/event-stream' : 'application/json' };
    if (withBody) headers['content-type'] = 'application/json';
    if (this.apiKey !== '') headers.authorization = `Bearer ${this.apiKey}`;
    return headers;
  }
}

/** A controller that follows `signal`; release() stops following (one run's signal sees many calls). */
function linkedController(signal: AbortSignal | undefined): { controller: AbortController; release: () => void } {
  const controller = new AbortController();
  const follow = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', follow, { once: true });
  return { controller, release: () => signal?.removeEventListener('abort', follow) };
}

function parseChunk(data: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(data) as unknown;
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function reportedError(chunk: Record<string, unknown>): string | undefined {
  const error = chunk.error;
  if (error === undefined || error === null) return undefined;
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(error);
}

/** retry-after-ms, or retry-after in seconds or as a date; undefined when absent. */
function retryAfterMs(headers: Headers): number | undefined {
  const milliseconds = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}

