import { contentHash, stableStringify } from '../engine/toolkit/stable-json';
import type { ShareWorkspace } from './share-document';

/**
 * Files in a share document travel as a difference: the starting workspace against a built-in
 * sample (or nothing), the final workspace against what the replay gives. A workshop that starts
 * from the sample then carries only the few files the teacher changed.
 */

/** Built-in sample workspaces by id (the UI passes its own; the share code ships none). */
export type ShareSamples = Readonly<Record<string, Readonly<Record<string, string>>>>;

export type FileMap = Record<string, string>;

export interface FilesDifference {
  /** Added or changed files, with their new content. */
  changed: FileMap;
  removed: string[];
}

/** Identity of a sample's content: a link made against another version of the sample is noticed. */
export function sampleHash(files: Readonly<Record<string, string>>): string {
  return contentHash(stableStringify(files));
}

export function filesDifference(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): FilesDifference {
  const changed = Object.entries(after).filter(([path, content]) => !Object.hasOwn(before, path) || before[path] !== content);
  const removed = Object.keys(before).filter((path) => !Object.hasOwn(after, path)).sort();
  return { changed: Object.fromEntries(changed), removed };
}

export function applyDifference(base: Readonly<Record<string, string>>, difference: FilesDifference): FileMap {
  const files = new Map(Object.entries(base));
  for (const path of difference.removed) files.delete(path);
  for (const [path, content] of Object.entries(difference.changed)) files.set(path, content);
  return sortedFiles(files);
}

/** Characters a difference costs in the document (a proxy for link length). */
export function differenceSize(difference: FilesDifference): number {
  let size = 0;
  for (const [path, content] of Object.entries(difference.changed)) size += path.length + content.length;
  for (const path of difference.removed) size += path.length;
  return size;
}

/** The starting workspace written against whichever base makes it smallest. */
export function describeStartFiles(files: Readonly<Record<string, string>>, samples: ShareSamples, root: string): ShareWorkspace {
  let best: ShareWorkspace = { root, base: 'empty', added: Object.fromEntries(Object.entries(files)), changed: {}, removed: [] };
  let bestSize = differenceSize({ changed: files, removed: [] });
  for (const [id, sample] of Object.entries(samples)) {
    const difference = filesDifference(sample, files);
    const size = differenceSize(difference);
    if (size >= bestSize) continue;
    const entries = Object.entries(difference.changed);
    const added = Object.fromEntries(entries.filter(([path]) => !Object.hasOwn(sample, path)));
    const changed = Object.fromEntries(entries.filter(([path]) => Object.hasOwn(sample, path)));
    best = { root, base: `sample:${id}`, baseHash: sampleHash(sample), added, changed, removed: difference.removed };
    bestSize = size;
  }
  return best;
}

export type StartFilesProblem = 'unknown-sample' | 'sample-changed';

export type StartFilesResult = { ok: true; files: FileMap } | { ok: false; problem: StartFilesProblem; sampleId: string };

/** The files the run started from, rebuilt from the document and this app's samples. */
export function resolveStartFiles(workspace: ShareWorkspace, samples: ShareSamples): StartFilesResult {
  if (workspace.base === 'empty') return { ok: true, files: sortedFiles(new Map(Object.entries(workspace.added))) };
  const sampleId = workspace.base.slice('sample:'.length);
  if (!Object.hasOwn(samples, sampleId)) return { ok: false, problem: 'unknown-sample', sampleId };
  const sample = samples[sampleId]!;
  if (workspace.baseHash !== undefined && workspace.baseHash !== sampleHash(sample)) return { ok: false, problem: 'sample-changed', sampleId };
  const files = applyDifference(sample, { changed: workspace.changed, removed: workspace.removed });
  return { ok: true, files: applyDifference(files, { changed: workspace.added, removed: [] }) };
}

/** A plain record in path order, built without assignment (a path can never reach a prototype). */
export function sortedFiles(files: Map<string, string>): FileMap {
  return Object.fromEntries([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
