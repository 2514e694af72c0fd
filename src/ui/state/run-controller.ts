import type { AgentEvent } from '../../engine/loop/events';
import type { StopReason } from '../../engine/loop/stop-reason';
import { defaultModelId } from '../../engine/model/models';
import type { MessageParam, ModelClient, Usage } from '../../engine/model/model-client';
import type { PlanStep } from '../../engine/tools/tool';
import type { ApprovalsQueue } from './approvals-queue';
import { withTask } from './conversation';
import type { Engine } from './load-engine';
import type { Settings, SettingsController } from './settings-controller';
import { Store } from './store';
import type { SurfaceController } from './surface-controller';
import { addCrash, applyEvent, emptyTranscript, startRun, type TranscriptView } from './transcript-view';
import type { WorkspaceSource } from './workspace-source';

export type RunStatus = 'idle' | 'running' | 'stopping';

export interface RunSnapshot {
  status: RunStatus;
  transcript: TranscriptView;
  /** The plan from update_plan, when the model (or a person being the model) set one. */
  plan: PlanStep[] | undefined;
  /** Tokens of the run in progress (or the last one), all kinds. */
  runUsage: Usage | undefined;
  /** How the last run ended; undefined while one is going or before the first. */
  lastStop: StopReason | undefined;
}

export type RunEvent =
  /** The exact transcript a run starts from (the new task included): a store saves it. */
  | { type: 'run-start'; messages: MessageParam[] }
  /** A message the loop appended (the `onMessage` hook point). */
  | { type: 'message'; message: MessageParam; step: number; surfaceHash?: string }
  /**
   * The run is over and the controller idle again (so a workspace switch may happen now).
   * `reason` is undefined only when the run crashed on a bug of ours.
   */
  | { type: 'run-end'; reason: StopReason | undefined };

export interface RunControllerOptions {
  settings: SettingsController;
  surface: SurfaceController;
  approvals: ApprovalsQueue;
  workspaces: WorkspaceSource;
  loadEngine: () => Promise<Engine>;
  /** The provider client for a run; the Anthropic SDK client by default (tests pass a fake). */
  createModel?: (engine: Engine, settings: Settings) => ModelClient;
}

/**
 * Runs the agent on the live workspace with the surface in force, and turns its events into the
 * transcript view. A conversation continues across runs until `clear()`.
 */
export class RunController extends Store<RunSnapshot, RunEvent> {
  private messages: MessageParam[] = [];
  private abortController: AbortController | undefined;

  constructor(private readonly options: RunControllerOptions) {
    super({ status: 'idle', transcript: emptyTranscript, plan: undefined, runUsage: undefined, lastStop: undefined });
  }

  /** Why no run can start now, whatever the task, in words for the person; undefined when one can. */
  readinessProblem(): string | undefined {
    if (this.getSnapshot().status !== 'idle') return 'A run is going.';
    if (this.options.settings.getSnapshot().apiKey === '') return 'Add an API key in Settings to run the agent.';
    const workspace = this.options.workspaces.getSnapshot();
    if (!workspace.active) return 'The workspace is still starting.';
    // Files are being carried to another workspace: work done now would land in the old one.
    if (workspace.state === 'switching') return 'The workspace is switching; Run is back in a moment.';
    if (!this.options.surface.getSnapshot().surface) return 'The tools are still loading.';
    return undefined;
  }

  /** Why Run with this task cannot start now; undefined when it can. */
  blocker(task: string): string | undefined {
    return this.readinessProblem() ?? (task.trim() === '' ? 'Write a task first.' : undefined);
  }

  /** Resolves when the run has ended (any stop reason). Does nothing while `blocker` says no. */
  async run(task: string): Promise<void> {
    if (this.blocker(task) !== undefined) return;
    const workspace = this.options.workspaces.getSnapshot().active!;
    const settings = this.options.settings.getSnapshot();
    const abortController = new AbortController();
    this.abortController = abortController;
    this.update({ status: 'running', transcript: startRun(this.getSnapshot().transcript, task.trim()), runUsage: undefined, lastStop: undefined });
    try {
      const engine = await this.options.loadEngine();
      const messages = withTask(engine.repairTranscript(this.messages), task.trim());
      this.messages = messages;
      this.emit({ type: 'run-start', messages });
      const result = await engine.runAgent({
        model: (this.options.createModel ?? anthropicModel)(engine, settings),
        modelId: settings.model.trim() || defaultModelId,
        registry: engine.createRegistry(engine.builtinTools),
        getSurface: this.options.surface.getSurface,
        workspace,
        messages,
        approve: this.options.approvals.port,
        setPlan: (plan) => this.setPlan(plan),
        maxSteps: settings.stepCap,
        signal: abortController.signal,
        onEvent: (event) => this.onAgentEvent(event),
      });
      this.messages = result.messages;
    } catch (error) {
      // runAgent reports provider trouble as a stop reason; reaching here is a bug of ours.
      const message = error instanceof Error ? error.message : String(error);
      this.update({ transcript: addCrash(this.getSnapshot().transcript, `The run failed unexpectedly: ${message}`) });
    } finally {
      this.abortController = undefined;
      this.update({ status: 'idle' });
    }
    this.emit({ type: 'run-end', reason: this.getSnapshot().lastStop });
  }

  /** Ends the run at the next safe point: mid-stream, mid-approval or between calls. */
  stop(): void {
    if (!this.abortController || this.getSnapshot().status !== 'running') return;
    this.update({ status: 'stopping' });
    this.abortController.abort();
  }

  /** Starts a new conversation; only between runs. */
  clear(): void {
    if (this.getSnapshot().status !== 'idle') return;
    this.messages = [];
    this.replace({ status: 'idle', transcript: emptyTranscript, plan: undefined, runUsage: undefined, lastStop: undefined });
  }

  /** update_plan's sink; a person calling update_plan by hand lands here too. */
  setPlan(plan: PlanStep[]): void {
    this.update({ plan });
  }

  /** Subscribe to appended messages only (for a store that persists them). */
  onMessage(listener: (message: MessageParam, step: number) => void): () => void {
    return this.on((event) => {
      if (event.type === 'message') listener(event.message, event.step);
    });
  }

  private onAgentEvent(event: AgentEvent): void {
    const snapshot = this.getSnapshot();
    const transcript = applyEvent(snapshot.transcript, event);
    if (event.type === 'usage') return this.update({ transcript, runUsage: event.total });
    if (event.type === 'message') {
      // Kept as they come, so a crash mid-run still leaves the conversation up to that point.
      this.messages = [...this.messages, event.message];
      this.emit({ type: 'message', message: event.message, step: event.step, surfaceHash: event.surfaceHash });
      return;
    }
    if (event.type === 'run-end') return this.update({ transcript, lastStop: event.reason, runUsage: event.usage });
    if (transcript !== snapshot.transcript) this.update({ transcript });
  }
}

function anthropicModel(engine: Engine, settings: Settings): ModelClient {
  return new engine.AnthropicModelClient({ apiKey: settings.apiKey, baseURL: settings.baseURL || undefined });
}
