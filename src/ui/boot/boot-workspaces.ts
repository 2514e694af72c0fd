import { formatSeconds } from '../../engine/workspace/exec-outcomes';
import { withTimeout } from '../../engine/workspace/with-timeout';
import type { Workspace, WorkspaceKind } from '../../engine/workspace/workspace';
import { unavailableReason, workspaceReasons } from './workspace-reasons';

/**
 * Chooses, boots and switches the page's workspace; framework-free (React reads it through
 * `subscribe`/`getSnapshot`). In `auto` the embedded workspace starts at once so the page is
 * usable within moments; when the page is cross-origin isolated, WebContainer boots alongside
 * (under our own timeout: offline its boot never settles), and the files move over to it as soon
 * as `canSwitch()` says no run is going. The snapshot's `reason` says why the live kind is live.
 */

export type WorkspacePreference = 'auto' | 'webcontainer' | 'embedded';
export type WorkspaceManagerState = 'starting' | 'ready' | 'switching' | 'failed';

export interface WorkspaceManagerSnapshot {
  active: Workspace | undefined;
  /** The live kind; while starting, the kind being started. */
  kind: WorkspaceKind;
  state: WorkspaceManagerState;
  /** For the status bar: why this kind is live, or what is happening. */
  reason: string;
  preference: WorkspacePreference;
}

/** How each kind is started; the browser's are in browser-starters.ts, tests inject their own. */
export interface WorkspaceStarters {
  startEmbedded(files: Record<string, string>): Promise<Workspace>;
  /** A workspace on a booted WebContainer; may never settle (the manager times it out). */
  bootWebContainer(timeoutMs: number): Promise<Workspace>;
}

export interface WorkspaceManagerOptions {
  starters: WorkspaceStarters;
  preference?: WorkspacePreference;
  /** How long WebContainer may take to boot (default 10 000 ms). */
  webcontainerTimeoutMs?: number;
  initialFiles?: Record<string, string>;
  /** Default: `globalThis.crossOriginIsolated`. WebContainer cannot run without it. */
  crossOriginIsolated?: boolean;
  /** Whether the workspace may change now (the run controller says no while a run is going). */
  canSwitch?: () => boolean;
}

export interface WorkspaceManager {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WorkspaceManagerSnapshot;
  /**
   * Moves the files to `kind` and makes it live. While `canSwitch()` says no, the switch waits
   * (the reason says so) until `runEnded()`; the promise settles once it is done or parked.
   */
  switchTo(kind: WorkspaceKind): Promise<void>;
  /** The Settings choice: remembered, and acted on like `switchTo` (`auto` prefers WebContainer). */
  setPreference(preference: WorkspacePreference): Promise<void>;
  setCanSwitch(canSwitch: () => boolean): void;
  /** Tell the manager a run ended: a switch that waited for it happens now. */
  runEnded(): Promise<void>;
  dispose(): Promise<void>;
}

export const DEFAULT_WEBCONTAINER_TIMEOUT_MS = 10_000;

export function createWorkspaceManager(options: WorkspaceManagerOptions): WorkspaceManager {
  const manager = new Manager(options);
  manager.begin();
  return manager;
}

interface SwitchRequest {
  kind: WorkspaceKind;
  /** The reason shown once it is live. */
  reason: string;
}

class Manager implements WorkspaceManager {
  private readonly listeners = new Set<() => void>();
  private snapshot: WorkspaceManagerSnapshot;
  private readonly isolated: boolean;
  private readonly timeoutMs: number;
  private canSwitch: () => boolean;
  /** The WebContainer workspace once booted (kept across switches: one boot per page). */
  private webcontainer: Promise<Workspace> | undefined;
  private waiting: SwitchRequest | undefined;
  /** Why WebContainer is not live, once its boot failed (auto mode says so while embedded runs). */
  private webcontainerProblem: string | undefined;
  /** Switches run one at a time, in the order asked. */
  private queue: Promise<void> = Promise.resolve();
  private disposed = false;

  constructor(private readonly options: WorkspaceManagerOptions) {
    this.isolated = options.crossOriginIsolated ?? globalThis.crossOriginIsolated === true;
    this.timeoutMs = options.webcontainerTimeoutMs ?? DEFAULT_WEBCONTAINER_TIMEOUT_MS;
    this.canSwitch = options.canSwitch ?? (() => true);
    const preference = options.preference ?? 'auto';
    const first = preference === 'webcontainer' && this.isolated ? 'webcontainer' : 'embedded';
    this.snapshot = { active: undefined, kind: first, state: 'starting', reason: workspaceReasons.starting(first), preference };
  }

