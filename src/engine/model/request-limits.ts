export interface RequestLimits {
  /** Retries after a retryable failure (429, 5xx, network). */
  maxRetries: number;
  /** The longest wait a provider's retry-after may ask for; a longer one ends the call with an error. */
  maxRetryWaitMs: number;
  /** Time allowed for the response headers to arrive. */
  headersTimeoutMs: number;
  /** Time allowed between two stream events once the stream began. */
  idleTimeoutMs: number;
}

export const defaultRequestLimits: RequestLimits = {
  maxRetries: 2,
  maxRetryWaitMs: 60_000,
  headersTimeoutMs: 600_000,
  idleTimeoutMs: 300_000,
};
