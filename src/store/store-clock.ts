/**
 * Milliseconds for the sessions' own timestamps, each later than the one before in this page, in
 * IndexedDB and in memory alike. The sessions list is ordered by `updatedAt`, and two writes in the
 * same millisecond (a quick run ending, then a new session) would otherwise tie and list in the
 * order of their random ids. Times compared with the wall clock (`deletedAt`, read against a purge
 * cutoff) keep `Date.now()`: this clock may run a few milliseconds ahead of it.
 */
let last = 0;

export function storeNow(): number {
  last = Math.max(Date.now(), last + 1);
  return last;
}
