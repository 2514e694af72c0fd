import { blindPrecisionNote } from '../../../engine/surface-analysis/lint/blind-precision';

/**
 * How far to trust a finding's rule, as measured on MCP servers it was not tuned on, shown under the
 * finding wherever it appears (the lint panel, the prose view); nothing for a rule never measured there.
 */
export function TrustNote({ rule }: { rule: string }) {
  const note = blindPrecisionNote(rule);
  if (note === undefined) return null;
  return <span className="lint-trust muted">On servers it was not tuned on, this rule was {note}.</span>;
}
