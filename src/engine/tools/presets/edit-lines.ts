import { z } from 'zod';
import { usesCrlf } from '../edit-matching';
import { resolveToolPath, workspaceFailure } from '../path-failures';
import { cutAt, numberLine, splitLines, utf8ByteLength } from '../text-lines';
import { defineTool, fail, succeed, type FailureSpec, type ToolContext, type ToolOutcome } from '../tool';
import { loadWorkspaceFile } from '../workspace-file';
import { swePathFailures } from './swe-failures';

/**
 * SWE-agent's line-range editor: replace lines start_line..end_line (1-based, inclusive) with new
 * lines. Insert and append are the documented edge cases of the same call (an empty range), so one
 * tool covers every edit, and the result shows the edited region as it now is: the model can check
 * its work without viewing the file again. Out-of-range calls fail with the valid range.
 */

/** Lines of unchanged file shown above and below the edited region. */
export const CONTEXT_LINES = 3;
/** A longer line in the shown region is cut; the file itself is never cut. */
const MAX_SHOWN_LINE = 300;

const description = `Replaces lines start_line to end_line of a text file (both counted from 1, both included, the numbers view_file shows) with the lines in replacement, and returns the edited region as it now is, numbered, with ${CONTEXT_LINES} lines of context on each side. Change files with this tool rather than with sed or redirects through run: it checks the range and shows you the result.

Edge cases, all with the same call:
- Delete: replacement "" removes lines start_line to end_line.
- Insert without removing anything: end_line = start_line - 1. start_line=5, end_line=4 puts the new lines before the current line 5.
- Append at the end of a file of N lines: start_line = N + 1, end_line = N.
- Create a file that does not exist yet: start_line=1, end_line=0.

replacement is the new text, one line per line; a final newline is optional (each line gets one). Write the indentation you want explicitly. The file keeps its line endings (LF or CRLF) and whether it ends with a newline. Lines after the edited range move up or down when the number of lines changes: view the file again before using line numbers from an earlier view. A call whose start_line or end_line is out of range changes nothing and says the valid range.`;

const parameters = z
  .object({
    path: z.string().describe('The file to edit, relative to the workspace root (for example "src/app.py").'),
    start_line: z
      .number()
      .int()
      .describe('First line to replace, counting from 1. From 1 to N + 1 for a file of N lines (N + 1 appends).'),
    end_line: z
      .number()
      .int()
      .describe('Last line to replace, counting from 1, included. From start_line - 1 (insert, nothing removed) to N.'),
    replacement: z
      .string()
      .describe('The new lines that take the place of the range. "" deletes the range. A final newline is optional.'),
  })
  .strict();

const success = z.object({
  /** Workspace-relative. */
  path: z.string(),
  action: z.enum(['replaced', 'deleted', 'inserted', 'appended', 'created']),
  startLine: z.number().int().min(1),
  endLine: z.number().int().min(0),
  /** Lines the file had before. */
  previousLines: z.number().int().min(0),
  removed: z.number().int().min(0),
  added: z.number().int().min(0),
  totalLines: z.number().int().min(0),
  /** The region around the edit as it now is, numbered; "" when the file is now empty. */
  contextStart: z.number().int().min(0),
  contextEnd: z.number().int().min(0),
  context: z.string(),
});

type EditLinesValue = z.infer<typeof success>;

