import { useEffect, type ChangeEvent } from 'react';
import { useStore } from '../../hooks/use-store';
import { compareControllersOf } from '../../state/compare/compare-controllers';
import { usePlayground } from '../../hooks/playground-context';
import { BoardRanking } from './board-ranking';
import { BoardValidationList } from './board-validation';
import { useClassBoard, useClassBoardController } from './use-class-board';
import { LessonOptions } from '../lessons/lesson-options';

/**
 * The class board: pick the lesson, paste the students' variant links (or load a text file of
 * them), read what each changed and which lines cannot run, set the budget, then Run all. The
 * ranking stays in browser storage and downloads as CSV or JSON.
 */
export function ClassBoardScreen() {
  const board = useClassBoardController();
  const catalog = compareControllersOf(usePlayground()).lessons;
  const { lessons } = useStore(catalog);
  const { lessonId, links, maxRunsPerVariant, maxCalls, validation, estimate, status, progress, problem } = useClassBoard();
  const busy = status !== 'idle';
  const lesson = lessonId === undefined ? undefined : catalog.find(lessonId);
  const baseline = lesson ? Object.keys(lesson.variants)[0] : undefined;

  useEffect(() => {
    void board.open();
  }, [board]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await board.setLinks(await file.text());
  };

  return (
    <div className="class-board">
      <section className="class-board-setup" aria-label="Class board setup">
        <label className="field">
          <span>Lesson</span>
          <select value={lessonId ?? ''} disabled={busy || lessons.length === 0} onChange={(event) => void board.pickLesson(event.target.value)}>
            {lessonId === undefined && <option value="">Loading lessons…</option>}
            <LessonOptions lessons={lessons} />
          </select>
        </label>
        {baseline && (
          <p className="board-note">
            Each variant is ranked against the lesson's baseline, its first variant: "{baseline}". Every run is made from this browser with your key, on a fresh copy of
            the lesson's files.
          </p>
        )}
        <label className="field links-field">
          <span>Variant links</span>
          <textarea
            value={links}
            rows={5}
            spellCheck={false}
            disabled={busy}
            placeholder="One variant link per line, as the students sent them"
            onChange={(event) => void board.setLinks(event.target.value)}
          />
        </label>
        <label className="file-button small">
          Load a text file of links
          <input type="file" accept=".txt,text/plain" disabled={busy} onChange={(event) => void onFile(event)} />
        </label>
        {validation && <BoardValidationList validation={validation} />}
        <fieldset className="board-budget" disabled={busy}>
          <legend>Budget</legend>
          <label className="field">
            <span>Most runs per variant</span>
            <input type="number" min={1} value={maxRunsPerVariant} onChange={(event) => void board.setBudget({ maxRunsPerVariant: Math.max(1, Math.floor(Number(event.target.value) || 1)) })} />
          </label>
          <label className="field">
            <span>Most model calls in all</span>
            <input type="number" min={1} value={maxCalls} onChange={(event) => void board.setBudget({ maxCalls: Math.max(1, Math.floor(Number(event.target.value) || 1)) })} />
          </label>
        </fieldset>
        {estimate && <p className="board-estimate">{estimate}</p>}
        <div className="board-actions">
          <button type="button" className="primary" disabled={busy || !validation || validation.variants.length === 0} onClick={() => void board.runAll()}>
            Run all
          </button>
          {busy && (
            <button type="button" disabled={status === 'cancelling'} onClick={() => board.cancel()}>
              Stop
            </button>
          )}
        </div>
        {progress && (
          <p role="status" className="board-progress">
            <progress aria-label="Class board progress" max={progress.maxCalls} value={progress.calls} /> {progress.runs} runs finished · {progress.calls} of {progress.maxCalls} model calls
          </p>
        )}
        {problem && (
          <p role="alert" className="problem-text">
            {problem}
          </p>
        )}
      </section>
      <BoardRanking />
    </div>
  );
}
