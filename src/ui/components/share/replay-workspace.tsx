import type { WorkspaceAtStep } from '../../../share/replay';

/**
 * The shared workspace as it was after the current step: the file list (files this step changed
 * are marked), the selected file read-only, and what the replay could not reproduce (commands).
 */
export function ReplayWorkspace({ workspace, selectedPath, onSelect }: { workspace: WorkspaceAtStep; selectedPath: string | undefined; onSelect: (path: string) => void }) {
  const paths = Object.keys(workspace.files);
  const changed = new Set(workspace.changedPaths);
  const content = selectedPath !== undefined && Object.hasOwn(workspace.files, selectedPath) ? workspace.files[selectedPath] : undefined;
  return (
    <section className="replay-pane replay-workspace" aria-label="Shared workspace">
      <h3 className="pane-title">Files {workspace.step === 0 ? 'at the start' : `after step ${workspace.step}`}</h3>
      {workspace.caveats.length > 0 && (
        <div className="replay-caveats">
          <p>These files were rebuilt from the transcript, which cannot show everything:</p>
          <ul>
            {workspace.caveats.map((caveat, index) => (
              <li key={index}>{caveat.text}</li>
            ))}
          </ul>
        </div>
      )}
      {paths.length === 0 && <p className="muted">The workspace is empty at this step.</p>}
      <ul className="replay-files" aria-label="Shared files">
        {paths.map((path) => (
          <li key={path}>
            <button type="button" className="quiet" aria-pressed={path === selectedPath} onClick={() => onSelect(path)}>
              {path}
            </button>
            {changed.has(path) && <span className="replay-changed"> changed in this step</span>}
          </li>
        ))}
      </ul>
      {selectedPath !== undefined && (
        <section className="replay-file" aria-label={`Shared file: ${selectedPath}`}>
          <h4 className="pane-title">{selectedPath}</h4>
          {content === undefined ? <p className="muted">This file does not exist at this step.</p> : <pre className="code">{content}</pre>}
        </section>
      )}
    </section>
  );
}
