import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseToolsArray } from '../../src/engine/compare/tools-array';
import { lintTools } from '../../src/engine/surface-analysis/lint/lint-tools';
import { toolFactsOf } from '../../src/engine/surface-analysis/lint/tool-facts';
import type { Finding } from '../../src/engine/surface-analysis/lint/finding';

/**
 * What the precision tests share: lint every captured server of a corpus folder, match each finding
 * to its label (labels.json beside the captures) and count, per rule, how often the lint was right.
 * A finding no label foresaw counts as wrong, so a rule cannot look better by finding new things.
 */

export const fixturesFolder = join(import.meta.dirname, '..', 'fixtures');

/** The corpora in the order they were captured: each may hold no server of one before it. */
export const corporaInCaptureOrder = [
  'mcp-corpus',
  'mcp-corpus-holdout',
  'mcp-corpus-fresh',
  'mcp-corpus-unseen',
  'mcp-corpus-fifth',
  'mcp-corpus-sixth',
  'mcp-corpus-seventh',
  'mcp-corpus-eighth',
  'mcp-corpus-ninth',
  'mcp-corpus-tenth',
  'mcp-corpus-eleventh',
  'mcp-corpus-twelfth',
  'mcp-corpus-thirteenth',
  'mcp-corpus-fourteenth',
  'mcp-corpus-fifteenth',
  'mcp-corpus-sixteenth',
  'mcp-corpus-seventeenth',
  'mcp-corpus-eighteenth',
  'mcp-corpus-nineteenth',
  'mcp-corpus-twentieth',
  'mcp-corpus-twenty-first',
  'mcp-corpus-twenty-second',
  'mcp-corpus-twenty-third',
  'mcp-corpus-twenty-fourth',
  'mcp-corpus-twenty-fifth',
  'mcp-corpus-twenty-sixth',
  'mcp-corpus-twenty-seventh',
  'mcp-corpus-twenty-eighth',
  'mcp-corpus-twenty-ninth',
  'mcp-corpus-thirtieth',
  'mcp-corpus-thirty-first',
  'mcp-corpus-thirty-second',
  'mcp-corpus-thirty-third',
  'mcp-corpus-thirty-fourth',
  'mcp-corpus-thirty-fifth',
  'mcp-corpus-thirty-sixth',
  'mcp-corpus-thirty-seventh',
  'mcp-corpus-thirty-eighth',
  'mcp-corpus-thirty-ninth',
  'mcp-corpus-fortieth',
  'mcp-corpus-forty-first',
  'mcp-corpus-forty-second',
  'mcp-corpus-forty-third',
  'mcp-corpus-forty-fourth',
  'mcp-corpus-forty-fifth',
  'mcp-corpus-forty-sixth',
  'mcp-corpus-forty-seventh',
  'mcp-corpus-forty-eighth',
  'mcp-corpus-forty-ninth',
  'mcp-corpus-fiftieth',
  'mcp-corpus-fifty-first',
  'mcp-corpus-fifty-second',
  'mcp-corpus-fifty-third',
  'mcp-corpus-fifty-fourth',
  'mcp-corpus-fifty-fifth',
  'mcp-corpus-fifty-sixth',
  'mcp-corpus-fifty-seventh',
  'mcp-corpus-fifty-eighth',
  'mcp-corpus-fifty-ninth',
  'mcp-corpus-sixtieth',
  'mcp-corpus-sixty-first',
  'mcp-corpus-sixty-second',
  'mcp-corpus-sixty-third',
  'mcp-corpus-sixty-fourth',
  'mcp-corpus-sixty-fifth',
  'mcp-corpus-sixty-sixth',
  'mcp-corpus-sixty-seventh',
  'mcp-corpus-sixty-eighth',
  'mcp-corpus-sixty-ninth',
  'mcp-corpus-seventieth',
  'mcp-corpus-seventy-first',
  'mcp-corpus-seventy-second',
  'mcp-corpus-seventy-third',
  'mcp-corpus-seventy-fourth',
  'mcp-corpus-seventy-fifth',
  'mcp-corpus-seventy-sixth',
  'mcp-corpus-seventy-seventh',
  'mcp-corpus-seventy-eighth',
  'mcp-corpus-seventy-ninth',
  'mcp-corpus-eightieth',
  'mcp-corpus-eighty-first',
  'mcp-corpus-eighty-second',
  'mcp-corpus-eighty-third',
  'mcp-corpus-eighty-fourth',
  'mcp-corpus-eighty-fifth',
  'mcp-corpus-eighty-sixth',
  'mcp-corpus-eighty-seventh',
  'mcp-corpus-eighty-eighth',
  'mcp-corpus-eighty-ninth',
  'mcp-corpus-ninetieth',
  'mcp-corpus-ninety-first',
  'mcp-corpus-ninety-second',
  'mcp-corpus-ninety-third',
  'mcp-corpus-ninety-fourth',
];

