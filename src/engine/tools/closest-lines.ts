import { cutAt, numberLine } from './text-lines';

/**
 * The hint in edit_file's NoMatch failure: the run of file lines most like the oldText that was
 * not found, shown as read_file numbers them. Most misses are a model's slightly wrong memory of
 * the file (indentation, a renamed variable, a line it skipped); seeing the real lines next to
 * the failure lets it fix oldText without another read.
 */
export interface ClosestLines {
  startLine: number;
  endLine: number;
  /** The lines in read_file's numbered form. */
  numbered: string;
}

/** Below this mean line similarity (0..1) the "closest" lines are noise and are not shown. */
const MIN_MEAN_SIMILARITY = 0.3;
/** Caps the work on huge files: (windows x compared lines) similarity computations. */
const COMPARISON_BUDGET = 1_000_000;
const MAX_HINT_LINES = 40;
const MAX_HINT_LINE_CHARACTERS = 300;

/** `fileLines` and `wantedText` are LF-only. Undefined when nothing in the file is similar enough. */
export function closestLines(fileLines: string[], wantedText: string): ClosestLines | undefined {
  const wantedLines = wantedText.split('\n');
  if (wantedLines.length > 1 && wantedLines[wantedLines.length - 1] === '') wantedLines.pop();
  if (fileLines.length === 0) return undefined;

  const windowSize = Math.min(wantedLines.length, fileLines.length);
  const windowCount = fileLines.length - windowSize + 1;
  const compared = sampleIndexes(windowSize, Math.max(1, Math.floor(COMPARISON_BUDGET / windowCount)));
  const grams = new GramTable();
  const fileGrams = fileLines.map((line) => grams.of(normalizeLine(line)));
  const wantedGrams = wantedLines.map((line) => grams.of(normalizeLine(line)));

  let bestStart = 0;
  let bestScore = -1;
  for (let start = 0; start < windowCount; start++) {
    let score = 0;
    for (const offset of compared) score += similarity(wantedGrams[offset]!, fileGrams[start + offset]!);
    if (score > bestScore) {
      bestScore = score;
      bestStart = start;
    }
  }
  if (bestScore / compared.length < MIN_MEAN_SIMILARITY) return undefined;

  const shownCount = Math.min(windowSize, MAX_HINT_LINES);
  const numbered = fileLines.slice(bestStart, bestStart + shownCount).map((line, index) => {
    const shown = line.length > MAX_HINT_LINE_CHARACTERS ? `${cutAt(line, MAX_HINT_LINE_CHARACTERS)}…` : line;
    return numberLine(bestStart + index + 1, shown);
  });
  if (shownCount < windowSize) numbered.push(`… (${windowSize - shownCount} more lines)`);
  return { startLine: bestStart + 1, endLine: bestStart + windowSize, numbered: numbered.join('\n') };
}

/** Whitespace differences should not hide the right place: they are what the hint shows. */
function normalizeLine(line: string): string {
  return line.trim().replace(/\s+/g, ' ');
}

/**
 * A line's character bigrams as a sorted list of small integers (repeats kept), so comparing two
 * lines is one merge over two typed arrays instead of string-keyed lookups: this runs up to
 * COMPARISON_BUDGET times on a large file.
 */
class GramTable {
  private readonly ids = new Map<string, number>();

  of(text: string): Int32Array {
    if (text.length === 1) return Int32Array.of(this.idOf(text));
    const grams = new Int32Array(Math.max(0, text.length - 1));
    for (let index = 0; index + 1 < text.length; index++) grams[index] = this.idOf(text.slice(index, index + 2));
    return grams.sort();
  }

  private idOf(gram: string): number {
    let id = this.ids.get(gram);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(gram, id);
    }
    return id;
  }
}

/** Dice coefficient over character bigrams (as multisets); two blank lines are identical. */
function similarity(first: Int32Array, second: Int32Array): number {
  if (first.length === 0 || second.length === 0) return first.length === second.length ? 1 : 0;
  let shared = 0;
  let left = 0;
  let right = 0;
  while (left < first.length && right < second.length) {
    const difference = first[left]! - second[right]!;
    if (difference === 0) {
      shared++;
      left++;
      right++;
    } else if (difference < 0) left++;
    else right++;
  }
  return (2 * shared) / (first.length + second.length);
}

/** Up to `most` indexes spread evenly over 0..size-1 (all of them when they fit). */
function sampleIndexes(size: number, most: number): number[] {
  if (size <= most) return Array.from({ length: size }, (_, index) => index);
  return Array.from({ length: most }, (_, index) => Math.floor((index * size) / most));
}
