import { useEffect } from 'react';
import { checkKindForm } from '../../../engine/lessons/check-forms';
import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { lessonBarOf } from '../../state/lessons/lessons-wiring';
import { useCheckWords } from './use-check-words';
import './lessons.css';

/**
 * The lesson being worked on, above the Playground: its title, its teaching text (folds away), its
 * checks, and "Check now" against the workspace as it is and the last run. Closing it leaves the
 * workspace as it is; "Save as lesson" makes the playground, as changed, a lesson of one's own.
 */
interface LessonBarProps {
  onSaveAsLesson: () => void;
}

export function LessonBar({ onSaveAsLesson }: LessonBarProps) {
  const playground = usePlayground();
  const bar = lessonBarOf(playground);
  const { lesson, teachingOpen, checking, outcomes, checkedRun, problem } = useStore(bar);
  const describe = useCheckWords(lesson !== undefined);

  useEffect(() => void bar.restore(), [bar]);

  if (!lesson) return null;
  const needRun = lesson.checks.filter((check) => checkKindForm(check.kind).needsRun).length;
  return (
    <section className="lesson-bar" aria-label="Lesson">
      <div className="lesson-bar-head">
        <span className="pane-title">Lesson</span>
        <h2>{lesson.title}</h2>
        <button type="button" className="quiet" aria-expanded={teachingOpen} onClick={() => bar.toggleTeaching()}>
          {teachingOpen ? 'Hide teaching' : 'Show teaching'}
        </button>
        <span className="lesson-bar-actions">
          <button type="button" className="primary" disabled={checking} onClick={() => void bar.checkNow()}>
            {checking ? 'Checking…' : 'Check now'}
          </button>
          <button type="button" onClick={onSaveAsLesson}>
            Save as lesson
          </button>
          <button type="button" className="quiet" onClick={() => bar.close()}>
            Close lesson
          </button>
        </span>
      </div>
      {teachingOpen && <p className="prose lesson-bar-teaching">{lesson.teaching}</p>}
      <ul className="lesson-bar-checks" aria-label="Lesson checks">
        {lesson.checks.map((check, index) => {
          const outcome = outcomes?.[index];
          const mark = outcome === undefined || outcome.passed === undefined ? '•' : outcome.passed ? '✓' : '✗';
          const state = outcome?.passed === undefined ? 'unknown' : outcome.passed ? 'passed' : 'failed';
          return (
            <li key={index} className={`lesson-check ${state}`}>
              <span aria-hidden="true">{mark}</span> {describe(check)}
              {outcome && <span className="small"> — {outcome.passed === undefined ? outcome.explanation : `${outcome.passed ? 'passes' : 'fails'}: ${outcome.explanation}`}</span>}
            </li>
          );
        })}
      </ul>
      {outcomes === undefined && needRun > 0 && (
        <p className="hint">
          {needRun === lesson.checks.length
            ? 'Every check here reads what a run did: press Run first, then Check now.'
            : `${needRun} of these checks read what a run did: press Run first. The others read the workspace and can be checked now.`}
        </p>
      )}
      {outcomes !== undefined && (
        <p className="hint" role="status">
          Checked against the workspace as it is{checkedRun ? ' and the last run in this page' : '; no run yet in this page'}: {outcomes.filter((outcome) => outcome.passed).length} of{' '}
          {outcomes.length} pass.
        </p>
      )}
      {problem && (
        <p className="problem-text small" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
