import { startedText } from '../compare/compare-format';
import { dollarsText } from '../../../engine/model/prices';
import { comparedText, scoreText } from './rewrite-format';
import type { StoredRewriteRound } from '../../../store/records';
import { useRewrite } from './use-suggest-rewrite';

/** Earlier rounds, newest first: what was proposed, what the person decided, the proof and the costs. */
export function RewriteHistory() {
  const { history } = useRewrite();
  if (history.length === 0) return null;
  return (
    <section className="rewrite-history" aria-label="Rewrite history">
      <h4>Rounds</h4>
      <ol>
        {history.map((round) => {
          const decided = (decision: string) => round.cards.filter((card) => !card.refused && card.decision === decision).length;
          const refused = round.cards.filter((card) => card.refused).length;
          const dollars = (round.proposalDollars ?? 0) + (round.proof?.dollars ?? 0);
          const priced = round.proposalDollars !== undefined && (round.proof === undefined || round.proof.dollars !== undefined);
          return (
            <li key={round.id}>
              <p>
                <strong>{startedText(round.createdAt)}</strong> · {round.source} · proposer {round.proposerModel} · {missesText(round)}
              </p>
              <p className="small">
                {round.dropped
                  ? `No edits: ${round.dropped}.`
                  : `${round.cards.length} ${round.cards.length === 1 ? 'edit' : 'edits'}: ${decided('accepted')} accepted, ${decided('rejected')} rejected, ${decided('pending')} not decided${refused > 0 ? `, ${refused} refused` : ''}.`}
              </p>
              {round.proof && (
                <p className="small">
                  Proof: {round.lessonId === undefined ? scoreText(round.proof.evaluation) : comparedText(round.proof.evaluation)}
                  {round.proof.heldOut ? `; held out: ${scoreText(round.proof.heldOut)}` : ''}.
                </p>
              )}
              <p className="small">
                Cost: {priced ? dollarsText(dollars) : 'price unknown'}
                {round.keptAs ? ` · kept as variant "${round.keptAs}"` : ''}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function missesText(round: StoredRewriteRound): string {
  if (round.lessonId === undefined) return `${round.misses} ${round.misses === 1 ? 'miss' : 'misses'}`;
  return `${round.misses} failed ${round.misses === 1 ? 'run' : 'runs'} of ${round.lessonId}`;
}
