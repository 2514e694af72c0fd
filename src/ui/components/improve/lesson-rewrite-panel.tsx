import { useEffect } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useSessions } from '../../hooks/use-playground-state';
import { useStore } from '../../hooks/use-store';
import { lessonRewriteOf } from '../../state/improve/suggest-rewrite-wiring';
import { AskProposer, SourceChoice } from './ask-proposer';
import { ProposerChoice } from './proposer-choice';
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
  const { status, round } = snapshot;
  if (sources.length === 0 && !round) return null;
  const source = snapshot.source !== undefined && sources.includes(snapshot.source) ? snapshot.source : sources[0];
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
            <SourceChoice label="Variant to rewrite" sources={sources} value={source} disabled={busy} onChange={(next) => controller.setSource(next)} />
          )}
          <ProposerChoice disabled={busy} />
        </div>
        <AskProposer buttonLabel={source ? `Suggest a rewrite of ${source}` : 'Suggest a rewrite'} onOpenSettings={onOpenSettings} />
      </section>
    </RewriteControllerContext.Provider>
  );
}
