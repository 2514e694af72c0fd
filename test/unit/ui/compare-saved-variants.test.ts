import { afterEach, describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { applyOverlay } from '../../../src/engine/toolkit/surface-overlay';
import { WORKSPACE_LESSON } from '../../../src/ui/state/compare/compare-setup';
import { routingReply } from '../compare/routing-script';
import { compareWorld, type CompareWorld } from './compare-fixtures';

// Saved variants meet the lessons, and the workspace comparison starts from the session's task.

let world: CompareWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const lesson = findLesson('write-file-routing')!;

describe('saved variants and the session task in the Compare view', () => {
  it('offers a saved variant beside a built-in lesson\'s own, unticked, and judges its runs by the lesson\'s checks', async () => {
    world = await compareWorld({ script: routingReply });
    // Saved from the playground: the lesson's "before" surface, which rewrites the whole file.
    await world.store!.variants.save({ name: 'No routing!', surface: applyOverlay(defaultSurface(), lesson.variants.before!) });
    const { comparison } = world.controllers;
    await comparison.prepare();
    const choices = comparison.getSnapshot().variantChoices;
    expect(choices.at(-1)).toEqual({ id: 'saved-no-routing', label: 'Saved: No routing!', own: false });
    expect(comparison.getSnapshot().selectedVariants).toEqual(['before', 'after']);

    comparison.setVariantSelected('before', false);
    comparison.setVariantSelected('saved-no-routing', true);
    comparison.setRunsPerVariant(1);
    await comparison.start();

    const { result } = comparison.getSnapshot().shown!;
    expect(result.variants).toEqual(['after', 'saved-no-routing']);
    expect(result.runs.map((run) => [run.variant, run.toolCalls])).toEqual([
      ['after', { edit_file: 1 }],
      ['saved-no-routing', { write_file: 1 }],
    ]);
    // The lesson's checks, not "every finished run passes": the saved surface fails them as "before" does.
    expect(result.metrics.map((metrics) => metrics.passRate)).toEqual([1, 0]);
    // Every run started from the lesson's task.
    for (const request of world.server.messageRequests) expect(JSON.stringify(request.body.messages[0])).toContain(lesson.task);
  });

  it('starts "Current workspace and task" with the session\'s task, and keeps a task the person typed there', async () => {
    let sessionTask = 'Make sh test/check.sh pass.';
    world = await compareWorld({ script: routingReply, sessionTask: () => sessionTask });
    const { comparison } = world.controllers;
    await comparison.prepare();
    await comparison.selectLesson(WORKSPACE_LESSON);
    expect(comparison.getSnapshot().workspaceTask).toBe('Make sh test/check.sh pass.');
    expect(comparison.blocker()).toBeUndefined();

    comparison.setWorkspaceTask('My own task.');
    sessionTask = 'A later run.';
    await comparison.selectLesson(lesson.id);
    await comparison.selectLesson(WORKSPACE_LESSON);
    expect(comparison.getSnapshot().workspaceTask).toBe('My own task.');
  });
});
