import { BUDGET_COUNTING } from '../../../engine/loop/token-budget';
import { totalTokens, type Usage } from '../../../engine/model/model-client';

/** "1,234 tokens": what the transcript and the tests read. */
export function tokensText(usage: Usage): string {
  return `${totalTokens(usage).toLocaleString('en-US')} tokens`;
}

/** The breakdown, for a tooltip; it also says how the run's token budget weighs the cache. */
export function usageBreakdown(usage: Usage): string {
  const format = (count: number) => count.toLocaleString('en-US');
  return `input ${format(usage.inputTokens)} · output ${format(usage.outputTokens)} · cache read ${format(usage.cacheReadTokens)} · cache write ${format(usage.cacheWriteTokens)} · the token budget counts ${BUDGET_COUNTING}`;
}

export function durationText(milliseconds: number): string {
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/** Arguments as the model sent them, indented; anything not JSON-able shown as it is. */
export function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The `{error, message}` object a failure is sent as, when the content is one. */
export function parseFailure(content: string): { error: string; message: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(content);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { error, message } = parsed as Record<string, unknown>;
    return typeof error === 'string' && typeof message === 'string' ? { error, message } : undefined;
  } catch {
    return undefined;
  }
}
