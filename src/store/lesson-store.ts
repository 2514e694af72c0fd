import type { Lesson } from '../engine/lessons/lesson';
import type { PlaygroundDatabase } from './database';
import type { StoredLesson } from './records';

/** Lessons imported from files, kept so they are still in the lesson list after a reload. */
export class LessonStore {
  constructor(private readonly database: PlaygroundDatabase) {}

  /** Adds, or replaces the imported lesson with the same id (a corrected file imported again). */
  save(lesson: Lesson): Promise<StoredLesson> {
    const record: StoredLesson = { id: lesson.id, lesson, importedAt: Date.now() };
    return this.database.run(`the lesson "${lesson.title}" was not saved (it stays in the list until you reload)`, async (connection) => {
      await connection.put('lessons', record);
      return record;
    });
  }

  /** In the order they were imported. */
  list(): Promise<StoredLesson[]> {
    return this.database.run('the imported lessons could not be loaded', async (connection) => {
      const lessons = await connection.getAll('lessons');
      return lessons.sort((a, b) => a.importedAt - b.importedAt);
    });
  }

  delete(id: string): Promise<void> {
    return this.database.run('the lesson was not removed', (connection) => connection.delete('lessons', id));
  }
}
