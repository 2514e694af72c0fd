import type { Usage } from './model-client';

/**
 * List prices in US dollars per million tokens, for the cost column of comparisons. Checked
 * against the providers' pricing and model pages; prices change, so each entry says when. A model
 * this table does not know has no cost ("unknown"), never a neighbour's price: a wrong number in
 * a comparison is worse than none.
 *
 * Cache writes are priced at the 5-minute rate: the loop marks its breakpoints `ephemeral` with
 * no ttl, which is the 5-minute cache.
 */
export interface ModelPrice {
  input: number;
  output: number;
  cacheWrite: number;
  cacheRead: number;
}

interface PriceEntry extends ModelPrice {
  /** A model id, matched as itself or followed by a dated snapshot ("-20250514") or "-latest". */
  model: string;
  /** When the numbers were last checked against the provider's pages. */
  checked: string;
}

const perMillion = (input: number, output: number, cacheWrite: number, cacheRead: number): ModelPrice => ({ input, output, cacheWrite, cacheRead });

const table: PriceEntry[] = [
  { model: 'claude-sonnet-5-5', checked: '2026-10', ...perMillion(2, 10, 2.5, 0.2) },
  { model: 'claude-sonnet-5', checked: '2026-10', ...perMillion(2, 10, 2.5, 0.2) },
  { model: 'claude-opus-5', checked: '2026-10', ...perMillion(5, 25, 6.25, 0.5) },
  { model: 'claude-opus-4-8', checked: '2026-10', ...perMillion(5, 25, 6.25, 0.5) },
  { model: 'claude-opus-4-7', checked: '2026-10', ...perMillion(5, 25, 6.25, 0.5) },
  { model: 'claude-opus-4-6', checked: '2026-10', ...perMillion(5, 25, 6.25, 0.5) },
  { model: 'claude-opus-4-5', checked: '2026-10', ...perMillion(5, 25, 6.25, 0.5) },
  { model: 'claude-opus-4-1', checked: '2026-10', ...perMillion(15, 75, 18.75, 1.5) },
  { model: 'claude-opus-4', checked: '2026-10', ...perMillion(15, 75, 18.75, 1.5) },
  { model: 'claude-sonnet-4-6', checked: '2026-10', ...perMillion(3, 15, 3.75, 0.3) },
  { model: 'claude-sonnet-4-5', checked: '2026-10', ...perMillion(3, 15, 3.75, 0.3) },
  { model: 'claude-sonnet-4', checked: '2026-10', ...perMillion(3, 15, 3.75, 0.3) },
  { model: 'claude-3-7-sonnet', checked: '2026-10', ...perMillion(3, 15, 3.75, 0.3) },
  { model: 'claude-haiku-4-5', checked: '2026-10', ...perMillion(1, 5, 1.25, 0.1) },
  { model: 'claude-3-5-haiku', checked: '2026-10', ...perMillion(0.8, 4, 1, 0.08) },
  { model: 'claude-3-haiku', checked: '2026-10', ...perMillion(0.25, 1.25, 0.3, 0.03) },
  // OpenAI, as its pricing page listed them in 2025-08 (not re-checked since). It charges nothing
  // extra to write its cache, so a cache write costs what input does; a gateway's own ids
  // ("openai/gpt-4.1") and local models stay unknown.
  { model: 'gpt-5', checked: '2025-08', ...perMillion(1.25, 10, 1.25, 0.125) },
  { model: 'gpt-5-mini', checked: '2025-08', ...perMillion(0.25, 2, 0.25, 0.025) },
  { model: 'gpt-5-nano', checked: '2025-08', ...perMillion(0.05, 0.4, 0.05, 0.005) },
  { model: 'gpt-4.1', checked: '2025-08', ...perMillion(2, 8, 2, 0.5) },
  { model: 'gpt-4.1-mini', checked: '2025-08', ...perMillion(0.4, 1.6, 0.4, 0.1) },
  { model: 'gpt-4.1-nano', checked: '2025-08', ...perMillion(0.1, 0.4, 0.1, 0.025) },
  { model: 'gpt-4o', checked: '2025-08', ...perMillion(2.5, 10, 2.5, 1.25) },
  { model: 'gpt-4o-mini', checked: '2025-08', ...perMillion(0.15, 0.6, 0.15, 0.075) },
  { model: 'o3', checked: '2025-08', ...perMillion(2, 8, 2, 0.5) },
  { model: 'o4-mini', checked: '2025-08', ...perMillion(1.1, 4.4, 1.1, 0.275) },
];

// Anthropic dates its snapshots -20250514, OpenAI -2025-04-14.
const SNAPSHOT_SUFFIX = /^-(?:\d{8}|\d{4}-\d{2}-\d{2}|latest)$/;

/** The list price of a model id, or undefined when this table does not know it. */
export function priceOf(modelId: string): ModelPrice | undefined {
  const entry = table.find((candidate) => modelId === candidate.model || (modelId.startsWith(candidate.model) && SNAPSHOT_SUFFIX.test(modelId.slice(candidate.model.length))));
  if (!entry) return undefined;
  const { input, output, cacheWrite, cacheRead } = entry;
  return { input, output, cacheWrite, cacheRead };
}

/** Dollars for this usage at the model's list price, or undefined when the price is unknown. */
export function costOf(modelId: string, usage: Usage): number | undefined {
  const price = priceOf(modelId);
  if (!price) return undefined;
  return (
    (usage.inputTokens * price.input + usage.outputTokens * price.output + usage.cacheWriteTokens * price.cacheWrite + usage.cacheReadTokens * price.cacheRead) /
    1_000_000
  );
}

/** "$0.0123" under a dollar, where cents matter (a round of short calls costs a few), "$12.34" above. */
export function dollarsText(amount: number): string {
  return `$${amount.toFixed(amount < 1 ? 4 : 2)}`;
}
