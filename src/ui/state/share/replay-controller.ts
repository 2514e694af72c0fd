import type { MessageParam } from '../../../engine/model/model-client';
import type { Surface } from '../../../engine/toolkit/surface';
import type { SurfaceOverlay } from '../../../engine/toolkit/surface-overlay';
import type { WorkspaceAtStep } from '../../../share/replay';
import type { StepSurface } from '../../../share/replay-surface';
import type { ShareDocument } from '../../../share/share-document';
import type { ShareSamples } from '../../../share/share-files';
import { surfaceChanges, type SurfaceFieldChange } from './replay-surface-diff';
import { replayTranscript, type ReplayTranscript } from './replay-transcript';
import { linkAtStep, splitLinkStep } from '../../../share/share-link-step';
import type { ShareModules } from '../chunk-loaders';
import { Controller } from '../controller';

/**
 * A shared run opened read-only: decode the link or file, step through its model calls, and show
 * the transcript, the workspace and the surface as they were at each step. Nothing here calls a
 * model, runs a tool or writes anything of the person's until they press Fork.
 */

/** A link from the address bar, or a .json file picked or dropped (read here, after a size check). */
export type ReplaySource = { kind: 'link'; link: string } | { kind: 'file'; file: Blob };

/** While forking, `waitingFor` says what the fork waits on (a workspace still starting), in words for the person. */
export type ForkState = { state: 'idle' } | { state: 'forking'; waitingFor?: string } | { state: 'failed'; message: string };

export interface OpenReplay {
  state: 'open';
  document: ShareDocument;
  /** Model calls in the run (N); `step` runs 0 (the start, before call 1) to N. */
  steps: number;
  step: number;
  /** The agent whose transcript is shown: the one that made the step, unless the person picked one. */
  nodeId: string | undefined;
  transcript: ReplayTranscript;
  /** The files after this step's tools ran, with what the replay could not reproduce. */
  workspace: WorkspaceAtStep;
  selectedPath: string | undefined;
  surface: StepSurface;
  surfaceChanges: SurfaceFieldChange[];
  /** Which MCP servers the run used and how often, in one sentence; undefined when it used none. */
  mcpUse: string | undefined;
  fork: ForkState;
  /** What "Use this surface" did, until the step changes. */
  surfaceUse?: SurfaceUse;
}

export interface SurfaceUse {
  ok: boolean;
  text: string;
}

/** Where a shared surface goes: the schema editor, as an edit Undo takes back. */
export interface SurfaceTarget {
  useSurface(surface: Surface, label: string): Promise<SurfaceUse>;
}

export type ReplaySnapshot = { state: 'opening' } | { state: 'failed'; message: string; detail?: string } | OpenReplay;

export interface ForkSessionInput {
  title: string;
  task: string;
  messages: MessageParam[];
  startFiles: Record<string, string>;
}

/** Where a fork lands: the person's live workspace and their sessions. */
export interface ForkTarget {
  /** Why a fork cannot happen now (a run is going), in words for the person; undefined when it can. */
  blocker(): string | undefined;
  /** What the fork will wait on before its files go in (a workspace still starting); undefined when nothing. */
  waitingFor?(): string | undefined;
  /** Replaces the live workspace's files with these, once there is a live workspace. */
  importFiles(files: Record<string, string>): Promise<void>;
  /** Creates and opens a session whose root holds `messages`; returns its id. */
  createSession(input: ForkSessionInput): Promise<string>;
  /** The MCP servers ready in this page now (a fork of a run that used others says so). */
  readyMcpServers?(): readonly string[];
  /** Puts the run's surface in the schema editor; absent, the editor keeps its own. */
  useSurface?: SurfaceTarget['useSurface'];
}

export interface ForkedSession {
  sessionId: string;
  title: string;
  /** The transcript ends with the model's reply: the person must add a message to go on. */
  needsUserMessage: boolean;
  /** What the restored files may be missing (commands the replay could not reproduce). */
  caveats: string[];
  /** What became of the run's surface (now in the schema editor, or why not); absent when the target keeps its own. */
  surface?: SurfaceUse;
}

export class ReplayController extends Controller<ReplaySnapshot> {
  private modules: ShareModules | undefined;
  private pickedPath = false;
  /** The link the replay came from, without its step; made from the document on demand for a file. */
  private openedLink: string | undefined;
  /** Bumped by every open(): only the latest source's outcome is shown. */
  private opening = 0;
  /** A run keeps one surface for many steps: its word diff is made once, not on every step. */
  private readonly changesByOverlay = new WeakMap<SurfaceOverlay, SurfaceFieldChange[]>();

  constructor(
    private readonly loadShare: () => Promise<ShareModules>,
    private readonly samples: ShareSamples,
  ) {
    super({ state: 'opening' });
  }

