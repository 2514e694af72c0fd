import type { PlaygroundDatabase } from './database';
import type { StoredClassBoard } from './records';

/** Class boards, kept so a teacher's ranking (and the links behind it) is still there after a reload. */
export class ClassBoardStore {
  constructor(private readonly database: PlaygroundDatabase) {}

  /** Replaces the lesson's board. */
  save(board: StoredClassBoard): Promise<void> {
    return this.database.run('the class board was not saved (it stays on screen until you reload)', async (connection) => {
      await connection.put('classBoards', board);
    });
  }

  get(lessonId: string): Promise<StoredClassBoard | undefined> {
    return this.database.run('the saved class board could not be loaded', (connection) => connection.get('classBoards', lessonId));
  }

  /** The board last saved, whichever lesson it was for: what the view opens on. */
  async latest(): Promise<StoredClassBoard | undefined> {
    const boards = await this.database.run('the saved class boards could not be loaded', (connection) => connection.getAll('classBoards'));
    return boards.sort((a, b) => b.savedAt - a.savedAt)[0];
  }
}
