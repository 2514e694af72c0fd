import type { LessonEntry } from '../../state/compare/lessons-catalog';

/** One `<option>` per lesson of the catalog, by title: what every lesson picker offers. */
export function LessonOptions({ lessons }: { lessons: readonly LessonEntry[] }) {
  return (
    <>
      {lessons.map((entry) => (
        <option key={entry.lesson.id} value={entry.lesson.id}>
          {entry.lesson.title}
        </option>
      ))}
    </>
  );
}
