import { capText } from '../text/capped-text';
import { redactSecrets } from './map-provider-error';
import { ProviderError, type ProviderErrorKind } from './provider-error';
import { describeContent, likelyCause, MAX_DETAIL_CHARACTERS, readableStart } from './provider-text';

/**
 * What an OpenAI-compatible server (a gateway, or a local model server) did wrong, as a person
 * reads it. Every string is scrubbed of the key, because errors are shown, stored and shared.
 */

export interface ChatErrorContext {
  apiKey: string;
  /** host[:port] of the endpoint. */
  host: string;
  /** Whether we run in a page, where a refused origin (CORS) looks exactly like a dead server. */
  inBrowser: boolean;
  /** Where the person sets the key and base URL, named in failure messages; default the page's Settings. */
  setBy?: 'settings' | 'command-line';
}

/** Where the key is set, in the words of the place the person runs us from. */
function keyPlace(context: ChatErrorContext): string {
  return context.setBy === 'command-line' ? 'Check OPENAI_API_KEY' : 'Check the key for this provider in Settings';
}

function baseUrlPlace(context: ChatErrorContext): string {
  return context.setBy === 'command-line' ? 'the --base-url flag (or OPENAI_BASE_URL)' : 'the Base URL in Settings';
}

const make = (context: ChatErrorContext, kind: ProviderErrorKind, message: string, detail?: string, status?: number) =>
  new ProviderError(
    kind,
    redactSecrets(message, context.apiKey),
    detail === undefined ? undefined : capText(redactSecrets(detail, context.apiKey), MAX_DETAIL_CHARACTERS),
    status,
  );

/** The server's own words from an error body: `{error: {message}}`, `{error: "..."}` or `{message}`. */
export function serverWords(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown; detail?: unknown };
    const error = parsed.error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message;
    if (typeof parsed.message === 'string') return parsed.message;
    if (typeof parsed.detail === 'string') return parsed.detail;
  } catch {
    // Not JSON: a proxy's web page, plain text, or a body cut at the read cap; its start still helps.
  }
  return body;
}

export function statusError(context: ChatErrorContext, status: number, body: string, retryAfterMs: number | undefined): ProviderError {
  const words = readableStart(serverWords(body));
  const detail = body.trim() === '' ? undefined : body;
  const said = words === '' ? '' : `: ${words}`;
  if (status === 401) {
    return make(
      context,
      'authentication',
      `${context.host} rejected the API key (401)${said}. ${keyPlace(context)}; a local server usually needs none.`,
      detail,
      status,
    );
  }
  if (status === 402 || status === 403) {
    return make(context, 'permission', `${context.host} refused the request (${status})${said}. Check the account's credits and which models the key may use.`, detail, status);
  }
  if (status === 404) {
    return make(
      context,
      'not_found',
      `${context.host} does not know this model or endpoint (404)${said}. Check the model id (a local server lists the models it has pulled) and that the Base URL ends where /chat/completions starts, e.g. http://localhost:11434/v1.`,
      detail,
      status,
    );
  }
  if (status === 413 || /context length|too many tokens|maximum context/i.test(words)) {
    return make(
      context,
      'request_too_large',
      `The request is larger than the model accepts (${status})${said}. Branch from an earlier step, or shorten the system prompt, tool descriptions or large tool results.`,
      detail,
      status,
    );
  }
  if (status === 400 || status === 422) {
    return make(
      context,
      'bad_request',
      `${context.host} refused the request (${status})${said}. If you edited a tool's name or schema, check it there; some servers also refuse tools for models that cannot call them.`,
      detail,
      status,
    );
  }
  if (status === 429) {
    const wait = retryAfterMs === undefined ? 'a moment' : `${Math.ceil(retryAfterMs / 1000)} s (the provider's retry-after)`;
    return make(context, 'rate_limited', `Rate limited by ${context.host} (429). Wait ${wait}, then try again.`, detail, status);
  }
  if (status === 503 || status === 529) {
    return make(context, 'overloaded', `${context.host} is overloaded (${status}) — busy on their side. Try again in a few moments.`, detail, status);
  }
  if (status >= 500) {
    return make(context, 'server', `${context.host} failed to answer (${status})${said}. Try again shortly; if it keeps happening, the server may be having trouble.`, detail, status);
  }
  return make(context, 'server', `Unexpected answer from ${context.host} (${status})${said}. Try again; if it persists, check the Base URL.`, detail, status);
}

