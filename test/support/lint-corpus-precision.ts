import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { effectiveTrials, type ClusterCount } from '../../src/engine/compare/clustered-proportion';
import { parseToolsArray } from '../../src/engine/compare/tools-array';
import { lintTools } from '../../src/engine/surface-analysis/lint/lint-tools';
import { toolFactsOf } from '../../src/engine/surface-analysis/lint/tool-facts';
import type { Finding } from '../../src/engine/surface-analysis/lint/finding';
import { serversByCorpus } from './mcp-corpus-servers';

/**
 * What the precision tests share: lint every captured server of a corpus folder, match each finding
 * to its label (labels.json beside the captures) and count, per rule, how often the lint was right.
 * A finding no label foresaw counts as wrong, so a rule cannot look better by finding new things.
 */

export const fixturesFolder = join(import.meta.dirname, '..', 'fixtures');

/** The corpora in the order they were captured: each may hold no server of one before it. */
export const corporaInCaptureOrder = ['mcp-corpus', ...Object.keys(serversByCorpus).map((name) => `mcp-corpus-${name}`)];

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
  return readLabelFile(folder).labels;
}

/** A corpus's labels.json: the labels of what the lint finds, and those later passes retired. */
function readLabelFile(folder: string): { labels: Label[]; retired?: Array<{ labels: Label[] }> } {
  return JSON.parse(readFileSync(join(folder, 'labels.json'), 'utf8'));
}

/**
 * The server names captured in a corpus folder, from its file names. A corpus later in the capture
 * order may not be captured yet: it holds no servers then.
 */
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
    const tools = parseToolsArray(json, { names: 'as written' });
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

/**
 * The corpora captured from `first` to `last` in capture order, both named as folders under
 * test/fixtures: a corpus whose list is still empty and whose folder does not exist was never
 * captured, and has nothing to count.
 */
export function capturedCorporaBetween(first: string, last: string): string[] {
  const from = corporaInCaptureOrder.indexOf(first);
  const to = corporaInCaptureOrder.indexOf(last);
  if (from === -1 || to === -1 || to < from) throw new Error(`${first}..${last} is not a range of corpora in capture order`);
  return corporaInCaptureOrder.slice(from, to + 1).filter((folder) => existsSync(join(fixturesFolder, folder)));
}

/** Every folder (a name under test/fixtures) linted, with how many servers and tools they hold between them. */
export function lintFolders(folders: string[]): { linted: Array<{ folder: string; corpus: ServerFindings[] }>; servers: number; tools: number } {
  const linted = folders.map((folder) => ({ folder, corpus: lintCorpus(join(fixturesFolder, folder)) }));
  const servers = linted.reduce((sum, { corpus }) => sum + corpus.length, 0);
  const tools = linted.reduce((sum, { corpus }) => sum + corpus.reduce((inner, entry) => inner + entry.toolCount, 0), 0);
  return { linted, servers, tools };
}

export interface RuleFigure {
  rule: string;
  right: number;
  findings: number;
  servers: number;
  /** How many independent findings they are worth once grouped by server, to one decimal. */
  effective: number;
}

/**
 * The figures the trust line shows: over the corpora that measured the last passes, each rule's
 * right / findings, the servers they came from and how many independent findings they are worth
 * once grouped by server (one server's habit repeats). A label a later pass retired still counts,
 * since the pass those corpora measured made that finding. vendor-prefix has no figure (its one
 * server's prefix is one habit, not many findings), so it is left out.
 */
export function blindFigures(folders: string[]): { figures: RuleFigure[]; whole: Omit<RuleFigure, 'rule'>; servers: number; tools: number } {
  const byRule = new Map<string, ClusterCount[]>();
  const wholeByServer: ClusterCount[] = [];
  const { linted, servers, tools } = lintFolders(folders);
  for (const { folder, corpus } of linted) {
    for (const rules of blindCountsByServer(folder, corpus).values()) {
      const whole = { successes: 0, trials: 0 };
      for (const [rule, count] of rules) {
        if (rule === 'vendor-prefix') continue;
        byRule.set(rule, [...(byRule.get(rule) ?? []), count]);
        whole.successes += count.successes;
        whole.trials += count.trials;
      }
      wholeByServer.push(whole);
    }
  }
  const figureOf = (clusters: ClusterCount[]) => ({
    right: clusters.reduce((sum, cluster) => sum + cluster.successes, 0),
    findings: clusters.reduce((sum, cluster) => sum + cluster.trials, 0),
    servers: clusters.length,
    effective: Math.round(effectiveTrials(clusters) * 10) / 10,
  });
  const figures = [...byRule].sort(([a], [b]) => a.localeCompare(b)).map(([rule, clusters]) => ({ rule, ...figureOf(clusters) }));
  return { figures, whole: figureOf(wholeByServer), servers, tools };
}

/**
 * Per server and rule, how many findings the pass this corpus measured made and how many were
 * right: what the lint finds now, plus the labels later passes retired.
 */
function blindCountsByServer(folder: string, corpus: ServerFindings[]): Map<string, Map<string, ClusterCount>> {
  const json = readLabelFile(join(fixturesFolder, folder));
  const counts = new Map<string, Map<string, ClusterCount>>();
  const count = (server: string, rule: string, right: boolean) => {
    const rules = counts.get(server) ?? new Map<string, ClusterCount>();
    const entry = rules.get(rule) ?? { successes: 0, trials: 0 };
    entry.trials += 1;
    if (right) entry.successes += 1;
    rules.set(rule, entry);
    counts.set(server, rules);
  };
  for (const { server, findings } of corpus) for (const finding of findings) count(server, finding.rule, labelOf(json.labels, server, finding)?.expected === true);
  for (const group of json.retired ?? []) for (const label of group.labels) count(label.server, label.rule, label.expected);
  return counts;
}
