import { useState } from 'react';
import type { LessonEntry } from '../../state/compare/lessons-catalog';
import { lessonLink } from '../../state/lessons/lesson-link';
import { downloadText } from '../wire/download-text';
import { useCheckWords } from './use-check-words';

interface LessonCardProps {
  entry: LessonEntry;
  onOpen: () => void;
  onExport: () => void;
  onRemove?: () => void;
  busy: boolean;
}

type LinkState = { state: 'idle' } | { state: 'made'; link: string; copied: boolean } | { state: 'refused'; message: string };

/** One lesson as a person reads it: title, teaching text, task, checks in words, variants, and what to do with it. */
export function LessonCard({ entry, onOpen, onExport, onRemove, busy }: LessonCardProps) {
  const { lesson, source } = entry;
  const describe = useCheckWords();
  const [link, setLink] = useState<LinkState>({ state: 'idle' });
  const headingId = `lesson-${lesson.id}`;

  const copyLink = async () => {
    const made = await lessonLink(lesson, location.href);
    if (!made.ok) return setLink({ state: 'refused', message: made.message });
    let copied = false;
    try {
      await navigator.clipboard.writeText(made.link);
      copied = true;
    } catch {
      // The clipboard is closed (no focus, no permission): the box below holds the link to copy.
    }
    setLink({ state: 'made', link: made.link, copied });
  };

  return (
    <article className="lesson-card" aria-labelledby={headingId}>
      <header className="lesson-card-header">
        <h3 id={headingId}>{lesson.title}</h3>
        <span className="lesson-source small">{source === 'builtin' ? 'Built in' : 'Yours'}</span>
      </header>
      <p className="prose">{lesson.teaching}</p>
      <details>
        <summary>The task every run starts with</summary>
        <p className="prose small">{lesson.task}</p>
      </details>
      <div className="lesson-facts">
        <section aria-label="Checks">
          <h4>Passes when</h4>
          <ul>
            {lesson.checks.map((check, index) => (
              <li key={index}>{describe(check)}</li>
            ))}
          </ul>
        </section>
        <section aria-label="Variants">
          <h4>Variants</h4>
          <ul>
            {Object.entries(lesson.variants).map(([name, variant]) => (
              <li key={name}>
                {name}
                {variant.preset !== undefined && <span className="small"> (preset {variant.preset})</span>}
              </li>
            ))}
          </ul>
          <p className="small">{fileCount(Object.keys(lesson.files).length)}</p>
        </section>
      </div>
      <div className="button-row">
        <button type="button" className="primary" disabled={busy} onClick={onOpen}>
          Open
        </button>
        <button type="button" onClick={() => void copyLink()}>
          Copy lesson link
        </button>
        <button type="button" onClick={onExport}>
          Export
        </button>
        {onRemove && (
          <button type="button" className="quiet" onClick={onRemove}>
            Remove
          </button>
        )}
      </div>
      {link.state === 'made' && (
        <label className="field lesson-link">
          <span className="small" role="status">
            {link.copied ? 'Lesson link copied. It holds the whole lesson; nothing is uploaded.' : 'The browser kept the clipboard closed; copy the link from here:'}
          </span>
          <input readOnly value={link.link} aria-label={`Lesson link of ${lesson.title}`} onFocus={(event) => event.target.select()} />
        </label>
      )}
      {link.state === 'refused' && (
        <p className="problem-text small" role="alert">
          {link.message}
        </p>
      )}
    </article>
  );
}

/** Downloads a lesson's file, as import reads it back. */
export function downloadLessonFile(file: { fileName: string; text: string }): void {
  downloadText(file.fileName, file.text, 'application/json');
}

function fileCount(count: number): string {
  return count === 1 ? '1 file in the workspace' : `${count} files in the workspace`;
}
