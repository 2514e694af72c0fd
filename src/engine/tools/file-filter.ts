import picomatch from 'picomatch/posix';
import { baseName, isWithinFolder } from '../workspace/paths';
import type { EntryKind } from '../workspace/workspace';
import { fail, type ToolContext, type ToolOutcome } from './tool';
import { resolveToolPath, workspaceFailure } from './path-failures';

/**
 * What grep, glob and ls share about choosing files: where a search starts, which folders a
 * whole-tree search leaves out, how a glob is matched. One place, so the three tools agree.
 */

/**
 * Dependency and version-control trees: on a WebContainer after `npm install`, node_modules alone
 * holds tens of thousands of files that would drown the project's own. A search leaves them out
 * unless the model points inside one on purpose.
 */
export const SKIPPED_FOLDER_NAMES: readonly string[] = ['node_modules', '.git'];

const skippedNames = new Set(SKIPPED_FOLDER_NAMES);

export function isSkippedFolderName(name: string): boolean {
  return skippedNames.has(name);
}

/**
 * True when `path` lies in a skipped folder below `scope`. A skipped folder that `scope` itself is
 * inside does not count: searching `node_modules/react` means the model asked for it.
 */
export function isInSkippedFolder(path: string, scope: string): boolean {
  const rest = relativeTo(path, scope);
  const folders = rest.split('/').slice(0, -1);
  return folders.some((segment) => skippedNames.has(segment));
}

/** `path` relative to `folder` ("" is the root); `path` must lie within it. */
export function relativeTo(path: string, folder: string): string {
  if (folder === '') return path;
  if (path === folder) return '';
  return path.slice(folder.length + 1);
}

/** Code-unit order: the same on every machine and locale, unlike localeCompare. */
export function comparePaths(first: string, second: string): number {
  if (first === second) return 0;
  return first < second ? -1 : 1;
}

/**
 * A glob test for workspace-relative file paths. A path matches when the pattern matches it from
 * the workspace root or from `scope` (the folder the caller searched), so `path: "src"` with
 * `*.ts` and with `src/*.ts` both find `src/app.ts`. Dotfiles match like any other file. With
 * `matchBaseName`, a pattern without "/" matches the file name in any folder (grep's filter).
 */
export function globMatcher(
  written: string,
  scope: string,
  options: { matchBaseName: boolean; rootPath: string },
): (path: string) => boolean {
  // "/workspace/src/*.ts" is how a model that has seen `pwd` may write it: the same files.
  const root = `${options.rootPath.replace(/\/+$/, '')}/`;
  const pattern = written.startsWith(root) ? written.slice(root.length) : written;
  const test = picomatch(pattern, { dot: true, windows: false });
  const matchesBaseName = options.matchBaseName && !pattern.includes('/');
  return (path) => {
    if (matchesBaseName && test(baseName(path))) return true;
    if (test(path)) return true;
    return scope !== '' && isWithinFolder(path, scope) && test(relativeTo(path, scope));
  };
}

export interface Located {
  path: string;
  kind: EntryKind;
}

/**
 * Resolves the folder or file a read-only tool was pointed at (the root when `input` is absent),
 * or the failure to return: outside the workspace, or nothing there.
 */
export async function locate(
  ctx: ToolContext,
  input: string | undefined,
): Promise<{ ok: true; located: Located } | { ok: false; failure: ToolOutcome<never> }> {
  if (input === undefined || input.trim() === '') return { ok: true, located: { path: '', kind: 'directory' } };
  const resolved = resolveToolPath(ctx, input);
  if (!resolved.ok) return resolved;
  if (resolved.path === '') return { ok: true, located: { path: '', kind: 'directory' } };
  try {
    const stat = await ctx.workspace.stat(resolved.path);
    if (stat === undefined) return { ok: false, failure: fail('NotFound', { path: input, name: baseName(resolved.path) }) };
    return { ok: true, located: { path: resolved.path, kind: stat.kind } };
  } catch (error) {
    const failure = workspaceFailure(error, input);
    if (failure) return { ok: false, failure };
    throw error;
  }
}

/** The folder a listing tool was pointed at (the root when absent), or the failure to return. */
export async function locateFolder(
  ctx: ToolContext,
  input: string | undefined,
): Promise<{ ok: true; folder: string } | { ok: false; failure: ToolOutcome<never> }> {
  const target = await locate(ctx, input);
  if (!target.ok) return target;
  if (target.located.kind !== 'directory') return { ok: false, failure: fail('NotADirectory', { path: input ?? '' }) };
  return { ok: true, folder: target.located.path };
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
