import { z } from 'zod';
import { defineTool, fail, succeed, type FailureSpec } from './tool';
import { pathFailures, resolveToolPath, workspaceFailure } from './path-failures';
import { countLines, utf8ByteLength } from './text-lines';

const description = `Creates a file with the given content, or replaces the whole file if it exists; missing folders are created. The content is written exactly as given, with no final newline added. Returns whether it created or replaced the file. To change part of an existing file, use edit_file instead: it sends only the change.`;

const parameters = z
  .object({
    path: z
      .string()
      .describe('File to write, relative to the workspace root.'),
    content: z.string().describe("The file's complete new text."),
  })
  .strict();

const success = z.object({
  /** Workspace-relative. */
  path: z.string(),
  /** False when a file was there before and was replaced. */
  created: z.boolean(),
  lines: z.number().int().min(0),
  /** UTF-8 size of what was written. */
  bytes: z.number().int().min(0),
  /** Line count of the replaced file; absent when `created`. */
  previousLines: z.number().int().min(0).optional(),
});

const failures = {
  OutsideWorkspace: pathFailures.OutsideWorkspace,
  // The shared template reads "<path> is a file"; for a write the path does not exist yet, one of
  // the folders on the way to it is a file.
  NotADirectory: {
    template:
      'A part of "{path}" that would have to be a folder is a file, so nothing was written. Choose a path whose folders are all folders.[[ See what is there with {tool:ls}.]]',
    placeholders: { path: 'src/app.ts/notes.md' },
  },
  OutOfScope: pathFailures.OutOfScope,
  IsDirectory: {
    template:
      '"{path}" is a folder, so nothing was written. Give the path of a file instead, for example one inside that folder ("{path}/notes.md").[[ See what the folder holds with {tool:ls}.]]',
    placeholders: { path: 'src' },
  },
} satisfies Record<string, FailureSpec>;

export const writeFileTool = defineTool({
  id: 'write_file',
  description,
  parameters,
  success,
  failures,
  access: (args) => ({ kind: 'write', path: args.path }),
  async handler(args, ctx) {
    const resolved = resolveToolPath(ctx, args.path, true);
    if (!resolved.ok) return resolved.failure;
    try {
      const existing = await ctx.workspace.stat(resolved.path);
      if (existing?.kind === 'directory') return fail('IsDirectory', { path: args.path });
      const previous = existing === undefined ? undefined : await ctx.workspace.readFile(resolved.path);
      // A call stopped (run stopped, deadline passed) while it worked must not write afterwards.
      ctx.signal.throwIfAborted();
      await ctx.workspace.writeFile(resolved.path, args.content);
      return succeed({
        path: resolved.path,
        created: previous === undefined,
        lines: countLines(args.content),
        bytes: utf8ByteLength(args.content),
        ...(previous === undefined ? {} : { previousLines: countLines(previous) }),
      });
    } catch (error) {
      const failure = workspaceFailure(error, args.path);
      if (failure) return failure;
      throw error;
    }
  },
  format(value) {
    if (value.created) return `Created ${value.path} (${lineCount(value.lines)}, ${value.bytes} bytes).`;
    return `Replaced ${value.path}: ${lineCount(value.previousLines ?? 0)} -> ${lineCount(value.lines)} (${value.bytes} bytes).`;
  },
});

function lineCount(lines: number): string {
  return lines === 1 ? '1 line' : `${lines} lines`;
}
