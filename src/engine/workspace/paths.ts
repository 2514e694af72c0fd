import { WorkspaceError } from './workspace';

/**
 * Longest workspace-relative path, and longest name in it. Real file systems stop near here too
 * (macOS paths at 1,024 bytes, names at 255 almost everywhere), and a bound keeps every walk over a
 * path's folders short: a 2,000-character `d/d/d/...` would otherwise be a thousand folders deep.
 */
export const MAX_PATH_LENGTH = 1024;
export const MAX_NAME_LENGTH = 255;
/**
 * Folders on the way to a file. The in-memory fs spends time per folder on every lookup, so depth
 * (not length) is what makes a path slow: at 64 a lookup stays well under a millisecond.
 */
export const MAX_PATH_DEPTH = 64;

/** True when a workspace-relative path is within every limit above. */
export function withinPathLimits(relative: string): boolean {
  if (relative.length > MAX_PATH_LENGTH) return false;
  const names = relative === '' ? [] : relative.split('/');
  return names.length <= MAX_PATH_DEPTH && names.every((name) => name.length <= MAX_NAME_LENGTH);
}

/**
 * Turns a path a model wrote into a workspace-relative POSIX path ("" is the root).
 *
 * Accepted: `src/a.ts`, `./src/a.ts`, `src//a.ts`, and absolute paths inside the root
 * (`/workspace/src/a.ts` when the root is `/workspace`). Refused with `outside_root`: any `..`
 * segment (even one that would land back inside: the model should not learn that climbing works),
 * absolute paths elsewhere, backslashes, NUL bytes, `~`. Refused with `too_long`: a result past
 * the limits above (length, name length, depth).
 */
export function resolveWorkspacePath(input: string, rootPath: string): string {
  if (input.includes('\0') || input.includes('\\') || input.startsWith('~')) {
    throw new WorkspaceError('outside_root', input);
  }
  // Checked before splitting, so a megabyte of "a/" costs nothing; the exact test is below.
  if (input.length > rootPath.length + 2 * MAX_PATH_LENGTH) throw new WorkspaceError('too_long', input);
  let rest = input.trim();
  if (rest.startsWith('/')) {
    const root = rootPath.replace(/\/+$/, '');
    if (rest === root || rest === `${root}/`) return '';
    if (!rest.startsWith(`${root}/`)) throw new WorkspaceError('outside_root', input);
    rest = rest.slice(root.length + 1);
  }
  const segments: string[] = [];
  for (const segment of rest.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') throw new WorkspaceError('outside_root', input);
    if (segment.length > MAX_NAME_LENGTH) throw new WorkspaceError('too_long', input);
    segments.push(segment);
  }
  const relative = segments.join('/');
  if (relative.length > MAX_PATH_LENGTH || segments.length > MAX_PATH_DEPTH) throw new WorkspaceError('too_long', input);
  return relative;
}

/** Absolute sandbox path for a workspace-relative one. */
export function toAbsolutePath(relativePath: string, rootPath: string): string {
  const root = rootPath.replace(/\/+$/, '');
  return relativePath === '' ? root || '/' : `${root}/${relativePath}`;
}

export function parentPath(relativePath: string): string {
  const slash = relativePath.lastIndexOf('/');
  return slash === -1 ? '' : relativePath.slice(0, slash);
}

export function baseName(relativePath: string): string {
  return relativePath.slice(relativePath.lastIndexOf('/') + 1);
}

/** True when `path` is `folder` itself or lies under it ("" is the whole workspace). */
export function isWithinFolder(path: string, folder: string): boolean {
  return folder === '' || path === folder || path.startsWith(`${folder}/`);
}
