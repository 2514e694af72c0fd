import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { UsageError } from './command-line';

/** Folders a coding workspace never needs copied into the sandbox. */
const skippedFolders = new Set(['.git', 'node_modules']);
const maxFileBytes = 1024 * 1024;

export interface SeedResult {
  files: Record<string, string>;
  /** Paths left out, with why (binary, too large). */
  skipped: string[];
}

/** Reads a directory into workspace files (text only), so the run works on a copy. */
export async function readSeedDirectory(directory: string): Promise<SeedResult> {
  const info = await stat(directory).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError(`--workspace "${directory}" is not a directory.`);
  const files: Record<string, string> = {};
  const skipped: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      const path = relative(directory, full).split(sep).join('/');
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) await walk(full);
        continue;
      }
      if (!entry.isFile()) continue;
      const bytes = await readFile(full);
      if (bytes.length > maxFileBytes) skipped.push(`${path} (over 1 MB)`);
      else if (bytes.includes(0)) skipped.push(`${path} (binary)`);
      else files[path] = bytes.toString('utf8');
    }
  };
  await walk(directory);
  return { files, skipped };
}
