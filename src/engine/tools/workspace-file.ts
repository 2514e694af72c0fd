import { type ToolContext, type ToolOutcome } from './tool';
import { workspaceFailure } from './path-failures';

export type LoadedFile = { ok: true; content: string } | { ok: false; failure: ToolOutcome<never> };

/**
 * Reads a file for a tool that needs its text (read_file, edit_file), turning "nothing there" and
 * "that is a folder" into the shared path failures. `input` is what the model wrote: failures
 * quote it back rather than our normalised form, so the model recognises its own call.
 */
export async function loadWorkspaceFile(ctx: ToolContext, path: string, input: string): Promise<LoadedFile> {
  try {
    // One lookup: readFile itself refuses a missing path or a folder (a separate stat would locate
    // the path twice, and on a WebContainer read it twice).
    const content = await ctx.workspace.readFile(path);
    return { ok: true, content };
  } catch (error) {
    const failure = workspaceFailure(error, input);
    if (failure) return { ok: false, failure };
    throw error;
  }
}
