import { describe, expect, it } from 'vitest';
import { adHocLesson } from '../../../src/engine/lessons/ad-hoc-lesson';
import { parseLessonText, lessonToJson } from '../../../src/engine/lessons/lesson-file';
import { lessonSurface } from '../../../src/engine/lessons/lesson-surface';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { createEventTool } from '../../../src/engine/tools/lessons/create-event';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { applyOverlay } from '../../../src/engine/toolkit/surface-overlay';

describe('a comparison of the current workspace and task', () => {
  it('turns the edited surfaces into a lesson whose variants give them back exactly', () => {
    const defaults = defaultSurface();
    const edited = applyOverlay(defaultSurface([...builtinTools, createEventTool]), {
      system: 'Be brief.',
      tools: { grep: { enabled: false }, edit_file: { name: 'apply_patch', description: 'Patches a file.' } },
      order: ['create_event'],
    });
    const lesson = adHocLesson({
      files: { 'src/app.ts': 'export {};\n' },
      task: 'Tidy up.',
      variants: { mine: edited, stock: defaults },
      checks: [{ kind: 'max-steps', steps: 5 }],
    });
    expect(lesson.tools).toEqual(['create_event']);
    expect(lessonSurface(lesson, 'mine')).toEqual(edited);
    expect(lessonSurface(lesson, 'stock').tools.map((tool) => tool.handler)).toEqual(defaults.tools.map((tool) => tool.handler));
    expect(lessonSurface(lesson, 'stock').system).toBe(defaults.system);
    // And it is a lesson file like any other: exported, imported, shared.
    expect(parseLessonText(lessonToJson(lesson))).toEqual(lesson);
  });
});