  /**
   * Decodes the link or file; a hostile one ends in `failed` with the engine's message. It opens on
   * the whole run (its last step), or on the step a link names with `&step=k`: someone who opens a
   * link should see what happened, not an empty transcript before the first call.
   */
  async open(source: ReplaySource): Promise<void> {
    const attempt = ++this.opening;
    this.replace({ state: 'opening' });
    let modules: ShareModules;
    try {
      modules = await this.loadShare();
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (attempt !== this.opening) return;
      this.replace({ state: 'failed', message: 'The replay could not be loaded (the page lost its connection to the server?). Reload the page to try again.', detail });
      return;
    }
    const linked = source.kind === 'link' ? splitLinkStep(source.link) : undefined;
    const decoded = source.kind === 'link' ? await modules.decodeShareLink(linked!.link, this.samples) : await decodeFile(modules, source.file, this.samples);
    if (attempt !== this.opening) return;
    if (!decoded.ok) {
      this.replace({ state: 'failed', message: decoded.message, ...(decoded.detail !== undefined ? { detail: decoded.detail } : {}) });
      return;
    }
    this.modules = modules;
    this.pickedPath = false;
    this.openedLink = linked?.link;
    const steps = modules.stepCount(decoded.document);
    const step = Math.min(steps, linked?.step ?? steps);
    this.replace(this.position(decoded.document, step, undefined, undefined, { state: 'idle' }));
  }

  /**
   * The share link (fragment) that opens this replay on its current step. A replay opened from a
   * file has no link of its own: one is made from the document, or undefined when the run is too
   * big for a link (the file is the way to share it then).
   */
  async linkToCurrentStep(): Promise<string | undefined> {
    const opened = this.getSnapshot();
    if (opened.state !== 'open' || !this.modules) return undefined;
    this.openedLink ??= await this.modules.encodeShareLink(opened.document);
    if (this.modules.shareLinkTooLong(this.openedLink)) return undefined;
    // The person may have stepped while the link was being made: the link names where they are now.
    const current = this.getSnapshot();
    if (current.state !== 'open') return undefined;
    return linkAtStep(fragmentOf(this.openedLink), current.step);
  }

  goTo(step: number): void {
    const snapshot = this.getSnapshot();
    if (snapshot.state !== 'open') return;
    const clamped = Math.min(snapshot.steps, Math.max(0, Math.round(step)));
    if (clamped === snapshot.step) return;
    this.replace(this.position(snapshot.document, clamped, undefined, snapshot.selectedPath, snapshot.fork));
  }

  next(): void {
    const snapshot = this.getSnapshot();
    if (snapshot.state === 'open') this.goTo(snapshot.step + 1);
  }

  previous(): void {
    const snapshot = this.getSnapshot();
    if (snapshot.state === 'open') this.goTo(snapshot.step - 1);
  }

  /** Shows another agent's transcript (up to the same step), until the step changes. */
  selectNode(nodeId: string): void {
    const snapshot = this.getSnapshot();
    if (snapshot.state !== 'open' || !snapshot.document.nodes.some((node) => node.id === nodeId)) return;
    this.replace(this.position(snapshot.document, snapshot.step, nodeId, snapshot.selectedPath, snapshot.fork));
  }

  selectPath(path: string): void {
    const snapshot = this.getSnapshot();
    if (snapshot.state !== 'open') return;
    this.pickedPath = true;
    this.replace({ ...snapshot, selectedPath: path });
  }

  /**
   * Copies the run into the person's own sessions: `end` carries on after its last step, `step`
   * restores everything as it was just before the current step, so that call is made again with
   * the person's current surface. Resolves to the new session, or undefined (the snapshot says why).
   */
  async fork(mode: 'end' | 'step', target: ForkTarget): Promise<ForkedSession | undefined> {
    const snapshot = this.getSnapshot();
    if (snapshot.state !== 'open' || snapshot.fork.state === 'forking' || !this.modules) return undefined;
    if (mode === 'step' && snapshot.step < 1) return undefined;
    const blocker = target.blocker();
    if (blocker !== undefined) {
      this.setFork({ state: 'failed', message: blocker });
      return undefined;
    }
    const { document, step } = snapshot;
    const fork = mode === 'end' ? this.modules.forkAtEnd(document, this.samples) : this.modules.forkFromStep(document, step, this.samples);
    const title = mode === 'end' ? `Fork of ${document.title}` : `Fork of ${document.title} from step ${step}`;
    const waitingFor = target.waitingFor?.();
    this.setFork(waitingFor ? { state: 'forking', waitingFor } : { state: 'forking' });
    try {
      await target.importFiles(fork.files);
      const sessionId = await target.createSession({ title, task: fork.node?.task ?? document.title, messages: fork.messages, startFiles: fork.files });
      this.setFork({ state: 'idle' });
      const mcpCaveats = this.modules.mcpForkCaveats(this.modules.mcpServersUsed(document), target.readyMcpServers?.() ?? []);
      // The fork goes on with the surface the run had at that point, not whatever the editor held.
      const surface = target.useSurface ? await this.takeSurface(mode === 'end' ? this.modules.sharedSurface(document) : this.modules.surfaceOfStep(document, step), target.useSurface) : undefined;
      const forked: ForkedSession = { sessionId, title, needsUserMessage: fork.needsUserMessage, caveats: [...fork.caveats.map((caveat) => caveat.text), ...mcpCaveats] };
      return surface ? { ...forked, surface } : forked;
    } catch (error) {
      const cause = error instanceof Error ? error.message : String(error);
      this.setFork({ state: 'failed', message: `The fork was not made: ${cause}` });
      return undefined;
    }
  }

