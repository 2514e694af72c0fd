import { wilsonInterval } from '../../compare/wilson';

/**
 * How often each rule was right on MCP servers no rule had been tuned on, so that a person reading a
 * finding knows how far to trust it. Every finding in those corpora was judged by hand, each corpus
 * labelled before the rule change it measured and read only after that change was committed. The
 * figures are summed over the last six such measures: the eighteenth to the twenty-third change, 178
 * servers and 3,499 tools; the README's lint section gives each measure apart. index-base counts
 * only since its redesign in the twentieth change, since the rule before it asked other names.
 * Rules that judge only the playground's own toolkit, or were never measured blind, have no figure.
 */
const BLIND: Readonly<Record<string, { right: number; findings: number }>> = {
  annotations: { right: 731, findings: 747 },
  'description-length': { right: 601, findings: 610 },
  'naming-consistency': { right: 53, findings: 54 },
  'required-optional': { right: 35, findings: 44 },
  'parameter-description': { right: 195, findings: 262 },
  drift: { right: 15, findings: 25 },
  'schema-contradiction': { right: 6, findings: 12 },
  'description-action-first': { right: 105, findings: 160 },
  'ambiguous-siblings': { right: 0, findings: 4 },
  'index-base': { right: 17, findings: 27 },
  'tool-name': { right: 1, findings: 1 },
};

/** The mark a rule must reach on unseen servers before its findings read as more than questions. */
const MARK = 0.9;

/**
 * One line on how far to trust a rule's findings, or undefined for a rule with no blind figure:
 * "right 105 of 160 times (95% 0.58–0.73): read its findings as questions, not verdicts". A rule at
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
