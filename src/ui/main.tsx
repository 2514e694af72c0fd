import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createWorkspaceManager } from './boot/boot-workspaces';
import { browserStarters, webcontainerTimeoutFromQuery } from './boot/browser-starters';
import { PlaygroundContext } from './hooks/playground-context';
import { sampleWorkspace } from './sample-workspace';
import { createPlayground } from './state/playground';
import { SettingsController, type SettingsStorage } from './state/settings-controller';
import './styles.css';

/** localStorage when the browser lets us use it (privacy modes may throw on access). */
function deviceStorage(): SettingsStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const settings = new SettingsController(deviceStorage());
const workspaces = createWorkspaceManager({
  starters: browserStarters,
  preference: settings.getSnapshot().workspace,
  webcontainerTimeoutMs: webcontainerTimeoutFromQuery(location.search),
  // No store yet: every visit starts from the sample workspace.
  initialFiles: sampleWorkspace,
});
const playground = createPlayground({ settings, workspaces });
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
