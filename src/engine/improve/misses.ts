import type { SelectionPrompt } from '../compare/selection-expectations';
import { NO_TOOL, type SelectionSample } from '../compare/selection-expectations';
import type { Surface } from '../toolkit/surface';

/**
 * What went wrong, as the proposer reads it: one entry per distinct miss (the same prompt, the
 * same outcome, the same call), counted, and trimmed so a large prompt set does not fill the
 * proposer's context.
 */
export interface Miss {
  prompt: string;
  expected: string[] | null;
  forbidden?: string[];
  outcome: string;
  called?: string;
  arguments?: unknown;
  problem?: string;
  times: number;
}

const MOST_MISSES = 20;
const LONGEST_TEXT = 400;

export function collectMisses(prompts: readonly SelectionPrompt[], samples: readonly SelectionSample[], surface: Surface): Miss[] {
  const nameOf = (handler: string | undefined) => surface.tools.find((tool) => tool.handler === handler)?.name ?? handler;
  const byKey = new Map<string, Miss>();
  for (const sample of samples) {
    if (sample.outcome === 'correct' || sample.outcome === 'error') continue;
    const prompt = prompts[sample.prompt]!;
    const called = sample.chosen === undefined || sample.chosen === NO_TOOL ? undefined : nameOf(sample.chosen);
    const key = JSON.stringify([sample.prompt, sample.outcome, called, sample.input]);
    const seen = byKey.get(key);
    if (seen) {
      seen.times++;
      continue;
    }
    byKey.set(key, {
      prompt: cut(prompt.prompt),
      expected: prompt.expected.length === 0 ? null : prompt.expected.map((tool) => nameOf(tool) ?? tool),
      ...(prompt.forbidden?.length ? { forbidden: prompt.forbidden.map((tool) => nameOf(tool) ?? tool) } : {}),
      outcome: sample.outcome,
      ...(called === undefined ? {} : { called }),
      ...(sample.input === undefined ? {} : { arguments: trimmed(sample.input) }),
      ...(sample.problem === undefined ? {} : { problem: cut(sample.problem) }),
      times: 1,
    });
  }
  return [...byKey.values()].sort((a, b) => b.times - a.times).slice(0, MOST_MISSES);
}

function cut(text: string): string {
  return text.length > LONGEST_TEXT ? `${text.slice(0, LONGEST_TEXT - 1)}…` : text;
}

function trimmed(input: unknown): unknown {
  const text = JSON.stringify(input);
  return text.length > LONGEST_TEXT ? cut(text) : input;
}
