import { z } from 'zod';
import { pathFailures, resolveToolPath } from '../path-failures';
import { MAX_OUTPUT_CHARACTERS } from '../read-file';
import { defineTool, succeed } from '../tool';
import { loadWorkspaceFile } from '../workspace-file';

/**
 * read_file_bare: a reader with no envelope, for the lesson that shows what read_file's footer is
 * for. It returns the file's text and nothing else: no line numbers, no "lines X-Y of N", no sign
 * of truncation. A long file stops at the same size read_file's page stops at, so the two differ
 * only in what the result says about itself.
 *
 * Its default description below is honest about the cut (every shipped string pins what happens
 * when a result is truncated); the lesson's "before" variant rewrites it to leave that out.
 */

const description = `Reads a text file in the workspace and returns its text exactly as stored: no line numbers and nothing added before or after it. A file longer than about ${MAX_OUTPUT_CHARACTERS.toLocaleString('en-US')} characters comes back cut at the end of a line, and the result does not say so: the text simply stops. There is no way to ask for a later part with this tool.`;

const parameters = z
  .object({
    path: z
      .string()
      .describe('The file to read, relative to the workspace root (for example "src/app.ts"). An absolute path inside the workspace root also works.'),
  })
  .strict();

const success = z.object({
  /** Workspace-relative. */
  path: z.string(),
  /** The text shown: the whole file, or its first lines up to the cap. */
  content: z.string(),
  /** True when the file goes on after `content` (never shown to the model: that is the point). */
  cut: z.boolean(),
});

export const readFileBareTool = defineTool({
  id: 'read_file_bare',
  description,
  parameters,
  success,
  failures: {
    OutsideWorkspace: pathFailures.OutsideWorkspace,
    NotFound: pathFailures.NotFound,
    IsDirectory: pathFailures.IsDirectory,
  },
  access: () => ({ kind: 'read' }),
  async handler(args, ctx) {
    const resolved = resolveToolPath(ctx, args.path);
    if (!resolved.ok) return resolved.failure;
    const loaded = await loadWorkspaceFile(ctx, resolved.path, args.path);
    if (!loaded.ok) return loaded.failure;
    const content = firstLines(loaded.content, MAX_OUTPUT_CHARACTERS);
    return succeed({ path: resolved.path, content, cut: content.length < loaded.content.length });
  },
  capped: true,
  format: (value) => value.content,
});

/** The text up to the last line end within `limit` characters (the whole text when it fits). */
function firstLines(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const lineEnd = text.lastIndexOf('\n', limit - 1);
  // One enormous first line: cut it at the limit rather than show nothing.
  return lineEnd === -1 ? text.slice(0, limit) : text.slice(0, lineEnd + 1);
}
