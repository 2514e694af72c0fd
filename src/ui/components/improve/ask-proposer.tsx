import { ProposalView } from './proposal-view';
import { RewriteHistory } from './rewrite-history';
import { useRewrite, useRewriteController } from './use-suggest-rewrite';

/**
 * The part every "Suggest a rewrite" shares under its own setup: what asking will cost, the button
 * (and Stop while it asks), why it cannot ask yet, the proposal's cards, what happened, and the
 * rounds so far. Which rewrite it drives comes from the surrounding panel.
 */
export function AskProposer({ buttonLabel, onOpenSettings }: { buttonLabel: string; onOpenSettings?: () => void }) {
  const controller = useRewriteController();
  const { status, round, problem, notice } = useRewrite();
  const blocker = controller.blocker();
  const estimate = controller.estimate();
  const busy = status !== 'idle';
  return (
    <>
      {estimate && !blocker && (
        <p className="small" aria-label="Cost before asking">
          Before asking: {estimate}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="primary" disabled={blocker !== undefined} onClick={() => void controller.suggest()}>
          {status === 'proposing' ? 'Asking the proposer…' : buttonLabel}
        </button>
        {status === 'proposing' && (
          <button type="button" className="danger" onClick={() => controller.cancel()}>
            Stop asking
          </button>
        )}
      </div>
      {!busy && blocker && (
        <p className="hint">
          {blocker}{' '}
          {onOpenSettings && controller.needsKey() && (
            <button type="button" className="small" onClick={onOpenSettings}>
              Open Settings
            </button>
          )}
        </p>
      )}
      {round && <ProposalView round={round} />}
      {/* Under the proposal, where the button that caused it is. */}
      {problem && (
        <p className="problem-text" role="alert">
          {problem}
        </p>
      )}
      {notice && (
        <p className="small" role="status">
          {notice}
        </p>
      )}
      <RewriteHistory />
    </>
  );
}

/** Which texts to rewrite, when there is more than one set to choose from. */
export function SourceChoice({ label, sources, value, disabled, onChange }: { label: string; sources: string[]; value?: string; disabled: boolean; onChange: (source: string) => void }) {
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {sources.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
