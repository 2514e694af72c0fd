import type { Verdict } from '../compare/difference';
import { runSelectionTests, type SelectionVariant } from '../compare/selection';
import type { SelectionPrompt, SelectionSample } from '../compare/selection-expectations';
import { differencesFrom } from '../compare/selection-summary';
import type { ModelClient, Usage } from '../model/model-client';
import { addUsage, zeroUsage } from '../model/model-client';
import type { Surface } from '../toolkit/surface';
import type { LessonMiss } from './lesson-misses';
import { collectMisses, type Miss } from './misses';
import type { SurfaceKind } from './surface-edit';

/**
 * What the loop measures a surface on: selection-test prompts, or a lesson's task run as real
 * agent runs. Each set measures a surface, sets two measurements against each other with its own
 * statistic, and says what went wrong in the words the proposer reads.
 */

export interface Score {
  delta: number;
  low: number;
  high: number;
  verdict: Verdict;
}

/** The tally a score is read from: paired prompt answers, or independent lesson runs. */
export type SetScore = Score & ({ pairs: number } | { runs: number });

export interface Measurement {
  /** Right answers (prompts) or passed runs (a lesson). */
  right: number;
  /** Answers or finished runs counted. */
  total: number;
  calls: number;
  usage: Usage;
  samples?: SelectionSample[];
  /** Set by a lesson set: its runs, for its own statistic and misses. */
  detail?: unknown;
}

export interface SetMisses {
  prompts: Miss[];
  lessonRuns: LessonMiss[];
}

export interface EvaluationSet {
  /** "prompts" or `lesson "<id>"`: how the progress lines and --out name it. */
  name: string;
  /** "7 prompts × 3", "lesson edit-file-flat-form × 3 runs". */
  size: string;
  /** What `right` of a measurement counts, for the progress lines. */
  counts: 'answers right' | 'runs passed';
  /** The most model calls the next measurement is expected to take, for the budgets. */
  expectedCalls(): number;
  /** The surface measured; throws ProviderFailure when the provider failed a call. */
  measure(surface: Surface, label: string, signal?: AbortSignal): Promise<Measurement>;
  /** trial against base, at the two-sided level z says; undefined when nothing can be compared. */
  difference(base: Measurement, trial: Measurement, z: number): SetScore | undefined;
  misses(measurement: Measurement, surface: Surface): SetMisses;
}

/** A call to the provider failed: the loop stops and says so (exit 1), keeping what it has. */
export class ProviderFailure extends Error {}

export interface PromptSetOptions {
  prompts: readonly SelectionPrompt[];
  samples: number;
  kind: SurfaceKind;
  model: ModelClient;
  modelId: string;
}

export function promptSet(options: PromptSetOptions): EvaluationSet {
  const { prompts, samples } = options;
  return {
    name: 'prompts',
    size: `${prompts.length} prompts × ${samples}`,
    counts: 'answers right',
    expectedCalls: () => prompts.length * samples,
    async measure(surface, label, signal) {
      const variant: SelectionVariant =
        options.kind === 'tools' ? { name: label, tools: surface.tools.map(({ name, description, input_schema }) => ({ name, description, input_schema })), system: surface.system } : { name: label, surface };
      const report = await runSelectionTests({ prompts, variants: [variant], samples, model: options.model, modelId: options.modelId, signal });
      const failed = report.samples.find((sample) => sample.outcome === 'error');
      if (!signal?.aborted && (failed || report.failure)) throw new ProviderFailure(failed?.problem ?? report.failure!);
      const usage = report.samples.reduce((total, sample) => addUsage(total, sample.usage), zeroUsage());
      const right = report.samples.filter((sample) => sample.outcome === 'correct').length;
      // Every sample carries the label it was measured under; the statistic pairs them by prompt.
      return { right, total: report.samples.length, calls: report.samples.length, usage, samples: report.samples };
    },
    difference(base, trial, z) {
      const difference = differencesFrom('base', ['base', 'trial'], [...relabel(base.samples!, 'base'), ...relabel(trial.samples!, 'trial')], z)[0];
      if (!difference) return undefined;
      return { delta: difference.delta, low: difference.low, high: difference.high, verdict: difference.verdict, pairs: difference.pairs ?? 0 };
    },
    misses: (measurement, surface) => ({ prompts: collectMisses(prompts, measurement.samples!, surface), lessonRuns: [] }),
  };
}

function relabel(samples: readonly SelectionSample[], variant: string): SelectionSample[] {
  return samples.map((sample) => ({ ...sample, variant }));
}
