import { wilsonInterval } from '../../compare/wilson';

/**
 * How often each rule was right on MCP servers no rule had been tuned on, so that a person reading a
 * finding knows how far to trust it. Every finding in those corpora was judged by hand, each corpus
 * labelled before the rule change it measured and read only after that change was committed. The
 * figures are summed over the last six such measures: the twentieth to the twenty-fifth change, 130
 * servers and 2,931 tools; the README's lint section gives each measure apart. index-base counts
 * only since its redesign in the twentieth change, since the rule before it asked other names.
 * Rules that judge only the playground's own toolkit, or made no finding in those six measures
 * (tool-name, whose reserved names few servers take), have no figure: an older one would speak for
 * rules since changed.
 */
const BLIND: Readonly<Record<string, { right: number; findings: number }>> = {
  annotations: { right: 873, findings: 886 },
  'description-length': { right: 511, findings: 523 },
  'naming-consistency': { right: 45, findings: 46 },
  'required-optional': { right: 29, findings: 31 },
  'parameter-description': { right: 169, findings: 214 },
  drift: { right: 9, findings: 17 },
  'schema-contradiction': { right: 5, findings: 11 },
  'description-action-first': { right: 74, findings: 129 },
  'ambiguous-siblings': { right: 0, findings: 6 },
  'index-base': { right: 17, findings: 27 },
};

/** The mark a rule must reach on unseen servers before its findings read as more than questions. */
const MARK = 0.9;

/**
 * One line on how far to trust a rule's findings, or undefined for a rule with no blind figure:
 * "right 74 of 129 times (95% 0.49–0.66): read its findings as questions, not verdicts". A rule at
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
