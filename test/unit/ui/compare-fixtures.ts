import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { openStore, type PlaygroundStore } from '../../../src/store/open-store';
import { createCompareControllers, type CompareControllers } from '../../../src/ui/state/compare/compare-controllers';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { ShareController } from '../../../src/ui/state/share/share-controller';
import { shareEngine } from '../../../src/ui/state/share/share-wiring';
import { SurfaceController } from '../../../src/ui/state/surface/surface-controller';
import { startFakeMessagesApi, type FakeMessagesApi, type Script } from '../../support/fake-messages-api';
import { liveWorkspaces } from './fixtures';
import { fakeApiKey } from '../../support/fake-api-key';
import type { McpToolsSource } from '../../../src/ui/state/mcp/mcp-tools-source';

/**
 * The Compare view's controllers as the page builds them, over a real store (fake-indexeddb, one
 * browser profile per test) and the local Messages API server, scripted per test. `reload()` builds
 * them again over the same data: what the page sees after a reload.
 */
export interface CompareWorld {
  controllers: CompareControllers;
  store: PlaygroundStore | undefined;
  server: FakeMessagesApi;
  settings: SettingsController;
  /** The Share dialog's controller, as "Share this run" fills it (no session of its own here). */
  share: ShareController;
  /** The playground's surface, which "Current surface (as edited)" reads. */
  surface: SurfaceController;
  reload(): Promise<CompareWorld>;
  close(): Promise<void>;
}

export interface CompareWorldOptions {
  script: Script;
  files?: Record<string, string>;
  apiKey?: string;
  /** No browser storage: runs live in memory. */
  storageOff?: boolean;
  modelId?: string;
  /** The page's ready MCP servers (none when absent). */
  mcp?: McpToolsSource;
  /** The playground session's task, as "Current workspace and task" reads it. */
  sessionTask?: () => string;
}

export async function compareWorld(options: CompareWorldOptions): Promise<CompareWorld> {
  const server = await startFakeMessagesApi({ script: options.script });
  const factory = new IDBFactory();
  let serverOpen = true;
  const build = async (): Promise<CompareWorld> => {
    const store = options.storageOff ? undefined : await openStore({ factory });
    const settings = new SettingsController(undefined);
    settings.change({ apiKey: options.apiKey ?? fakeApiKey('compare-ui'), baseURL: server.url, model: options.modelId ?? 'claude-opus-4-6' });
    const surface = new SurfaceController();
    surface.setSurface(defaultSurface());
    const { workspaces } = await liveWorkspaces(options.files ?? { 'README.md': 'A workspace.\n' });
    const share = new ShareController(shareEngine());
    const controllers = createCompareControllers({ settings, surface, workspaces, store: () => store, share, sessionTask: options.sessionTask, ...(options.mcp ? { mcp: options.mcp } : {}) });
    return {
      controllers,
      store,
      server,
      settings,
      share,
      surface,
      reload: async () => {
        store?.close();
        return build();
      },
      close: async () => {
        store?.close();
        if (serverOpen) await server.close();
        serverOpen = false;
      },
    };
  };
  return build();
}
