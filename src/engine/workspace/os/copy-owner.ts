import { constants } from 'node:fs';
import { lchown, open, readdir, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';

/**
 * When the OS sandbox runs its commands as nobody (we were started as root, see sandboxUser), the
 * copy must be nobody's so those commands can change it, and what the file tools make in it (as
 * root) must become nobody's too. What the commands make stays theirs: root reads and edits it all.
 * Links are never followed here: a link a command made must not hand over what it points at.
 */

export interface Owner {
  uid: number;
  gid: number;
}

/** `path` and everything under it, given to `owner`. */
export async function handOverTree(path: string, owner: Owner): Promise<void> {
  await lchown(path, owner.uid, owner.gid);
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await handOverTree(child, owner);
    else await lchown(child, owner.uid, owner.gid);
  }
}

/** The folders from `first` down to `last` (which is first or under it), given to `owner`. */
export async function handOverFolders(first: string, last: string, owner: Owner): Promise<void> {
  for (let folder = last; folder.length >= first.length; folder = dirname(folder)) {
    await lchown(folder, owner.uid, owner.gid);
    if (folder === first) break;
  }
}

/**
 * Writes a file, given to `owner` when there is one. O_NOFOLLOW: if a command swapped the file
 * for a link since the tool checked the path, the write fails instead of landing on the target.
 * O_NONBLOCK: a named pipe a command left there fails the write instead of hanging it forever.
 */
export async function writeOwnedFile(path: string, content: string, owner: Owner | undefined): Promise<void> {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  const handle = await open(path, flags, 0o666);
  try {
    await handle.writeFile(content);
    if (owner) await handle.chown(owner.uid, owner.gid);
  } finally {
    await handle.close();
  }
}

/**
 * A folder for the copy that `owner` can reach: the system's temporary folder unless one of its
 * parents shuts others out (a TMPDIR under root's home), then /tmp.
 */
export async function reachableParent(folder: string, owner: Owner | undefined): Promise<string> {
  if (!owner) return folder;
  for (let current = folder; ; current = dirname(current)) {
    const mode = await stat(current).then((stats) => stats.mode, () => 0);
    if ((mode & 0o001) === 0) return `${sep}tmp`;
    if (current === dirname(current)) return folder;
  }
}
