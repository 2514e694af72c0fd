/**
 * Everything that can go wrong between us and the model provider, as a person reads it.
 * `message` says what happened and what to do next; `detail` keeps the provider's own words
 * (never containing the API key). The loop stops with this as its reason; nothing already in the
 * transcript is lost.
 */
export type ProviderErrorKind =
  | 'authentication' // 401: bad or revoked key
  | 'permission' // 403: key lacks access to the model or feature
  | 'browser_access_disabled' // the organisation turned off direct browser (CORS) access
  | 'not_found' // 404: model id or endpoint unknown
  | 'bad_request' // 400: we (or an edited surface) sent something the provider refuses
  | 'request_too_large' // 413
  | 'rate_limited' // 429
  | 'overloaded' // 529
  | 'server' // 5xx
  | 'stream_interrupted' // the stream broke off or reported an error mid-way
  | 'network' // no answer at all: offline, DNS, refused, CORS preflight blocked
  | 'aborted'; // the user pressed Stop

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly detail?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  toJSON(): { kind: ProviderErrorKind; message: string; detail?: string; status?: number } {
    return { kind: this.kind, message: this.message, detail: this.detail, status: this.status };
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}
