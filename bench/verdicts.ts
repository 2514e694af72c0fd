import { sequentialPlan, defaultRoundSize } from '../src/engine/compare/sequential';
import { seededRandom } from '../src/engine/compare/seeded-random';
import { simulateSequential } from '../src/engine/compare/sequential-simulation';
import { Z_95 } from '../src/engine/compare/wilson';

/**
 * Runs to a verdict: how many runs per variant `npm run compare -- --until-decided` spends before
 * it can say "better" on a clear difference (90% against 30% of runs passing), against the fixed
 * -n it stops under, and how often equal variants are wrongly called different. A simulation of
 * the stopping rule itself (the same plan and intervals the CLI uses) on runs drawn from a seeded
 * generator, since a full CLI run per simulated comparison would take hours; the CLI tests show
 * the real runs stopping where the rule says.
 */
export async function benchVerdicts(print: (line: string) => void): Promise<void> {
  print('# Runs to a verdict (simulation of the stopping rule, seeded)');
  const comparisons = 2_000;
  for (const most of [10, 20, 40]) {
    const plan = sequentialPlan(most, defaultRoundSize(most, 2, 1));
    const random = seededRandom(most);
    const clear = Array.from({ length: comparisons }, () => simulateSequential(plan.looks, { baseline: 0.3, variant: 0.9 }, random));
    const mean = clear.reduce((total, run) => total + run.runsPerVariant, 0) / comparisons;
    const better = clear.filter((run) => run.verdict === 'better').length / comparisons;
    const equal = Array.from({ length: comparisons }, () => simulateSequential(plan.looks, { baseline: 0.5, variant: 0.5 }, random));
    const wrong = equal.filter((run) => run.verdict !== 'undecided').length / comparisons;
    // The fixed -n: one look at 95% after every run is made.
    const fixedLook = [{ round: 1, runsPerVariant: most, alpha: 0.05, z: Z_95 }];
    const fixed = Array.from({ length: comparisons }, () => simulateSequential(fixedLook, { baseline: 0.3, variant: 0.9 }, random));
    const fixedBetter = fixed.filter((run) => run.verdict === 'better').length / comparisons;
    print(
      `90% vs 30%, -n ${most} (rounds of ${plan.roundSize}): runs to a verdict ${mean.toFixed(1)} per variant until decided against ${most} fixed · ratio ${(mean / most).toFixed(2)} · "better" in ${percent(better)} (fixed -n: ${percent(fixedBetter)}) · equal variants called different in ${percent(wrong)} (target ≤ 5%)`,
    );
  }
}

function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

// `npx tsx bench/verdicts.ts` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  void benchVerdicts((line) => process.stdout.write(`${line}\n`));
}
