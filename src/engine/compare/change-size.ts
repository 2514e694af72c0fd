import { diffLines } from 'diff';
import { utf8ByteLength } from '../tools/text-lines';

/** A diff that takes longer than this is given up on (a file rewritten beyond recognition). */
const DIFF_TIMEOUT_MS = 2_000;

/**
 * The size of the change a run made to the files: a line diff between the lesson's files and the
 * run's final files, counting the UTF-8 bytes of every added or changed line (newline included).
 * Removed lines count 0: deleting needs no content written. A new file counts whole; a deleted
 * one 0. Measured in the same unit as writtenBytes, so written / change reads as "bytes written
 * per byte of change". When a diff takes too long, the whole new file counts (an upper bound).
 */
export function changeBytes(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): number {
  let total = 0;
  for (const [path, content] of Object.entries(after)) {
    const original = Object.hasOwn(before, path) ? before[path]! : '';
    if (content === original) continue;
    const changes = diffLines(original, content, { timeout: DIFF_TIMEOUT_MS });
    total += changes === undefined ? utf8ByteLength(content) : changes.reduce((sum, change) => sum + (change.added ? utf8ByteLength(change.value) : 0), 0);
  }
  return total;
}
