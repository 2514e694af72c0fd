import type { AgentEvent } from '../../../engine/loop/events';
import type { StopReason } from '../../../engine/loop/stop-reason';
import type { Usage } from '../../../engine/model/model-client';
import type { NodeStatus } from '../../../engine/nodes/node';
import type { SurfaceChange } from '../../../engine/toolkit/surface-diff';
import type { ToolImage } from '../../../engine/tools/tool';

/**
 * What the transcript shows, built from the run's events by a pure reducer. Entries accumulate
 * across the runs of one conversation: task, steps, stop; task, steps, stop...
 */

export interface ToolCallResultView {
  isError: boolean;
  errorKind?: string;
  /** Exactly what the model reads. */
  content: string;
  /** Images the model sees with the text; absent when there are none. */
  images?: ToolImage[];
  /** Absent for a result read back from storage (durations are not stored). */
  durationMs?: number;
  /** How long the call waited for a person's approval, apart from `durationMs`. */
  approvalWaitMs?: number;
}

export interface ToolProblemView {
  problem: 'handler-threw' | 'bad-success' | 'surface-mismatch';
  detail: string;
}

export interface ToolCallView {
  id: string;
  name: string;
  input: unknown;
  result?: ToolCallResultView;
  problems: ToolProblemView[];
}

export interface StepView {
  kind: 'step';
  /** Which run of the conversation (from 1), so keys stay unique when step numbers restart. */
  run: number;
  step: number;
  surfaceHash: string;
  surfaceChanges?: SurfaceChange[];
  /** Assistant text as it streamed. */
  text: string;
  calls: ToolCallView[];
  usage?: Usage;
  finished: boolean;
}

export interface TaskView {
  kind: 'task';
  run: number;
  text: string;
}

export interface StopView {
  kind: 'stop';
  run: number;
  reason: StopReason;
  steps: number;
  usage: Usage;
}

/** Something broke outside the loop's own stop reasons (a bug of ours); shown, never swallowed. */
export interface CrashView {
  kind: 'crash';
  run: number;
  message: string;
}

/**
 * How an agent node stands, for a transcript read back from storage (where the run's own stop
 * reason is not kept): done, stopped by a limit, interrupted by a reload, failed with its cause.
 */
export interface NodeEndView {
  kind: 'node-end';
  run: number;
  status: NodeStatus;
  usage: Usage;
}

export type TranscriptEntry = TaskView | StepView | StopView | CrashView | NodeEndView;

export interface TranscriptView {
  entries: TranscriptEntry[];
  /** Runs started in this conversation. */
  runs: number;
}

export const emptyTranscript: TranscriptView = { entries: [], runs: 0 };

/** How a transcript is rebuilt from stored messages (a reopened session, a sub-agent): see stored-transcript.ts. */

export function startRun(view: TranscriptView, task: string): TranscriptView {
  const run = view.runs + 1;
  return { runs: run, entries: [...view.entries, { kind: 'task', run, text: task }] };
}

export function addCrash(view: TranscriptView, message: string): TranscriptView {
  return { ...view, entries: [...view.entries, { kind: 'crash', run: view.runs, message }] };
}

export function applyEvent(view: TranscriptView, event: AgentEvent): TranscriptView {
  switch (event.type) {
    case 'step-start':
      return append(view, {
        kind: 'step',
        run: view.runs,
        step: event.step,
        surfaceHash: event.surfaceHash,
        text: '',
        calls: [],
        finished: false,
      });
    case 'surface-change':
      return updateStep(view, event.step, (step) => ({ ...step, surfaceChanges: event.changes }));
    case 'text-delta':
      return updateStep(view, event.step, (step) => ({ ...step, text: step.text + event.text }));
    case 'tool-call':
      return updateStep(view, event.step, (step) => ({
        ...step,
        calls: [...step.calls, { id: event.id, name: event.name, input: event.input, problems: [] }],
      }));
    case 'tool-result': {
      const result: ToolCallResultView = {
        isError: event.isError,
        errorKind: event.errorKind,
        content: event.content,
        ...(event.images ? { images: event.images } : {}),
        durationMs: event.durationMs,
        ...(event.approvalWaitMs !== undefined ? { approvalWaitMs: event.approvalWaitMs } : {}),
      };
      return updateCall(view, event.step, event.id, (call) => ({ ...call, result }));
    }
    case 'tool-problem':
      return updateCall(view, event.step, event.id, (call) => ({
        ...call,
        problems: [...call.problems, { problem: event.problem, detail: event.detail }],
      }));
    case 'usage':
      return updateStep(view, event.step, (step) => ({ ...step, usage: event.usage }));
    case 'step-end':
      return updateStep(view, event.step, (step) => ({ ...step, finished: true }));
    case 'run-end':
      return append(view, { kind: 'stop', run: view.runs, reason: event.reason, steps: event.steps, usage: event.usage });
    case 'message':
      return view;
  }
}

export function append(view: TranscriptView, entry: TranscriptEntry): TranscriptView {
  return { ...view, entries: [...view.entries, entry] };
}

/** Updates the step of the current run; steps of earlier runs are history and stay as they are. */
function updateStep(view: TranscriptView, step: number, change: (entry: StepView) => StepView): TranscriptView {
  // Searching from the end: the step being streamed is almost always the last entry.
  for (let index = view.entries.length - 1; index >= 0; index--) {
    const entry = view.entries[index]!;
    if (entry.run !== view.runs) break;
    if (entry.kind !== 'step' || entry.step !== step) continue;
    const entries = [...view.entries];
    entries[index] = change(entry);
    return { ...view, entries };
  }
  return view;
}

function updateCall(view: TranscriptView, step: number, id: string, change: (call: ToolCallView) => ToolCallView): TranscriptView {
  return updateStep(view, step, (entry) => ({
    ...entry,
    calls: entry.calls.map((call) => (call.id === id ? change(call) : call)),
  }));
}