  begin(): void {
    const preference = this.snapshot.preference;
    if (preference === 'embedded') {
      void this.enqueue({ kind: 'embedded', reason: workspaceReasons.chosen });
      return;
    }
    if (!this.isolated) {
      void this.enqueue({ kind: 'embedded', reason: unavailableReason(workspaceReasons.notIsolated) });
      return;
    }
    if (preference === 'webcontainer') {
      void this.enqueue({ kind: 'webcontainer', reason: workspaceReasons.chosen });
      return;
    }
    void this.enqueue({ kind: 'embedded', reason: workspaceReasons.webcontainerStarting });
    this.bootWebContainer().then(
      () => this.request({ kind: 'webcontainer', reason: workspaceReasons.webcontainerBooted }),
      (error: unknown) => this.webcontainerFailed(error),
    );
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getSnapshot(): WorkspaceManagerSnapshot {
    return this.snapshot;
  }

  switchTo(kind: WorkspaceKind): Promise<void> {
    return this.request({ kind, reason: workspaceReasons.chosen });
  }

  async setPreference(preference: WorkspacePreference): Promise<void> {
    this.update({ preference });
    if (preference !== 'auto') return this.switchTo(preference);
    if (!this.isolated) return this.request({ kind: 'embedded', reason: unavailableReason(workspaceReasons.notIsolated) });
    return this.request({ kind: 'webcontainer', reason: workspaceReasons.webcontainerBooted });
  }

  setCanSwitch(canSwitch: () => boolean): void {
    this.canSwitch = canSwitch;
  }

  async runEnded(): Promise<void> {
    const waiting = this.waiting;
    if (!waiting || !this.canSwitch()) return;
    this.waiting = undefined;
    await this.enqueue(waiting);
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    this.listeners.clear();
    const active = this.snapshot.active;
    // A boot still under way is not awaited (it may take its whole timeout); it is let go when it lands.
    void this.webcontainer?.then(
      (webcontainer) => (webcontainer === active ? undefined : webcontainer.dispose()),
      () => undefined,
    );
    await active?.dispose();
  }

  private request(switchRequest: SwitchRequest): Promise<void> {
    if (switchRequest.kind === 'webcontainer' && !this.isolated) {
      this.update({ reason: unavailableReason(workspaceReasons.notIsolated) });
      return Promise.resolve();
    }
    if (this.canSwitch()) {
      this.waiting = undefined;
      return this.enqueue(switchRequest);
    }
    this.waiting = switchRequest;
    this.update({ reason: workspaceReasons.waitingForRun(switchRequest.kind) });
    return Promise.resolve();
  }

  private enqueue(switchRequest: SwitchRequest): Promise<void> {
    this.queue = this.queue.then(() => this.perform(switchRequest));
    return this.queue;
  }

  /** Makes `kind` live with the current files; on failure the previous workspace stays live. */
  private async perform(switchRequest: SwitchRequest): Promise<void> {
    if (this.disposed) return;
    const { kind } = switchRequest;
    const previous = this.snapshot.active;
    if (previous?.kind === kind) {
      this.update({ state: 'ready', reason: this.liveReason(switchRequest) });
      return;
    }
    this.update({
      state: previous ? 'switching' : 'starting',
      reason: workspaceReasons.switching(kind, previous !== undefined),
      ...(previous ? {} : { kind }),
    });
    try {
      const files = previous ? await previous.exportFiles() : (this.options.initialFiles ?? {});
      const next = await this.obtain(kind, files);
      if (this.disposed) {
        if (next.kind === 'embedded') await next.dispose();
        return;
      }
      this.update({ active: next, kind, state: 'ready', reason: this.liveReason(switchRequest) });
      // The WebContainer stays booted for a later switch back; an embedded worker is let go.
      if (previous?.kind === 'embedded') await previous.dispose();
    } catch (error) {
      this.switchFailed(kind, error, previous);
    }
  }

  private async obtain(kind: WorkspaceKind, files: Record<string, string>): Promise<Workspace> {
    if (kind === 'embedded') return this.options.starters.startEmbedded(files);
    const workspace = await this.bootWebContainer();
    await workspace.importFiles(files, { replace: true });
    return workspace;
  }

  /** One boot per page; a failed one may be tried again on a later request. */
  private bootWebContainer(): Promise<Workspace> {
    if (!this.webcontainer) {
      const booting = withTimeout(
        this.options.starters.bootWebContainer(this.timeoutMs),
        this.timeoutMs,
        () => new Error(`no answer from its runtime within ${formatSeconds(this.timeoutMs)}`),
      );
      this.webcontainer = booting;
      booting.catch(() => {
        if (this.webcontainer === booting) this.webcontainer = undefined;
      });
    }
    return this.webcontainer;
  }

  private webcontainerFailed(error: unknown): void {
    this.webcontainerProblem = unavailableReason(messageOf(error));
    // Said now if the embedded workspace is already live because of it; else once it is (liveReason).
    const { kind, state, reason } = this.snapshot;
    if (kind === 'embedded' && state === 'ready' && reason === workspaceReasons.webcontainerStarting) {
      this.update({ reason: this.webcontainerProblem });
    }
  }

  /**
   * "WebContainer is starting" stops being true once its boot failed, or once it booted and waits
   * for the run to end (its boot can land before the embedded workspace is ready).
   */
  private liveReason({ reason }: SwitchRequest): string {
    if (this.waiting) return workspaceReasons.waitingForRun(this.waiting.kind);
    if (reason === workspaceReasons.webcontainerStarting && this.webcontainerProblem) return this.webcontainerProblem;
    return reason;
  }

  private switchFailed(kind: WorkspaceKind, error: unknown, previous: Workspace | undefined): void {
    const reason = kind === 'webcontainer' ? unavailableReason(messageOf(error)) : workspaceReasons.embeddedFailed(messageOf(error));
    if (previous) {
      this.update({ state: 'ready', reason });
      return;
    }
    // Nothing is live: WebContainer failed first, so fall back to the embedded workspace.
    if (kind === 'webcontainer') {
      this.queue = this.queue.then(() => this.perform({ kind: 'embedded', reason }));
      return;
    }
    this.update({ kind, state: 'failed', reason });
  }

  private update(change: Partial<WorkspaceManagerSnapshot>): void {
    if (this.disposed) return;
    // A new object on every change: useSyncExternalStore compares snapshots by identity.
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
