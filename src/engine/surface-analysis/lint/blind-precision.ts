import { wilsonInterval } from '../../compare/wilson';

/**
 * How often each rule was right on MCP servers no rule had been tuned on, so that a person reading a
 * finding knows how far to trust it. Every finding in those corpora was judged by hand, each corpus
 * labelled before the rule change it measured and read only after that change was committed. The
 * figures are summed over the last six such measures: the sixteenth to the twenty-first change, 161
 * servers and 5,886 tools; the README's lint section gives each measure apart. index-base counts
 * only since its redesign in the twentieth change, since the rule before it asked other names.
 * Rules that judge only the playground's own toolkit, or were never measured blind, have no figure.
 */
const BLIND: Readonly<Record<string, { right: number; findings: number }>> = {
  annotations: { right: 1200, findings: 1223 },
  'description-length': { right: 1009, findings: 1035 },
  'naming-consistency': { right: 46, findings: 50 },
  'required-optional': { right: 85, findings: 96 },
  'parameter-description': { right: 339, findings: 440 },
  drift: { right: 50, findings: 69 },
  'schema-contradiction': { right: 15, findings: 22 },
  'description-action-first': { right: 59, findings: 116 },
  'ambiguous-siblings': { right: 4, findings: 14 },
  'index-base': { right: 7, findings: 9 },
  'tool-name': { right: 3, findings: 3 },
};

/** The mark a rule must reach on unseen servers before its findings read as more than questions. */
const MARK = 0.9;

/**
 * One line on how far to trust a rule's findings, or undefined for a rule with no blind figure:
 * "right 59 of 116 times (95% 0.42–0.60): read its findings as questions, not verdicts". A rule at
 * the mark whose interval still reaches under it has too few findings yet to say it holds.
 */
export function blindPrecisionNote(rule: string): string | undefined {
  const measured = BLIND[rule];
  const interval = measured && wilsonInterval(measured.right, measured.findings);
  if (!measured || !interval) return undefined;
  const figure = `right ${measured.right.toLocaleString('en-US')} of ${measured.findings.toLocaleString('en-US')} times (95% ${interval.low.toFixed(2)}–${interval.high.toFixed(2)})`;
  if (interval.low >= MARK) return figure;
  if (measured.right / measured.findings < MARK) return `${figure}: read its findings as questions, not verdicts`;
  return `${figure}: too few findings yet to say it holds`;
}
