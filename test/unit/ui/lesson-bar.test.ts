import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../src/engine/lessons/lesson';
import { decodeClassroomLink } from '../../../src/share/classroom-link';
import { LessonBarController } from '../../../src/ui/state/lessons/lesson-bar-controller';
import { lessonLink } from '../../../src/ui/state/lessons/lesson-link';
import { createPlayground, type Playground } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { fakeApiKey } from '../../support/fake-api-key';
import { ScriptedModel } from '../../support/scripted-model';
import { liveWorkspaces, MemoryStorage, when } from './fixtures';

const lesson: Lesson = {
  version: 1,
  id: 'print-42',
  title: 'Print 42',
  teaching: 'A write that says what it wrote needs no read after it.',
  files: { 'src/answer.sh': 'echo 41\n' },
  task: 'Make it print 42.',
  variants: { before: {} },
  checks: [
    { kind: 'file-contains', path: 'src/answer.sh', text: 'echo 42' },
    { kind: 'tool-called', tool: 'write_file', atLeast: 1 },
  ],
};

async function world(storage = new MemoryStorage()): Promise<{ playground: Playground; bar: LessonBarController; storage: MemoryStorage }> {
  const { workspaces } = await liveWorkspaces({ ...lesson.files });
  const settings = new SettingsController(undefined);
  settings.change({ apiKey: fakeApiKey('key') });
  const model = new ScriptedModel([{ calls: [{ name: 'write_file', input: { path: 'src/answer.sh', content: 'echo 42\n' } }] }, { text: 'Done.' }]);
  const playground = createPlayground({ settings, workspaces, createModel: () => model });
  await when(playground.surface, (snapshot) => snapshot.surface !== undefined);
  const bar = new LessonBarController({
    storage,
    findLesson: async (id) => (id === lesson.id ? lesson : undefined),
    workspace: () => workspaces.getSnapshot().active,
    surface: () => playground.surface.getSnapshot().surface,
    onRunEvent: (listener) => playground.run.on(listener),
  });
  return { playground, bar, storage };
}

describe('the lesson bar', () => {
  it('checks the workspace before any run, says which checks need one, and checks the run once there is one', async () => {
    const { playground, bar } = await world();
    bar.show(lesson);
    await bar.checkNow();
    expect(bar.getSnapshot()).toMatchObject({ checkedRun: false, outcomes: [{ passed: false, explanation: 'src/answer.sh has no "echo 42"' }, { explanation: 'needs a run: press Run in the Playground, then Check now again' }] });
    expect(bar.getSnapshot().outcomes![1]!.passed).toBeUndefined();

    await playground.run.run(lesson.task);
    await bar.checkNow();
    expect(bar.getSnapshot()).toMatchObject({ checkedRun: true, outcomes: [{ passed: true }, { passed: true, explanation: 'write_file called 1 time (wanted: at least 1 time)' }] });
  });

  it('is back after a reload as it was left, and stays closed once closed', async () => {
    const first = await world();
    first.bar.show(lesson);
    first.bar.toggleTeaching();
    const reloaded = await world(first.storage);
    await reloaded.bar.restore();
    expect(reloaded.bar.getSnapshot()).toMatchObject({ lesson: { id: 'print-42' }, teachingOpen: false });
    reloaded.bar.close();
    const again = await world(first.storage);
    await again.bar.restore();
    expect(again.bar.getSnapshot().lesson).toBeUndefined();
  });
});

describe('a lesson link', () => {
  it('holds the whole lesson, and is refused for files too large for any link, pointing at the file instead', async () => {
    const made = await lessonLink(lesson, 'https://playground.example/#old');
    if (!made.ok) throw new Error(made.message);
    expect(made.link.startsWith('https://playground.example/#lesson=v1.')).toBe(true);
    const opened = await decodeClassroomLink(made.link);
    expect(opened.ok && opened.document).toEqual({ version: 1, kind: 'lesson', lesson });

    const huge = { ...lesson, files: { ...lesson.files, 'data/big.txt': 'x'.repeat(5.5 * 1024 * 1024) } };
    expect(await lessonLink(huge, 'https://playground.example/')).toEqual({
      ok: false,
      message: '"Print 42" is too large for a link (its files are the bulk of it). The lesson file still works: press Export and hand out the .json file.',
    });
  });
});
