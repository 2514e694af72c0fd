import type { ModelClient } from '../../engine/model/model-client';
import { ApprovalsQueue } from './approvals-queue';
import { EditorController } from './editor-controller';
import { FilesController } from './files-controller';
import { loadEngine as loadEngineChunk, type Engine } from './load-engine';
import { ManualCallController } from './manual-call-controller';
import { ModelCatalog } from './model-catalog';
import { RunController } from './run-controller';
import type { Settings, SettingsController } from './settings-controller';
import { SurfaceController } from './surface-controller';
import type { WorkspaceSource } from './workspace-source';

/** Every controller of one page, wired together. React gets this through context. */
export interface Playground {
  settings: SettingsController;
  models: ModelCatalog;
  surface: SurfaceController;
  approvals: ApprovalsQueue;
  run: RunController;
  files: FilesController;
  editor: EditorController;
  manualCall: ManualCallController;
  workspaces: WorkspaceSource;
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
}

/** The composition root of the UI state: no React, so tests build exactly what the page builds. */
export function createPlayground(options: PlaygroundOptions): Playground {
  const { settings, workspaces } = options;
  const loadEngine = options.loadEngine ?? loadEngineChunk;
  const surface = new SurfaceController();
  const approvals = new ApprovalsQueue();
  const files = new FilesController(workspaces);
  const run = new RunController({ settings, surface, approvals, workspaces, loadEngine, createModel: options.createModel });
  const manualCall = new ManualCallController({
    surface,
    workspaces,
    loadEngine,
    examplePath: () => preferredExample(files.getSnapshot().paths),
    setPlan: (plan) => run.setPlan(plan),
  });
  files.subscribe(() => manualCall.refreshExample());
  (options.schedulePreload ?? preloadWhenIdle)(() => void surface.loadDefault(loadEngine));
  return {
    settings,
    models: new ModelCatalog(loadEngine),
    surface,
    approvals,
    run,
    files,
    editor: new EditorController(workspaces),
    manualCall,
    workspaces,
  };
}

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
