import { diffWords } from 'diff';

/** Old → new as one text: removed words struck through, added words marked, the rest as it was. */
export function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="word-diff">
      {diffWords(before, after).map((part, index) =>
        part.added ? (
          <ins key={index}>{part.value}</ins>
        ) : part.removed ? (
          <del key={index}>{part.value}</del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
