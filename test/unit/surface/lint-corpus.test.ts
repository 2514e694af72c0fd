import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseToolsArray } from '../../../src/engine/compare/tools-array';
import { lintTools } from '../../../src/engine/surface-analysis/lint/lint-tools';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { toolFactsOf } from '../../../src/engine/surface-analysis/lint/tool-facts';
import type { Finding } from '../../../src/engine/surface-analysis/lint/finding';

// The tools/list results of six real MCP servers (captured by test/support/capture-mcp-corpus.ts)
// and a set of descriptions written wrong on purpose, with a label per finding the lint should
// make and per false alarm it must not make. A lint engineers stop trusting is worse than none:
// each rule that warns on this corpus must be right at least 9 times in 10.

const corpusFolder = join(import.meta.dirname, '..', '..', 'fixtures', 'mcp-corpus');

interface Label {
  server: string;
  tool: string;
  rule: string;
  field?: string;
  expected: boolean;
  why: string;
}

interface ServerFindings {
  server: string;
  toolCount: number;
  findings: Finding[];
}

const labels: Label[] = JSON.parse(readFileSync(join(corpusFolder, 'labels.json'), 'utf8')).labels;

function lintCorpus(): ServerFindings[] {
  return readdirSync(corpusFolder)
    .filter((file) => file.endsWith('.json') && file !== 'labels.json')
    .map((file) => {
      const json = JSON.parse(readFileSync(join(corpusFolder, file), 'utf8'));
      const tools = parseToolsArray(json);
      return { server: json.server as string, toolCount: tools.length, findings: lintTools(tools, json.server, undefined, toolFactsOf(json)) };
    });
}

function labelOf(server: string, finding: Finding): Label | undefined {
  return labels.find(
    (label) =>
      label.server === server &&
      (label.tool === '*' || label.tool === finding.tool) &&
      label.rule === finding.rule &&
      (label.field === undefined || label.field === finding.field),
  );
}

describe('lint on real MCP servers: precision per rule', () => {
  let corpus: ServerFindings[];
  beforeAll(async () => {
    await loadVerbTagger();
    corpus = lintCorpus();
  });

  it('has no label whose finding is gone, so no figure can go stale without a failure', () => {
    const found = new Set(corpus.flatMap(({ server, findings }) => findings.map((finding) => `${server} ${finding.tool} ${finding.rule} ${finding.field}`)));
    const stale = labels.filter((label) => label.field !== undefined && label.tool !== '*' && !found.has(`${label.server} ${label.tool} ${label.rule} ${label.field}`));
    expect(stale.map((label) => `${label.server}/${label.tool} ${label.rule} ${label.field}`), 'labels whose finding the lint no longer makes: move them under "retired", with why').toEqual([]);
  });

  it('holds at least 88 tools from at least five real servers, plus the written-wrong ones', () => {
    const real = corpus.filter((entry) => entry.server !== 'wrong-on-purpose');
    expect(real.length).toBeGreaterThanOrEqual(5);
    expect(real.reduce((sum, entry) => sum + entry.toolCount, 0)).toBeGreaterThanOrEqual(88);
    expect(corpus.some((entry) => entry.server === 'wrong-on-purpose')).toBe(true);
  });

  it('is right at least 9 times in 10 for every rule that warns, and finds what the labels expect', () => {
    const tally = new Map<string, { right: number; wrong: string[] }>();
    for (const { server, findings } of corpus) {
      for (const finding of findings) {
        const entry = tally.get(finding.rule) ?? { right: 0, wrong: [] };
        if (labelOf(server, finding)?.expected === true) entry.right += 1;
        else entry.wrong.push(`${server}/${finding.tool} ${finding.field}: ${finding.message}`);
        tally.set(finding.rule, entry);
      }
    }
    const report = [...tally].map(([rule, { right, wrong }]) => ({ rule, findings: right + wrong.length, precision: right / (right + wrong.length), wrong }));
    console.info(report.map(({ rule, findings, precision }) => `${rule.padEnd(26)} ${String(findings).padStart(3)} findings, precision ${precision.toFixed(2)}`).join('\n'));
    for (const { rule, precision, wrong } of report) {
      expect(precision, `${rule} was wrong on:\n${wrong.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    }
    // Recall of the labelled findings: a label the lint no longer finds is either a regression or
    // a stale label after a re-capture; both want a look.
    const found = new Set(corpus.flatMap(({ server, findings }) => findings.map((finding) => `${server} ${finding.tool} ${finding.rule} ${finding.field}`)));
    const missed = labels.filter((label) => label.expected && !found.has(`${label.server} ${label.tool} ${label.rule} ${label.field}`));
    expect(missed).toEqual([]);
  });

  it('makes none of the false alarms a first try on these servers made', () => {
    const falseAlarms = corpus.flatMap(({ server, findings }) =>
      findings.filter((finding) => labelOf(server, finding)?.expected === false).map((finding) => `${server}/${finding.tool} ${finding.rule}: ${finding.message}`),
    );
    expect(falseAlarms).toEqual([]);
    // The labels name real verbs and example values: the cases the rules must get right.
    expect(labels.filter((label) => !label.expected && label.rule === 'description-action-first').length).toBeGreaterThanOrEqual(22);
  });

  it('finds each kind of mistake written on purpose', () => {
    const wrong = corpus.find((entry) => entry.server === 'wrong-on-purpose')!;
    const byRule = (rule: string) => wrong.findings.filter((finding) => finding.rule === rule).map((finding) => finding.tool);
    // page_screenshot's "Screenshot of the current page…" is a noun phrase first: given the benefit of the doubt.
    expect(byRule('description-action-first')).toEqual(['fetch_page', 'list_notes']);
    expect(byRule('drift')).toEqual(['search_notes', 'search_notes']);
    expect(byRule('index-base')).toEqual(['edit_note']);
    // edit_note's undescribed `text` leaves one reasonable value to send: the rule asks only named questions now.
    expect(byRule('parameter-description')).toEqual([]);
    expect(byRule('tool-name')).toEqual(['web_search']);
    expect(byRule('description-length')).toEqual(['archive_note']);
  });
});
