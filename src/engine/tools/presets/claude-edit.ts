import { z } from 'zod';
import { closestLines } from '../closest-lines';
import { editFileFailures } from '../edit-file-failures';
import { applyEdits, listedMatchLines, replaceEvery, toCrlf, toLf, usesCrlf } from '../edit-matching';
import { resolveToolPath, workspaceFailure } from '../path-failures';
import { splitLines } from '../text-lines';
import { defineTool, fail, succeed, type FailureSpec, type ToolOutcome } from '../tool';
import { unifiedDiff } from '../unified-diff';
import { loadWorkspaceFile } from '../workspace-file';
import { claudeRoles } from './claude-roles';
import { failuresWithRoles } from './tool-roles';

/**
 * Claude Code's Edit: one exact string replacement per call (`old_string` -> `new_string`), unique
 * unless `replace_all`. It shares edit_file's matching rules, CRLF handling, closest-lines hint and
 * diff; only the shape differs (one change per call, and replace_all instead of one edit per place).
 */
const description = `Replaces text in an existing file: finds old_string and puts new_string in its place. old_string must match the file exactly, character for character (indentation, tabs versus spaces, trailing spaces), without the line-number prefix Read shows in front of each line.

Without replace_all, old_string must occur exactly once in the file; if it occurs more often the call fails, says how many times and on which lines, and changes nothing: add neighbouring lines to old_string until it is unique. With replace_all: true, every occurrence is replaced (use it to rename something throughout the file). An empty new_string deletes old_string. In a file with CRLF line endings, write plain newlines: the file keeps its CRLF endings.

On success, returns a unified diff of the change with 3 lines of context. Read the file before editing it. To create a file, or to rewrite all of one, use Write.`;

const parameters = z
  .object({
    file_path: z
      .string()
      .describe('The file to change, relative to the workspace root (for example "src/app.ts"). An absolute path inside the workspace root also works.'),
    old_string: z.string().describe('The exact text to replace, as it is in the file (no line-number prefixes). Must be unique in the file unless replace_all is true.'),
    new_string: z.string().describe('The text that takes its place; must differ from old_string. An empty string deletes old_string.'),
    replace_all: z
      .boolean()
      .default(false)
      .describe('true replaces every occurrence of old_string; false (the default) requires exactly one occurrence.'),
  })
  .strict();

const success = z.object({
  /** Workspace-relative. */
  path: z.string(),
  /** Occurrences replaced: 1 unless replace_all. */
  replaced: z.number().int().min(1),
  replaceAll: z.boolean(),
  /** Unified diff, 3 lines of context, LF line breaks even for CRLF files. */
  diff: z.string(),
});

const shared = failuresWithRoles(editFileFailures, claudeRoles);

const failures = {
  OutsideWorkspace: shared.OutsideWorkspace,
  IsDirectory: shared.IsDirectory,
  OutOfScope: shared.OutOfScope,
  NotFound: shared.NotFound,
  EmptyOldString: {
    template:
      'old_string is empty, which marks no place in "{path}"; the file is unchanged. To add text, put the line it goes next to in old_string, and that line together with the new text in new_string.[[ To create a file or replace all of it, use {tool:Write}.]]',
    placeholders: { path: 'src/app.ts' },
  },
  NoChange: {
    template: 'old_string and new_string are the same, so the edit would change nothing; "{path}" is unchanged. Put the text you want in new_string.',
    placeholders: { path: 'src/app.ts' },
  },
  NoMatch: {
    template:
      'old_string was not found in "{path}"; the file is unchanged. It must match the file exactly, including indentation, tabs versus spaces and trailing spaces, and without line-number prefixes.[[\nThe most similar lines in the file are {closestStart}-{closestEnd}:\n{closest}\nCopy old_string from these lines, leaving out the number and the tab in front of each.]][[\nIf the file may have changed since you read it, read it again with {tool:Read}.]]',
    placeholders: {
      path: 'src/app.ts',
      closestStart: 12,
      closestEnd: 13,
      closest: '    12\tfunction total(items) {\n    13\t  return items.length;',
    },
  },
  AmbiguousMatch: {
    template:
      'old_string occurs {matchCount} times in "{path}" (starting on lines {lines}), so it is unclear which one to change; the file is unchanged. Add neighbouring lines to old_string, and the same lines to new_string, until it occurs only once; or, to change every occurrence, call again with replace_all: true.',
    placeholders: { matchCount: 3, path: 'src/app.ts', lines: '8, 31, 77' },
  },
} satisfies Record<string, FailureSpec>;

