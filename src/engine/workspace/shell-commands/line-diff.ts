import { diffArrays } from 'diff';

/**
 * A line diff in GNU diff's two everyday output formats, normal (`2c2`, `< old`, `---`, `> new`)
 * and unified (`@@ -1,3 +1,4 @@`), from the `diff` library's edit script. Lines keep their
 * newline, so a last line without one differs from the same line with one, as in GNU diff, and is
 * followed by GNU's "\ No newline at end of file".
 */

export interface LineDiffOptions {
  /** How two lines are compared (case or whitespace ignored); exact by default. */
  sameLine?: (left: string, right: string) => boolean;
}

type Step = { kind: ' ' | '-' | '+'; text: string; oldIndex: number; newIndex: number };

export function splitLines(text: string): string[] {
  const lines = text.split(/(?<=\n)/);
  return lines[lines.length - 1] === '' ? lines.slice(0, -1) : lines;
}

/** The edit script, one step per line, with the index each line has in either file before it. */
export function editSteps(oldLines: string[], newLines: string[], options: LineDiffOptions = {}): Step[] {
  const comparator = options.sameLine;
  const changes = diffArrays(oldLines, newLines, comparator ? { comparator } : {});
  const steps: Step[] = [];
  let oldIndex = 0;
  let newIndex = 0;
  for (const change of changes) {
    for (let offset = 0; offset < change.count; offset++) {
      if (change.removed) steps.push({ kind: '-', text: oldLines[oldIndex]!, oldIndex: oldIndex++, newIndex });
      else if (change.added) steps.push({ kind: '+', text: newLines[newIndex]!, oldIndex, newIndex: newIndex++ });
      else steps.push({ kind: ' ', text: oldLines[oldIndex]!, oldIndex: oldIndex++, newIndex: newIndex++ });
    }
  }
  return steps;
}

export function hasChanges(steps: readonly Step[]): boolean {
  return steps.some((step) => step.kind !== ' ');
}

/** GNU's default format: each run of changes as `NdM`, `NaM` or `NcM` and its lines. */
export function normalFormat(steps: readonly Step[]): string {
  let output = '';
  for (let start = 0; start < steps.length; ) {
    if (steps[start]!.kind === ' ') {
      start++;
      continue;
    }
    let end = start;
    while (end < steps.length && steps[end]!.kind !== ' ') end++;
    const run = steps.slice(start, end);
    const removed = run.filter((step) => step.kind === '-');
    const added = run.filter((step) => step.kind === '+');
    const first = run[0]!;
    const oldRange = removed.length > 0 ? range(first.oldIndex + 1, first.oldIndex + removed.length) : `${first.oldIndex}`;
    const newRange = added.length > 0 ? range(first.newIndex + 1, first.newIndex + added.length) : `${first.newIndex}`;
    const letter = removed.length === 0 ? 'a' : added.length === 0 ? 'd' : 'c';
    output += `${oldRange}${letter}${newRange}\n`;
    output += removed.map((step) => printed('< ', step.text)).join('');
    if (letter === 'c') output += '---\n';
    output += added.map((step) => printed('> ', step.text)).join('');
    start = end;
  }
  return output;
}

/** GNU's -u hunks (without the two file header lines), `context` unchanged lines around each change. */
export function unifiedHunks(steps: readonly Step[], context: number): string {
  const changed = steps.flatMap((step, index) => (step.kind === ' ' ? [] : [index]));
  let output = '';
  for (let at = 0; at < changed.length; ) {
    // Changes closer than twice the context share a hunk, as in GNU diff.
    let last = at;
    while (last + 1 < changed.length && changed[last + 1]! - changed[last]! <= 2 * context + 1) last++;
    const start = Math.max(0, changed[at]! - context);
    const end = Math.min(steps.length, changed[last]! + context + 1);
    const hunk = steps.slice(start, end);
    const oldCount = hunk.filter((step) => step.kind !== '+').length;
    const newCount = hunk.filter((step) => step.kind !== '-').length;
    const oldStart = oldCount === 0 ? hunk[0]!.oldIndex : hunk[0]!.oldIndex + 1;
    const newStart = newCount === 0 ? hunk[0]!.newIndex : hunk[0]!.newIndex + 1;
    output += `@@ -${hunkRange(oldStart, oldCount)} +${hunkRange(newStart, newCount)} @@\n`;
    output += hunk.map((step) => printed(step.kind, step.text)).join('');
    at = last + 1;
  }
  return output;
}

function range(first: number, last: number): string {
  return first === last ? `${first}` : `${first},${last}`;
}

function hunkRange(start: number, count: number): string {
  return count === 1 ? `${start}` : `${start},${count}`;
}

function printed(prefix: string, line: string): string {
  return line.endsWith('\n') ? `${prefix}${line}` : `${prefix}${line}\n\\ No newline at end of file\n`;
}