/** fetch rejected before any answer: offline, wrong address, server down, or (in a page) an origin the server refuses. */
export function unreachableError(context: ChatErrorContext, cause: unknown): ProviderError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  const corsHint = context.inBrowser
    ? ' If the server is running, it may refuse this page\'s origin: for Ollama, set OLLAMA_ORIGINS to this page\'s origin (or "*") and restart it; in LM Studio, turn on "Enable CORS" in the server settings.'
    : '';
  return make(context, 'network', `Couldn't reach ${context.host}. Check that the server is running and ${baseUrlPlace(context)}.${corsHint}`, detail);
}

export function headersTimeoutError(context: ChatErrorContext, waitedMs: number): ProviderError {
  return make(
    context,
    'network',
    `${context.host} sent no answer in ${Math.round(waitedMs / 1000)} s. A local model may still be loading; try again, or check the server and ${baseUrlPlace(context)}.`,
  );
}

export function idleTimeoutError(context: ChatErrorContext, waitedMs: number): ProviderError {
  return make(context, 'stream_interrupted', `The model's answer stalled for ${Math.round(waitedMs / 1000)} s mid-stream. Nothing in the transcript is lost; run the step again.`);
}

export function retryWaitTooLongError(context: ChatErrorContext, status: number, waitMs: number, body: string): ProviderError {
  const words = readableStart(serverWords(body));
  return make(
    context,
    status === 429 ? 'rate_limited' : 'overloaded',
    `${context.host} asked to wait ${Math.ceil(waitMs / 1000)} s before trying again (${status}), longer than a run waits. Try again later.`,
    words === '' ? undefined : words,
    status,
  );
}

export function abortedError(): ProviderError {
  return new ProviderError('aborted', 'Stopped: the request was cancelled before the model finished answering.');
}

/** A 2xx answer that is not an event stream: a web page, or anything else where the API should be. */
export function notTheApiError(context: ChatErrorContext, contentType: string | null, body: string, expected = 'a chat-completions event stream'): ProviderError {
  const said = readableStart(body);
  return make(
    context,
    'not_found',
    `${context.host} answered with ${describeContent(contentType, body)}, not ${expected}${said ? `: "${said}"` : ''}. ` +
      `${likelyCause(contentType, body)} Check ${baseUrlPlace(context)}: ` +
      'it is the address /chat/completions is under, such as http://localhost:11434/v1.',
    body,
    200,
  );
}

/** A stream event whose data is not JSON: the answer cannot be read past it. */
export function unparsableEventError(context: ChatErrorContext, data: string): ProviderError {
  return make(
    context,
    'stream_interrupted',
    `${context.host} sent a stream event that is not JSON, so the rest of the answer could not be read. ` +
      `Nothing in the transcript is lost; run the step again. If it keeps happening, check that ${baseUrlPlace(context)} points at the server itself, not a proxy that changes the stream.`,
    `The event's data: ${data}`,
  );
}

export function cutStreamError(context: ChatErrorContext, detail: string): ProviderError {
  return make(context, 'stream_interrupted', "The model's answer broke off mid-stream. Nothing in the transcript is lost; run the step again.", detail);
}

/** A chunk that reports an error inside a 200 stream (vLLM, gateways do this). */
export function streamReportedError(context: ChatErrorContext, words: string): ProviderError {
  const kind: ProviderErrorKind = /overload|capacity/i.test(words) ? 'overloaded' : /rate/i.test(words) ? 'rate_limited' : 'stream_interrupted';
  return make(context, kind, `${context.host} reported an error while answering: ${words}. Nothing in the transcript is lost; run the step again.`, words);
}
