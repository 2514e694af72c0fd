/**
 * A slice of a comparison's run matrix, so a comparison too large for one machine can be spread
 * over several (a CI matrix) and merged afterwards. The matrix is the interleaved job list
 * (variant a run 1, variant b run 1, variant a run 2...); slice i of n is its i-th stretch of
 * about equal length. A stretch of the interleaved list holds every variant as soon as it is as
 * long as the variant list, and the same call always gets the same jobs.
 */
export interface Shard {
  /** Counts from 1. */
  index: number;
  count: number;
}

/** Whether the job at `position` (from 0, in matrix order) belongs to the slice. */
export function inShard(position: number, total: number, shard: Shard | undefined): boolean {
  if (shard === undefined) return true;
  const { start, end } = stretch(total, shard);
  return position >= start && position < end;
}

/** Jobs the slice runs out of a matrix of `total`. */
export function shardJobCount(total: number, shard: Shard | undefined): number {
  if (shard === undefined) return total;
  const { start, end } = stretch(total, shard);
  return end - start;
}

function stretch(total: number, shard: Shard): { start: number; end: number } {
  return { start: Math.floor(((shard.index - 1) * total) / shard.count), end: Math.floor((shard.index * total) / shard.count) };
}

/** "2/3" -> { index: 2, count: 3 }; a sentence saying what is wrong otherwise. */
export function parseShard(text: string): Shard | { problem: string } {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const problem = `--shard takes i/n, the slice to run and how many slices there are, with 1 <= i <= n (for example 2/4), not "${text}".`;
  if (!match) return { problem };
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || index < 1 || index > count) return { problem };
  return { index, count };
}
