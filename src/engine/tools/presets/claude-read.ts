import { z } from 'zod';
import { DEFAULT_LIMIT, readFileTool } from '../read-file';
import { defineTool } from '../tool';
import { claudeRoles } from './claude-roles';
import { contextWithRoles, failuresWithRoles } from './tool-roles';

/**
 * Claude Code's Read: read_file under the names a model trained on that harness reaches for
 * (`file_path`, `offset`, `limit`). Same behaviour, same handler: a 1-based line offset, because
 * that is what its users and its numbered output use, so "offset=120" starts at the line numbered
 * 120.
 */
const description = `Reads a text file and returns its lines numbered like \`cat -n\`: the line number (the first line is 1) right-aligned in 6 columns, a tab, then the line. The numbers and the tab are not part of the file: leave them out of old_string when you call Edit.

By default returns up to ${DEFAULT_LIMIT} lines from the start of the file. For a long file, pass offset (the line number to start at, counting from 1) and limit (how many lines). Lines longer than 2000 characters are cut, with a marker saying how much was left out, and the output stops after about 38,000 characters at the end of a line. The last line of the result is a footer in square brackets: the lines shown, the file's total line count and, when more follows, the offset that reads on. Files containing NUL bytes are refused as binary.

Read a file before you Edit it, so old_string matches it exactly. To find where something is, use Grep (contents) or Glob (file names) and read just the lines around it.`;

const parameters = z
  .object({
    file_path: z
      .string()
      .describe('The file to read, relative to the workspace root (for example "src/app.ts"). An absolute path inside the workspace root also works.'),
    offset: z
      .number()
      .int()
      .min(1)
      .default(1)
      .describe('Line number to start at, counting from 1 (the number Read shows in front of that line). Default 1.'),
    limit: z
      .number()
      .int()
      .min(1)
      .default(DEFAULT_LIMIT)
      .describe(`How many lines to return at most. Default ${DEFAULT_LIMIT}.`),
  })
  .strict();

export const claudeReadTool = defineTool({
  id: 'Read',
  description,
  parameters,
  success: readFileTool.success,
  failures: failuresWithRoles(readFileTool.failures, claudeRoles),
  clipHint: '[[Read a smaller range with {tool:Read} (offset and limit).]]',
  capped: true,
  access: () => ({ kind: 'read' }),
  handler: (args, ctx) => readFileTool.handler({ path: args.file_path, offset: args.offset, limit: args.limit }, ctx),
  format: (value, ctx) => readFileTool.format(value, contextWithRoles(ctx, claudeRoles)),
});
