import { resolveWorkspacePath, isWithinFolder } from '../workspace/paths';
import { isWorkspaceError, type WorkspaceErrorCode } from '../workspace/workspace';
import { fail, type FailureSpec, type ToolContext, type ToolOutcome } from './tool';

/**
 * Failures every path-taking tool shares, so they read the same from every tool. A tool spreads
 * the ones it can return into its own `failures` (they stay editable per tool).
 */
export const pathFailures = {
  OutsideWorkspace: {
    template:
      '"{path}" is outside the workspace. Paths are relative to the workspace root (like "src/app.ts"); "..", links and absolute paths elsewhere are refused.[[ List what is there with {tool:ls}.|| Find files with {tool:glob}.]]',
    placeholders: { path: '../etc/passwd' },
  },
  NotFound: {
    template:
      'Nothing exists at "{path}".[[ Find the file by name with {tool:glob} (for example pattern "**/{name}").|| List the folder with {tool:ls}.|| List files with {tool:Bash} ("ls -R").]]',
    placeholders: { path: 'src/utils.ts', name: 'utils.ts' },
  },
  IsDirectory: {
    template: '"{path}" is a folder, not a file.[[ List it with {tool:ls}.|| Find files in it with {tool:glob}.]]',
    placeholders: { path: 'src' },
  },
  NotADirectory: {
    template: '"{path}" is a file, not a folder.[[ Read it with {tool:read_file}.]]',
    placeholders: { path: 'src/app.ts' },
  },
  OutOfScope: {
    template:
      'This agent may only change files inside "{scope}", and "{path}" is outside it. Leave that change to the agent that started you: describe it in your final summary.',
    placeholders: { path: 'README.md', scope: 'src/parser' },
  },
} satisfies Record<string, FailureSpec>;

/** The failures of a tool that looks inside one folder (glob, ls). */
export const folderFailures = {
  OutsideWorkspace: pathFailures.OutsideWorkspace,
  NotFound: pathFailures.NotFound,
  NotADirectory: pathFailures.NotADirectory,
} satisfies Record<string, FailureSpec>;

/** Its template is the toolkit's (every path-taking tool can meet it): see toolkit-failures.ts. */
const PATH_TOO_LONG = 'PathTooLong';

const codeToKind: Record<WorkspaceErrorCode, keyof typeof pathFailures | typeof PATH_TOO_LONG | undefined> = {
  outside_root: 'OutsideWorkspace',
  link: 'OutsideWorkspace',
  not_found: 'NotFound',
  is_directory: 'IsDirectory',
  not_directory: 'NotADirectory',
  too_long: PATH_TOO_LONG,
  io: undefined,
};

/** A path quoted back to the model: a hostile one may be megabytes long. */
const QUOTED_PATH_CHARS = 120;

/**
 * Resolves a model-written path, or returns the failure to send back. With `forWrite`, a
 * sub-agent's write scope is enforced too.
 */
export function resolveToolPath(
  ctx: ToolContext,
  input: string,
  forWrite = false,
): { ok: true; path: string } | { ok: false; failure: ToolOutcome<never> } {
  try {
    const path = resolveWorkspacePath(input, ctx.workspace.rootPath);
    if (forWrite && ctx.writeScope !== undefined && !isWithinFolder(path, ctx.writeScope)) {
      return { ok: false, failure: fail('OutOfScope', { path: input, scope: ctx.writeScope }) };
    }
    return { ok: true, path };
  } catch (error) {
    const failure = workspaceFailure(error, input);
    if (failure) return { ok: false, failure };
    throw error;
  }
}

/**
 * The failure for a WorkspaceError thrown by a workspace call, or undefined when the error is not
 * one the model can act on (the caller rethrows: that is our bug, reported as such).
 */
export function workspaceFailure(error: unknown, input: string): ToolOutcome<never> | undefined {
  if (!isWorkspaceError(error)) return undefined;
  const kind = codeToKind[error.code];
  if (kind === undefined) return undefined;
  if (kind === PATH_TOO_LONG) return fail(kind, { path: clipPath(input), length: input.length });
  const name = input.slice(input.lastIndexOf('/') + 1);
  return fail(kind, { path: input, name });
}

function clipPath(path: string): string {
  if (path.length <= QUOTED_PATH_CHARS) return path;
  return `${path.slice(0, QUOTED_PATH_CHARS)}… (${(path.length - QUOTED_PATH_CHARS).toLocaleString('en-US')} more characters left out)`;
}
