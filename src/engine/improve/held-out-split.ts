import { seededRandom } from '../compare/seeded-random';

/**
 * Which selection prompts the proposer may read and which are held out for the proof. A seeded
 * shuffle with the last share held out, the same as `npm run improve -- --holdout <share> --seed
 * <n>`, so the same seed sets aside the same prompts on the page and on the command line.
 */
export interface PromptSplit {
  /** Indices into the prompts: the ones whose misses the proposer reads. */
  evaluation: number[];
  /** Indices the proposer never sees; only "Prove it" answers them. */
  heldOut: number[];
}

export function splitPrompts(count: number, share: number, seed: number): PromptSplit {
  const all = Array.from({ length: count }, (_, index) => index);
  if (share <= 0) return { evaluation: all, heldOut: [] };
  const random = seededRandom(seed);
  const order = all.map((index) => ({ index, key: random() })).sort((a, b) => a.key - b.key).map(({ index }) => index);
  const held = Math.round(count * share);
  return { evaluation: order.slice(0, count - held).sort((a, b) => a - b), heldOut: order.slice(count - held).sort((a, b) => a - b) };
}
