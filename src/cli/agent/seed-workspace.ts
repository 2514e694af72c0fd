import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { MAX_FILE_SYSTEM_BYTES } from '../../engine/workspace/embedded-errors';
import { withinPathLimits } from '../../engine/workspace/paths';
import { UsageError } from '../shared/command-line';

/** Folders a coding workspace never needs copied into the sandbox. */
const skippedFolders = new Set(['.git', 'node_modules']);
const maxFileBytes = 1024 * 1024;

export interface SeedResult {
  /** Built with fromEntries: a file named "__proto__" is a file like any other. */
  files: Record<string, string>;
  /** Paths left out, with why (binary, too large). */
  skipped: string[];
  /** Files left out because no workspace path could name them (too deep or too long), sorted. */
  pastPathLimits: string[];
}

/**
 * Reads a directory into workspace files (text only), so the run works on a copy. A folder the
 * workspace could not hold, or a file that cannot be read, is a usage error found before any model
 * call; sizes are checked before contents are read. A file past the workspace's path limits is
 * left out and listed in `pastPathLimits`. A relative `directory` starts at `from`, and refusals
 * name it as typed.
 */
export async function readSeedDirectory(directory: string, maxTotalBytes = MAX_FILE_SYSTEM_BYTES, from = '.'): Promise<SeedResult> {
  const root = resolve(from, directory);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError(`--workspace "${directory}" is not a directory.`);
  const files: Array<[string, string]> = [];
  const skipped: string[] = [];
  const pastPathLimits: string[] = [];
  let totalBytes = 0;
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readListing(directory, root, folder)) {
      const full = join(folder, entry.name);
      const path = relative(root, full).split(sep).join('/');
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) await walk(full);
        continue;
      }
      if (!entry.isFile()) continue;
      // Checked before anything is read: such a file costs nothing, and the run goes on without it.
      if (!withinPathLimits(path)) {
        pastPathLimits.push(path);
        continue;
      }
      const size = (await stat(full).catch(() => undefined))?.size ?? 0;
      if (size > maxFileBytes) {
        skipped.push(`${path} (over 1 MB)`);
        continue;
      }
      totalBytes += size;
      if (totalBytes > maxTotalBytes) {
        throw new UsageError(`--workspace "${directory}" holds more than ${megabytes(maxTotalBytes)} of text files, more than the workspace holds; choose a smaller folder.`);
      }
      const bytes = await readFile(full).catch((error: unknown) => {
        throw new UsageError(`--workspace "${directory}": cannot read ${path} (${codeOf(error)}); fix its permissions or move it out of the folder.`);
      });
      if (bytes.includes(0)) skipped.push(`${path} (binary)`);
      else files.push([path, bytes.toString('utf8')]);
    }
  };
  await walk(root);
  return { files: Object.fromEntries(files), skipped, pastPathLimits: pastPathLimits.sort() };
}

async function readListing(directory: string, root: string, folder: string) {
  return readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
    const path = relative(root, folder).split(sep).join('/');
    throw new UsageError(`--workspace "${directory}": cannot list the folder ${path} (${codeOf(error)}); fix its permissions or move it out of the folder.`);
  });
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
}

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${bytes} bytes`;
}
