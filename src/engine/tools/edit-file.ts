import { z } from 'zod';
import { defineTool, fail, succeed, type FailureValues, type ToolOutcome } from './tool';
import { resolveToolPath, workspaceFailure } from './path-failures';
import { closestLines } from './closest-lines';
import { applyEdits, listedMatchLines, toCrlf, toLf, usesCrlf, type EditProblem, type TextEdit } from './edit-matching';
import { editFileFailures } from './edit-file-failures';
import { splitLines } from './text-lines';
import { unifiedDiff } from './unified-diff';
import { loadWorkspaceFile } from './workspace-file';

const description = `Changes part of an existing file by exact replacement: each edit's oldText becomes its newText. All edits match the file as it was before this call (do not chain them), may not overlap, and apply together or not at all. Returns a unified diff; CRLF endings are kept. To create or wholly rewrite a file, use write_file. For one change, oldText and newText may stand at the top level instead of edits.`;

const edit = z
  .object({
    oldText: z
      .string()
      .describe('Text to replace, exactly as in the file, whitespace included, and found once: add neighbouring lines to make it unique.'),
    newText: z.string().describe('Its replacement; empty deletes it.'),
  })
  .strict();

const parameters = z
  .object({
    path: z
      .string()
      .describe('File to change, relative to the workspace root.'),
    edits: z
      .array(edit)
      .min(1)
      .optional()
      .describe('One object per change.'),
    oldText: z
      .string()
      .optional()
      .describe('Short form of one edit.'),
    newText: z
      .string()
      .optional()
      .describe('Short form of one edit.'),
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
