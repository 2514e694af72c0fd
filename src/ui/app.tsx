import { useState } from 'react';
import { ManualCallPanel } from './components/be-the-model/manual-call-panel';
import { FirstVisitNotice } from './components/run/first-visit-notice';
import { RunPane } from './components/run/run-pane';
import { SettingsDialog } from './components/settings/settings-dialog';
import { StatusBar } from './components/status/status-bar';
import { EditorPanel } from './components/workspace/editor-panel';
import { FileTree } from './components/workspace/file-tree';
import { useSettings } from './hooks/use-playground-state';
import type { WorkspacePreference } from './state/settings-controller';

interface AppProps {
  /** Hands a Settings change of workspace kind to the workspace manager. */
  onWorkspacePreference: (preference: WorkspacePreference) => void;
}

/** The page: workspace on the left, the run in the centre, "be the model" on the right when open. */
export function App({ onWorkspacePreference }: AppProps) {
  const { apiKey } = useSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const [noticeDismissed, setNoticeDismissed] = useState(false);

  return (
    <div className={`app${manualOpen ? ' with-manual' : ''}`}>
      <header className="top-bar">
        <h1>ACI Playground</h1>
        <p className="tagline">Rewrite what a model reads about its tools; watch the agent change.</p>
        <div className="top-actions">
          <button type="button" aria-pressed={manualOpen} onClick={() => setManualOpen(!manualOpen)}>
            Be the model
          </button>
          <button type="button" onClick={() => setSettingsOpen(true)}>
            Settings
          </button>
        </div>
      </header>
      {apiKey === '' && !noticeDismissed && (
        <FirstVisitNotice onAddKey={() => setSettingsOpen(true)} onTryTools={() => setManualOpen(true)} onDismiss={() => setNoticeDismissed(true)} />
      )}
      <main className="panes">
        <section className="workspace-pane" aria-label="Workspace">
          <FileTree />
          <EditorPanel />
        </section>
        <RunPane />
        {manualOpen && <ManualCallPanel onClose={() => setManualOpen(false)} />}
      </main>
      <StatusBar />
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} onWorkspaceChange={onWorkspacePreference} />
    </div>
  );
}