  /**
   * "Use this surface": the surface of the step shown goes into the schema editor, and nothing
   * else changes (no session, no files): a teacher takes a student's wording into their own work.
   */
  async useSurface(target: SurfaceTarget): Promise<void> {
    const snapshot = this.getSnapshot();
    if (snapshot.state !== 'open') return;
    const used = await this.takeSurface(snapshot.surface, target.useSurface);
    const now = this.getSnapshot();
    if (now.state === 'open' && now.document === snapshot.document) this.replace({ ...now, surfaceUse: used });
  }

  private async takeSurface(surface: StepSurface, useSurface: SurfaceTarget['useSurface']): Promise<SurfaceUse> {
    if (!surface.surface) {
      return { ok: false, text: 'The link does not carry the surface of this step (it was edited mid-run and no longer kept), so the surface editor keeps its own.' };
    }
    try {
      return await useSurface(surface.surface, "the shared run's surface");
    } catch (error) {
      return { ok: false, text: `The surface editor kept its own surface: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  private setFork(fork: ForkState): void {
    const snapshot = this.getSnapshot();
    if (snapshot.state === 'open') this.replace({ ...snapshot, fork });
  }

  private position(document: ShareDocument, step: number, pickedNodeId: string | undefined, previousPath: string | undefined, fork: ForkState): OpenReplay {
    const modules = this.modules!;
    const steps = modules.stepCount(document);
    const nodeId = pickedNodeId ?? this.nodeOfStep(document, step);
    const node = document.nodes.find((candidate) => candidate.id === nodeId);
    const workspace = modules.workspaceAtStep(document, step, this.samples);
    // Step 0 has no call of its own: it shows the surface the first call was sent with.
    const surface = steps === 0 ? modules.sharedSurface(document) : modules.surfaceOfStep(document, Math.max(1, step));
    return {
      state: 'open',
      document,
      steps,
      step,
      nodeId,
      transcript: node ? replayTranscript(node, step) : { entries: [], notStarted: false },
      workspace,
      selectedPath: this.pathToShow(workspace, previousPath),
      surface,
      surfaceChanges: surface.overlay ? this.changesOf(surface.overlay, document) : [],
      mcpUse: modules.describeMcpUse(modules.mcpServersUsed(document)),
      fork,
    };
  }

  private changesOf(overlay: SurfaceOverlay, document: ShareDocument): SurfaceFieldChange[] {
    let changes = this.changesByOverlay.get(overlay);
    if (!changes) {
      changes = surfaceChanges(this.modules!.defaultSurface(), overlay, this.modules!.diffWords, document.serverOriginals);
      this.changesByOverlay.set(overlay, changes);
    }
    return changes;
  }

  private nodeOfStep(document: ShareDocument, step: number): string | undefined {
    const entry = step > 0 ? this.modules!.replaySteps(document)[step - 1] : undefined;
    return entry?.nodeId ?? document.nodes.find((node) => node.parentId === undefined)?.id;
  }

  /** The file the person picked stays shown; until they pick one, the file this step changed. */
  private pathToShow(workspace: WorkspaceAtStep, previous: string | undefined): string | undefined {
    if (this.pickedPath && previous !== undefined) return previous;
    const paths = Object.keys(workspace.files);
    const changed = workspace.changedPaths.find((path) => Object.hasOwn(workspace.files, path));
    if (changed) return changed;
    if (previous !== undefined && Object.hasOwn(workspace.files, previous)) return previous;
    return paths[0];
  }
}

/** A link may arrive as a whole URL, its fragment or the bare `share=...`; this gives the fragment. */
function fragmentOf(link: string): string {
  const hash = link.indexOf('#');
  return hash === -1 ? `#${link.trim()}` : link.slice(hash);
}

/** A file far too big is refused by its size, before any of it is read into memory. */
async function decodeFile(modules: ShareModules, file: Blob, samples: ShareSamples): ReturnType<ShareModules['decodeShareLink']> {
  if (file.size > modules.MAX_DOCUMENT_BYTES) return modules.shareFailure('too-large', 'file');
  try {
    return modules.decodeShareFile(await file.text(), samples);
  } catch (error) {
    return modules.shareFailure('damaged', 'file', error instanceof Error ? error.message : String(error));
  }
}
