import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ContentTooLargeError,
  InternalServerError,
  NotFoundError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
} from '@anthropic-ai/sdk';
import { capText } from '../text/capped-text';
import { ProviderError, type ProviderErrorKind } from './provider-error';
import { describeContent, likelyCause, MAX_DETAIL_CHARACTERS, readableStart } from './provider-text';

/**
 * Turns whatever the SDK, fetch or the stream threw into a ProviderError a person can act on.
 * Every string that leaves here is scrubbed of the API key, because errors are shown, stored and
 * shared.
 */

export interface ProviderErrorContext {
  apiKey: string;
  /** host[:port] of the endpoint, named in network failures. */
  host: string;
  signal?: AbortSignal;
  /** 'stream': the response had started; an unknown failure then means the stream broke off. */
  phase: 'request' | 'stream';
  /** Where the person sets the key and base URL: the page's Settings (default) or the command line. */
  setBy?: 'settings' | 'command-line';
}

/** Where to check the base URL, in the words of the place the person set it. */
export function baseUrlPlace(context: Pick<ProviderErrorContext, 'setBy'>): string {
  return context.setBy === 'command-line' ? 'the --base-url flag (or ANTHROPIC_BASE_URL)' : 'the Base URL in Settings';
}

function keyPlace(context: ProviderErrorContext): string {
  return context.setBy === 'command-line' ? 'Check ANTHROPIC_API_KEY' : 'Check it in Settings';
}

function modelPlace(context: ProviderErrorContext): string {
  return context.setBy === 'command-line' ? 'the --model flag' : 'the model id';
}

const KEY_PATTERN = /sk-ant-[A-Za-z0-9_-]{6,}/g;
// Keys shorter than this are placeholders (a proxy that ignores auth); scrubbing every "x" from
// a message would garble it without protecting anything.
const SHORTEST_REDACTED_KEY = 6;

/** Removes the key, and anything that looks like an Anthropic key, from a string. */
export function redactSecrets(text: string, apiKey: string): string {
  const withoutKey = apiKey.length >= SHORTEST_REDACTED_KEY ? text.split(apiKey).join('[redacted key]') : text;
  return withoutKey.replace(KEY_PATTERN, '[redacted key]');
}

export function hostOf(baseURL: string | undefined): string {
  try {
    return new URL(baseURL ?? 'https://api.anthropic.com').host;
  } catch {
    return baseURL ?? 'api.anthropic.com';
  }
}

export function mapProviderError(error: unknown, context: ProviderErrorContext): ProviderError {
  if (error instanceof ProviderError) return error;
  const make = (kind: ProviderErrorKind, message: string, detail?: string, status?: number) =>
    new ProviderError(
      kind,
      redactSecrets(message, context.apiKey),
      detail === undefined ? undefined : capText(redactSecrets(detail, context.apiKey), MAX_DETAIL_CHARACTERS),
      status,
    );
  if (context.signal?.aborted || error instanceof APIUserAbortError) {
    return make('aborted', 'Stopped: the request was cancelled before the model finished answering.');
  }
  if (error instanceof APIConnectionTimeoutError) {
    return make(
      'network',
      `No answer from ${context.host} in time. Check the connection or ${baseUrlPlace(context)}, then try again.`,
      causeChain(error),
    );
  }
  if (error instanceof APIConnectionError) {
    return make(
      'network',
      `Couldn't reach ${context.host}. Check the connection and ${baseUrlPlace(context)}` +
        (context.setBy === 'command-line' ? '.' : ' (in a browser, a proxy at that URL must also allow cross-origin requests).'),
      causeChain(error),
    );
  }
  if (error instanceof APIError && error.status === undefined) return mapStreamErrorEvent(error, make);
  if (error instanceof APIError) return mapStatusError(error as APIError<number>, context, make);
  if (context.phase === 'stream' && error instanceof SyntaxError) {
    return make(
      'stream_interrupted',
      `${context.host} sent a stream event that is not JSON, so the rest of the answer could not be read. ` +
        `Nothing in the transcript is lost; run the step again. If it keeps happening, something at ${baseUrlPlace(context)} ` +
        '(a proxy?) is changing the stream.',
      causeChain(error),
    );
  }
  if (context.phase === 'stream') {
    return make('stream_interrupted', interruptedMessage(), causeChain(error));
  }
  return make(
    'network',
    `The request to ${context.host} failed before any answer arrived. Check the connection or ${baseUrlPlace(context)}.`,
    causeChain(error),
  );
}

/**
 * A 2xx answer that is not an event stream: a web page or anything else where the Messages API
 * should be, which the SDK would read as a stream with no events.
 */
export function notTheApiError(context: ProviderErrorContext, contentType: string | null, body: string, expected = "the Messages API's event stream"): ProviderError {
  const said = readableStart(body);
  return new ProviderError(
    'not_found',
    redactSecrets(
      `${context.host} answered with ${describeContent(contentType, body)}, not ${expected}${said ? `: "${said}"` : ''}. ` +
        `${likelyCause(contentType, body)} Check ${baseUrlPlace(context)}: ` +
        'it is the address /v1/messages is under, such as https://api.anthropic.com.',
      context.apiKey,
    ),
    capText(redactSecrets(body, context.apiKey), MAX_DETAIL_CHARACTERS),
    200,
  );
}

/** The stream ended (cleanly or not) without message_stop: the answer is incomplete. */
export function streamCutError(context: ProviderErrorContext, detail: string): ProviderError {
  return new ProviderError('stream_interrupted', interruptedMessage(), redactSecrets(detail, context.apiKey));
}

