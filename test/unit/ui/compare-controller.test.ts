import { afterEach, describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { applyOverlay } from '../../../src/engine/toolkit/surface-overlay';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { WORKSPACE_LESSON } from '../../../src/ui/state/compare/compare-setup';
import { routingReply } from '../compare/routing-script';
import { compareWorld, type CompareWorld } from './compare-fixtures';
import { when } from './fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

let world: CompareWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const lesson = findLesson('write-file-routing')!;

/** The cells of one variant's row in the Results table, by column header. */
function row(world: CompareWorld, variant: string): Record<string, string> {
  const table = world.controllers.comparison.getSnapshot().shown!.variantTable;
  const cells = table.rows.find((candidate) => candidate[0] === variant)!;
  return Object.fromEntries(table.headers.map((header, index) => [header, cells[index]!]));
}

describe('CompareController', () => {
  it('runs a lesson with two variants × 2 runs, shows the scripted difference, and saves it for after a reload', async () => {
    world = await compareWorld({ script: routingReply });
    const { comparison, library } = world.controllers;
    await comparison.prepare();
    expect(comparison.getSnapshot()).toMatchObject({ lessonId: lesson.id, selectedVariants: ['before', 'after'] });
    comparison.setRunsPerVariant(2);

    const progress: number[] = [];
    comparison.subscribe(() => {
      const done = comparison.getSnapshot().progress?.done;
      if (done !== undefined && progress.at(-1) !== done) progress.push(done);
    });
    await comparison.start();

    const { shown, status, problem } = comparison.getSnapshot();
    expect(problem).toBeUndefined();
    expect(status).toBe('idle');
    expect(progress).toEqual([0, 1, 2, 3, 4]);
    expect(shown!.live).toBe(false);
    expect(shown!.result.metrics.map((metrics) => [metrics.variant, metrics.passRate])).toEqual([['before', 0], ['after', 1]]);
    expect(row(world, 'before')).toMatchObject({ pass: '0/2 (0%)', 'calls per run': 'write_file 1.0' });
    expect(row(world, 'after')).toMatchObject({ pass: '2/2 (100%)', '95% interval': '34%–100%', 'calls per run': 'edit_file 1.0' });
    expect(row(world, 'after').cost).toMatch(/^\$\d/);
    expect(world.server.messageRequests).toHaveLength(8);

    // Saved: the library lists it, and a reload finds it with its transcripts.
    expect(library.getSnapshot().comparisons.map((entry) => entry.id)).toEqual([shown!.result.id]);
    world = await world.reload();
    const reloaded = world.controllers;
    await reloaded.library.refresh();
    const saved = reloaded.library.getSnapshot().comparisons;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ lessonTitle: lesson.title, cancelled: false });
    await reloaded.comparison.show(saved[0]!);
    expect(reloaded.comparison.getSnapshot().shown!.result.metrics.map((metrics) => metrics.passRate)).toEqual([0, 1]);

    const before = saved[0]!.runs.find((run) => run.variant === 'before')!;
    const after = saved[0]!.runs.find((run) => run.variant === 'after')!;
    await reloaded.runs.open(before);
    await reloaded.runs.open(after, { beside: true });
    const open = reloaded.runs.getSnapshot().open;
    expect(open.map((run) => [run.outcome.variant, run.state])).toEqual([['before', 'ready'], ['after', 'ready']]);
    expect(open[0]!.messages[0]!.message).toEqual({ role: 'user', content: lesson.task });
    expect(JSON.stringify(open[0]!.messages[1]!.message)).toContain('"name":"write_file"');
    expect(JSON.stringify(open[1]!.messages[1]!.message)).toContain('"name":"edit_file"');
    // Another comparison on screen closes the transcripts of this one.
    await reloaded.comparison.show({ ...saved[0]!, id: 'cmp_other' });
    expect(reloaded.runs.getSnapshot().open).toEqual([]);
  });

  it('keeps the finished runs when cancelled, the run in flight as cancelled, and saves that', async () => {
    let cancel = () => {};
    world = await compareWorld({
      script: (request, index) => {
        // The first request of the second run hangs until the person presses Cancel.
        if (index === 2) {
          setTimeout(() => cancel(), 30);
          return { hangMs: 10_000 };
        }
        return routingReply(request);
      },
    });
    const { comparison, library } = world.controllers;
    cancel = () => comparison.cancel();
    await comparison.prepare();
    comparison.setRunsPerVariant(3);
    await comparison.start();

    const { result } = comparison.getSnapshot().shown!;
    expect(result.cancelled).toBe(true);
    expect(result.runs.map((run) => `${run.variant}#${run.run} ${run.status}`)).toEqual(['before#1 failed', 'after#1 cancelled']);
    expect(result.metrics.map((metrics) => [metrics.variant, metrics.runs, metrics.cancelled])).toEqual([['before', 1, 0], ['after', 1, 1]]);
    expect(world.server.messageRequests).toHaveLength(3);
    await when(library, (snapshot) => snapshot.comparisons[0]?.runs.length === 2);
    expect((await world.store!.comparisons.get(result.id))!.runs.map((run) => run.status)).toEqual(['failed', 'cancelled']);
  });

  it('says what is missing before starting: a key, two variants, a whole number of runs', async () => {
    world = await compareWorld({ script: routingReply, apiKey: '' });
    const { comparison } = world.controllers;
    await comparison.prepare();
    await comparison.start();
    expect(comparison.getSnapshot().problem).toBe('Comparisons call the model: add an API key in Settings to start one.');

    world.settings.change({ apiKey: fakeApiKey('compare-ui') });
    comparison.setVariantSelected('before', false);
    expect(comparison.blocker()).toBe('Pick two or more variants to compare.');
    comparison.setVariantSelected('before', true);
    expect(comparison.getSnapshot().selectedVariants).toEqual(['before', 'after']);
    comparison.setRunsPerVariant(2.5);
    expect(comparison.blocker()).toBe('Runs per variant must be a whole number from 1 to 20.');
    expect(world.server.messageRequests).toHaveLength(0);
  });

  it('compares the current workspace and task under the edited surface and a saved variant, in memory when storage is off', async () => {
    world = await compareWorld({ script: routingReply, files: lesson.files, storageOff: true });
    const { comparison, library, runs } = world.controllers;
    await comparison.prepare();
    await comparison.selectLesson(WORKSPACE_LESSON);
    const ids = comparison.getSnapshot().variantChoices.map((choice) => choice.id);
    expect(ids.slice(0, 2)).toEqual(['current', 'default']);
    expect(ids).toContain('preset-claude-code');
    expect(comparison.getSnapshot().selectedVariants).toEqual(['current', 'default']);
    expect(comparison.blocker()).toBe('Write the task every run starts with.');

    comparison.setWorkspaceTask(lesson.task);
    comparison.setCheckCommand('grep -q "RESTOCK_THRESHOLD = 12;" src/inventory.ts');
    comparison.setRunsPerVariant(1);
    await comparison.start();

    const { result } = comparison.getSnapshot().shown!;
    expect(result).toMatchObject({ lessonTitle: 'The current workspace and task', variants: ['current', 'default'], checkLabels: ['`grep -q "RESTOCK_THRESHOLD = 12;" src/inventory.ts` exits 0'] });
    expect(result.runs.map((run) => run.status)).toEqual(['passed', 'passed']);
    expect(comparison.getSnapshot().notice).toMatch(/Browser storage is off/);
    await library.refresh();
    expect(library.getSnapshot()).toMatchObject({ storageOff: true, comparisons: [] });
    // The transcripts are still one click away on this page.
    await runs.open(result.runs[0]!);
    expect(runs.getSnapshot().open[0]).toMatchObject({ state: 'ready' });
  });

  it('puts a saved variant against the edited surface on the workspace', async () => {
    world = await compareWorld({ script: routingReply, files: lesson.files });
    const withoutRouting = applyOverlay(defaultSurface(), lesson.variants.before!);
    await world.store!.variants.save({ name: 'No routing!', surface: withoutRouting });
    const { comparison } = world.controllers;
    await comparison.prepare();
    await comparison.selectLesson(WORKSPACE_LESSON);
    comparison.setVariantSelected('default', false);
    comparison.setVariantSelected('saved-no-routing', true);
    comparison.setWorkspaceTask(lesson.task);
    comparison.setRunsPerVariant(1);
    await comparison.start();

    const { result } = comparison.getSnapshot().shown!;
    expect(result.variants).toEqual(['current', 'saved-no-routing']);
    expect(result.runs.map((run) => [run.variant, run.toolCalls])).toEqual([
      ['current', { edit_file: 1 }],
      ['saved-no-routing', { write_file: 1 }],
    ]);
    // Without a check command every finished run passes; the table still shows what differed.
    expect(result.metrics.map((metrics) => metrics.passRate)).toEqual([1, 1]);
  });

  it('offers every preset beside a lesson\'s own variants, and runs the lesson\'s task under the preset\'s own tools', async () => {
    world = await compareWorld({ script: routingReply });
    const { comparison } = world.controllers;
    await comparison.prepare();
    const choices = comparison.getSnapshot().variantChoices;
    expect(choices.map((choice) => choice.id)).toEqual(['before', 'after', 'preset:efferent', 'preset:claude-code', 'preset:swe-agent', 'preset:mini-swe-agent', 'preset:aider']);
    expect(choices.find((choice) => choice.id === 'preset:claude-code')!.label).toBe('Preset: Claude Code style');
    comparison.setVariantSelected('before', false);
    comparison.setVariantSelected('preset:claude-code', true);
    comparison.setRunsPerVariant(1);
    await comparison.start();

    const { result } = comparison.getSnapshot().shown!;
    expect(result.variants).toEqual(['after', 'preset:claude-code']);
    expect(result.runs.map((run) => run.preset)).toEqual([undefined, 'claude-code']);
    const toolNames = (index: number) => world!.server.messageRequests[index]!.body.tools.map((tool: { name: string }) => tool.name);
    expect(toolNames(0)).toContain('edit_file');
    expect(toolNames(2)).toEqual(expect.arrayContaining(['Read', 'Edit', 'Write']));
  });
});
