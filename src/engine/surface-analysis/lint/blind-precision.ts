import { wilsonIntervalOfRate, type Interval } from '../../compare/wilson';

/**
 * How often each rule was right on MCP servers no rule had been tuned on, so that a person reading a
 * finding knows how far to trust it. Every finding in those corpora was judged by hand, each corpus
 * labelled before the rule change it measured and read only after that change was committed. The
 * figures are summed over the last six such measures: the hundred-and-forty-first change to the
 * hundred-and-fifty-first; 177 servers and 3,886 tools.
 * test/fixtures/LINT-MEASURES.md gives each measure apart, and `lint-corpus-cli window` writes this
 * table from the labelled corpora; a test checks it still matches them.
 * - Findings come grouped by server, and one server's habit repeats: a server that restates every
 *   tool's name in its description gives 217 findings, all alike. So each figure also says how
 *   many independent findings it is worth (`effective`), and the interval is taken at that size.
 * - index-base counts only since its redesign in the twentieth change: before it, the rule asked of
 *   other names.
 * - Rules that judge only the playground's own toolkit have no figure, nor do rules that made no
 *   finding in those six measures: an older figure would speak for a rule since changed.
 * - vendor-prefix has no figure yet either. It first spoke on one server whose every description
 *   opens with the same prefix: one habit rather than 71 independent findings, so an interval over
 *   them would promise more than is known.
 */
export interface BlindFigure {
  right: number;
  findings: number;
  /** The servers the findings came from. */
  servers: number;
  /** How many independent findings they are worth once grouped by server (Kish's design effect). */
  effective: number;
}

export const BLIND: Readonly<Record<string, BlindFigure>> = {
  'ambiguous-siblings': { right: 2, findings: 4, servers: 2, effective: 1 },
  annotations: { right: 1212, findings: 1231, servers: 123, effective: 682.4 },
  'description-action-first': { right: 49, findings: 53, servers: 15, effective: 20.2 },
  'description-length': { right: 366, findings: 380, servers: 51, effective: 137.9 },
  drift: { right: 9, findings: 12, servers: 7, effective: 7.1 },
  'index-base': { right: 7, findings: 11, servers: 6, effective: 5.9 },
  'naming-consistency': { right: 7, findings: 8, servers: 5, effective: 5.8 },
  'parameter-description': { right: 169, findings: 193, servers: 26, effective: 48.3 },
  'required-optional': { right: 23, findings: 23, servers: 2, effective: 2 },
  'schema-contradiction': { right: 0, findings: 1, servers: 1, effective: 1 },
  'tool-name': { right: 24, findings: 24, servers: 5, effective: 5 },
};

/** The mark a rule must reach on unseen servers before its findings read as more than questions. */
const MARK = 0.9;

/** The 95% interval of a rule's rate, taken at the number of independent findings it is worth. */
export function blindInterval({ right, findings, effective }: Pick<BlindFigure, 'right' | 'findings' | 'effective'>): Interval {
  return wilsonIntervalOfRate(right / findings, effective);
}

/**
 * One line on how far to trust a rule's findings, or undefined for a rule with no blind figure:
 * "right 40 of 52 times on 9 servers (95% 0.64–0.86): read its findings as questions, not
 * verdicts". A rule at the mark whose interval still reaches under it has too few servers or
 * findings yet to say it holds.
 */
export function blindPrecisionNote(rule: string): string | undefined {
  const measured = BLIND[rule];
  if (!measured || measured.findings === 0) return undefined;
  const interval = blindInterval(measured);
  const times = `${measured.findings.toLocaleString('en-US')} ${measured.findings === 1 ? 'time' : 'times'}`;
  const servers = `${measured.servers} ${measured.servers === 1 ? 'server' : 'servers'}`;
  const figure = `right ${measured.right.toLocaleString('en-US')} of ${times} on ${servers} (95% ${interval.low.toFixed(2)}–${interval.high.toFixed(2)})`;
  if (interval.low >= MARK) return figure;
  if (measured.right / measured.findings < MARK) return `${figure}: read its findings as questions, not verdicts`;
  return `${figure}: not enough servers or findings yet to say it holds`;
}
