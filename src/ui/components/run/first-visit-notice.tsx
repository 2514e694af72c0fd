/** What a visitor without a key can do now, what a key adds, and where the key goes. */
export function FirstVisitNotice({ onAddKey, onTryTools, onDismiss }: { onAddKey: () => void; onTryTools: () => void; onDismiss: () => void }) {
  return (
    <aside className="notice" aria-label="Getting started">
      <p>
        <strong>No API key yet — you can still explore.</strong> Open and edit the sample files, and call the tools yourself with{' '}
        <em>Be the model</em>: you read exactly what a model would get back. A key unlocks live runs, where the agent works on this
        workspace while you watch. Add one in Settings; it is sent only to the provider you configure (api.anthropic.com unless you set
        a Base URL) and stays in this tab's memory unless you choose to remember it.
      </p>
      <div className="button-row">
        <button type="button" className="primary" onClick={onAddKey}>
          Add an API key
        </button>
        <button type="button" onClick={onTryTools}>
          Try the tools by hand
        </button>
        <button type="button" className="quiet" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </aside>
  );
}
