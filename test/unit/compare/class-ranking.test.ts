import { describe, expect, it } from 'vitest';
import { estimateBoardCost } from '../../../src/engine/compare/class-board-cost';
import { classVariants, runClassBoard } from '../../../src/engine/compare/class-board-run';
import { rankingCsv } from '../../../src/engine/compare/class-ranking-table';
import { editsText, surfaceEdits } from '../../../src/engine/compare/surface-word-diff';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { lessonSurface } from '../../../src/engine/lessons/lesson-surface';
import { AnthropicModelClient } from '../../../src/engine/model/anthropic-client';
import { MemoryNodeStore } from '../../../src/engine/nodes/memory-node-store';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { fakeApiKey } from '../../support/fake-api-key';
import { routingReply } from './routing-script';

const lesson = findLesson('write-file-routing')!;
const routes = lessonSurface(lesson, 'after');
const before = lessonSurface(lesson, 'before');

function edited(change: (surface: Surface) => void): Surface {
  const surface = structuredClone(before);
  change(surface);
  return surface;
}

describe('the class board', () => {
  it('shows each edit word by word, per tool and field, with long unchanged stretches shortened', () => {
    const surface = edited((copy) => {
      copy.tools.find((tool) => tool.handler === 'grep')!.description += ' Prefer it to reading whole files.';
      copy.tools = copy.tools.filter((tool) => tool.handler !== 'glob');
      copy.tools.find((tool) => tool.handler === 'ls')!.name = 'list_dir';
    });
    const lines = editsText(surfaceEdits(before, surface));
    expect(lines).toEqual([
      expect.stringMatching(/^grep description: … .+ \{\+Prefer it to reading whole files\.\+\}$/),
      'glob (disabled): [-glob-]',
      'ls name: [-ls-]{+list_dir+}',
    ]);
    expect(lines[0]!.split(' ').length).toBeLessThan(20);
    expect(surfaceEdits(before, before)).toEqual([]);
  });

  it('compares what the model will read on the lesson: a student surface keeping the default system prompt shows no system edit', () => {
    const [variant] = classVariants(lesson, 'before', [{ line: 3, title: 'Routes', author: 'Ada', surface: routes }]);
    expect(variant!.key).toBe('line-3');
    expect(variant!.edits.map((edit) => edit.place)).toEqual(['write_file description']);
  });

  it('ranks better first, never says better without an interval above zero, and exports a CSV a spreadsheet reads safely', async () => {
    const api = await fakeMessagesApiForTest({ script: routingReply });
    const model = new AnthropicModelClient({ apiKey: fakeApiKey('class-ranking'), baseURL: api.url, limits: { maxRetries: 0 } });
    const result = await runClassBoard({
      lesson,
      variants: [
        { line: 1, title: '=HYPERLINK("x")', author: 'Mallory, Esq.', surface: edited((copy) => (copy.tools[0]!.description = 'Reads.')) },
        { line: 2, title: 'Routes edits', author: 'Ada', surface: routes },
      ],
      model,
      modelId: 'claude-sonnet-5-5',
      store: new MemoryNodeStore(),
      maxRunsPerVariant: 4,
      maxCalls: 100,
    });
    expect(result.rows.map((row) => [row.title, row.rank, row.verdict])).toEqual([
      ['before (the lesson\'s baseline)', undefined, 'baseline'],
      ['Routes edits', 1, 'better'],
      ['=HYPERLINK("x")', 2, 'undecided'],
    ]);
    for (const row of result.rows) if (row.verdict === 'better') expect(row.difference!.low).toBeGreaterThan(0);
    expect(result.rows[2]!.verdictText).toBe('undecided — no difference seen yet');
    expect(result.stopped).toBe('most-runs');

    const csv = rankingCsv(result).trim().split('\n');
    expect(csv[0]).toBe('rank,line,title,author,verdict,runs,passed,pass_rate,pass_low,pass_high,difference,difference_low,difference_high,difference_level,more_runs,cost');
    expect(csv[2]).toMatch(/^1,2,Routes edits,Ada,better,4,4,1,/);
    // A title a spreadsheet would run as a formula is kept as text, and a comma stays in its cell.
    expect(csv[3]).toMatch(/^2,1,"'=HYPERLINK\(""x""\)","Mallory, Esq\.",undecided — no difference seen yet,4,0,0,/);
    // Our own numbers stay numbers: the difference 0, its interval from a negative bound to a positive one.
    expect(csv[3]).toMatch(/,0,-0\.\d+,0\.\d+,0\.99\d*,,/);
  });

  it('estimates the most a board can cost before it starts, and says when the price is unknown', () => {
    const input = { lesson, baseline: 'before', variants: 2, maxRunsPerVariant: 10, maxCalls: 50, maxSteps: 30 };
    const known = estimateBoardCost({ ...input, modelId: 'claude-sonnet-5-5' });
    expect(known).toMatchObject({ runs: 30, calls: 50 });
    expect(known.dollars).toBeGreaterThan(0);
    expect(known.text).toMatch(/^At most 30 runs and 50 model calls: up to about \$\d+\.\d\d at claude-sonnet-5-5's list price \(an estimate/);
    const unknown = estimateBoardCost({ ...input, maxCalls: 10_000, maxSteps: 2, modelId: 'my-local-model' });
    expect(unknown.dollars).toBeUndefined();
    expect(unknown.text).toBe('At most 30 runs and 60 model calls; the price of my-local-model is unknown, so the cost cannot be estimated.');
  });
});
