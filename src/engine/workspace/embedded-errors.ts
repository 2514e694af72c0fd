import { WorkspaceError } from './workspace';

/**
 * just-bash's in-memory fs throws plain Errors whose messages carry an errno and its own absolute
 * paths ("ENOENT: no such file or directory, open '/workspace/a'"). The workspace turns them into
 * WorkspaceErrors so none of that text reaches a caller, and keeps the original as `cause`.
 */

/** Bytes the whole in-memory fs may hold; a page or worker should fail a write, not the tab. */
export const MAX_FILE_SYSTEM_BYTES = 256 * 1024 * 1024;

export function isMissingError(error: unknown): boolean {
  return errorText(error).startsWith('ENOENT');
}

export function translated(error: unknown, input: string): WorkspaceError {
  const translation = workspaceErrorFor(errorText(error), input);
  translation.cause = error;
  return translation;
}

function workspaceErrorFor(text: string, input: string): WorkspaceError {
  if (text.startsWith('ENOENT')) return new WorkspaceError('not_found', input);
  if (text.startsWith('EISDIR')) return new WorkspaceError('is_directory', input);
  if (text.startsWith('ENOTDIR')) return new WorkspaceError('not_directory', input);
  if (text.startsWith('ENOSPC')) {
    const megabytes = MAX_FILE_SYSTEM_BYTES / (1024 * 1024);
    return new WorkspaceError('io', input, `The workspace is full: it holds at most ${megabytes} MB of files.`);
  }
  return new WorkspaceError('io', input, 'The workspace could not complete this file operation.');
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
