import { baseName, resolveWorkspacePath } from '../workspace/paths';
import { fail, type ToolContext, type ToolOutcome } from './tool';
import { workspaceFailure } from './path-failures';

export type LoadedFile = { ok: true; content: string; bytes: number } | { ok: false; failure: ToolOutcome<never> };

/**
 * Reads a file for a tool that needs its text (read_file, edit_file), turning "nothing there" and
 * "that is a folder" into the shared path failures. `input` is what the model wrote: failures
 * quote it back rather than our normalised form, so the model recognises its own call.
 */
export async function loadWorkspaceFile(ctx: ToolContext, path: string, input: string): Promise<LoadedFile> {
  try {
    const stat = await ctx.workspace.stat(path);
    if (stat === undefined) return { ok: false, failure: fail('NotFound', { path: input, name: baseName(path) }) };
    if (stat.kind === 'directory') return { ok: false, failure: fail('IsDirectory', { path: input }) };
    const content = await ctx.workspace.readFile(path);
    return { ok: true, content, bytes: stat.size };
  } catch (error) {
    const failure = workspaceFailure(error, input);
    if (failure) return { ok: false, failure };
    throw error;
  }
}

/**
 * The path a write is serialised on. `access()` runs without a context, so the workspace root is
 * unknown here: a relative path is normalised ("./src//a.ts" -> "src/a.ts"), an absolute one is
 * kept as written, and one that does not resolve is kept raw (the handler will refuse it).
 */
export function writeAccessPath(input: string): string {
  if (input.trim().startsWith('/')) return input;
  try {
    return resolveWorkspacePath(input, '/');
  } catch {
    return input;
  }
}
