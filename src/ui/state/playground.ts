import type { ModelClient } from '../../engine/model/model-client';
import { defaultModelId } from '../../engine/model/models';
import type { PlaygroundStore } from '../../store/open-store';
import { ApprovalsQueue } from './run/approvals-queue';
import { EditorController } from './workspace/editor-controller';
import { FilesController } from './workspace/files-controller';
import { loadEngine as loadEngineChunk, type Engine } from './chunk-loaders';
import { ManualCallController } from './manual-call/manual-call-controller';
import { memoryBackend } from './sessions/memory-session-backend';
import { ModelCatalog } from './settings/model-catalog';
import { RunController } from './run/run-controller';
import { storeBackend } from './sessions/session-backend';
import { SessionsController } from './sessions/sessions-controller';
import type { Settings, SettingsController } from './settings/settings-controller';
import type { ShareController } from './share/share-controller';
import { createShareController } from './share/share-wiring';
import { SurfaceController } from './surface/surface-controller';
import { SurfaceEditorController } from './surface/surface-editor-controller';
import { TokenMeterController } from './surface/surface-token-meter';
import { VariantsController } from './surface/variants-controller';
import type { VariantRepository } from './surface/variants-memory';
import { WireController } from './surface/wire-controller';
import type { WorkspaceSource } from './workspace/workspace-source';
import { McpServersController } from './mcp/mcp-servers-controller';
import type { McpToolsSource } from './mcp/mcp-tools-source';
import { TaskDraft } from './run/task-draft';

/** Every controller of one page, wired together. React gets this through context. */
export interface Playground {
  settings: SettingsController;
  models: ModelCatalog;
  surface: SurfaceController;
  approvals: ApprovalsQueue;
  run: RunController;
  /** The Task box's text, which the Compare view's "Current workspace and task" starts from. */
  taskDraft: TaskDraft;
  files: FilesController;
  editor: EditorController;
  manualCall: ManualCallController;
  workspaces: WorkspaceSource;
  /** The schema editor: its text, validity, lint, failure previews, estimate, tool switches. */
  surfaceEditor: SurfaceEditorController;
  /** The exact standing cost of the edited surface (count-tokens), beside the estimate. */
  tokenMeter: TokenMeterController;
  variants: VariantsController;
  /** The exact request of every step, and the surface in other dialects. */
  wire: WireController;
  /** Browser storage (IndexedDB); undefined when it is off in this tab (then sessions live in memory). */
  store: PlaygroundStore | undefined;
  /** The sessions sidebar, the open session and its agent nodes. */
  sessions: SessionsController;
  /** Share: the open session as a link or a file; the note after a replay was forked. */
  share: ShareController;
  /** The MCP servers the person added that are ready: their tools join the surface and the runs. */
  mcp: McpToolsSource;
  /** The MCP servers panel: add, remove, reconnect, each server's status. */
  mcpServers: McpServersController;
}

export interface PlaygroundOptions {
  settings: SettingsController;
  workspaces: WorkspaceSource;
  loadEngine?: () => Promise<Engine>;
  createModel?: (engine: Engine, settings: Settings) => ModelClient;
  /**
   * When to fetch the engine chunk ahead of first use. Default: once the page has loaded and the
   * browser is idle, so the chunk never competes with the first paint; tests pass `run => run()`.
   */
  schedulePreload?: (task: () => void) => void;
  /** Where saved surface variants go (the store's VariantStore); in memory when absent. */
  variants?: VariantRepository;
  /** Browser storage, opened by main.tsx; absent in most unit tests and when storage is off. */
  store?: PlaygroundStore;
  /** Why there is no store (shown, so the person knows sessions won't survive a reload). */
  storeProblem?: string;
  /** How long Undo is offered after deleting a session (default 8 s). */
  undoWindowMs?: number;
  /**
   * The ready MCP servers. Absent: the page's own servers panel (kept in the store) provides them;
   * an McpServersController given here is that panel.
   */
  mcp?: McpToolsSource;
}

/** The composition root of the UI state: no React, so tests build exactly what the page builds. */
export function createPlayground(options: PlaygroundOptions): Playground {
  const { settings, workspaces } = options;
  const mcpServers = options.mcp instanceof McpServersController ? options.mcp : new McpServersController({ storage: options.store?.mcpServers });
  // Reads the saved list only; the MCP client chunk is fetched when a saved server reconnects.
  if (!options.mcp) void mcpServers.restore();
  // A test may hand in its own source of ready servers; the page reads the person's list.
  const mcp = options.mcp ?? mcpServers;
  const loadEngine = options.loadEngine ?? loadEngineChunk;
  const surface = new SurfaceController();
  const approvals = new ApprovalsQueue();
  const files = new FilesController(workspaces);
  const sessions = new SessionsController(options.store ? storeBackend(options.store) : memoryBackend(options.storeProblem ?? memoryOnlyNotice), {
    modelId: () => settings.getSnapshot().model.trim() || defaultModelId,
    undoWindowMs: options.undoWindowMs,
  });
  const run = new RunController({ settings, surface, approvals, workspaces, sessions, loadEngine, mcp, createModel: options.createModel });
  // Another session opens only between runs: a run's events belong to the session it started in.
  sessions.isBusy = () => run.getSnapshot().status !== 'idle';
  const manualCall = new ManualCallController({
    surface,
    workspaces,
    loadEngine,
    examplePath: () => preferredExample(files.getSnapshot().paths),
    setPlan: (plan) => run.setPlan(plan),
    mcp,
  });
  files.subscribe(() => manualCall.refreshExample());
  (options.schedulePreload ?? preloadWhenIdle)(() => void surface.loadDefault(loadEngine));
  const surfaceEditor = new SurfaceEditorController({ surface, mcp });
  // The editor lints for the wire the runs use, so switching provider in Settings re-lints.
  const followProvider = () => surfaceEditor.setDialect(settings.getSnapshot().provider);
  followProvider();
  settings.subscribe(followProvider);
  const share = createShareController({ sessions, surface, settings, workspaces, mcp });
  return {
    settings,
    models: new ModelCatalog(loadEngine),
    surface,
    approvals,
    run,
    taskDraft: new TaskDraft(),
    files,
    editor: new EditorController(workspaces),
    manualCall,
    workspaces,
    surfaceEditor,
    tokenMeter: new TokenMeterController({ editor: surfaceEditor, settings, loadEngine }),
    variants: new VariantsController(surfaceEditor, options.variants),
    wire: new WireController(run, surface, undefined, () => settings.getSnapshot().provider),
    store: options.store,
    sessions,
    share,
    mcp,
    mcpServers,
  };
}

const memoryOnlyNotice = 'Sessions are kept in this tab only: nothing survives a reload.';

function preloadWhenIdle(task: () => void): void {
  if (typeof window === 'undefined') return task();
  // Safari has no requestIdleCallback: a short timer after load does the same job there.
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** A source file rather than a README or a config, when there is one. */
function preferredExample(paths: string[]): string | undefined {
  return paths.find((path) => /\.(ts|tsx|js|py|sh)$/.test(path) && !/test/.test(path)) ?? paths[0];
}
