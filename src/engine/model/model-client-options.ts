import type { RequestLimits } from './request-limits';

/**
 * What both provider clients are made with. Retries and timeouts live in `limits` only, so there
 * is one place to read or set them.
 */
export interface ModelClientOptions {
  /** The provider's key. A local OpenAI-compatible server may take none (empty or absent). */
  apiKey?: string;
  /** Empty or absent: the provider's own endpoint. */
  baseURL?: string;
  /** Retry and timeout limits; unset ones take `defaultRequestLimits`. */
  limits?: Partial<RequestLimits>;
  /** Told "waiting for the model: 30 s" while a call shows no sign of life, and each retry's wait. */
  onWait?: (notice: string) => void;
  /** How often `onWait` hears of a silent call; default 30 s. */
  waitNoticeEveryMs?: number;
  /** Where the person sets the key and base URL, named in failure messages; default the page's Settings. */
  setBy?: 'settings' | 'command-line';
  fetch?: typeof fetch;
}
