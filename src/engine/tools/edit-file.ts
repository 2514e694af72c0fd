import { z } from 'zod';
import { defineTool, fail, succeed, type FailureValues, type ToolOutcome } from './tool';
import { resolveToolPath, workspaceFailure } from './path-failures';
import { closestLines } from './closest-lines';
import { applyEdits, listedMatchLines, toCrlf, toLf, usesCrlf, type EditProblem, type TextEdit } from './edit-matching';
import { editFileFailures } from './edit-file-failures';
import { splitLines } from './text-lines';
import { unifiedDiff } from './unified-diff';
import { loadWorkspaceFile } from './workspace-file';

const description = `Changes part of an existing text file by exact replacement: each edit finds its oldText in the file and puts newText in its place. Every oldText must occur exactly once in the file, counted in the file as it was before this call (so copy all of them from one read of the file, and do not chain one edit's newText into the next edit's oldText); two edits may not overlap. The edits are applied all together or not at all: if any edit fails, the file is left unchanged and the result says which edit (counting from 1) failed and why.

oldText must match the file character for character, including indentation, tabs versus spaces and trailing spaces. When copying from read_file output, leave out the line number and the tab in front of each line. Add neighbouring lines to oldText when it would otherwise occur more than once. An empty newText deletes oldText. In a file whose lines end in CRLF, write plain newlines: the file keeps its CRLF endings.

On success, returns a unified diff of the change with 3 lines of context.

Prefer edit_file to write_file for changing a file that exists: you send only the text that changes, and nothing you have not seen gets overwritten. To create a file, use write_file. Give the changes as "edits"; for a single change you may instead pass oldText and newText at the top level, without "edits" (never both forms in one call).`;

const edit = z
  .object({
    oldText: z
      .string()
      .describe('The exact text to replace. It must occur exactly once in the file, with the same indentation and whitespace, and without line-number prefixes.'),
    newText: z.string().describe('The text that takes its place. An empty string deletes oldText.'),
  })
  .strict();

const parameters = z
  .object({
    path: z
      .string()
      .describe('The file to change, relative to the workspace root (for example "src/app.ts"). An absolute path inside the workspace root also works.'),
    edits: z
      .array(edit)
      .min(1)
      .optional()
      .describe('The changes to make, each an object with oldText and newText. All of them are matched against the file as it is before this call, and applied together or not at all.'),
    oldText: z
      .string()
      .optional()
      .describe('Short form for a single change, instead of edits: the exact text to replace (same rules as in edits).'),
    newText: z
      .string()
      .optional()
      .describe('Short form for a single change, instead of edits: the text that replaces oldText.'),
  })
  .strict();

const success = z.object({
  /** Workspace-relative. */
  path: z.string(),
  /** Number of edits made (all of the call's edits). */
  applied: z.number().int().min(1),
  /** Unified diff, 3 lines of context, LF line breaks even for CRLF files. */
  diff: z.string(),
});

export const editFileTool = defineTool({
  id: 'edit_file',
  description,
  parameters,
  success,
  failures: editFileFailures,
  clipHint: '[[The edit was applied; see the changed lines with {tool:read_file}.]]',
  // The flat form is an accommodation: it becomes a one-item `edits` before the handler runs.
  // Half a flat form, or both forms at once, is left as is for the handler to explain.
  normalize(args) {
    if (args.edits !== undefined) return args;
    if (typeof args.oldText !== 'string' || typeof args.newText !== 'string') return args;
    const { oldText, newText, ...rest } = args;
    return { ...rest, edits: [{ oldText, newText }] };
  },
  access: (args) => ({ kind: 'write', path: args.path }),
  async handler(args, ctx) {
    const resolved = resolveToolPath(ctx, args.path, true);
    if (!resolved.ok) return resolved.failure;
    const edits = editsOf(args);
    if (!Array.isArray(edits)) return edits;
    const count = edits.length;
    for (const [index, { oldText, newText }] of edits.entries()) {
      if (oldText === '') return fail('EmptyOldText', { index: index + 1, count });
      if (oldText === newText) return fail('NoChange', { index: index + 1, count });
    }

    const loaded = await loadWorkspaceFile(ctx, resolved.path, args.path);
    if (!loaded.ok) return loaded.failure;
    // A CRLF file is edited in the LF form read_file shows, then written back with CRLF.
    const crlf = usesCrlf(loaded.content);
    const before = crlf ? toLf(loaded.content) : loaded.content;
    const wanted = crlf ? edits.map((one) => ({ oldText: toLf(one.oldText), newText: toLf(one.newText) })) : edits;
    const edited = applyEdits(before, wanted);
    if (!edited.ok) return problemFailure(edited.problem, args.path, before, wanted);

    try {
      // A call stopped (run stopped, deadline passed) while it worked must not write afterwards.
      ctx.signal.throwIfAborted();
      await ctx.workspace.writeFile(resolved.path, crlf ? toCrlf(edited.text) : edited.text);
    } catch (error) {
      const failure = workspaceFailure(error, args.path);
      if (failure) return failure;
      throw error;
    }
    return succeed({ path: resolved.path, applied: count, diff: unifiedDiff(resolved.path, before, edited.text) });
  },
  format(value) {
    const edits = value.applied === 1 ? '1 edit' : `${value.applied} edits`;
    return `Applied ${edits} to ${value.path}.\n${value.diff}`;
  },
});

/** The call's edits, or the failure explaining why there are none to apply. */
function editsOf(args: { edits?: TextEdit[]; oldText?: string; newText?: string; path: string }): TextEdit[] | ToolOutcome<never> {
  const flatPresent = args.oldText !== undefined || args.newText !== undefined;
  if (args.edits !== undefined && flatPresent) return fail('MixedForms', { path: args.path });
  if (args.edits !== undefined && args.edits.length > 0) return args.edits;
  // Normally `normalize` has already turned the flat form into `edits`; accept it here too so the
  // handler does not depend on its caller for that.
  if (args.oldText !== undefined && args.newText !== undefined) return [{ oldText: args.oldText, newText: args.newText }];
  if (args.oldText !== undefined) {
    return fail('IncompleteEdit', { present: 'oldText', missing: 'newText' });
  }
  if (args.newText !== undefined) {
    return fail('IncompleteEdit', { present: 'newText', missing: 'oldText' });
  }
  return fail('NoEdits', { path: args.path });
}

function problemFailure(problem: EditProblem, path: string, before: string, edits: TextEdit[]): ToolOutcome<never> {
  const count = edits.length;
  if (problem.kind === 'AmbiguousMatch') {
    return fail('AmbiguousMatch', { index: problem.index + 1, count, path, matchCount: problem.matchCount, lines: listedMatchLines(problem) });
  }
  if (problem.kind === 'OverlappingEdits') {
    return fail('OverlappingEdits', { first: problem.first + 1, second: problem.second + 1, count, path, line: problem.line });
  }
  const values: FailureValues = { index: problem.index + 1, count, path };
  const closest = closestLines(splitLines(before), edits[problem.index]!.oldText);
  if (closest === undefined) return fail('NoMatch', values);
  return fail('NoMatch', { ...values, closestStart: closest.startLine, closestEnd: closest.endLine, closest: closest.numbered });
}
