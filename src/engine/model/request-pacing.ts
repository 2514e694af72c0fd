import { APIConnectionError, APIConnectionTimeoutError, APIError } from '@anthropic-ai/sdk';
import type { RequestLimits } from './request-limits';

/**
 * When and how long a model call waits: retries after a retryable failure, the provider's
 * retry-after within a cap, a limit on silence once the stream began, and a notice now and then
 * while nothing arrives, so a person at a terminal never stares at a silent cursor.
 */

/** After a failed attempt: try again after `waitMs`, or give up (`askedMs` when the provider asked for too long a wait). */
export type RetryDecision = { retry: true; waitMs: number } | { retry: false; askedMs?: number };

export function retryDecision(error: unknown, retriesDone: number, limits: RequestLimits): RetryDecision {
  // A headers timeout already waited the whole limit; trying again would multiply it.
  if (error instanceof APIConnectionTimeoutError) return { retry: false };
  const headers = error instanceof APIError ? error.headers : undefined;
  if (!isRetryable(error)) return { retry: false };
  const askedMs = retryAfterMs(headers);
  if (askedMs !== undefined && askedMs > limits.maxRetryWaitMs) return { retry: false, askedMs };
  if (retriesDone >= limits.maxRetries) return { retry: false };
  return { retry: true, waitMs: askedMs ?? backoffMs(retriesDone) };
}

function isRetryable(error: unknown): boolean {
  if (error instanceof APIConnectionError) return true;
  if (!(error instanceof APIError) || typeof error.status !== 'number') return false;
  const told = error.headers?.get('x-should-retry');
  if (told === 'true') return true;
  if (told === 'false') return false;
  return error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500;
}

/** retry-after-ms, else retry-after in seconds or as a date; undefined when absent or unreadable. */
function retryAfterMs(headers: Headers | undefined): number | undefined {
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}

/** 0.5 s, 1 s, 2 s ... up to 8 s, less up to a quarter so that many clients do not retry in step. */
export function backoffMs(retriesDone: number): number {
  return Math.min(500 * 2 ** retriesDone, 8_000) * (1 - Math.random() * 0.25);
}

/** Resolves after `milliseconds`; rejects with the signal's reason as soon as it aborts. */
export function pause(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `next`, or `onSilence()`'s error once `milliseconds` pass without it settling. */
export function withinSilenceLimit<T>(next: Promise<T>, milliseconds: number, onSilence: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // The abandoned promise may still reject when its connection closes; nobody waits for it.
      next.catch(() => undefined);
      reject(onSilence());
    }, milliseconds);
  });
  return Promise.race([next, silence]).finally(() => clearTimeout(timer));
}

/**
 * Calls `notify` with "waiting for the model: 30 s" each `everyMs` without a sign of life; the
 * count starts again at each sign of life (`alive`).
 */
export class WaitNotices {
  private lastSign = Date.now();
  private readonly timer: ReturnType<typeof setInterval> | undefined;

  constructor(notify: ((notice: string) => void) | undefined, everyMs: number) {
    if (!notify) return;
    this.timer = setInterval(() => {
      const seconds = Math.round((Date.now() - this.lastSign) / 1000);
      if (Date.now() - this.lastSign >= everyMs - 5) notify(`waiting for the model: ${seconds} s`);
    }, everyMs);
  }

  alive(): void {
    this.lastSign = Date.now();
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
  }
}

/** What the SDK reads of an error answer; the rest is never read (the answer is an error anyway). */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

/**
 * A fetch whose error answers (status 400 and up) carry at most MAX_ERROR_BODY_BYTES of body, with a
 * marker where it was cut: a hostile or broken endpoint cannot fill the memory, the log or a report.
 */
export function withCappedErrorBodies(fetchImpl: typeof fetch | undefined): typeof fetch {
  return async (input, init) => {
    const response = await (fetchImpl ?? fetch)(input, init);
    if (response.status < 400 || response.body === null) return response;
    const body = await readAtMost(response.body, MAX_ERROR_BODY_BYTES);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    const text = body.complete ? body.text : `${body.text}… [the rest of the provider's answer, past ${MAX_ERROR_BODY_BYTES / 1024} kB, was not read]`;
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  };
}

/** The body's start, at most `maxBytes` of it; `complete` when nothing was left unread. */
export async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<{ text: string; complete: boolean }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text: decode(chunks), complete: true };
      chunks.push(value);
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { text: decode(chunks).slice(0, maxBytes), complete: false };
      }
    }
  } finally {
    reader.releaseLock();
  }
}

function decode(chunks: Uint8Array[]): string {
  const decoder = new TextDecoder();
  return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
}
