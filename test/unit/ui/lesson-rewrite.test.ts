import { afterEach, describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { LessonRewriteController } from '../../../src/ui/state/improve/lesson-rewrite-controller';
import type { FakeReply, RecordedRequest } from '../../support/fake-messages-api';
import { routingReply } from '../compare/routing-script';
import { compareWorld, type CompareWorld } from './compare-fixtures';

let world: CompareWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const lesson = findLesson('write-file-routing')!;
const otherLesson = findLesson('read-file-envelope')!;
const routed = 'Writes a whole new file. To change part of an existing file, use edit_file instead: it sends only the change.';
const proposal = { edits: [{ tool: 'write_file', field: 'description', text: routed }], rationale: 'The model rewrote the whole file because nothing sent it to edit_file.' };

/**
 * A fixture, not a model: as the proposer it answers propose_surface_edit; as the model under test
 * it passes the lesson only when write_file's description sends changes to edit_file.
 */
function script(request: RecordedRequest): FakeReply {
  const tools: Array<{ name: string }> = request.body.tools;
  if (tools.some((tool) => tool.name === 'propose_surface_edit')) return { blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: proposal }] };
  return routingReply(request);
}

const proposerRequests = (current: CompareWorld) => current.server.messageRequests.filter((request) => request.body.tools.some((tool: { name: string }) => tool.name === 'propose_surface_edit'));

/** The lesson compared with "before" (which fails every run) and "after" (which passes), two runs each. */
async function comparisonWithFailures(current: CompareWorld, { otherLessonFirst = false } = {}): Promise<LessonRewriteController> {
  const { comparison } = current.controllers;
  await comparison.prepare();
  if (otherLessonFirst) {
    // Another lesson's comparison, whose runs all fail too: none of it may reach the proposer.
    await comparison.selectLesson(otherLesson.id);
    comparison.setRunsPerVariant(1);
    await comparison.start();
    expect(comparison.getSnapshot().shown!.result.runs.map((run) => run.status)).toEqual(['failed', 'failed']);
  }
  await comparison.selectLesson(lesson.id);
  comparison.setRunsPerVariant(2);
  await comparison.start();
  expect(comparison.getSnapshot().shown!.result.metrics.map((metrics) => [metrics.variant, metrics.passRate])).toEqual([
    ['before', 0],
    ['after', 1],
  ]);
  return new LessonRewriteController({
    comparison,
    settings: current.settings,
    rounds: () => current.store?.rewriteRounds,
    variants: { saveSurface: (name, surface) => current.store!.variants.save({ name, surface }), open: () => undefined },
    sessionId: () => undefined,
  });
}

