import { useEffect, useState, type ChangeEvent } from 'react';
import type { Lesson } from '../../../engine/lessons/lesson';
import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { lessonsCatalogOf, openLessonInPage } from '../../state/lessons/lessons-wiring';
import { downloadLessonFile, LessonCard } from './lesson-card';
import './lessons.css';

interface LessonsViewProps {
  /** The lesson is in the Playground now: show it there. */
  onOpened: (message: string) => void;
  /** The playground's files, task and surface as a new lesson. */
  onSaveAsLesson: () => void;
}

/**
 * Every lesson this page has, built-in and imported, readable as a page rather than a file: each
 * can be opened into the Playground, handed out as a link, or exported as a file. Lesson files are
 * imported here as well as in Compare; both show the same list.
 */
export function LessonsView({ onOpened, onSaveAsLesson }: LessonsViewProps) {
  const playground = usePlayground();
  const catalog = lessonsCatalogOf(playground);
  const { lessons, state, importResult, problem } = useStore(catalog);
  const [opening, setOpening] = useState<string>();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();

  useEffect(() => void catalog.load(), [catalog]);

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await catalog.importText(await file.text(), file.name);
  };

  const open = async (lesson: Lesson) => {
    setOpening(lesson.id);
    setOutcome(undefined);
    try {
      const opened = await openLessonInPage(playground, lesson);
      if (opened.ok) onOpened(opened.message);
      else setOutcome(opened);
    } catch (error) {
      setOutcome({ ok: false, message: `"${lesson.title}" was not opened: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setOpening(undefined);
    }
  };

  const exportLesson = async (id: string) => {
    const file = await catalog.exportFile(id);
    if (file) downloadLessonFile(file);
  };

  const builtins = lessons.filter((entry) => entry.source === 'builtin');
  const imported = lessons.filter((entry) => entry.source === 'imported');

  return (
    <main className="lessons-view" aria-label="Lessons">
      <header className="lessons-view-header">
        <div>
          <h2>Lessons</h2>
          <p className="hint">Each lesson is a workspace, a task, surface variants and checks. Open one to work on it in the Playground, or hand it out as a link.</p>
        </div>
        <div className="button-row">
          <button type="button" title="The Playground's files, task and surface as a lesson of your own" onClick={onSaveAsLesson}>
            Save as lesson
          </button>
          <label className="file-button">
            Import lesson
            <input type="file" accept=".json,application/json" className="visually-hidden" onChange={(event) => void onImport(event)} />
          </label>
        </div>
      </header>
      {importResult && (
        <p className={importResult.ok ? 'hint' : 'problem-text small'} role={importResult.ok ? 'status' : 'alert'}>
          {importResult.message}
        </p>
      )}
      {outcome && (
        <p className={outcome.ok ? 'hint' : 'problem-text small'} role="alert">
          {outcome.message}
        </p>
      )}
      {problem && <p className="problem-text small">{problem}</p>}
      {state === 'loading' && <p role="status">Loading the lessons…</p>}
      {imported.length > 0 && (
        <section aria-label="Your lessons" className="lesson-list">
          <h2 className="pane-title">Your lessons</h2>
          {imported.map((entry) => (
            <LessonCard
              key={entry.lesson.id}
              entry={entry}
              busy={opening !== undefined}
              onOpen={() => void open(entry.lesson)}
              onExport={() => void exportLesson(entry.lesson.id)}
              onRemove={() => void catalog.remove(entry.lesson.id)}
            />
          ))}
        </section>
      )}
      <section aria-label="Built-in lessons" className="lesson-list">
        <h2 className="pane-title">Built-in lessons</h2>
        {builtins.map((entry) => (
          <LessonCard key={entry.lesson.id} entry={entry} busy={opening !== undefined} onOpen={() => void open(entry.lesson)} onExport={() => void exportLesson(entry.lesson.id)} />
        ))}
      </section>
    </main>
  );
}
