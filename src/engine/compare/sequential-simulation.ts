import { newcombeDifference, verdictOf, type Verdict } from './difference';
import type { Look } from './sequential';

/**
 * The stopping rule played out on made-up runs, for the tests that pin its error rate and the
 * bench that counts the runs it saves: each run passes with a set probability, drawn from a seeded
 * generator so every count is the same on every machine.
 */

export interface SimulatedComparison {
  /** Runs of each variant made when it stopped. */
  runsPerVariant: number;
  verdict: Verdict;
}

/** One baseline and one variant run look by look until the interval excludes zero or the looks run out. */
export function simulateSequential(looks: readonly Look[], rates: { baseline: number; variant: number }, random: () => number): SimulatedComparison {
  const baseline = { passed: 0, runs: 0 };
  const variant = { passed: 0, runs: 0 };
  for (const look of looks) {
    while (variant.runs < look.runsPerVariant) {
      baseline.runs += 1;
      variant.runs += 1;
      if (random() < rates.baseline) baseline.passed += 1;
      if (random() < rates.variant) variant.passed += 1;
    }
    const verdict = verdictOf(newcombeDifference(variant, baseline, look.z)!);
    if (verdict !== 'undecided') return { runsPerVariant: variant.runs, verdict };
  }
  return { runsPerVariant: variant.runs, verdict: 'undecided' };
}