const failures = {
  OutsideWorkspace: swePathFailures.OutsideWorkspace,
  IsDirectory: swePathFailures.IsDirectory,
  OutOfScope: swePathFailures.OutOfScope,
  BinaryFile: swePathFailures.BinaryFile,
  NotFound: {
    template:
      'Nothing exists at "{path}", so there are no lines to edit.[[ To create it, call {tool:edit_lines} with start_line=1, end_line=0 and the new file\'s lines as replacement.]][[ If it should already exist, look for it with {tool:run}: find . -name "{name}"]]',
    placeholders: { path: 'src/utils.py', name: 'utils.py' },
  },
  NotADirectory: {
    template: 'A part of "{path}" that would have to be a folder is a file, so nothing was written.[[ Check the path with {tool:run} ("ls").]]',
    placeholders: { path: 'src/app.py/notes.md' },
  },
  StartOutOfRange: {
    template:
      'start_line {start} is out of range: "{path}" has {lineCount}, so start_line must be 1 to {maxStart} ({maxStart} appends after the last line). Nothing was changed.[[ To see the lines with their numbers, use {tool:view_file}.]]',
    placeholders: { start: 250, path: 'src/app.py', lineCount: '240 lines', maxStart: 241 },
  },
  EndOutOfRange: {
    template:
      'end_line {end} is out of range for start_line {start}: "{path}" has {lineCount}, so end_line must be {minEnd} to {maxEnd}. end_line={minEnd} inserts before line {start} without removing anything; a larger end_line replaces lines {start} to end_line. Nothing was changed.',
    placeholders: { end: 260, start: 230, path: 'src/app.py', lineCount: '240 lines', minEnd: 229, maxEnd: 240 },
  },
  NothingToInsert: {
    template:
      'This call inserts nothing (end_line is start_line - 1 and replacement is empty), so "{path}" is unchanged. Put the lines to add in replacement; to delete lines, set end_line to the last line to remove.',
    placeholders: { path: 'src/app.py' },
  },
} satisfies Record<string, FailureSpec>;

export const editLinesTool = defineTool({
  id: 'edit_lines',
  description,
  parameters,
  success,
  failures,
  access: (args) => ({ kind: 'write', path: args.path }),
  async handler(args, ctx) {
    const resolved = resolveToolPath(ctx, args.path, true);
    if (!resolved.ok) return resolved.failure;
    const newLines = splitLines(args.replacement);
    const loaded = await loadWorkspaceFile(ctx, resolved.path, args.path);
    // A missing file is an empty one for the one call that creates it (start_line=1, end_line=0).
    const creating = !loaded.ok && !loaded.failure.ok && loaded.failure.kind === 'NotFound';
    if (!loaded.ok && !(creating && args.start_line === 1 && args.end_line === 0)) return loaded.failure;
    const before = loaded.ok ? loaded.content : '';
    if (before.includes('\0')) return fail('BinaryFile', { path: args.path, bytes: utf8ByteLength(before) });

    const pieces = linePieces(before);
    const problem = rangeProblem(args, pieces.length);
    if (problem) return problem;
    if (newLines.length === 0 && args.end_line === args.start_line - 1) return fail('NothingToInsert', { path: args.path });

    const after = spliceLines(before, pieces, args.start_line, args.end_line, newLines);
    try {
      // A call stopped (run stopped, deadline passed) while it worked must not write afterwards.
      ctx.signal.throwIfAborted();
      await ctx.workspace.writeFile(resolved.path, after);
    } catch (error) {
      const failure = workspaceFailure(error, args.path);
      if (failure) return failure;
      throw error;
    }
    const removed = args.end_line - args.start_line + 1;
    const afterLines = splitLines(after);
    return succeed({
      path: resolved.path,
      action: actionOf(creating, pieces.length, args.start_line, removed, newLines.length),
      startLine: args.start_line,
      endLine: args.end_line,
      previousLines: pieces.length,
      removed,
      added: newLines.length,
      totalLines: afterLines.length,
      ...shownRegion(afterLines, args.start_line, newLines.length),
    });
  },
  format: formatEditLines,
});

