import { afterEach, describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { lessonSurface } from '../../../src/engine/lessons/lesson-surface';
import { encodeClassroomLink } from '../../../src/share/classroom-link';
import { ClassBoardController } from '../../../src/ui/state/class-board/class-board-controller';
import { routingReply } from '../compare/routing-script';
import { compareWorld, type CompareWorld } from './compare-fixtures';

/**
 * The class board's controller as the page builds it, over a real store and the local Messages
 * API: what a teacher pasted and ranked is still there after a reload, and nothing runs without a key.
 */
const lesson = findLesson('write-file-routing')!;
let world: CompareWorld | undefined;
afterEach(async () => world?.close());

function boardOf(current: CompareWorld): ClassBoardController {
  return new ClassBoardController({ settings: current.settings, lessons: current.controllers.lessons, store: () => current.store });
}

async function link(title: string): Promise<string> {
  return `http://localhost:5173/${await encodeClassroomLink({ version: 1, kind: 'variant', title, author: 'Ada', surface: lessonSurface(lesson, 'after'), lesson: lesson.id })}`;
}

describe('the class board controller', () => {
  it('keeps the links, budget and ranking across a reload, and says what a run would cost before it starts', async () => {
    world = await compareWorld({ script: routingReply, modelId: 'claude-sonnet-5-5' });
    const board = boardOf(world);
    await board.open();
    await board.pickLesson(lesson.id);
    await board.setBudget({ maxRunsPerVariant: 4, maxCalls: 60 });
    await board.setLinks(`${await link('Routes edits')}\nnot a link`);
    const before = board.getSnapshot();
    expect(before.validation?.variants.map((variant) => variant.title)).toEqual(['Routes edits']);
    expect(before.validation?.broken).toEqual([{ line: 2, reason: expect.stringContaining('This is not an ACI Playground lesson or variant link') }]);
    expect(before.estimate).toMatch(/^At most 8 runs and 60 model calls: up to about \$\d+\.\d\d at claude-sonnet-5-5's list price/);

    await board.runAll();
    expect(board.getSnapshot().problem).toBeUndefined();
    expect(board.getSnapshot().board?.result.rows.map((row) => row.verdict)).toEqual(['baseline', 'better']);

    world = await world.reload();
    const reloaded = boardOf(world);
    await reloaded.open();
    const after = reloaded.getSnapshot();
    expect(after).toMatchObject({ lessonId: lesson.id, maxRunsPerVariant: 4, maxCalls: 60 });
    expect(after.links).toContain('not a link');
    expect(after.board?.result.rows.map((row) => row.title)).toEqual(["before (the lesson's baseline)", 'Routes edits']);
    expect(after.board?.broken.map((line) => line.line)).toEqual([2]);
  }, 60_000);

  it('runs nothing without a key, and says where to add one', async () => {
    world = await compareWorld({ script: routingReply, apiKey: '' });
    const board = boardOf(world);
    await board.open();
    await board.pickLesson(lesson.id);
    await board.setLinks(await link('Routes edits'));
    await board.runAll();
    expect(board.getSnapshot().problem).toBe('Add your API key in Settings to run the board: every run is a model call made from this browser with your key.');
    expect(world.server.messageRequests).toHaveLength(0);
  });
});
