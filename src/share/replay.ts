import type { ShareDocument } from './share-document';
import { applyDifference, resolveStartFiles, sortedFiles, type FileMap, type ShareSamples } from './share-files';
import { handlerByName } from './replay-surface';
import { applyCall } from './replay-calls';
import { callsOfStep, replaySteps } from './replay-steps';

/**
 * The workspace of a shared run at each step, rebuilt without running anything: from the starting
 * files, re-apply every file write and edit that succeeded (a result without is_error), step by
 * step (replay-calls.ts). A command's effect on files cannot be known from the transcript, so each
 * command becomes a caveat the replay shows instead of a silent gap.
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

const timelines = new WeakMap<ShareDocument, Map<ShareSamples, WorkspaceAtStep[]>>();

/**
 * The workspace after each step: index 0 is the start, index k is after the tools of model call k
 * ran. The samples must be those the document was decoded against (decode checks the base).
 */
export function workspaceTimeline(document: ShareDocument, samples: ShareSamples): WorkspaceAtStep[] {
  const cached = timelines.get(document)?.get(samples);
  if (cached) return cached;
  const start = resolveStartFiles(document.workspace, samples);
  if (!start.ok) throw new Error(`The document's starting files need sample "${start.sampleId}" (${start.problem}); decode it against this app's samples first.`);

  const files = new Map(Object.entries(start.files));
  const caveats: ReplayCaveat[] = [];
  const timeline: WorkspaceAtStep[] = [{ step: 0, files: start.files, changedPaths: [], caveats: [] }];
  for (const entry of replaySteps(document)) {
    const names = handlerByName(document, entry.step);
    const changed = new Set<string>();
    for (const call of callsOfStep(document, entry)) {
      if (!call.result || call.result.isError) continue;
      const handler = names.get(call.name) ?? call.name;
      const caveat = applyCall(files, handler, call, document.workspace.root, changed);
      if (caveat) caveats.push({ step: entry.step, text: `Step ${entry.step} ${caveat}` });
    }
    timeline.push({ step: entry.step, files: sortedFiles(files), changedPaths: [...changed].sort(), caveats: [...caveats] });
  }
  const bySamples = timelines.get(document) ?? new Map<ShareSamples, WorkspaceAtStep[]>();
  bySamples.set(samples, timeline);
  timelines.set(document, bySamples);
  return timeline;
}

/** The workspace after model call `step` (0 = before the first call). */
export function workspaceAtStep(document: ShareDocument, step: number, samples: ShareSamples): WorkspaceAtStep {
  const timeline = workspaceTimeline(document, samples);
  if (!Number.isInteger(step) || step < 0 || step >= timeline.length) {
    throw new RangeError(`step must be an integer from 0 to ${timeline.length - 1}, got ${step}`);
  }
  return timeline[step]!;
}

/**
 * The workspace as it was when the run was shared, when the document carries it (commands'
 * effects included); undefined when it was too big to carry or not given.
 */
export function finalWorkspace(document: ShareDocument, samples: ShareSamples): FileMap | undefined {
  if (document.finalFiles === undefined || document.finalFiles === 'omitted') return undefined;
  const replayed = workspaceTimeline(document, samples).at(-1)!.files;
  return applyDifference(replayed, document.finalFiles);
}
