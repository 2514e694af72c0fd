import { WorkspaceError } from './workspace';

/**
 * Turns a path a model wrote into a workspace-relative POSIX path ("" is the root).
 *
 * Accepted: `src/a.ts`, `./src/a.ts`, `src//a.ts`, and absolute paths inside the root
 * (`/workspace/src/a.ts` when the root is `/workspace`). Refused with `outside_root`: any `..`
 * segment (even one that would land back inside: the model should not learn that climbing works),
 * absolute paths elsewhere, backslashes, NUL bytes, `~`.
 */
export function resolveWorkspacePath(input: string, rootPath: string): string {
  if (input.includes('\0') || input.includes('\\') || input.startsWith('~')) {
    throw new WorkspaceError('outside_root', input);
  }
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
    segments.push(segment);
  }
  return segments.join('/');
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
