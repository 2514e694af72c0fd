import type { PlaygroundDatabase } from './database';
import type { StoredRewriteRound } from './records';

/** The rounds of "Suggest a rewrite", written again whenever a decision, a proof or a save changes one. */
export class RewriteRoundStore {
  constructor(private readonly database: PlaygroundDatabase) {}

  save(round: StoredRewriteRound): Promise<void> {
    return this.database.run('this round was not saved to the history (it stays on screen until you reload)', async (connection) => {
      await connection.put('rewriteRounds', round);
    });
  }

  /** Newest first. */
  list(): Promise<StoredRewriteRound[]> {
    return this.database.run('the history of rewrite rounds could not be loaded', async (connection) => {
      const rounds = await connection.getAllFromIndex('rewriteRounds', 'by-createdAt');
      return rounds.reverse();
    });
  }
}
