import { NoKeyPaths } from './no-key-paths';

/**
 * What a visitor without a key can do now, in one line: on a 768-pixel projector every line the
 * banner takes is a line of the editor lost. The ways to go on without a key (or without paying)
 * open below it on request.
 */
export function FirstVisitNotice({ onAddKey, onTryTools, onDismiss }: { onAddKey: () => void; onTryTools: () => void; onDismiss: () => void }) {
  return (
    <aside className="notice first-visit-notice" aria-label="Getting started">
      <p className="one-line" title="A key is sent only to the provider you configure and stays in this tab's memory unless you choose to remember it.">
        <strong>No API key yet:</strong> edit the files and call the tools yourself with <em>Be the model</em>, or run a free local model.
      </p>
      <button type="button" className="primary" onClick={onAddKey}>
        Add an API key
      </button>
      <button type="button" onClick={onTryTools}>
        Try the tools by hand
      </button>
      <NoKeyPaths />
      <button type="button" className="quiet" onClick={onDismiss}>
        Dismiss
      </button>
    </aside>
  );
}