describe('Suggest a rewrite from a lesson comparison', () => {
  it('shows the proposer the failing variant\'s failed checks and calls, proves the accepted candidate better by a comparison run until decided', async () => {
    world = await compareWorld({ script });
    const rewrite = await comparisonWithFailures(world, { otherLessonFirst: true });
    expect(rewrite.sources()).toEqual(['before']);
    expect(rewrite.estimate()).toMatch(/^One proposer call \(two if its answer does not fit\): about [\d,]+ input tokens/);
    await rewrite.suggest();
    expect(rewrite.getSnapshot().problem).toBeUndefined();

    const requests = proposerRequests(world);
    expect(requests).toHaveLength(1);
    const brief: string = requests[0]!.body.messages[0].content;
    // The failed checks in their own words, the call the model made with its arguments, both runs as one entry.
    expect(brief).toContain('changed with edit_file: ');
    expect(brief).toContain('write_file never used: ');
    expect(brief).toContain('"tool": "write_file"');
    expect(brief).toContain('"path": "src/inventory.ts"');
    expect(brief).toContain('"times": 2');
    expect(brief).toContain(lesson.task);
    // Nothing of the variant that passed (its calls went to edit_file), nothing of the other lesson.
    expect(brief).not.toContain('tasks.txt');
    expect(brief).not.toContain('"tool": "edit_file"');
    // The texts the proposer rewrites are the failing variant's, which lack the routing sentence.
    expect(brief).not.toContain('use edit_file instead');

    const { round } = rewrite.getSnapshot();
    expect(round!.record).toMatchObject({ source: 'before', lessonId: lesson.id, misses: 2, heldOutPrompts: 0, rationale: proposal.rationale });
    expect(round!.record.cards).toMatchObject([{ tool: 'write_file', field: 'description', decision: 'pending' }]);
    expect(round!.record.cards[0]!.refused).toBeUndefined();
    rewrite.decide(0, 'accepted');

    const { comparison } = world.controllers;
    comparison.setRunsPerVariant(20);
    await rewrite.prove();
    expect(rewrite.getSnapshot().problem).toBeUndefined();

    // The proof is the Compare view's own comparison: the candidate against "before", until decided.
    const compared = comparison.getSnapshot();
    expect(compared.untilDecided).toBe(true);
    expect(compared.selectedVariants).toEqual(['before', 'saved-before-rewrite']);
    expect(compared.shown!.result.baseline).toBe('before');
    const verdict = compared.shown!.verdicts.find((row) => row.difference.variant === 'saved-before-rewrite')!;
    expect(verdict.difference.verdict).toBe('better');
    expect(compared.shown!.result.runs.length).toBeLessThan(40);

    const record = rewrite.getSnapshot().round!.record;
    expect(record).toMatchObject({ keptAs: 'before rewrite', proof: { evaluation: { verdict: 'better', delta: 1 } } });
    const [saved] = await world.store!.variants.list();
    expect(saved!.surface.tools.find((tool) => tool.name === 'write_file')!.description).toBe(routed);
    const [kept] = await world.store!.rewriteRounds.list();
    expect(kept).toMatchObject({ id: record.id, proof: { evaluation: { verdict: 'better' } } });

    // Pressed again on the same decisions: the same saved variant runs again, no copy of it is saved.
    await rewrite.prove();
    expect(await world.store!.variants.list()).toHaveLength(1);
    expect(comparison.getSnapshot().shown!.result.variants).toEqual(['before', 'saved-before-rewrite']);
    expect(rewrite.getSnapshot().round!.record.proof!.evaluation.verdict).toBe('better');
  });

  it('after a reload, rewrites a reopened comparison\'s own lesson variant from the transcripts in browser storage', async () => {
    world = await compareWorld({ script });
    await comparisonWithFailures(world);
    world = await world.reload();
    const { comparison, library, lessons } = world.controllers;
    await comparison.prepare();
    await library.refresh();
    const [saved] = library.getSnapshot().comparisons;
    await comparison.show(saved!);
    const rewrite = new LessonRewriteController({
      comparison,
      lessons,
      settings: world.settings,
      rounds: () => world!.store?.rewriteRounds,
      variants: { saveSurface: async () => undefined, open: () => undefined },
      sessionId: () => undefined,
    });
    expect(rewrite.blocker()).toBeUndefined();
    await rewrite.suggest();
    const brief: string = proposerRequests(world)[0]!.body.messages[0].content;
    expect(brief).toContain('"path": "src/inventory.ts"');
    expect(brief).toContain('write_file never used: ');
    expect(rewrite.getSnapshot().round!.record).toMatchObject({ source: 'before', misses: 2 });
  });

  it('says what to do when the proposer has no key, and sends nothing', async () => {
    world = await compareWorld({ script });
    const rewrite = await comparisonWithFailures(world);
    world.settings.change({ apiKey: '' });
    expect(rewrite.blocker()).toBe('Suggest a rewrite asks the proposer with your own Anthropic API key, which is not set: add it in Settings.');
    await rewrite.suggest();
    expect(proposerRequests(world)).toEqual([]);
    expect(rewrite.getSnapshot().round).toBeUndefined();
  });
});
