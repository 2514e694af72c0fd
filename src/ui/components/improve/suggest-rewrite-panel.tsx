import { useEffect } from 'react';
import { useSessions } from '../../hooks/use-playground-state';
import { useSelection } from '../compare/use-compare';
import { AskProposer, SourceChoice } from './ask-proposer';
import { ProposerChoice } from './proposer-choice';
import { RewriteHistory } from './rewrite-history';
import { useSuggestRewrite, useSuggestRewriteController } from './use-suggest-rewrite';
import './improve.css';

const heldOutShares = [
  { value: 0, label: 'None: prove on the same prompts' },
  { value: 0.2, label: '20% of the prompts' },
  { value: 0.3, label: '30% of the prompts' },
  { value: 0.5, label: '50% of the prompts' },
];

/**
 * Under the Selection tests' results: ask a proposer model for better tool texts from the misses,
 * decide on each edit, prove the candidate, keep it. The same loop as `npm run improve`, with a
 * person deciding at every step.
 */
export function SuggestRewritePanel({ onOpenSettings }: { onOpenSettings?: () => void }) {
  const controller = useSuggestRewriteController();
  const snapshot = useSuggestRewrite();
  const { report } = useSelection();
  const { openSessionId } = useSessions();
  // The rounds listed are the open session's: read them again when another session opens.
  useEffect(() => void controller.refresh(), [controller, openSessionId]);
  const { status, heldOutShare, seed, round } = snapshot;
  if (!report && !round) {
    return (
      <section className="suggest-rewrite" aria-label="Suggest a rewrite">
        <h3>Suggest a rewrite</h3>
        <p className="hint">Run the selection tests first: a proposer model then rewrites the tool texts from their misses, and Prove it measures the rewrite.</p>
        <RewriteHistory />
      </section>
    );
  }
  const sources = controller.sources();
  const source = snapshot.source !== undefined && sources.includes(snapshot.source) ? snapshot.source : sources[0];
  const busy = status !== 'idle';

  return (
    <section className="suggest-rewrite" aria-label="Suggest a rewrite">
      <h3>Suggest a rewrite</h3>
      <p className="hint">
        A proposer model reads the texts of the tools below and where the model went wrong on the prompts it may see, and proposes new
        texts through propose_surface_edit. Held-out prompts are never sent to it: Prove it measures the candidate on them apart.
      </p>
      <div className="suggest-rewrite-setup">
        {sources.length > 1 && (
          <SourceChoice label="Tools to rewrite" sources={sources} value={source} disabled={busy} onChange={(next) => controller.setSource(next)} />
        )}
        <label className="field">
          <span>Held-out share</span>
          <select value={heldOutShare} disabled={busy} onChange={(event) => controller.setHeldOutShare(Number(event.target.value))}>
            {heldOutShares.map((share) => (
              <option key={share.value} value={share.value}>
                {share.label}
              </option>
            ))}
          </select>
        </label>
        {heldOutShare > 0 && (
          <label className="field runs-field">
            <span>Split seed</span>
            <input type="number" step={1} value={seed} disabled={busy} onChange={(event) => controller.setSeed(event.target.valueAsNumber || 0)} />
          </label>
        )}
        <ProposerChoice disabled={busy} />
      </div>
      <AskProposer buttonLabel={'Suggest a rewrite'} onOpenSettings={onOpenSettings} />
    </section>
  );
}
