import { z } from 'zod';
import { defineTool, fail, succeed, type FailureSpec, type ToolContext } from './tool';
import { pathFailures, resolveToolPath } from './path-failures';
import { cutAt, numberLine, splitLines, utf8ByteLength } from './text-lines';
import { loadWorkspaceFile } from './workspace-file';

/** Longest line shown whole; the rest of a longer one is replaced by a marker that sizes the cut. */
export const MAX_LINE_CHARACTERS = 2000;
/**
 * Output stops at a line boundary before this many characters of numbered text. It stays under the
 * toolkit's result clip (40,000 characters by default): a page cut cleanly here comes with a
 * correct offset to read on, whereas a clip in the middle of a page would leave a hole the footer
 * does not mention.
 */
export const MAX_OUTPUT_CHARACTERS = 38_000;
export const DEFAULT_LIMIT = 2000;

const description = `Reads a text file and returns its lines, numbered counting from 1: number, tab, line. The number and tab are not part of the file; leave them out of edit_file's oldText. Returns \`limit\` lines from line \`offset\`, fewer when the output runs long, with very long lines cut; a footer gives the lines shown, the total and, when truncated, the offset to read on. Search with grep rather than reading whole files.`;

const parameters = z
  .object({
    path: z
      .string()
      .describe('File to read, relative to the workspace root.'),
    offset: z
      .number()
      .int()
      .min(1)
      .default(1)
      .describe('First line to read; lines count from 1.'),
    limit: z
      .number()
      .int()
      .min(1)
      .default(DEFAULT_LIMIT)
      .describe('Most lines to return.'),
  })
  .strict();

const success = z.object({
  /** Workspace-relative. */
  path: z.string(),
  /** The numbered view: `numberLine` per line, joined with "\n"; "" for an empty file. */
  content: z.string(),
  /** First and last line shown, 1-indexed; both 0 for an empty file. */
  startLine: z.number().int().min(0),
  endLine: z.number().int().min(0),
  totalLines: z.number().int().min(0),
  /** True when lines after `endLine` were not shown (limit or output cap). */
  truncated: z.boolean(),
  /** The offset that continues the read; present exactly when `truncated`. */
  nextOffset: z.number().int().min(2).optional(),
  /** How many of the lines shown were cut at MAX_LINE_CHARACTERS. */
  cutLines: z.number().int().min(1).optional(),
});

type ReadFileSuccess = z.infer<typeof success>;

const failures = {
  OutsideWorkspace: pathFailures.OutsideWorkspace,
  NotFound: pathFailures.NotFound,
  IsDirectory: pathFailures.IsDirectory,
  OffsetPastEnd: {
    template:
      'offset {offset} is past the end of "{path}", which has {lineCount}: valid offsets are 1 to {totalLines}.[[ To read its last lines, call {tool:read_file} with offset={lastOffset}.]]',
    placeholders: { offset: 900, path: 'src/app.ts', lineCount: '240 lines', totalLines: 240, lastOffset: 141 },
  },
  BinaryFile: {
    template:
      '"{path}" is a binary file ({bytes} bytes with NUL bytes in it), so it cannot be shown as text.[[ To learn what it is, run "file {path}" or "wc -c {path}" with {tool:Bash}.]]',
    placeholders: { path: 'assets/logo.png', bytes: 4312 },
  },
} satisfies Record<string, FailureSpec>;

export const readFileTool = defineTool({
  id: 'read_file',
  description,
  parameters,
  success,
  failures,
  clipHint: '[[Read a smaller range with {tool:read_file} (offset and limit).]]',
  capped: true,
  access: () => ({ kind: 'read' }),
  async handler(args, ctx) {
    const resolved = resolveToolPath(ctx, args.path);
    if (!resolved.ok) return resolved.failure;
    const loaded = await loadWorkspaceFile(ctx, resolved.path, args.path);
    if (!loaded.ok) return loaded.failure;
    // The size is counted only for this message: counting it on every read costs as much as the read.
    if (loaded.content.includes('\0')) return fail('BinaryFile', { path: args.path, bytes: utf8ByteLength(loaded.content) });

    const lines = splitLines(loaded.content);
    if (lines.length === 0) {
      return succeed({ path: resolved.path, content: '', startLine: 0, endLine: 0, totalLines: 0, truncated: false });
    }
    if (args.offset > lines.length) {
      return fail('OffsetPastEnd', {
        offset: args.offset,
        path: args.path,
        lineCount: lines.length === 1 ? '1 line' : `${lines.length} lines`,
        totalLines: lines.length,
        lastOffset: Math.max(1, lines.length - args.limit + 1),
      });
    }
    return succeed(numberedPage(resolved.path, lines, args.offset, args.limit));
  },
  format: formatRead,
});

/** The lines from `offset`, numbered, until `limit` lines or the output cap, whichever is first. */
function numberedPage(path: string, lines: string[], offset: number, limit: number): ReadFileSuccess {
  const lastWanted = Math.min(lines.length, offset + limit - 1);
  const shown: string[] = [];
  let characters = 0;
  let cutLines = 0;
  let endLine = offset - 1;
  for (let lineNumber = offset; lineNumber <= lastWanted; lineNumber++) {
    let text = lines[lineNumber - 1]!;
    if (text.length > MAX_LINE_CHARACTERS) {
      const kept = cutAt(text, MAX_LINE_CHARACTERS);
      text = `${kept}… [${text.length - kept.length} more characters cut from this line]`;
      cutLines++;
    }
    const numbered = numberLine(lineNumber, text);
    const size = numbered.length + 1;
    // Always show at least one line: a single capped line is far below the output cap.
    if (shown.length > 0 && characters + size > MAX_OUTPUT_CHARACTERS) break;
    shown.push(numbered);
    characters += size;
    endLine = lineNumber;
  }
  const truncated = endLine < lines.length;
  return {
    path,
    content: shown.join('\n'),
    startLine: offset,
    endLine,
    totalLines: lines.length,
    truncated,
    ...(truncated ? { nextOffset: endLine + 1 } : {}),
    ...(cutLines > 0 ? { cutLines } : {}),
  };
}

function formatRead(value: ReadFileSuccess, ctx: ToolContext): string {
  if (value.totalLines === 0) return '[empty file · 0 lines]';
  const parts = [`lines ${value.startLine}-${value.endLine} of ${value.totalLines}`];
  if (value.cutLines !== undefined) parts.push(cutNote(value, ctx));
  if (value.truncated) {
    parts.push('truncated');
    const readName = ctx.nameOf('read_file');
    if (readName !== undefined && value.nextOffset !== undefined) {
      parts.push(`to read on: ${readName} with offset=${value.nextOffset}`);
    }
  } else {
    parts.push('end of file');
  }
  return `${value.content}\n[${parts.join(' · ')}]`;
}

function cutNote(value: ReadFileSuccess, ctx: ToolContext): string {
  const count = value.cutLines === 1 ? '1 long line' : `${value.cutLines} long lines`;
  const note = `${count} cut at ${MAX_LINE_CHARACTERS} characters`;
  const bashName = ctx.nameOf('Bash');
  if (bashName === undefined) return note;
  return `${note} (to see one whole: ${bashName} with sed -n '<line>p' ${shellWord(value.path)})`;
}

/** A path as one shell word, quoted only when it needs to be. */
function shellWord(text: string): string {
  return /^[\w./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