type Make = (kind: ProviderErrorKind, message: string, detail?: string, status?: number) => ProviderError;

function interruptedMessage(): string {
  return "The model's answer broke off mid-stream. Nothing in the transcript is lost; run the step again.";
}

/** An SSE `event: error` after the stream began: the SDK throws APIError with no status. */
function mapStreamErrorEvent(error: APIError, make: Make): ProviderError {
  const detail = providerWords(error);
  if (error.type === 'overloaded_error') {
    return make('overloaded', 'The provider became overloaded while answering. Try again in a few moments.', detail);
  }
  if (error.type === 'rate_limit_error') {
    return make('rate_limited', 'Rate limited by the provider while answering. Wait a moment, then try again.', detail);
  }
  return make('stream_interrupted', interruptedMessage(), detail);
}

function mapStatusError(error: APIError<number>, context: ProviderErrorContext, make: Make): ProviderError {
  const status = error.status;
  const detail = providerWords(error);
  const words = statusErrorWords(error);
  if (/CORS requests are not allowed/i.test(words)) {
    return make(
      'browser_access_disabled',
      "This key's organisation does not allow requests straight from a browser. Ask an admin of the " +
        'organisation to allow browser (CORS) access, or set a Base URL in Settings that points at a proxy you run.',
      detail,
      status,
    );
  }
  if (error instanceof AuthenticationError) {
    return make(
      'authentication',
      `The API key was rejected (${status}). ${keyPlace(context)} — Anthropic keys start with sk-ant-.`,
      detail,
      status,
    );
  }
  if (error instanceof PaymentRequiredError) {
    return make(
      'permission',
      `The account behind this key cannot pay for the request (${status}). Check billing and credits in the Anthropic Console.`,
      detail,
      status,
    );
  }
  if (error instanceof PermissionDeniedError) {
    return make(
      'permission',
      `The API key is not allowed to do this (${status}): ${words || 'permission denied'}. ` +
        "Check that the key's workspace has access to this model.",
      detail,
      status,
    );
  }
  if (error instanceof NotFoundError) {
    return make(
      'not_found',
      `The provider does not know this model or endpoint (${status}): ${words || 'not found'}. ` +
        `Check ${modelPlace(context)} and ${baseUrlPlace(context)}.`,
      detail,
      status,
    );
  }
  if (error instanceof ContentTooLargeError || /prompt is too long|too many tokens/i.test(words)) {
    return make(
      'request_too_large',
      `The request is larger than the model accepts (${status}): ${words || 'too large'}. ` +
        'Branch from an earlier step, or shorten the system prompt, tool descriptions or large tool results.',
      detail,
      status,
    );
  }
  if (error instanceof BadRequestError || status === 422) {
    return make(
      'bad_request',
      `The provider refused the request (${status}): ${words || 'no reason given'}. ` +
        "If you edited a tool's name or schema, check it there.",
      detail,
      status,
    );
  }
  if (error instanceof RateLimitError) {
    return make(
      'rate_limited',
      `Rate limited by the provider (${status}). Wait${retryAfter(error)}, then try again.`,
      detail,
      status,
    );
  }
  if (status === 529 || error.type === 'overloaded_error') {
    return make(
      'overloaded',
      `The provider is overloaded (${status}) — busy on their side. Try again in a few moments.`,
      detail,
      status,
    );
  }
  if (error instanceof InternalServerError || status >= 500) {
    return make(
      'server',
      `The provider failed to answer (${status}). Try again shortly; if it keeps happening, ` +
        `the service at ${context.host} may be having trouble.`,
      detail,
      status,
    );
  }
  return make(
    'server',
    `Unexpected answer from the provider (${status}): ${words || 'no reason given'}. Try again; if it persists, check ${baseUrlPlace(context)}.`,
    detail,
    status,
  );
}

/** " 12 s (the provider asked for that)" from retry-after(-ms) headers, or " a moment". */
function retryAfter(error: APIError<number>): string {
  const milliseconds = Number(error.headers?.get('retry-after-ms'));
  const seconds = Number(error.headers?.get('retry-after'));
  const wait = Number.isFinite(milliseconds) && milliseconds > 0 ? milliseconds / 1000 : seconds;
  if (!Number.isFinite(wait) || wait <= 0) return ' a moment';
  return ` ${Math.ceil(wait)} s (the provider's retry-after)`;
}

/**
 * What the provider said, on one line: its error message when the body was the API's JSON, else
 * the start of whatever body came (a proxy's page, plain text, a body cut at the read cap).
 */
function statusErrorWords(error: APIError<number>): string {
  if (typeof error.apiMessage === 'string' && error.apiMessage !== '') return readableStart(error.apiMessage);
  // The SDK's message is "<status> <body>", or "<status> status code (no body)".
  const body = error.message.startsWith(`${error.status} `) ? error.message.slice(`${error.status} `.length) : error.message;
  return body === 'status code (no body)' ? '' : readableStart(body);
}

/** The provider's own words: error type, message, request id. */
function providerWords(error: APIError): string {
  const parts = [error.type ? `${error.type}: ` : '', capText(error.apiMessage ?? error.message, MAX_DETAIL_CHARACTERS)];
  if (error.requestID) parts.push(` (request-id ${error.requestID})`);
  return parts.join('');
}

/** "Connection error. <- fetch failed <- connect ECONNREFUSED 127.0.0.1:9" */
function causeChain(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    messages.push(current instanceof Error ? current.message || current.name : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join(' <- ');
}
