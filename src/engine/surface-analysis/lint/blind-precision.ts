import { wilsonIntervalOfRate, type Interval } from '../../compare/wilson';

/**
 * How often each rule was right on MCP servers no rule had been tuned on, so that a person reading a
 * finding knows how far to trust it. Every finding in those corpora was judged by hand, each corpus
 * labelled before the rule change it measured and read only after that change was committed. The
 * figures are summed over the last six such measures: the hundred-and-thirty-third change to the
 * hundred-and-forty-second; 140 servers and 4,451 tools.
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
  'ambiguous-siblings': { right: 0, findings: 2, servers: 1, effective: 1 },
  annotations: { right: 1007, findings: 1020, servers: 96, effective: 499.3 },
  'description-action-first': { right: 531, findings: 545, servers: 15, effective: 34.1 },
  'description-length': { right: 542, findings: 559, servers: 43, effective: 126.6 },
  drift: { right: 8, findings: 9, servers: 4, effective: 5.2 },
  'index-base': { right: 7, findings: 10, servers: 5, effective: 4 },
  'naming-consistency': { right: 12, findings: 12, servers: 3, effective: 3 },
  'parameter-description': { right: 151, findings: 191, servers: 23, effective: 27.1 },
  'required-optional': { right: 56, findings: 56, servers: 6, effective: 6 },
  'schema-contradiction': { right: 2, findings: 11, servers: 5, effective: 4.2 },
  'tool-name': { right: 85, findings: 85, servers: 3, effective: 3 },
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
