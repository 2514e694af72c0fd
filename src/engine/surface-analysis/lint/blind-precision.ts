import { wilsonInterval } from '../../compare/wilson';

/**
 * How often each rule was right on MCP servers no rule had been tuned on, so that a person reading a
 * finding knows how far to trust it. Every finding in those corpora was judged by hand, each corpus
 * labelled before the rule change it measured and read only after that change was committed. The
 * figures are summed over the last six such measures: the fifty-seventh change to the sixty-third,
 * the sixty-first and sixty-second measured together on two rounds; 104 servers and 1,671 tools.
 * test/fixtures/LINT-MEASURES.md gives each measure apart.
 * - index-base counts only since its redesign in the twentieth change: before it, the rule asked of
 *   other names.
 * - Rules that judge only the playground's own toolkit have no figure, nor do rules that made no
 *   finding in those six measures (drift, tool-name, and handler-mismatch, which judges a server's
 *   schema too but has not spoken on one since): an older figure would speak for a rule since
 *   changed.
 * - vendor-prefix has no figure yet either. It first spoke on one server whose every description
 *   opens with the same prefix: one habit rather than 71 independent findings, so an interval over
 *   them would promise more than is known.
 */
const BLIND: Readonly<Record<string, { right: number; findings: number }>> = {
  annotations: { right: 614, findings: 621 },
  'description-length': { right: 203, findings: 227 },
  'description-action-first': { right: 145, findings: 151 },
  'ambiguous-siblings': { right: 2, findings: 2 },
  'required-optional': { right: 0, findings: 1 },
  'parameter-description': { right: 68, findings: 74 },
  'index-base': { right: 1, findings: 2 },
  'naming-consistency': { right: 1, findings: 1 },
  'schema-contradiction': { right: 3, findings: 3 },
};

/** The mark a rule must reach on unseen servers before its findings read as more than questions. */
const MARK = 0.9;

/**
 * One line on how far to trust a rule's findings, or undefined for a rule with no blind figure:
 * "right 40 of 52 times (95% 0.64–0.86): read its findings as questions, not verdicts". A rule at
 * the mark whose interval still reaches under it has too few findings yet to say it holds.
 */
export function blindPrecisionNote(rule: string): string | undefined {
  const measured = BLIND[rule];
  const interval = measured && wilsonInterval(measured.right, measured.findings);
  if (!measured || !interval) return undefined;
  const figure = `right ${measured.right.toLocaleString('en-US')} of ${measured.findings.toLocaleString('en-US')} ${measured.findings === 1 ? 'time' : 'times'} (95% ${interval.low.toFixed(2)}–${interval.high.toFixed(2)})`;
  if (interval.low >= MARK) return figure;
  if (measured.right / measured.findings < MARK) return `${figure}: read its findings as questions, not verdicts`;
  return `${figure}: too few findings yet to say it holds`;
}
