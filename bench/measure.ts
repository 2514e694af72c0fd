/** Timing helpers for `npm run bench`: medians over repeated runs, after a warm-up. */

export interface Timing {
  medianMs: number;
  p95Ms: number;
  runs: number;
}

export async function measure(run: () => unknown, options: { runs?: number; warmup?: number } = {}): Promise<Timing> {
  const runs = options.runs ?? 20;
  for (let index = 0; index < (options.warmup ?? 3); index++) await run();
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), runs };
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

export function ms(value: number): string {
  return value < 10 ? `${value.toFixed(2)} ms` : `${value.toFixed(1)} ms`;
}

/** One printed line: a figure beside its reference, measured in the same run. */
export function report(name: string, ours: Timing, reference: Timing, referenceName: string): string {
  const ratio = ours.medianMs / reference.medianMs;
  return `${name}: ${ms(ours.medianMs)} (p95 ${ms(ours.p95Ms)}) vs ${referenceName} ${ms(reference.medianMs)} → ${ratio.toFixed(1)}×`;
}
