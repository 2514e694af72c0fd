import { describe, expect, it } from 'vitest';
import { costOf, priceOf } from '../../../src/engine/model/prices';

describe('list prices', () => {
  it('price input, output and both cache kinds per million tokens', () => {
    const usage = { inputTokens: 1_000_000, outputTokens: 100_000, cacheReadTokens: 2_000_000, cacheWriteTokens: 400_000 };
    // Sonnet 4.5: $3 in, $15 out, $0.30 cache read, $3.75 cache write.
    expect(costOf('claude-sonnet-4-5', usage)).toBeCloseTo(3 + 1.5 + 0.6 + 1.5, 10);
  });

  it('know dated snapshots of a model, and nothing they would have to guess', () => {
    expect(priceOf('claude-opus-4-20250514')).toEqual(priceOf('claude-opus-4'));
    expect(priceOf('claude-sonnet-4-5-20250929')?.input).toBe(3);
    expect(priceOf('claude-opus-4-5')?.input).toBe(5);
    // A later Opus 4.x must not be priced as Opus 4 just because its id starts the same way.
    expect(priceOf('claude-opus-4-9')).toBeUndefined();
    expect(priceOf('claude-fake-1')).toBeUndefined();
    expect(costOf('my-local-model', { inputTokens: 10, outputTokens: 10, cacheReadTokens: 0, cacheWriteTokens: 0 })).toBeUndefined();
  });

  it('price OpenAI models and their dated snapshots, and leave local models and gateway ids unknown', () => {
    expect(priceOf('gpt-4.1-mini')).toEqual({ input: 0.4, output: 1.6, cacheWrite: 0.4, cacheRead: 0.1 });
    expect(priceOf('gpt-4.1-mini-2025-04-14')).toEqual(priceOf('gpt-4.1-mini'));
    expect(priceOf('gpt-4.1-mini')).not.toEqual(priceOf('gpt-4.1'));
    expect(priceOf('llama3.1:8b')).toBeUndefined();
    expect(priceOf('openai/gpt-4.1')).toBeUndefined();
  });
});
