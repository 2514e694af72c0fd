import { isWithinFolder } from '../workspace/paths';

/** The files under `folder` with their content hashes: what a node saw when it last ran. */
export function fingerprintOf(snapshot: Map<string, string>, folder: string): Record<string, string> {
  const fingerprint: Record<string, string> = {};
  for (const [path, hash] of snapshot) if (isWithinFolder(path, folder)) fingerprint[path] = hash;
  return fingerprint;
}

export interface FolderChanges {
  added: string[];
  removed: string[];
  modified: string[];
}

export function changesSince(before: Record<string, string>, now: Record<string, string>): FolderChanges {
  const added: string[] = [];
  const modified: string[] = [];
  for (const [path, hash] of Object.entries(now)) {
    if (!(path in before)) added.push(path);
    else if (before[path] !== hash) modified.push(path);
  }
  const removed = Object.keys(before).filter((path) => !(path in now));
  return { added: added.sort(), removed: removed.sort(), modified: modified.sort() };
}

const MAX_BRIEF_LINES = 25;

/**
 * What changed under a node's folder since it last ran, for the top of its next task, or undefined
 * when nothing did (no change, no brief). Capped at about 25 lines; the rest is counted.
 */
export function stalenessBrief(folder: string, changes: FolderChanges): string | undefined {
  const lines = [
    ...changes.modified.map((path) => `  modified: ${path}`),
    ...changes.added.map((path) => `  added:    ${path}`),
    ...changes.removed.map((path) => `  removed:  ${path}`),
  ];
  if (lines.length === 0) return undefined;
  const shown = lines.slice(0, MAX_BRIEF_LINES - 3);
  const hidden = lines.length - shown.length;
  const where = folder === '' ? 'the workspace' : `"${folder}"`;
  return [
    `Since you last ran, files in ${where} changed:`,
    ...shown,
    ...(hidden > 0 ? [`  ...and ${hidden} more`] : []),
    'What you read before about these files is out of date: read them again before editing them.',
  ].join('\n');
}
