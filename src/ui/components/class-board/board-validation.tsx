import type { WordChange } from '../../../engine/compare/surface-word-diff';
import type { BoardValidation } from '../../state/class-board/class-board-controller';

/** Each good line's title, author and word diff; each broken line with its number and reason. */
export function BoardValidationList({ validation }: { validation: BoardValidation }) {
  const { variants, broken, duplicates } = validation;
  return (
    <section className="board-validation" aria-label="Links read">
      <ul className="board-lines">
        {variants.map((variant) => (
          <li key={variant.key}>
            <strong>
              Line {variant.line}: {variant.title}
            </strong>{' '}
            by {variant.author}
            {variant.edits.length === 0 ? (
              <span className="board-note"> — the same surface as the baseline</span>
            ) : (
              <ul className="board-edits">
                {variant.edits.map((edit) => (
                  <li key={edit.place}>
                    <span className="board-place">{edit.place}:</span> <WordDiff changes={edit.changes} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {(broken.length > 0 || duplicates.length > 0) && (
        <ul className="board-broken" aria-label="Lines not ranked">
          {broken.map((line) => (
            <li key={line.line} className="problem-text">
              Line {line.line}: {line.reason}
            </li>
          ))}
          {duplicates.map((line) => (
            <li key={line.line}>
              Line {line.line} ("{line.title}" by {line.author}) is the same surface as line {line.sameAs}: ranked once, as line {line.sameAs}.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WordDiff({ changes }: { changes: readonly WordChange[] }) {
  return (
    <span className="word-diff">
      {changes.map((change, index) => {
        if (change.kind === 'added') return <ins key={index}>{change.text}</ins>;
        if (change.kind === 'removed') return <del key={index}>{change.text}</del>;
        return <span key={index}>{change.text}</span>;
      })}
    </span>
  );
}