type Replacement = { ok: true; text: string; count: number } | { ok: false; failure: ToolOutcome<never> };

export const claudeEditTool = defineTool({
  id: 'Edit',
  description,
  parameters,
  success,
  failures,
  clipHint: '[[The edit was applied; see the changed lines with {tool:Read}.]]',
  access: (args) => ({ kind: 'write', path: args.file_path }),
  async handler(args, ctx) {
    const input = args.file_path;
    const resolved = resolveToolPath(ctx, input, true);
    if (!resolved.ok) return resolved.failure;
    if (args.old_string === '') return fail('EmptyOldString', { path: input });
    if (args.old_string === args.new_string) return fail('NoChange', { path: input });

    const loaded = await loadWorkspaceFile(ctx, resolved.path, input);
    if (!loaded.ok) return loaded.failure;
    // A CRLF file is edited in the LF form Read shows, then written back with CRLF (as edit_file does).
    const crlf = usesCrlf(loaded.content);
    const before = crlf ? toLf(loaded.content) : loaded.content;
    const oldText = crlf ? toLf(args.old_string) : args.old_string;
    const newText = crlf ? toLf(args.new_string) : args.new_string;
    const replaced = replace(before, oldText, newText, args.replace_all, input);
    if (!replaced.ok) return replaced.failure;

    try {
      // A call stopped (run stopped, deadline passed) while it worked must not write afterwards.
      ctx.signal.throwIfAborted();
      await ctx.workspace.writeFile(resolved.path, crlf ? toCrlf(replaced.text) : replaced.text);
    } catch (error) {
      const failure = workspaceFailure(error, input);
      if (failure) return failure;
      throw error;
    }
    return succeed({
      path: resolved.path,
      replaced: replaced.count,
      replaceAll: args.replace_all,
      diff: unifiedDiff(resolved.path, before, replaced.text),
    });
  },
  format(value) {
    const what = value.replaceAll
      ? `Replaced all ${value.replaced === 1 ? '1 occurrence' : `${value.replaced} occurrences`}`
      : 'Replaced 1 occurrence';
    return `${what} in ${value.path}.\n${value.diff}`;
  },
});

function replace(before: string, oldText: string, newText: string, all: boolean, path: string): Replacement {
  if (all) {
    const every = replaceEvery(before, oldText, newText);
    if (every.count > 0) return { ok: true, ...every };
    return { ok: false, failure: noMatch(before, oldText, path) };
  }
  const edited = applyEdits(before, [{ oldText, newText }]);
  if (edited.ok) return { ok: true, text: edited.text, count: 1 };
  const { problem } = edited;
  if (problem.kind === 'AmbiguousMatch') {
    return { ok: false, failure: fail('AmbiguousMatch', { matchCount: problem.matchCount, path, lines: listedMatchLines(problem) }) };
  }
  return { ok: false, failure: noMatch(before, oldText, path) };
}

function noMatch(before: string, oldText: string, path: string): ToolOutcome<never> {
  const closest = closestLines(splitLines(before), oldText);
  if (closest === undefined) return fail('NoMatch', { path });
  return fail('NoMatch', { path, closestStart: closest.startLine, closestEnd: closest.endLine, closest: closest.numbered });
}
