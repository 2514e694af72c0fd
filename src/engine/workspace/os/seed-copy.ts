import { cp, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { withinPathLimits } from '../paths';

/**
 * The tools' own state: not the agent's work, and mostly binary. Left out of listings and exports,
 * so nothing in it is ever named to a file tool, and it is copied whole, however deep: a package
 * manager's tree must stay as it was for the project's commands to run.
 */
export const TOOL_STATE_FOLDERS: ReadonlySet<string> = new Set(['.git', 'node_modules']);

/**
 * Copies a seed folder into the workspace root, leaving out what lies past the path limits: a
 * file there could be run by a command but never named to a file tool, and every listing would
 * trip over it. Returns the files left out, relative to the seed folder, sorted.
 */
export async function copySeedFolder(seedFolder: string, rootPath: string): Promise<string[]> {
  const leftOut: string[] = [];
  const rejectedFolders: string[] = [];
  await cp(seedFolder, rootPath, {
    recursive: true,
    verbatimSymlinks: true,
    filter: async (source) => {
      const path = relative(seedFolder, source).split(sep).join('/');
      if (withinPathLimits(path) || path.split('/').some((name) => TOOL_STATE_FOLDERS.has(name))) return true;
      // A rejected folder is not entered, so its files are counted by a walk of its own below.
      rejectedFolders.push(source);
      return false;
    },
  });
  for (const source of rejectedFolders) leftOut.push(...(await filesAt(seedFolder, source)));
  return leftOut.sort();
}

/** The path itself when it is not a folder, else every non-folder under it. */
async function filesAt(seedFolder: string, source: string): Promise<string[]> {
  const entries = await readdir(source, { recursive: true, withFileTypes: true }).catch(() => undefined);
  const toRelative = (absolute: string) => relative(seedFolder, absolute).split(sep).join('/');
  if (entries === undefined) return [toRelative(source)];
  return entries.filter((entry) => !entry.isDirectory()).map((entry) => toRelative(join(entry.parentPath ?? entry.path, entry.name)));
}
