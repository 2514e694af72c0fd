import { z } from 'zod';
import { MAX_LINE_CHARACTERS, readFileTool } from '../read-file';
import { defineTool, fail, succeed, type FailureSpec, type ToolContext } from '../tool';
import { swePathFailures } from './swe-failures';

/**
 * SWE-agent's file viewer: a fixed window of lines and a footer that says where the window is and
 * which offset moves it. The offset counts from 0 (it is a count of lines to skip) while the line
 * numbers shown count from 1, as an editor's do; the description and every footer say both, so
 * the model never has to guess. Reading is read_file's, with the offset shifted by one.
 */
export const VIEW_WINDOW = 100;

const description = `Shows a window of ${VIEW_WINDOW} lines of a text file, starting after \`offset\` lines, each line prefixed by its line number. offset counts from 0 (offset=0 starts at the first line, offset=${VIEW_WINDOW} at the line numbered ${VIEW_WINDOW + 1}), while the line numbers shown count from 1, like an editor's; those are the numbers edit_lines takes. The numbers and the tab after them are not part of the file.

The last line of the result is a footer in square brackets: the lines shown, the file's total line count, and the offset to call again with to see the next or previous window. Lines longer than ${MAX_LINE_CHARACTERS} characters are cut with a marker; files containing NUL bytes are refused as binary.

To find where something is first, search with run (grep -n "text" file), then open the window around that line.`;

const parameters = z
  .object({
    path: z.string().describe('The file to view, relative to the workspace root (for example "src/app.py").'),
    offset: z
      .number()
      .int()
      .min(0)
      .default(0)
      .describe(`How many lines to skip before the window starts, counting from 0: 0 (the default) shows lines 1-${VIEW_WINDOW}; ${VIEW_WINDOW} shows lines ${VIEW_WINDOW + 1}-${VIEW_WINDOW * 2}. To see line n, pass offset n-1 or a little less.`),
  })
  .strict();

const success = z.object({
  /** Workspace-relative. */
  path: z.string(),
  /** Numbered lines as read_file shows them, joined with "\n"; "" for an empty file. */
  content: z.string(),
  /** The offset the call asked for (0-based). */
  offset: z.number().int().min(0),
  /** First and last line shown, 1-based; both 0 for an empty file. */
  firstLine: z.number().int().min(0),
  lastLine: z.number().int().min(0),
  totalLines: z.number().int().min(0),
  /** How many long lines were cut. */
  cutLines: z.number().int().min(1).optional(),
});

type ViewValue = z.infer<typeof success>;

const failures = {
  OutsideWorkspace: swePathFailures.OutsideWorkspace,
  NotFound: swePathFailures.NotFound,
  IsDirectory: swePathFailures.IsDirectory,
  BinaryFile: swePathFailures.BinaryFile,
  OffsetPastEnd: {
    template:
      'offset {offset} is past the end of "{path}", which has {lineCount}. offset counts from 0, so valid offsets are 0 to {lastValid}.[[ To see the file\'s last window, call {tool:view_file} with offset={lastOffset}.]]',
    placeholders: { offset: 900, path: 'src/app.py', lineCount: '240 lines', lastValid: 239, lastOffset: 140 },
  },
} satisfies Record<string, FailureSpec>;

export const viewFileTool = defineTool({
  id: 'view_file',
  description,
  parameters,
  success,
  failures,
  clipHint: '[[Move the window with {tool:view_file} (offset).]]',
  capped: true,
  access: () => ({ kind: 'read' }),
  async handler(args, ctx) {
    const read = await readFileTool.handler({ path: args.path, offset: args.offset + 1, limit: VIEW_WINDOW }, ctx);
    if (!read.ok && read.kind === 'OffsetPastEnd') {
      const totalLines = Number(read.values.totalLines);
      return fail('OffsetPastEnd', {
        offset: args.offset,
        path: args.path,
        lineCount: read.values.lineCount ?? `${totalLines} lines`,
        lastValid: totalLines - 1,
        lastOffset: Math.max(0, totalLines - VIEW_WINDOW),
      });
    }
    if (!read.ok) return read;
    const page = read.value;
    return succeed({
      path: page.path,
      content: page.content,
      offset: args.offset,
      firstLine: page.startLine,
      lastLine: page.endLine,
      totalLines: page.totalLines,
      ...(page.cutLines === undefined ? {} : { cutLines: page.cutLines }),
    });
  },
  format: (value, ctx) => (value.totalLines === 0 ? '[empty file · 0 lines]' : `${value.content}\n${footer(value, ctx)}`),
});

/**
 * Where the window is and how to move it. An offset is the 1-based number of the last line before
 * the window, so the next window's offset is simply the last line shown.
 */
function footer(value: ViewValue, ctx: ToolContext): string {
  const name = ctx.nameOf('view_file') ?? 'view_file';
  const parts = [`lines ${value.firstLine}-${value.lastLine} of ${value.totalLines}`];
  const above = value.firstLine - 1;
  const below = value.totalLines - value.lastLine;
  if (above === 0 && below === 0) parts.push('the whole file');
  if (below === 0 && above > 0) parts.push('end of file');
  if (above > 0) parts.push(`${lineCount(above)} above: offset=${Math.max(0, above - VIEW_WINDOW)} shows the window before`);
  if (below > 0) parts.push(`${lineCount(below)} below: call ${name} again with offset=${value.lastLine} for the next window`);
  if (value.cutLines !== undefined) parts.push(`${lineCount(value.cutLines)} cut at ${MAX_LINE_CHARACTERS} characters`);
  return `[${parts.join(' · ')}]`;
}

function lineCount(count: number): string {
  return count === 1 ? '1 line' : `${count} lines`;
}
