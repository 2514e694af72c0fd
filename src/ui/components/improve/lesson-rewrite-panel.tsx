import { useEffect } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useSessions } from '../../hooks/use-playground-state';
import { useStore } from '../../hooks/use-store';
import { lessonRewriteOf } from '../../state/improve/suggest-rewrite-wiring';
import { ProposalView } from './proposal-view';
import { ProposerChoice } from './proposer-choice';
import { RewriteHistory } from './rewrite-history';
import { RewriteControllerContext } from './use-suggest-rewrite';
import './improve.css';

/**
 * Under a finished lesson comparison: a proposer rewrites the texts of a variant whose runs failed,
 * from those runs only; the same cards as the Selection tests' panel, and Prove it runs the
 * candidate against that variant in this view, until decided.
 */
export function LessonRewritePanel({ onOpenSettings }: { onOpenSettings?: () => void }) {
  const controller = lessonRewriteOf(usePlayground());
  const snapshot = useStore(controller);
  const { openSessionId } = useSessions();
  // The rounds listed are the open session's: read them again when another session opens.
  useEffect(() => void controller.refresh(), [controller, openSessionId]);
  const sources = controller.sources();
  const { status, round, problem, notice } = snapshot;
  if (sources.length === 0 && !round) return null;
  const source = snapshot.source !== undefined && sources.includes(snapshot.source) ? snapshot.source : sources[0];
  const blocker = controller.blocker();
  const estimate = controller.estimate();
  const busy = status !== 'idle';

  return (
    <RewriteControllerContext.Provider value={controller}>
      <section className="suggest-rewrite" aria-label="Suggest a rewrite">
        <h3>Suggest a rewrite</h3>
        <p className="hint">
          A proposer model reads the texts of a variant whose runs failed, the checks those runs failed and the calls they made, and proposes
          new texts through propose_surface_edit. Only that variant's failed runs of this comparison are sent.
        </p>
        <div className="suggest-rewrite-setup">
          {sources.length > 0 && (
            <label className="field">
              <span>Variant to rewrite</span>
              <select value={source} disabled={busy} onChange={(event) => controller.setSource(event.target.value)}>
                {sources.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <ProposerChoice disabled={busy} />
        </div>
        {estimate && !blocker && (
          <p className="small" aria-label="Cost before asking">
            Before asking: {estimate}
          </p>
        )}
        <div className="button-row">
          <button type="button" className="primary" disabled={blocker !== undefined} onClick={() => void controller.suggest()}>
            {status === 'proposing' ? 'Asking the proposer…' : source ? `Suggest a rewrite of ${source}` : 'Suggest a rewrite'}
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
      </section>
    </RewriteControllerContext.Provider>
  );
}
