import { lineNumberAt } from './text-lines';

/**
 * edit_file's rule, in one place: every oldText is looked up in the file as it was before the call
 * (so all of a call's oldTexts can be copied from one read_file), must occur exactly once, and no
 * two edits may touch the same text. Then all replacements are made together, or none.
 */

export interface TextEdit {
  oldText: string;
  newText: string;
}

/** `index` is 0-based here; the handler reports it 1-based. */
export type EditProblem =
  | { kind: 'NoMatch'; index: number }
  | { kind: 'AmbiguousMatch'; index: number; matchCount: number; lines: number[] }
  | { kind: 'OverlappingEdits'; first: number; second: number; line: number };

export type EditResult = { ok: true; text: string } | { ok: false; problem: EditProblem };

/** How many match lines an AmbiguousMatch lists; beyond that it gives the count only. */
const MAX_LISTED_MATCHES = 20;

interface Located {
  index: number;
  start: number;
  end: number;
  newText: string;
}

export function applyEdits(text: string, edits: TextEdit[]): EditResult {
  const located: Located[] = [];
  for (const [index, edit] of edits.entries()) {
    const starts = matchStarts(text, edit.oldText);
    if (starts.length === 0) return { ok: false, problem: { kind: 'NoMatch', index } };
    if (starts.length > 1) {
      const lines = starts.slice(0, MAX_LISTED_MATCHES).map((start) => lineNumberAt(text, start));
      return { ok: false, problem: { kind: 'AmbiguousMatch', index, matchCount: starts.length, lines } };
    }
    const start = starts[0]!;
    located.push({ index, start, end: start + edit.oldText.length, newText: edit.newText });
  }

  located.sort((first, second) => first.start - second.start);
  for (let position = 1; position < located.length; position++) {
    const before = located[position - 1]!;
    const after = located[position]!;
    if (after.start < before.end) {
      const [first, second] = before.index < after.index ? [before, after] : [after, before];
      const line = lineNumberAt(text, after.start);
      return { ok: false, problem: { kind: 'OverlappingEdits', first: first.index, second: second.index, line } };
    }
  }

  let result = '';
  let copiedUpTo = 0;
  for (const edit of located) {
    result += text.slice(copiedUpTo, edit.start) + edit.newText;
    copiedUpTo = edit.end;
  }
  return { ok: true, text: result + text.slice(copiedUpTo) };
}

/**
 * Every occurrence of `oldText` replaced, scanning left to right without overlaps ("aa" is in
 * "aaa" once here), and how many were replaced: the "replace all" of an editor.
 */
export function replaceEvery(text: string, oldText: string, newText: string): { text: string; count: number } {
  const pieces = text.split(oldText);
  return { text: pieces.join(newText), count: pieces.length - 1 };
}

/** The lines an AmbiguousMatch starts on, as a failure lists them: "8, 31, 77" or "8, 31, …" when capped. */
export function listedMatchLines(problem: { lines: number[]; matchCount: number }): string {
  const listed = problem.lines.join(', ');
  return problem.matchCount > problem.lines.length ? `${listed}, …` : listed;
}

/** Every position `needle` starts at, overlapping ones included ("aa" is in "aaa" twice). */
function matchStarts(text: string, needle: string): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) starts.push(at);
  return starts;
}

/**
 * True when every line break in the text is CRLF. Such a file is edited in LF form (what read_file
 * shows and what a model types) and written back with CRLF; a file with mixed endings is matched
 * exactly as stored.
 */
export function usesCrlf(text: string): boolean {
  const crlf = text.split('\r\n').length - 1;
  const lf = text.split('\n').length - 1;
  return crlf > 0 && crlf === lf;
}

export function toLf(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

export function toCrlf(text: string): string {
  return text.replace(/\n/g, '\r\n');
}
