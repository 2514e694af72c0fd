import type { ShareDocument } from './share-document';
import { applyDifference, resolveStartFiles, sortedFiles, type FileMap, type ShareSamples } from './share-files';
import { handlerByName } from './replay-surface';
import { applyCall, type EditBudget } from './replay-calls';
import { callsOfStep, replaySteps } from './replay-steps';

/**
 * The workspace of a shared run at each step, rebuilt without running anything: from the starting
 * files, re-apply every file write and edit that succeeded (a result without is_error), step by
 * step (replay-calls.ts). A command's effect on files cannot be known from the transcript, so each
 * command becomes a caveat the replay shows instead of a silent gap.
 *
 * A link of a few hundred kB can hold thousands of files and thousands of steps, so a step keeps
 * only what it wrote; the files of a step are put together when that step is shown, moving forward
 * from the step shown before when it can. Nothing is ever copied once per step per file.
 */

export interface ReplayCaveat {
  step: number;
  /** One sentence for the person stepping through the replay. */
  text: string;
}

export interface WorkspaceAtStep {
  step: number;
  files: FileMap;
  /** Files this step wrote, edited or was meant to (sorted). */
  changedPaths: string[];
  /** Every caveat of steps 1..step: what the files shown may be missing. */
  caveats: ReplayCaveat[];
}

/**
 * Text the replayed edits may produce in all (an edit writes the whole edited file again). Past
 * it, later edits become caveats: a link of small edits to a big file cannot fill the memory.
 */
export const MAX_REPLAYED_EDIT_CHARACTERS = 64 * 1024 * 1024;

interface StepRecord {
  step: number;
  /** What this step left in each file it wrote, in the order written. */
  writes: Map<string, string>;
  changedPaths: string[];
  /** How many of the replay's caveats belong to steps up to this one. */
  caveatCount: number;
}

interface Replay {
  start: FileMap;
  /** Index 0 is the start (no writes), index k is after model call k. */
  records: StepRecord[];
  caveats: ReplayCaveat[];
  /** The files of the step shown last, kept to move forward from. */
  cursor?: { index: number; files: Map<string, string> };
}

const replays = new WeakMap<ShareDocument, Map<ShareSamples, Replay>>();

function replayOf(document: ShareDocument, samples: ShareSamples): Replay {
  const cached = replays.get(document)?.get(samples);
  if (cached) return cached;
  const start = resolveStartFiles(document.workspace, samples);
  if (!start.ok) throw new Error(`The document's starting files need sample "${start.sampleId}" (${start.problem}); decode it against this app's samples first.`);

  // One working copy walks the whole run; each step records only the files it wrote.
  const files = new Map(Object.entries(start.files));
  const budget: EditBudget = { characters: MAX_REPLAYED_EDIT_CHARACTERS };
  const caveats: ReplayCaveat[] = [];
  const records: StepRecord[] = [{ step: 0, writes: new Map(), changedPaths: [], caveatCount: 0 }];
  for (const entry of replaySteps(document)) {
    const names = handlerByName(document, entry.step);
    const changed = new Set<string>();
    for (const call of callsOfStep(document, entry)) {
      if (!call.result || call.result.isError) continue;
      const handler = names.get(call.name) ?? call.name;
      const caveat = applyCall(files, handler, call, document.workspace.root, changed, budget);
      if (caveat) caveats.push({ step: entry.step, text: `Step ${entry.step} ${caveat}` });
    }
    const writes = new Map<string, string>();
    for (const path of changed) {
      const content = files.get(path);
      if (content !== undefined) writes.set(path, content);
    }
    records.push({ step: entry.step, writes, changedPaths: [...changed].sort(), caveatCount: caveats.length });
  }
  const replay: Replay = { start: start.files, records, caveats };
  const bySamples = replays.get(document) ?? new Map<ShareSamples, Replay>();
  bySamples.set(samples, replay);
  replays.set(document, bySamples);
  return replay;
}

/** How many workspaces the replay has: the start and one after each model call. */
export function replayLength(document: ShareDocument, samples: ShareSamples): number {
  return replayOf(document, samples).records.length;
}

/** The workspace after model call `step` (0 = before the first call). */
export function workspaceAtStep(document: ShareDocument, step: number, samples: ShareSamples): WorkspaceAtStep {
  const replay = replayOf(document, samples);
  if (!Number.isInteger(step) || step < 0 || step >= replay.records.length) {
    throw new RangeError(`step must be an integer from 0 to ${replay.records.length - 1}, got ${step}`);
  }
  const record = replay.records[step]!;
  return {
    step: record.step,
    files: sortedFiles(filesAt(replay, step)),
    changedPaths: [...record.changedPaths],
    caveats: replay.caveats.slice(0, record.caveatCount),
  };
}

/** The workspace after the last model call. */
export function workspaceAtEnd(document: ShareDocument, samples: ShareSamples): WorkspaceAtStep {
  return workspaceAtStep(document, replayLength(document, samples) - 1, samples);
}

function filesAt(replay: Replay, index: number): Map<string, string> {
  const cursor = replay.cursor !== undefined && replay.cursor.index <= index ? replay.cursor : { index: 0, files: new Map(Object.entries(replay.start)) };
  for (let next = cursor.index + 1; next <= index; next += 1) {
    for (const [path, content] of replay.records[next]!.writes) cursor.files.set(path, content);
  }
  cursor.index = index;
  replay.cursor = cursor;
  return cursor.files;
}

/**
 * The workspace as it was when the run was shared, when the document carries it (commands'
 * effects included); undefined when it was too big to carry or not given.
 */
export function finalWorkspace(document: ShareDocument, samples: ShareSamples): FileMap | undefined {
  if (document.finalFiles === undefined || document.finalFiles === 'omitted') return undefined;
  return applyDifference(workspaceAtEnd(document, samples).files, document.finalFiles);
}
