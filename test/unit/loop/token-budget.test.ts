import { describe, expect, it } from 'vitest';
import { describeStopReason } from '../../../src/engine/loop/stop-reason';
import { createTokenBudget } from '../../../src/engine/loop/token-budget';
import { tokensText, usageBreakdown } from '../../../src/ui/components/run/format';

describe('the token budget', () => {
  it('weighs cached prompt tokens as they are billed: reads at a tenth, writes at 1.25 times', () => {
    const budget = createTokenBudget(10_000);
    // A late turn of a long cached run: most of the prompt is read back from the cache.
    budget.charge({ inputTokens: 100, outputTokens: 50, cacheReadTokens: 10_000, cacheWriteTokens: 1_000 });
    expect(budget.used()).toBe(100 + 50 + 1_000 + 1_250);
    expect(budget.remaining()).toBe(10_000 - 2_400);
  });

  it('a long cached run lasts as long as its bill says, not ten times shorter', () => {
    const budget = createTokenBudget(200_000);
    let turns = 0;
    // Each turn re-reads a 40,000-token transcript from the cache and adds 500 tokens to it.
    while (budget.remaining() > 0 && turns < 100) {
      budget.charge({ inputTokens: 200, outputTokens: 300, cacheReadTokens: 40_000, cacheWriteTokens: 500 });
      turns++;
    }
    expect(turns).toBeGreaterThan(30);
  });

  it('says how it counts wherever its figure sits next to the raw token totals', () => {
    // A cached run's raw total is far above what the budget charged: the reader must see why.
    const usage = { inputTokens: 1_000, outputTokens: 1_000, cacheReadTokens: 180_000, cacheWriteTokens: 0 };
    const budget = createTokenBudget(20_000);
    budget.charge(usage);
    expect(tokensText(usage)).toBe('182,000 tokens');
    const stop = describeStopReason({ type: 'token_cap', used: budget.used(), limit: budget.limit });
    expect(stop).toBe('Stopped at the token budget (20,000 of 20,000; tokens as billed: cache reads count 1/10, cache writes 1.25×).');
    expect(usageBreakdown(usage)).toContain('the token budget counts tokens as billed: cache reads count 1/10, cache writes 1.25×');
  });
});
