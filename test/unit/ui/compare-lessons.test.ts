import { afterEach, describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { lessonToJson } from '../../../src/engine/lessons/lesson-file';
import { compareWorld, type CompareWorld } from './compare-fixtures';

let world: CompareWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const ownLesson = () => ({ ...findLesson('failure-next-move')!, id: 'my-failure-lesson', title: 'My failure lesson' });

describe('the lesson list', () => {
  it('lists the built-ins, imports a lesson file that is still listed after a reload, and exports what it imports', async () => {
    world = await compareWorld({ script: [] });
    const { lessons, comparison } = world.controllers;
    await comparison.prepare();
    expect(lessons.getSnapshot().lessons.slice(0, 2).map((entry) => [entry.lesson.id, entry.source])).toEqual([
      ['write-file-routing', 'builtin'],
      ['edit-file-flat-form', 'builtin'],
    ]);

    const imported = await lessons.importText(lessonToJson(ownLesson()), 'mine.json');
    expect(imported?.id).toBe('my-failure-lesson');
    expect(lessons.getSnapshot().importResult).toEqual({ ok: true, message: 'Imported "My failure lesson".' });
    await comparison.selectLesson('my-failure-lesson');
    expect(comparison.getSnapshot().selectedVariants).toEqual(['before', 'after']);

    world = await world.reload();
    await world.controllers.lessons.load();
    const entry = world.controllers.lessons.getSnapshot().lessons.at(-1)!;
    expect(entry).toMatchObject({ source: 'imported', lesson: { id: 'my-failure-lesson', title: 'My failure lesson' } });
    const file = await world.controllers.lessons.exportFile('my-failure-lesson');
    expect(file!.fileName).toBe('my-failure-lesson.lesson.json');
    expect(JSON.parse(file!.text)).toEqual(JSON.parse(lessonToJson(ownLesson())));

    await world.controllers.lessons.remove('my-failure-lesson');
    await world.controllers.lessons.remove('write-file-routing');
    expect(world.controllers.lessons.getSnapshot().lessons.map((listed) => listed.source)).not.toContain('imported');
    expect(world.controllers.lessons.find('write-file-routing')).toBeDefined();
    expect(await world.store!.lessons.list()).toEqual([]);
  });

  it('refuses a bad file with the field path and the reader\'s message, and a built-in id', async () => {
    world = await compareWorld({ script: [] });
    const { lessons } = world.controllers;
    const broken = { ...ownLesson(), checks: [{ kind: 'file-matches', path: 'src/a.ts', pattern: '([' }] };
    expect(await lessons.importText(JSON.stringify(broken), 'broken.json')).toBeUndefined();
    expect(lessons.getSnapshot().importResult!.ok).toBe(false);
    expect(lessons.getSnapshot().importResult!.message).toMatch(/^broken\.json cannot be used as a lesson: checks\[0\]\.pattern: not a valid regular expression: .+\. Fix that field and import the file again\.$/);

    await lessons.importText('{ "version": 1, ', 'cut.json');
    expect(lessons.getSnapshot().importResult!.message).toMatch(/^cut\.json cannot be used as a lesson: \(file\): not valid JSON/);

    await lessons.importText(lessonToJson(findLesson('write-file-routing')!), 'copy.json');
    expect(lessons.getSnapshot().importResult!.message).toBe('copy.json has the id "write-file-routing", which a built-in lesson already uses. Change the file\'s "id" and import it again.');
    expect(lessons.getSnapshot().lessons.filter((entry) => entry.source === 'imported')).toEqual([]);
  });
});
