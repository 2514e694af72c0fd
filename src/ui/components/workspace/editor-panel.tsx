import { lazy, Suspense, type KeyboardEvent } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useEditor } from '../../hooks/use-playground-state';
import './workspace.css';

const MonacoEditor = lazy(() => import('./monaco-editor'));

/** The open file: Monaco once it has loaded (a read-only <pre> until then), Save, and what changed. */
export function EditorPanel() {
  const { editor } = usePlayground();
  const state = useEditor();
  if (state.path === undefined) {
    return (
      <section className="editor-panel editor-empty" aria-label="Editor">
        <p className="muted">Pick a file on the left to open it here. Edits are saved to the workspace with Save or Ctrl+S (⌘S).</p>
      </section>
    );
  }
  const path = state.path;
  const dirty = state.draft !== state.saved;
  const save = () => void editor.save();
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      save();
    }
  };

  return (
    <section className="editor-panel" aria-label={`Editor: ${path}`} onKeyDown={onKeyDown}>
      <header className="editor-header">
        <span className="editor-path" title={path}>
          {path}
          {dirty && <span className="dirty-mark"> · unsaved</span>}
        </span>
        <span className="editor-actions">
          {state.state === 'saving' && <span className="muted">Saving…</span>}
          {dirty && (
            <button type="button" className="quiet" onClick={() => void editor.revert()}>
              Discard edits
            </button>
          )}
          <button type="button" onClick={save} disabled={!dirty || state.state === 'saving' || state.state === 'loading'}>
            Save
          </button>
        </span>
      </header>
      {state.changedOutside && (
        <p className="editor-notice" role="status">
          {state.problem ?? 'This file changed in the workspace while you had unsaved edits. Save to keep yours, or discard them to see the new version.'}
        </p>
      )}
      {state.state === 'missing' && (
        <p className="editor-notice" role="status">
          {state.problem} Save to write it back.
        </p>
      )}
      {state.state === 'failed' && <p className="problem-text">{state.problem}</p>}
      {state.state === 'loading' ? (
        <p className="muted editor-loading">Opening {path}…</p>
      ) : (
        <div className="editor-body">
          <Suspense fallback={<pre className="editor-fallback" aria-readonly="true">{state.draft}</pre>}>
            <MonacoEditor path={path} value={state.draft} onChange={(text) => editor.setDraft(text)} onSave={save} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
