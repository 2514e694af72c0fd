import type { Usage } from './model-client';

/**
 * List prices in US dollars per million tokens, for the cost column of comparisons. Checked
 * against Anthropic's pricing and model pages; prices change, so each entry says when. A model
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
];

const SNAPSHOT_SUFFIX = /^-(?:\d{8}|latest)$/;

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
