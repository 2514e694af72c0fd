import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../src/engine/surface-analysis/lint/verb-tagger';
import { corporaInCaptureOrder, fixturesFolder, lintCorpus, precisionPerRule, precisionTable, readLabels, serversIn, unlabelledAndVanished, type ServerFindings } from './lint-corpus-precision';

export interface LabelledCorpus {
  /** The folder under test/fixtures. */
  folder: string;
  title: string;
  servers: number;
  tools: number;
  /** The floor per rule: what was measured, so a rule getting worse fails, however low it is. */
  measuredPrecision: Record<string, number>;
}

/**
 * The three checks every labelled corpus of real MCP servers gets: it holds what it says and no
 * server of an earlier corpus; every finding has a label and every label a finding, so a figure can
 * never go stale without a failure; and no rule is less precise than when it was measured (the
 * table is printed, since the figures are the point).
 */
export function describeLabelledCorpus({ folder, title, servers, tools, measuredPrecision }: LabelledCorpus): void {
  const order = corporaInCaptureOrder.indexOf(folder);
  if (order === -1) throw new Error(`${folder} is not in corporaInCaptureOrder: add it there, after the corpora captured before it`);
  const earlier = corporaInCaptureOrder.slice(0, order);
  const path = join(fixturesFolder, folder);
  const labels = readLabels(path);
  describe(title, () => {
    let corpus: ServerFindings[];
    beforeAll(async () => {
      await loadVerbTagger();
      corpus = lintCorpus(path);
    });

    it(`holds ${servers} servers and ${tools} tools, none of them in an earlier corpus`, () => {
      expect(corpus).toHaveLength(servers);
      expect(corpus.reduce((sum, entry) => sum + entry.toolCount, 0)).toBe(tools);
      const seenBefore = new Set(earlier.flatMap((name) => serversIn(join(fixturesFolder, name))));
      expect(corpus.filter((entry) => seenBefore.has(entry.server)).map((entry) => entry.server)).toEqual([]);
    });

    it('finds exactly what was labelled: no finding without a label, no label without its finding', () => {
      const { unlabelled, vanished } = unlabelledAndVanished(corpus, labels);
      expect(unlabelled, 'findings no label foresaw: label them in labels.json (right or wrong, with why)').toEqual([]);
      expect(vanished, 'labelled findings the lint no longer makes: a rule changed, so re-measure and update the figures').toEqual([]);
    });

    it('is no less precise per rule than when it was measured, and prints the table', () => {
      const rows = precisionPerRule(corpus, labels);
      console.info(precisionTable(rows));
      expect(rows.map((row) => row.rule)).toEqual(Object.keys(measuredPrecision).sort());
      for (const { rule, precision, wrong } of rows) {
        expect(precision, `${rule} fell below its measured ${measuredPrecision[rule]!.toFixed(2)}; wrong on:\n${wrong.join('\n')}`).toBeGreaterThanOrEqual(measuredPrecision[rule]!);
      }
    });
  });
}