export interface Label {
  server: string;
  tool: string;
  rule: string;
  field?: string;
  expected: boolean;
  labelledAfter?: boolean;
  why: string;
}

export interface ServerFindings {
  server: string;
  version: string;
  toolCount: number;
  findings: Finding[];
}

export interface RulePrecision {
  rule: string;
  findings: number;
  right: number;
  precision: number;
  /** One line per wrong finding: where, and the label's reason or that no label foresaw it. */
  wrong: string[];
  labelledAfter: number;
}

export function readLabels(folder: string): Label[] {
  return JSON.parse(readFileSync(join(folder, 'labels.json'), 'utf8')).labels;
}

/** The server names captured in a corpus folder, from its file names. */
/** A corpus later in the capture order may not be captured yet: it holds no servers then. */
export function serversIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json') && file !== 'labels.json')
    .map((file) => file.replace(/\.json$/, ''));
}

/** Needs loadVerbTagger() to have run first, as the lint itself does. */
export function lintCorpus(folder: string): ServerFindings[] {
  return serversIn(folder).map((name) => {
    const json = JSON.parse(readFileSync(join(folder, `${name}.json`), 'utf8'));
    const tools = parseToolsArray(json);
    return { server: json.server, version: json.version, toolCount: tools.length, findings: lintTools(tools, json.server, undefined, toolFactsOf(json)) };
  });
}

export function labelOf(labels: Label[], server: string, finding: Finding): Label | undefined {
  return labels.find(
    (label) => label.server === server && label.tool === finding.tool && label.rule === finding.rule && (label.field === undefined || label.field === finding.field),
  );
}

export function precisionPerRule(corpus: ServerFindings[], labels: Label[]): RulePrecision[] {
  const tally = new Map<string, RulePrecision>();
  for (const { server, findings } of corpus) {
    for (const finding of findings) {
      const entry = tally.get(finding.rule) ?? { rule: finding.rule, findings: 0, right: 0, precision: 0, wrong: [], labelledAfter: 0 };
      const label = labelOf(labels, server, finding);
      entry.findings += 1;
      if (label?.expected === true) entry.right += 1;
      else entry.wrong.push(`${server}/${finding.tool} ${finding.field}: ${label ? `labelled wrong: ${label.why}` : 'no label foresaw it'}`);
      if (label?.labelledAfter) entry.labelledAfter += 1;
      entry.precision = entry.right / entry.findings;
      tally.set(finding.rule, entry);
    }
  }
  return [...tally.values()].sort((a, b) => a.rule.localeCompare(b.rule));
}

export function precisionTable(rows: RulePrecision[]): string {
  return rows
    .map(
      ({ rule, findings, right, precision, labelledAfter }) =>
        `${rule.padEnd(26)} ${String(right).padStart(3)} of ${String(findings).padStart(3)} right, precision ${precision.toFixed(2)}${labelledAfter ? ` (${labelledAfter} labelled after the change)` : ''}`,
    )
    .join('\n');
}

/**
 * What keeps a corpus's figures honest: the findings no label foresaw, and the labels whose finding
 * the lint no longer makes. Both must be empty, or the labels no longer measure the lint as it is.
 */
export function unlabelledAndVanished(corpus: ServerFindings[], labels: Label[]): { unlabelled: string[]; vanished: string[] } {
  const unlabelled = corpus.flatMap(({ server, findings }) =>
    findings.filter((finding) => !labelOf(labels, server, finding)).map((finding) => `${server}/${finding.tool} ${finding.rule} ${finding.field}`),
  );
  const vanished = labelsWithoutFinding(corpus, labels).map((label) => `${label.server}/${label.tool} ${label.rule} ${label.field}`);
  return { unlabelled, vanished };
}

/** The labels whose finding the lint no longer makes. */
export function labelsWithoutFinding(corpus: ServerFindings[], labels: Label[]): Label[] {
  const found = new Set(corpus.flatMap(({ server, findings }) => findings.map((finding) => `${server} ${finding.tool} ${finding.rule} ${finding.field}`)));
  return labels.filter((label) => !found.has(`${label.server} ${label.tool} ${label.rule} ${label.field}`));
}
