import { isMcpHandler } from '../engine/mcp/mcp-handler-id';
import { applyEdits, toCrlf, toLf, usesCrlf, type TextEdit } from '../engine/tools/edit-matching';
import { resolveWorkspacePath } from '../engine/workspace/paths';
import type { StepCall } from './replay-steps';

/**
 * How each handler's successful call changes the files, re-done from its arguments alone: the
 * same rules as the handler (exact-once matching, CRLF files edited in their LF form), without a
 * workspace. Handlers are named by id, the built-ins and the preset ones (Claude Code style
 * Write/Edit, SWE-agent style run); a handler not listed here gets a caveat, never a guess.
 */

/** Handlers that change nothing on disk, or whose changes arrive as steps of their own (run_agent). */
const readOnlyHandlers = new Set(['read_file', 'grep', 'glob', 'ls', 'update_plan', 'run_agent', 'Read', 'Glob', 'Grep', 'view_file', 'read_file_bare']);
const commandHandlers = new Set(['Bash', 'run']);

/** Characters replayed edits may still produce (each edit writes its whole file anew). */
export interface EditBudget {
  characters: number;
}

/** Applies one successful call to `files`; returns a caveat (after "Step k") when its effect cannot be shown. */
export function applyCall(files: Map<string, string>, handler: string, call: StepCall, root: string, changed: Set<string>, budget: EditBudget): string | undefined {
  const input = call.input;
  if (commandHandlers.has(handler)) {
    const command = typeof input.command === 'string' ? input.command : '';
    return `ran a command (${summarise(command)}); any change it made to files is not shown.`;
  }
  if (handler === 'write_file' || handler === 'Write') {
    const path = resolvePath(handler === 'Write' ? input.file_path : input.path, root);
    if (path === undefined || typeof input.content !== 'string') return undefined;
    files.set(path, input.content);
    changed.add(path);
    return undefined;
  }
  if (handler === 'edit_file') return applyEdit(files, resolvePath(input.path, root), editsOf(input), false, changed, budget);
  if (handler === 'Edit') {
    const edits = typeof input.old_string === 'string' && typeof input.new_string === 'string' ? [{ oldText: input.old_string, newText: input.new_string }] : undefined;
    return applyEdit(files, resolvePath(input.file_path, root), edits, input.replace_all === true, changed, budget);
  }
  if (readOnlyHandlers.has(handler)) return undefined;
  // An MCP server runs outside the workspace: its tools cannot have changed the files shown.
  if (isMcpHandler(handler)) return undefined;
  return `called ${call.name}, which this version cannot replay; files it changed are not shown.`;
}

function applyEdit(
  files: Map<string, string>,
  path: string | undefined,
  edits: TextEdit[] | undefined,
  everywhere: boolean,
  changed: Set<string>,
  budget: EditBudget,
): string | undefined {
  if (path === undefined || edits === undefined) return undefined;
  changed.add(path);
  const current = files.get(path);
  if (current === undefined) return `edited ${path}, which the replay does not have (a command made it?); the edit is not shown.`;
  if (current.length > budget.characters) {
    return `edited ${path}, but the replay has already rewritten more text than it keeps for one link; this edit and later ones are not shown.`;
  }
  // As the handlers do: a CRLF file is edited in its LF form and written back with CRLF.
  const crlf = usesCrlf(current);
  const text = crlf ? toLf(current) : current;
  const wanted = crlf ? edits.map((edit) => ({ oldText: toLf(edit.oldText), newText: toLf(edit.newText) })) : edits;
  const edited = everywhere ? replaceEverywhere(text, wanted[0]!) : applyEdits(text, wanted);
  if (!edited.ok) return `edited ${path}, but the edit no longer fits the file as replayed (a command changed it?); the edit is not shown.`;
  const result = crlf ? toCrlf(edited.text) : edited.text;
  budget.characters -= result.length;
  files.set(path, result);
  return undefined;
}

/** Edit's replace_all: every occurrence, left to right, without overlaps. */
function replaceEverywhere(text: string, edit: TextEdit): { ok: true; text: string } | { ok: false } {
  const pieces = text.split(edit.oldText);
  return pieces.length > 1 ? { ok: true, text: pieces.join(edit.newText) } : { ok: false };
}

/** The edits of an edit_file call in either form: `edits: [...]`, or flat oldText/newText. */
function editsOf(input: Record<string, unknown>): TextEdit[] | undefined {
  if (Array.isArray(input.edits)) {
    const edits = input.edits.filter(
      (edit): edit is TextEdit => typeof edit === 'object' && edit !== null && typeof edit.oldText === 'string' && typeof edit.newText === 'string',
    );
    return edits.length === input.edits.length && edits.length > 0 ? edits : undefined;
  }
  if (typeof input.oldText === 'string' && typeof input.newText === 'string') return [{ oldText: input.oldText, newText: input.newText }];
  return undefined;
}

function resolvePath(path: unknown, root: string): string | undefined {
  if (typeof path !== 'string') return undefined;
  try {
    const resolved = resolveWorkspacePath(path, root);
    return resolved === '' ? undefined : resolved;
  } catch {
    return undefined;
  }
}

function summarise(command: string): string {
  const firstLine = command.trim().split('\n')[0] ?? '';
  const short = firstLine.length > 60 ? `${firstLine.slice(0, 57)}...` : firstLine;
  return firstLine === command.trim() ? `\`${short}\`` : `\`${short}\` ...`;
}
