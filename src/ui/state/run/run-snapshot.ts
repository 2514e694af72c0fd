import type { StopReason } from '../../../engine/loop/stop-reason';
import type { MessageParam, Usage } from '../../../engine/model/model-client';
import type { TreeEvent } from '../../../engine/nodes/agent-tree';
import type { PlanStep } from '../../../engine/tools/tool';
import type { TranscriptView } from './transcript-view';

export type RunStatus = 'idle' | 'running' | 'stopping';

export interface RunSnapshot {
  status: RunStatus;
  /** The transcript of the agent selected in the open session (the root unless one was clicked). */
  transcript: TranscriptView;
  /** Whose transcript that is; undefined before the first run of a new session. */
  nodeId: string | undefined;
  /** The plan from update_plan, when the model (or a person being the model) set one. */
  plan: PlanStep[] | undefined;
  /** Tokens of the run in progress (or the last one), every agent of it, all kinds. */
  runUsage: Usage | undefined;
  /** How the last run of the root ended; undefined while one is going or before the first. */
  lastStop: StopReason | undefined;
  /** The open session's root can be carried on without a new task (interrupted, stopped mid-work). */
  canContinue: boolean;
}

export type RunEvent =
  /** The exact transcript the root agent's run starts from (the new task included). */
  | { type: 'run-start'; messages: MessageParam[] }
  /** Every event of every agent of the run, the root's and each sub-agent's (the wire view listens), as the tree reported it. */
  | Extract<TreeEvent, { type: 'agent' }>
  /**
   * The run is over and the controller idle again (so a workspace switch may happen now).
   * `reason` is undefined only when the run crashed on a bug of ours.
   */
  | { type: 'run-end'; reason: StopReason | undefined };
