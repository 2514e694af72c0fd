import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PlaygroundStore } from '../store/open-store';
// Tokens and element defaults first: every component's own stylesheet comes after them.
import './tokens.css';
import './base.css';
import { App } from './app';
import { createWorkspaceManager } from './boot/boot-workspaces';
import { browserStarters, webcontainerTimeoutFromQuery } from './boot/browser-starters';
import { PlaygroundContext } from './hooks/playground-context';
import { sampleWorkspace } from './sample-workspace';
import { createPlayground } from './state/playground';
import { SettingsController, type SettingsStorage } from './state/settings/settings-controller';
import { storeProblemText } from './state/sessions/store-problem';
import { keepWorkspaceFiles } from './state/workspace/workspace-keeper';

/** localStorage when the browser lets us use it (privacy modes may throw on access). */
function deviceStorage(): SettingsStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

interface OpenedStore {
  store?: PlaygroundStore;
  /** Why sessions live in memory only (storage off, blocked by another tab...). */
  problem?: string;
}

/**
 * Browser storage for sessions, variants and the remembered key. Loaded as its own chunk (the
 * export format brings zod). When it cannot open, the playground runs in memory and says why.
 */
async function openBrowserStore(onClosed: (error: unknown) => void): Promise<OpenedStore> {
  try {
    const { openStore } = await import('../store/open-store');
    return { store: await openStore({ onClosed }) };
  } catch (error) {
    return { problem: storeProblemText(error) };
  }
}

async function start(): Promise<void> {
  // The connection can close later (a newer version in another tab, site data cleared): say so.
  let reportClosed: (error: unknown) => void = () => undefined;
  // Storage first: the first render waits for it. Its chunk is already on its way (index.html
  // preloads it beside the entry), so what is left here is evaluating it and opening IndexedDB.
  const opening = openBrowserStore((error) => reportClosed(error));
  const settings = new SettingsController(deviceStorage());
  // Booting WebContainer inserts its runtime's frame, which holds the main thread for a while: it
  // starts once the page has painted (its timeout still counts from here). The embedded workspace
  // starts at once, in its worker.
  let markPainted: () => void = () => undefined;
  const painted = new Promise<void>((resolve) => (markPainted = resolve));
  const starters = { ...browserStarters, bootWebContainer: (timeoutMs: number) => painted.then(() => browserStarters.bootWebContainer(timeoutMs)) };
  // The workspace boots while storage opens: neither waits for the other.
  const workspaces = createWorkspaceManager({
    starters,
    preference: settings.getSnapshot().workspace,
    webcontainerTimeoutMs: webcontainerTimeoutFromQuery(location.search),
    // The sample, until the workspace keeper puts back the files of the last visit.
    initialFiles: sampleWorkspace,
  });
  const { store, problem } = await opening;
  if (store) await settings.attachKeyStore(store.settings);

  const playground = createPlayground({ settings, workspaces, store, storeProblem: problem, variants: store?.variants });
  reportClosed = (error) => playground.sessions.report(error);
  // Files are saved only when they change (a replay changes none; a fork does), never on restore.
  if (store) keepWorkspaceFiles({ workspaces, storage: store.settings, onProblem: (message) => playground.sessions.reportText(message) });
  // The workspace never changes under a run: a switch waits for the run to end.
  workspaces.setCanSwitch(() => playground.run.getSnapshot().status === 'idle');
  playground.run.on((event) => {
    if (event.type === 'run-end') void workspaces.runEnded();
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PlaygroundContext.Provider value={playground}>
        <App onWorkspacePreference={(preference) => void workspaces.setPreference(preference)} />
      </PlaygroundContext.Provider>
    </StrictMode>,
  );
  // The frame after the first render, then the first task after it: the page is on screen.
  requestAnimationFrame(() => setTimeout(markPainted));
}

void start();
