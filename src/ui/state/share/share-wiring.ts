import { mcpHandlerId } from '../../../engine/mcp/mcp-handler-id';
import type { ForkTarget, SurfaceTarget } from './replay-controller';
import { useSharedSurface } from './replay-surface-use';
import type { SurfaceEditorController } from '../surface/surface-editor-controller';
import type { McpToolsSource } from '../mcp/mcp-tools-source';
import type { RunController } from '../run/run-controller';
import type { SessionsController } from '../sessions/sessions-controller';
import type { SettingsController } from '../settings/settings-controller';
import { ShareController, type ShareEngineInputs } from './share-controller';
import { loadShare } from '../chunk-loaders';
import { appVersion, shareSamples } from './share-samples';
import type { SurfaceController } from '../surface/surface-controller';
import { whenWorkspaceLive, type WorkspaceSource } from '../workspace/workspace-source';

/** How sharing plugs into the rest of the page: what it reads to share, and where a fork lands. */

export interface ShareParts {
  sessions: SessionsController;
  surface: SurfaceController;
  settings: SettingsController;
  workspaces: WorkspaceSource;
  /** The ready MCP servers: their tools' own wording goes with a run that edited them. */
  mcp?: McpToolsSource;
}

export function createShareController({ sessions, surface, settings, workspaces, mcp }: ShareParts): ShareController {
  const share = new ShareController(shareEngine(), {
    store: sessions.backend,
    openSessionId: () => sessions.getSnapshot().openSessionId,
    surface: () => surface.getSnapshot().surface,
    surfacesUsed: () => surface.knownSurfaces(),
    settings: () => ({ ...settings.getSnapshot(), allKeys: settings.allKeys() }),
    workspaceFiles: () => workspaces.getSnapshot().active?.exportFiles(),
    serverTools: () =>
      (mcp?.readyConnections() ?? []).flatMap((connection) =>
        connection.tools.map((tool) => ({ handler: mcpHandlerId(connection.server, tool.name), name: tool.name, description: tool.description, input_schema: tool.inputSchema })),
      ),
  });
  // Which session's run the live workspace's files come from: its link may carry them as they are now.
  let running: string | undefined;
  sessions.subscribe(() => {
    const { runningId } = sessions.getSnapshot();
    if (runningId !== undefined && runningId !== running) share.noteRun(runningId);
    running = runningId;
  });
  return share;
}

/** How this page makes links: the share chunk, the built-in samples, this page's address. */
export function shareEngine(): ShareEngineInputs {
  return { pageAddress: pageAddressOfLocation, loadShare, samples: shareSamples, appVersion };
}

interface ForkParts {
  run: RunController;
  sessions: SessionsController;
  workspaces: WorkspaceSource;
  mcp: McpToolsSource;
  surfaceEditor: SurfaceEditorController;
}

/**
 * A fork replaces the live workspace's files, opens a new session holding the transcript, and puts
 * the run's surface in the schema editor.
 */
export function forkTarget({ run, sessions, workspaces, mcp, surfaceEditor }: ForkParts): ForkTarget {
  return {
    ...surfaceTarget({ surfaceEditor }),
    blocker() {
      if (run.getSnapshot().status !== 'idle') return 'A run is going in your playground. Stop it (or let it finish), then fork.';
      return undefined;
    },
    waitingFor() {
      const { active, state } = workspaces.getSnapshot();
      if (!active) return 'your workspace is still starting, and the fork goes in as soon as it is ready.';
      if (state === 'switching') return 'your workspace is switching kind, and the fork goes in once it is ready.';
      return undefined;
    },
    importFiles: async (files) => (await whenWorkspaceLive(workspaces)).importFiles(files, { replace: true }),
    createSession: (input) => sessions.createFromFork(input),
    readyMcpServers: () => mcp.readyConnections().map((connection) => connection.server),
  };
}

/** "Use this surface": the run's surface into the schema editor, the session and files untouched. */
export function surfaceTarget({ surfaceEditor }: { surfaceEditor: SurfaceEditorController }): SurfaceTarget {
  return { useSurface: (surface, label) => useSharedSurface(surfaceEditor, surface, label) };
}

/**
 * This page's address without its fragment (the link appends `#share=...`). Outside a browser
 * (unit tests, Node) there is no page: the link is its fragment alone.
 */
function pageAddressOfLocation(): string {
  return typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}`;
}
