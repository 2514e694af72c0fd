import { wilsonInterval } from '../../compare/wilson';

/**
 * How often each rule was right on MCP servers no rule had been tuned on, so that a person reading a
 * finding knows how far to trust it. Every finding in those corpora was judged by hand, each corpus
 * labelled before the rule change it measured and read only after that change was committed. The
 * figures are summed over the last six such measures: the twenty-second to the twenty-seventh change,
 * 169 servers and 2,507 tools; the README's lint section gives each measure apart. index-base counts
 * only since its redesign in the twentieth change, since the rule before it asked other names.
 * handler-mismatch judges a server's schema too (a type JSON Schema does not have), so it has a figure
 * once it spoke on those servers. Rules that judge only the playground's own toolkit, or made no
 * finding in those six measures (tool-name, whose reserved names few servers take), have no figure:
 * an older one would speak for rules since changed.
 */
const BLIND: Readonly<Record<string, { right: number; findings: number }>> = {
  annotations: { right: 739, findings: 750 },
  'description-length': { right: 288, findings: 300 },
  'naming-consistency': { right: 48, findings: 49 },
  'required-optional': { right: 3, findings: 3 },
  'handler-mismatch': { right: 10, findings: 10 },
  'parameter-description': { right: 97, findings: 123 },
  drift: { right: 0, findings: 1 },
  'schema-contradiction': { right: 1, findings: 3 },
  'description-action-first': { right: 84, findings: 107 },
  'ambiguous-siblings': { right: 0, findings: 2 },
  'index-base': { right: 16, findings: 24 },
};

/** The mark a rule must reach on unseen servers before its findings read as more than questions. */
const MARK = 0.9;

/**
 * One line on how far to trust a rule's findings, or undefined for a rule with no blind figure:
 * "right 84 of 107 times (95% 0.70–0.85): read its findings as questions, not verdicts". A rule at
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