/** Each line with its own terminator, so lines outside the range are written back byte for byte. */
function linePieces(content: string): string[] {
  return content.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function rangeProblem(args: { path: string; start_line: number; end_line: number }, lineTotal: number): ToolOutcome<never> | undefined {
  const lineCount = lineTotal === 1 ? '1 line' : `${lineTotal} lines`;
  const { start_line: start, end_line: end } = args;
  if (start < 1 || start > lineTotal + 1) return fail('StartOutOfRange', { start, path: args.path, lineCount, maxStart: lineTotal + 1 });
  if (end < start - 1 || end > lineTotal) {
    return fail('EndOutOfRange', { end, start, path: args.path, lineCount, minEnd: start - 1, maxEnd: lineTotal });
  }
  return undefined;
}

/**
 * The new text: lines before the range, the new lines, lines after it. New lines take the file's
 * line ending; the file ends with a newline exactly when it did before (a new file does).
 */
function spliceLines(before: string, pieces: string[], start: number, end: number, newLines: string[]): string {
  const eol = usesCrlf(before) ? '\r\n' : '\n';
  const endsWithNewline = before === '' || before.endsWith('\n');
  const terminated = pieces.map((piece) => (piece.endsWith('\n') ? piece : piece + eol));
  const joined = [...terminated.slice(0, start - 1), ...newLines.map((line) => line + eol), ...terminated.slice(end)].join('');
  return endsWithNewline ? joined : joined.replace(/\r?\n$/, '');
}

function actionOf(creating: boolean, previousLines: number, start: number, removed: number, added: number): EditLinesValue['action'] {
  if (creating) return 'created';
  if (removed === 0) return start === previousLines + 1 ? 'appended' : 'inserted';
  return added === 0 ? 'deleted' : 'replaced';
}

/** The new lines plus CONTEXT_LINES on each side (around the join point for a deletion). */
function shownRegion(lines: string[], start: number, added: number): Pick<EditLinesValue, 'contextStart' | 'contextEnd' | 'context'> {
  if (lines.length === 0) return { contextStart: 0, contextEnd: 0, context: '' };
  const contextStart = Math.max(1, start - CONTEXT_LINES);
  const contextEnd = Math.min(lines.length, start + added - 1 + CONTEXT_LINES);
  const context = lines
    .slice(contextStart - 1, contextEnd)
    .map((line, index) => numberLine(contextStart + index, line.length > MAX_SHOWN_LINE ? `${cutAt(line, MAX_SHOWN_LINE)}…` : line))
    .join('\n');
  return { contextStart, contextEnd, context };
}

function formatEditLines(value: EditLinesValue, ctx: ToolContext): string {
  const sentences = [summary(value)];
  const shift = value.added - value.removed;
  if (shift !== 0 && value.endLine < value.previousLines) {
    const direction = shift > 0 ? 'down' : 'up';
    sentences.push(
      `Lines after the edit moved ${direction} by ${Math.abs(shift)}: the old line ${value.endLine + 1} is now line ${value.startLine + value.added}.`,
    );
  }
  if (value.context === '') return `${sentences.join(' ')} The file is now empty.`;
  const viewName = ctx.nameOf('view_file');
  const more = viewName === undefined ? '' : ` (${viewName} shows the rest)`;
  return `${sentences.join(' ')}\nLines ${value.contextStart}-${value.contextEnd} of ${value.totalLines} as they are now${more}:\n${value.context}`;
}

function summary(value: EditLinesValue): string {
  const added = lines(value.added);
  const now = `it now has ${lines(value.totalLines)}`;
  switch (value.action) {
    case 'created':
      return `Created ${value.path} with ${added}.`;
    case 'appended':
      return value.previousLines === 0
        ? `Added ${added} to the empty file ${value.path}.`
        : `Appended ${added} after line ${value.previousLines}, the last line of ${value.path}; ${now}.`;
    case 'inserted':
      return `Inserted ${added} before line ${value.startLine} of ${value.path}; ${now}.`;
    case 'deleted':
      return `Deleted lines ${value.startLine}-${value.endLine} of ${value.path} (${lines(value.removed)}); ${now}.`;
    case 'replaced':
      return `Replaced lines ${value.startLine}-${value.endLine} of ${value.path} (${lines(value.removed)}) with ${added}; ${now}.`;
  }
}

function lines(count: number): string {
  return count === 1 ? '1 line' : `${count} lines`;
}
