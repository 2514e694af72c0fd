import type { ComparisonResult } from '../engine/compare/comparison';
import type { Lesson } from '../engine/lessons/lesson';
import type { PlaygroundDatabase } from './database';
import type { StoredComparison } from './records';

/**
 * Saved comparisons. Each is the engine's result as plain JSON; the transcripts of its runs live in
 * the nodes and messages stores under the session ids its runs name, so deleting a comparison
 * leaves them alone (they are cheap to keep, and a share or export may still point at them).
 */
export class ComparisonStore {
  constructor(private readonly database: PlaygroundDatabase) {}

  /**
   * Adds or replaces (by id): a comparison is saved again after every run that finishes. `lesson`
   * is for a lesson no list holds (the current workspace and task).
   */
  save(result: ComparisonResult, lesson?: Lesson): Promise<StoredComparison> {
    const record: StoredComparison = { ...result, savedAt: Date.now(), ...(lesson ? { lesson } : {}) };
    return this.database.run(`the comparison of "${result.lessonTitle}" was not saved`, async (connection) => {
      await connection.put('comparisons', record);
      return record;
    });
  }

  /** Newest first (by when they started). */
  list(): Promise<StoredComparison[]> {
    return this.database.run('the saved comparisons could not be loaded', async (connection) => {
      const oldestFirst = await connection.getAllFromIndex('comparisons', 'by-startedAt');
      return oldestFirst.reverse();
    });
  }

  get(id: string): Promise<StoredComparison | undefined> {
    return this.database.run('the comparison could not be loaded', (connection) => connection.get('comparisons', id));
  }

  delete(id: string): Promise<void> {
    return this.database.run('the comparison was not deleted', (connection) => connection.delete('comparisons', id));
  }
}
