import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { fixturesFolder, lintCorpus, precisionPerRule, precisionTable, readLabels, type ServerFindings } from '../../support/lint-corpus-precision';

// Thirteen real MCP servers the rules were never written against (test/fixtures/mcp-corpus-holdout),
// labelled before any rule changed for them. This measures, it does not tune: a rule that falls
// under 9 in 10 here is made narrower or dropped on the strength of the training corpus, never
// fitted to these labels. A finding no label foresaw counts as wrong.

const folder = join(fixturesFolder, 'mcp-corpus-holdout');
const labels = readLabels(folder);

describe('lint on held-out MCP servers: precision per rule', () => {
  let corpus: ServerFindings[];
  beforeAll(async () => {
    await loadVerbTagger();
    corpus = lintCorpus(folder);
  });

  it('has no label whose finding is gone, so no figure can go stale without a failure', () => {
    const found = new Set(corpus.flatMap(({ server, findings }) => findings.map((finding) => `${server} ${finding.tool} ${finding.rule} ${finding.field}`)));
    const stale = labels.filter((label) => label.field !== undefined && label.tool !== '*' && !found.has(`${label.server} ${label.tool} ${label.rule} ${label.field}`));
    expect(stale.map((label) => `${label.server}/${label.tool} ${label.rule} ${label.field}`), 'labels whose finding the lint no longer makes: move them under "retired", with why').toEqual([]);
  });

  it('holds thirteen servers and 142 tools, none of them from the training corpus', () => {
    expect(corpus).toHaveLength(13);
    expect(corpus.reduce((sum, entry) => sum + entry.toolCount, 0)).toBe(142);
    const training = new Set(readdirSync(join(folder, '..', 'mcp-corpus')).map((file) => file.replace(/\.json$/, '')));
    expect(corpus.filter((entry) => training.has(entry.server))).toEqual([]);
  });

  it('is right at least 9 times in 10 for every rule that fires there', () => {
    const rows = precisionPerRule(corpus, labels);
    console.info(precisionTable(rows));
    for (const { rule, precision, wrong } of rows) {
      expect(precision, `${rule} was wrong on:\n${wrong.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('finds the vendor prefixes and the read-only tools without readOnlyHint the labels name', () => {
    const found = new Set(corpus.flatMap(({ server, findings }) => findings.map((finding) => `${server} ${finding.tool} ${finding.rule}`)));
    const recall = (rule: string) => {
      const expected = labels.filter((label) => label.rule === rule && label.expected);
      return expected.filter((label) => found.has(`${label.server} ${label.tool} ${label.rule}`)).length / expected.length;
    };
    expect(recall('vendor-prefix')).toBe(1);
    expect(recall('annotations')).toBeGreaterThanOrEqual(0.5);
  });
});
