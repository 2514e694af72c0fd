/**
 * read_file returns lines as `String(n).padStart(6) + '\t' + text`. The text repeats a workspace
 * file the link already carries, but deflate cannot match it through a fresh number on every line:
 * those numbers cost ~15% of a typical link. In a link (not in the document, not in a .json file)
 * a tool result travels with such runs of numbered lines stripped, and a list of the runs to put
 * the numbers back: `[lineIndex, firstNumber, count]`.
 *
 * The packing is checked to unpack to the exact text, or not used; unpacking untrusted runs is
 * bounded (every run must fit the text, runs may not overlap, and what they add is budgeted).
 */

export type NumberedRun = [lineIndex: number, firstNumber: number, count: number];

/** Shorter runs are left alone: they save less than their description costs. */
const MIN_RUN = 3;

const prefixOf = (number: number) => `${String(number).padStart(6)}\t`;

export function packNumberedLines(text: string): { text: string; runs: NumberedRun[] } | undefined {
  const lines = text.split('\n');
  const runs: NumberedRun[] = [];
  let index = 0;
  while (index < lines.length) {
    const first = numberOf(lines[index]!);
    if (first === undefined) {
      index += 1;
      continue;
    }
    let count = 1;
    while (index + count < lines.length && numberOf(lines[index + count]!) === first + count) count += 1;
    if (count >= MIN_RUN) {
      runs.push([index, first, count]);
      for (let offset = 0; offset < count; offset++) lines[index + offset] = lines[index + offset]!.slice(prefixOf(first + offset).length);
    }
    index += count;
  }
  if (runs.length === 0) return undefined;
  const packed = lines.join('\n');
  const unpacked = unpackNumberedLines(packed, runs, Infinity);
  return unpacked.ok && unpacked.text === text ? { text: packed, runs } : undefined;
}

export type UnpackResult = { ok: true; text: string; added: number } | { ok: false; reason: 'malformed' | 'over-budget' };

/** Puts the numbers back; `budget` is how many characters it may add in all. */
export function unpackNumberedLines(text: string, runs: unknown, budget: number): UnpackResult {
  if (!Array.isArray(runs)) return { ok: false, reason: 'malformed' };
  const lines = text.split('\n');
  let added = 0;
  let nextFree = 0;
  for (const run of runs) {
    if (!isRun(run)) return { ok: false, reason: 'malformed' };
    const [lineIndex, first, count] = run;
    if (lineIndex < nextFree || lineIndex + count > lines.length || !Number.isSafeInteger(first + count)) return { ok: false, reason: 'malformed' };
    for (let offset = 0; offset < count; offset++) {
      const prefix = prefixOf(first + offset);
      added += prefix.length;
      if (added > budget) return { ok: false, reason: 'over-budget' };
      lines[lineIndex + offset] = prefix + lines[lineIndex + offset]!;
    }
    nextFree = lineIndex + count;
  }
  return { ok: true, text: lines.join('\n'), added };
}

function isRun(value: unknown): value is NumberedRun {
  return Array.isArray(value) && value.length === 3 && value.every((item) => Number.isSafeInteger(item) && (item as number) >= 0) && (value[2] as number) >= 1;
}

/** The line number a read_file-style line starts with, when its prefix is exactly that format. */
function numberOf(line: string): number | undefined {
  const match = /^ *(\d{1,15})\t/.exec(line);
  if (!match) return undefined;
  const number = Number(match[1]);
  return Number.isSafeInteger(number) && match[0] === prefixOf(number) ? number : undefined;
}
