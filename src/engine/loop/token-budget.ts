import type { Usage } from '../model/model-client';

/**
 * Tokens a run may spend. Sub-agents share their top-level run's budget (one object passed down),
 * so a budget is charged by whoever spends and read by everyone before their next turn.
 *
 * Cached prompt tokens are counted as Anthropic bills them against fresh input: a cache read at a
 * tenth, a cache write at 1.25 times. Counted at full weight, a long cached run would reach its cap
 * many times sooner than its bill suggests (each turn re-reads the whole transcript from the cache).
 */
export interface TokenBudget {
  readonly limit: number;
  used(): number;
  remaining(): number;
  charge(usage: Usage): void;
}

export const CACHE_READ_WEIGHT = 0.1;
export const CACHE_WRITE_WEIGHT = 1.25;

/**
 * How the budget counts, for wherever a person sees the budget next to raw token totals: the two
 * figures differ on any cached run, and without this the budget looks spent too early.
 */
export const BUDGET_COUNTING = `tokens as billed: cache reads count 1/${Math.round(1 / CACHE_READ_WEIGHT)}, cache writes ${CACHE_WRITE_WEIGHT}×`;

/** What one reply costs the budget: input and output tokens, cache tokens weighed as billed. */
export function budgetTokens(usage: Usage): number {
  return usage.inputTokens + usage.outputTokens + usage.cacheReadTokens * CACHE_READ_WEIGHT + usage.cacheWriteTokens * CACHE_WRITE_WEIGHT;
}

export function createTokenBudget(limit: number): TokenBudget {
  let spent = 0;
  return {
    limit,
    used: () => Math.round(spent),
    remaining: () => Math.max(0, limit - spent),
    charge: (usage) => {
      spent += budgetTokens(usage);
    },
  };
}
