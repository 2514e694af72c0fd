import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseToolsArray } from '../../../src/engine/compare/tools-array';
import { lintTools } from '../../../src/engine/surface/lint/lint-tools';
import { toolFactsOf } from '../../../src/engine/surface/lint/tool-facts';
import { loadVerbTagger } from '../../../src/engine/surface/lint/verb-tagger';
import type { Finding } from '../../../src/engine/surface/lint/lint-surface';

// Thirteen real MCP servers the rules were never written against (test/fixtures/mcp-corpus-holdout),
// labelled before any rule changed for them. This measures, it does not tune: a rule that falls
// under 9 in 10 here is made narrower or dropped on the strength of the training corpus, never
// fitted to these labels. A finding no label foresaw counts as wrong.

const folder = join(import.meta.dirname, '..', '..', 'fixtures', 'mcp-corpus-holdout');

interface Label {
  server: string;
  tool: string;
  rule: string;
  field?: string;
  expected: boolean;
  labelledAfter?: boolean;
  why: string;
}

const labels: Label[] = JSON.parse(readFileSync(join(folder, 'labels.json'), 'utf8')).labels;

interface ServerFindings {
  server: string;
  version: string;
  toolCount: number;
  findings: Finding[];
}

function lintHoldout(): ServerFindings[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json') && file !== 'labels.json')
    .map((file) => {
      const json = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      const tools = parseToolsArray(json);
      return { server: json.server, version: json.version, toolCount: tools.length, findings: lintTools(tools, json.server, undefined, toolFactsOf(json)) };
    });
}

function labelOf(server: string, finding: Finding): Label | undefined {
  return labels.find(
    (label) => label.server === server && label.tool === finding.tool && label.rule === finding.rule && (label.field === undefined || label.field === finding.field),
  );
}

describe('lint on held-out MCP servers: precision per rule', () => {
  let corpus: ServerFindings[];
  beforeAll(async () => {
    await loadVerbTagger();
    corpus = lintHoldout();
  });

  it('holds thirteen servers and 142 tools, none of them from the training corpus', () => {
    expect(corpus).toHaveLength(13);
    expect(corpus.reduce((sum, entry) => sum + entry.toolCount, 0)).toBe(142);
    const training = new Set(readdirSync(join(folder, '..', 'mcp-corpus')).map((file) => file.replace(/\.json$/, '')));
    expect(corpus.filter((entry) => training.has(entry.server))).toEqual([]);
  });

  it('is right at least 9 times in 10 for every rule that fires there', () => {
    const tally = new Map<string, { right: number; wrong: string[]; after: number }>();
    for (const { server, findings } of corpus) {
      for (const finding of findings) {
        const entry = tally.get(finding.rule) ?? { right: 0, wrong: [], after: 0 };
        const label = labelOf(server, finding);
        if (label?.expected === true) entry.right += 1;
        else entry.wrong.push(`${server}/${finding.tool} ${finding.field}: ${label ? `labelled wrong: ${label.why}` : 'no label foresaw it'}`);
        if (label?.labelledAfter) entry.after += 1;
        tally.set(finding.rule, entry);
      }
    }
    const rows = [...tally].map(([rule, { right, wrong, after }]) => ({ rule, findings: right + wrong.length, precision: right / (right + wrong.length), wrong, after }));
    console.info(
      rows
        .map(({ rule, findings, precision, after }) => `${rule.padEnd(26)} ${String(findings).padStart(3)} findings, precision ${precision.toFixed(2)}${after ? ` (${after} labelled after the change)` : ''}`)
        .join('\n'),
    );
    for (const { rule, precision, wrong } of rows) {
      expect(precision, `${rule} was wrong on:\n${wrong.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('finds the vendor prefixes, the read-only tools without readOnlyHint and the mixed spellings the labels name', () => {
    const found = new Set(corpus.flatMap(({ server, findings }) => findings.map((finding) => `${server} ${finding.tool} ${finding.rule}`)));
    const recall = (rule: string) => {
      const expected = labels.filter((label) => label.rule === rule && label.expected);
      return expected.filter((label) => found.has(`${label.server} ${label.tool} ${label.rule}`)).length / expected.length;
    };
    expect(recall('vendor-prefix')).toBe(1);
    expect(recall('naming-consistency')).toBe(1);
    expect(recall('annotations')).toBeGreaterThanOrEqual(0.5);
  });
});
