import type { ActiveRound } from '../../state/improve/rewrite-controller';
import { spentText } from '../../state/improve/rewrite-costs';
import { EditCard } from './edit-card';
import { ProveAndKeep } from './prove-and-keep';
import { useRewrite, useRewriteController } from './use-suggest-rewrite';

/** The proposal: why, from how many misses, what it cost, and one card per edit. */
export function ProposalView({ round }: { round: ActiveRound }) {
  const controller = useRewriteController();
  const { status } = useRewrite();
  const { record } = round;
  return (
    <section className="rewrite-proposal" aria-label="Proposal">
      <h4>
        Proposal for {record.source} from {record.misses} {round.compared ? (record.misses === 1 ? 'failed run' : 'failed runs') : record.misses === 1 ? 'miss' : 'misses'}
        {record.heldOutPrompts > 0 ? `, ${record.heldOutPrompts} held-out ${record.heldOutPrompts === 1 ? 'prompt' : 'prompts'} not shown to the proposer` : ''}
      </h4>
      <p className="small" aria-label="Proposal cost">
        The proposal cost {spentText(record.proposerModel, record.proposalUsage)}.
      </p>
      {record.dropped ? (
        <p className="problem-text">No edits: {record.dropped}. Press Suggest a rewrite to ask again.</p>
      ) : (
        <>
          <p className="rationale">
            <strong>Why:</strong> {record.rationale}
          </p>
          <div className="edit-cards">
            {record.cards.map((card, index) => (
              <EditCard
                key={`${record.id}-${index}`}
                card={card}
                number={index + 1}
                disabled={status !== 'idle'}
                onDecide={(decision) => controller.decide(index, decision)}
                onAcceptEdited={(text) => controller.acceptEdited(index, text)}
              />
            ))}
          </div>
          <ProveAndKeep round={round} />
        </>
      )}
    </section>
  );
}
