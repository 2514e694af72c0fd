import { z } from 'zod';
import { defineTool } from '../tool';
import { writeFileTool } from '../write-file';
import { claudeRoles } from './claude-roles';
import { failuresWithRoles } from './tool-roles';

/** Claude Code's Write: write_file under that harness's parameter names, same handler. */
const description = `Creates a file with the given content, or replaces the whole file if it exists. Missing parent folders are created. The content is written exactly as given: nothing is added, not even a final newline. The result says whether the file was created or replaced, and its size in lines and bytes.

To change part of an existing file, use Edit instead: it sends only the text that changes and cannot wipe out lines you have not read. Use Write for new files, or to rewrite a whole file you have read.`;

const parameters = z
  .object({
    file_path: z
      .string()
      .describe('The file to create or replace, relative to the workspace root (for example "src/app.ts"). An absolute path inside the workspace root also works.'),
    content: z.string().describe('The complete new text of the file. It replaces whatever the file held before.'),
  })
  .strict();

export const claudeWriteTool = defineTool({
  id: 'Write',
  description,
  parameters,
  success: writeFileTool.success,
  failures: failuresWithRoles(writeFileTool.failures, claudeRoles),
  access: (args) => ({ kind: 'write', path: args.file_path }),
  handler: (args, ctx) => writeFileTool.handler({ path: args.file_path, content: args.content }, ctx),
  format: (value, ctx) => writeFileTool.format(value, ctx),
});
