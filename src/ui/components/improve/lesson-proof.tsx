import type { ActiveRound } from '../../state/improve/rewrite-controller';
import { dollarsText } from '../../../engine/model/prices';
import { useComparison } from '../compare/use-compare';
import { PatchExport } from './patch-export';
import { comparedText } from './rewrite-format';
import { useRewrite, useRewriteController } from './use-suggest-rewrite';

/**
 * Prove it for a round read from a lesson comparison: the candidate becomes a saved variant and
 * runs against the variant it came from, until decided, as the Compare view's own comparison; its
 * results (difference and verdict) replace the ones on screen, and the verdict is kept with the round.
 */
export function LessonProof({ round, compared, problem }: { round: ActiveRound; compared: NonNullable<ActiveRound['compared']>; problem: string | undefined }) {
  const controller = useRewriteController();
  const { status } = useRewrite();
  const { runsPerVariant } = useComparison();
  const { proof } = round.record;
  return (
    <div className="prove-and-keep">
      {problem ? (
        <p className="hint">{problem}</p>
      ) : (
        <p className="hint">
          Prove it: saves the candidate as a saved variant named "{compared.variant} rewrite" (numbered when taken) and compares it with {compared.variant} on the same lesson, running until
          decided: runs go in rounds, up to {runsPerVariant} each (Runs per variant in the setup), on the model in Settings.
        </p>
      )}
      <div className="button-row">
        <button type="button" className="primary" disabled={problem !== undefined || status !== 'idle'} onClick={() => void controller.prove()}>
          {status === 'proving' ? 'Proving…' : 'Prove it'}
        </button>
      </div>
      {proof && (
        <p className="small" aria-label="Proof">
          Candidate against {compared.variant}: {comparedText(proof.evaluation)}. The comparison cost {proof.dollars === undefined ? 'an unknown price' : dollarsText(proof.dollars)}.
        </p>
      )}
      <PatchExport />
    </div>
  );
}
