import { useState, type ChangeEvent } from 'react';
import { WORKSPACE_LESSON } from '../../state/compare/compare-setup';
import type { NeedStatus } from '../../state/compare/compare-needs';
import { downloadText } from '../wire/download-text';
import { useCompareControllers, useComparison, useLessons } from './use-compare';

/** The "Lesson" select, the chosen lesson's teaching text and task, and lesson files in and out. */
export function LessonPicker() {
  const { lessons: catalog, comparison } = useCompareControllers();
  const { lessons, state, importResult, problem } = useLessons();
  const { lessonId, status } = useComparison();
  const [exportProblem, setExportProblem] = useState<string>();
  const lesson = lessonId === undefined || lessonId === WORKSPACE_LESSON ? undefined : catalog.find(lessonId);
  const builtins = lessons.filter((entry) => entry.source === 'builtin');
  const imported = lessons.filter((entry) => entry.source === 'imported');

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const added = await catalog.importText(await file.text(), file.name);
    if (added) await comparison.selectLesson(added.id);
  };

  const onRemove = async (id: string) => {
    await catalog.remove(id);
    const first = catalog.getSnapshot().lessons[0];
    if (first) await comparison.selectLesson(first.lesson.id);
  };

  const onExport = async () => {
    setExportProblem(undefined);
    const file = lesson && (await catalog.exportFile(lesson.id));
    if (!file) return setExportProblem('Pick a lesson to export first.');
    downloadText(file.fileName, file.text, 'application/json');
  };

  return (
    <div className="lesson-picker">
      <label className="field">
        <span>Lesson</span>
        <select value={lessonId ?? ''} disabled={state !== 'ready' || status !== 'idle'} onChange={(event) => void comparison.selectLesson(event.target.value)}>
          {lessonId === undefined && <option value="">Loading lessons…</option>}
          <optgroup label="Built-in lessons">
            {builtins.map((entry) => (
              <option key={entry.lesson.id} value={entry.lesson.id}>
                {entry.lesson.title}
              </option>
            ))}
          </optgroup>
          {imported.length > 0 && (
            <optgroup label="Imported lessons">
              {imported.map((entry) => (
                <option key={entry.lesson.id} value={entry.lesson.id}>
                  {entry.lesson.title}
                </option>
              ))}
            </optgroup>
          )}
          <option value={WORKSPACE_LESSON}>Current workspace and task</option>
        </select>
      </label>
      {problem && <p className="problem-text small">{problem}</p>}
      {lesson && (
        <div className="lesson-teaching">
          <p className="prose">{lesson.teaching}</p>
          <LessonNeeds needs={comparison.lessonNeeds()} />
          <details>
            <summary>The task every run starts with</summary>
            <p className="prose small">{lesson.task}</p>
          </details>
        </div>
      )}
      <div className="button-row">
        <label className="file-button">
          Import lesson
          <input type="file" accept=".json,application/json" className="visually-hidden" onChange={(event) => void onImport(event)} />
        </label>
        <button type="button" disabled={!lesson} onClick={() => void onExport()}>
          Export lesson
        </button>
        {lesson && imported.some((entry) => entry.lesson.id === lesson.id) && (
          <button type="button" className="quiet" disabled={status !== 'idle'} onClick={() => void onRemove(lesson.id)}>
            Remove lesson
          </button>
        )}
      </div>
      {importResult && (
        <p className={importResult.ok ? 'hint' : 'problem-text small'} role={importResult.ok ? 'status' : 'alert'}>
          {importResult.message}
        </p>
      )}
      {exportProblem && <p className="problem-text small">{exportProblem}</p>}
    </div>
  );
}

/** What the lesson needs, each thing this page's comparisons lack marked with why. */
function LessonNeeds({ needs }: { needs: readonly NeedStatus[] }) {
  if (needs.length === 0) return null;
  return (
    <p className="small" aria-label="What this lesson needs">
      Needs:{' '}
      {needs.map((need, index) => (
        <span key={need.need} className={need.lacking ? 'problem-text' : undefined}>
          {index > 0 && ', '}
          {need.label}
          {need.lacking && ` (${need.lacking})`}
        </span>
      ))}
    </p>
  );
}
