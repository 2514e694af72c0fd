import { closestLines, type ClosestLines } from '../tools/closest-lines';
import { plural } from '../tools/file-filter';
import { toCrlf, toLf, usesCrlf } from '../tools/edit-matching';
import { splitLines } from '../tools/text-lines';

/**
 * Applying one SEARCH/REPLACE block to a file's text. SEARCH is matched line by line: first
 * exactly; when that finds nothing, again ignoring whitespace at the start and end of each line
 * (models often get indentation or trailing spaces wrong and nothing else). Either way the match
 * must be unique: a SEARCH that fits several places is refused with the count, never applied to the
 * first one it happens to meet. The result says which way it matched, so the report can tell the
 * model.
 */

export type MatchMethod = 'exact' | 'whitespace';

/** After a whitespace-tolerant match, how REPLACE was re-indented to fit the file. */
export interface Reindent {
  direction: 'added' | 'removed';
  /** The indentation added to or removed from each REPLACE line, in words ("4 spaces"). */
  amount: string;
}

export type BlockOutcome =
  | { ok: true; text: string; method: MatchMethod; startLine: number; endLine: number; reindent?: Reindent }
  | { ok: false; problem: 'no-match'; closest?: ClosestLines }
  | { ok: false; problem: 'ambiguous'; method: MatchMethod; matchCount: number; lines: number[] };

/** Lines an ambiguous outcome lists; beyond that only the count is given. */
const MAX_LISTED = 20;

/** `searchLines` must not be empty (an empty SEARCH creates a file; the caller handles that). */
export function applyBlock(content: string, searchLines: string[], replaceLines: string[]): BlockOutcome {
  // A CRLF file is matched in its LF form, as the model reads it, and written back with CRLF.
  const crlf = usesCrlf(content);
  const text = crlf ? toLf(content) : content;
  const fileLines = splitLines(text);

  let method: MatchMethod = 'exact';
  let starts = matchingStarts(fileLines, searchLines, (fileLine, searchLine) => fileLine === searchLine);
  if (starts.length === 0) {
    method = 'whitespace';
    starts = matchingStarts(fileLines, searchLines, (fileLine, searchLine) => fileLine.trim() === searchLine.trim());
  }
  if (starts.length === 0) return { ok: false, problem: 'no-match', closest: closestLines(fileLines, searchLines.join('\n')) };
  if (starts.length > 1) {
    return { ok: false, problem: 'ambiguous', method, matchCount: starts.length, lines: starts.slice(0, MAX_LISTED).map((start) => start + 1) };
  }

  const start = starts[0]!;
  const matched = fileLines.slice(start, start + searchLines.length);
  const shift = method === 'whitespace' ? indentShift(matched, searchLines) : undefined;
  const inserted = shift ? replaceLines.map((line) => reindented(line, shift)) : replaceLines;
  const edited = [...fileLines.slice(0, start), ...inserted, ...fileLines.slice(start + searchLines.length)];
  const endsWithNewline = text.endsWith('\n');
  const joined = edited.join('\n') + (endsWithNewline && edited.length > 0 ? '\n' : '');
  return {
    ok: true,
    text: crlf ? toCrlf(joined) : joined,
    method,
    startLine: start + 1,
    endLine: start + searchLines.length,
    ...(shift ? { reindent: describeShift(shift) } : {}),
  };
}

function matchingStarts(fileLines: string[], searchLines: string[], same: (fileLine: string, searchLine: string) => boolean): number[] {
  const starts: number[] = [];
  for (let start = 0; start + searchLines.length <= fileLines.length; start++) {
    if (searchLines.every((searchLine, offset) => same(fileLines[start + offset]!, searchLine))) starts.push(start);
  }
  return starts;
}

type Shift = { add: string } | { remove: string };

function leading(line: string): string {
  return /^[ \t]*/.exec(line)![0];
}

/**
 * The indentation the file has on every non-blank line beyond what SEARCH wrote (or the other way
 * round), when it is the same on every line: the model got the block's depth wrong, not its shape,
 * and REPLACE needs the same correction. Undefined when there is no such uniform difference.
 */
function indentShift(fileLines: string[], searchLines: string[]): Shift | undefined {
  const added = new Set<string>();
  const removed = new Set<string>();
  fileLines.forEach((fileLine, index) => {
    const searchLine = searchLines[index]!;
    if (fileLine.trim() === '' || searchLine.trim() === '') return;
    const fileIndent = leading(fileLine);
    const searchIndent = leading(searchLine);
    added.add(fileIndent.endsWith(searchIndent) ? fileIndent.slice(0, fileIndent.length - searchIndent.length) : '\0');
    removed.add(searchIndent.endsWith(fileIndent) ? searchIndent.slice(0, searchIndent.length - fileIndent.length) : '\0');
  });
  const [add] = added;
  const [remove] = removed;
  if (added.size === 1 && add !== undefined && add !== '' && add !== '\0') return { add };
  if (removed.size === 1 && remove !== undefined && remove !== '' && remove !== '\0') return { remove };
  return undefined;
}

function reindented(line: string, shift: Shift): string {
  if (line.trim() === '') return line;
  if ('add' in shift) return shift.add + line;
  return line.startsWith(shift.remove) ? line.slice(shift.remove.length) : line;
}

function describeShift(shift: Shift): Reindent {
  const indent = 'add' in shift ? shift.add : shift.remove;
  const amount = /^ +$/.test(indent)
    ? plural(indent.length, 'space')
    : /^\t+$/.test(indent)
      ? plural(indent.length, 'tab')
      : JSON.stringify(indent);
  return { direction: 'add' in shift ? 'added' : 'removed', amount };
}
