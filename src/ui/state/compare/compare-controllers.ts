import type { PlaygroundStore } from '../../../store/open-store';
import { CompareController } from './compare-controller';
import { ComparisonLibrary } from './saved-comparisons';
import { loadCompare as loadCompareChunk, type CompareModules } from '../chunk-loaders';
import { ComparisonRunViewer } from './compare-run-viewer';
import { CompareSharing } from './compare-sharing';
import { LessonsCatalog } from './lessons-catalog';
import { SelectionController } from './selection-controller';
import type { SettingsController } from '../settings/settings-controller';
import type { ShareController } from '../share/share-controller';
import type { SurfaceController } from '../surface/surface-controller';
import type { WorkspaceSource } from '../workspace/workspace-source';
import type { Playground } from '../playground';
import type { McpToolsSource } from '../mcp/mcp-tools-source';
import { sessionTask } from '../run/task-draft';

/** Everything behind the Compare view, wired together. */
export interface CompareControllers {
  lessons: LessonsCatalog;
  comparison: CompareController;
  /** Saved comparisons. */
  library: ComparisonLibrary;
  /** Transcripts of the shown comparison's runs. */
  runs: ComparisonRunViewer;
  selection: SelectionController;
  /** "Share this run" (into the page's Share dialog) and "Download report". */
  sharing: CompareSharing;
}

export interface CompareControllersOptions {
  settings: SettingsController;
  surface: SurfaceController;
  workspaces: WorkspaceSource;
  /** Browser storage; undefined when it is off (runs then live in memory, and the view says so). */
  store: () => PlaygroundStore | undefined;
  /** The page's Share dialog, where a run's link appears. */
  share: ShareController;
  loadCompare?: () => Promise<CompareModules>;
  concurrency?: number;
  /** The page's ready MCP servers, whose tools comparisons may run (default: none). */
  mcp?: McpToolsSource;
  /** The playground session's task, which "Current workspace and task" starts with. */
  sessionTask?: () => string;
}

export function createCompareControllers(options: CompareControllersOptions): CompareControllers {
  const loadCompare = options.loadCompare ?? loadCompareChunk;
  const { settings, surface, workspaces, store, share } = options;
  const lessons = new LessonsCatalog({ loadCompare, store });
  const comparison = new CompareController({ settings, surface, workspaces, lessons, loadCompare, store, concurrency: options.concurrency, sessionTask: options.sessionTask, ...(options.mcp ? { mcp: options.mcp } : {}) });
  const library = new ComparisonLibrary(store);
  const runs = new ComparisonRunViewer(() => comparison.transcripts());
  comparison.on((event) => library.saved(event.comparison));
  // Transcripts open belong to the comparison on screen: another one shown closes them.
  let shownId = comparison.getSnapshot().shown?.result.id;
  comparison.subscribe(() => {
    const id = comparison.getSnapshot().shown?.result.id;
    if (id === shownId) return;
    shownId = id;
    runs.clear();
  });
  const selection = new SelectionController({ settings, surface, loadCompare, store, ...(options.mcp ? { mcp: options.mcp } : {}) });
  const sharing = new CompareSharing({ comparison, lessons, settings, loadCompare, share, ...(options.mcp ? { mcp: options.mcp } : {}) });
  return { lessons, comparison, library, runs, selection, sharing };
}

const controllersByPage = new WeakMap<Playground, CompareControllers>();

/**
 * The Compare view's controllers for this page, made the first time the view opens: the view and
 * all of this load as their own chunk, so a visit that never compares never pays for them. Made
 * once per page, so a comparison going on keeps going while the person is in the Playground view.
 */
export function compareControllersOf(playground: Playground): CompareControllers {
  let controllers = controllersByPage.get(playground);
  if (!controllers) {
    const { settings, surface, workspaces, store, share, mcp, run, taskDraft } = playground;
    const task = () => sessionTask(run.getSnapshot().transcript, taskDraft.getSnapshot());
    controllers = createCompareControllers({ settings, surface, workspaces, store: () => store, share, mcp, sessionTask: task });
    controllersByPage.set(playground, controllers);
  }
  return controllers;
}
