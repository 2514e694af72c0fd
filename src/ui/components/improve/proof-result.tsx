import type { StoredRewriteRound } from '../../../store/records';
import { scoreVerdictText } from './rewrite-format';
import { PairedDifferenceTable } from '../compare/paired-difference-table';

/** The candidate against the current texts: on the prompts the proposer read, and on the held-out ones. */
export function ProofResult({ proof }: { proof: NonNullable<StoredRewriteRound['proof']> }) {
  const rows = [{ part: `Prompts the proposer read (${proof.evaluation.prompts})`, score: proof.evaluation }, ...(proof.heldOut ? [{ part: `Held-out prompts (${proof.heldOut.prompts})`, score: proof.heldOut }] : [])];
  return (
    <PairedDifferenceTable
      label="Candidate against the current texts"
      caption="Candidate against the current texts (same prompts, paired)"
      rowHeading="prompts"
      rows={rows.map(({ part, score }) => ({ name: part, delta: score.delta, low: score.low, high: score.high, verdict: scoreVerdictText(score) }))}
    />
  );
}
