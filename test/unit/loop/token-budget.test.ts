import { describe, expect, it } from 'vitest';
import { createTokenBudget } from '../../../src/engine/loop/token-budget';

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
});
