import type { StoredRewriteRound } from '../../../store/records';
import { scoreVerdictText } from './rewrite-format';
import { pointsText } from '../../../engine/compare/points-text';

/** The candidate against the current texts: on the prompts the proposer read, and on the held-out ones. */
export function ProofResult({ proof }: { proof: NonNullable<StoredRewriteRound['proof']> }) {
  const rows = [{ part: `Prompts the proposer read (${proof.evaluation.prompts})`, score: proof.evaluation }, ...(proof.heldOut ? [{ part: `Held-out prompts (${proof.heldOut.prompts})`, score: proof.heldOut }] : [])];
  return (
    <div className="table-scroll">
      <table className="results-table" aria-label="Candidate against the current texts">
        <caption>Candidate against the current texts (same prompts, paired)</caption>
        <thead>
          <tr>
            <th scope="col">prompts</th>
            <th scope="col">difference</th>
            <th scope="col">95% interval</th>
            <th scope="col">verdict</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ part, score }) => (
            <tr key={part}>
              <th scope="row">{part}</th>
              <td>{pointsText(score.delta)}</td>
              <td>
                {pointsText(score.low)} to {pointsText(score.high)}
              </td>
              <td>{scoreVerdictText(score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
