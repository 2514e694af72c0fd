import type { IDBPDatabase, IDBPTransaction } from 'idb';

/**
 * The schema as an ordered list of upgrade steps: step i takes a database at version i to version
 * i + 1, so the list's length is the current version. A browser that last ran version 1 runs every
 * step after it, in order, inside the one upgrade transaction: if any step fails, the whole upgrade
 * rolls back and the old data stays as it was.
 *
 * Never edit a step that has shipped; add a new one. A step may read and rewrite records through
 * `transaction` (await only its requests, never anything else, or the transaction closes).
 */
export interface MigrationContext {
  database: IDBPDatabase<unknown>;
  transaction: IDBPTransaction<unknown, string[], 'versionchange'>;
  /** The version this step upgrades from (0 for a new database). */
  fromVersion: number;
}

export type Migration = (context: MigrationContext) => void | Promise<void>;

/** Version 1: sessions, nodes, messages, variants and settings. */
function createVersionOne({ database }: MigrationContext): void {
  const sessions = database.createObjectStore('sessions', { keyPath: 'id' });
  sessions.createIndex('by-updatedAt', 'updatedAt');
  const nodes = database.createObjectStore('nodes', { keyPath: 'id' });
  nodes.createIndex('by-sessionId', 'sessionId');
  // Found on every startup to mark runs a reload cut short as interrupted, without a full scan.
  nodes.createIndex('by-state', 'status.state');
  database.createObjectStore('messages', { keyPath: ['nodeId', 'seq'] });
  database.createObjectStore('variants', { keyPath: 'id' });
  database.createObjectStore('settings', { keyPath: 'name' });
}

/**
 * Version 2: saved comparisons (listed newest first by when they started) and imported lessons.
 * Only new stores: nothing of version 1 is read or rewritten.
 */
function createVersionTwo({ database }: MigrationContext): void {
  const comparisons = database.createObjectStore('comparisons', { keyPath: 'id' });
  comparisons.createIndex('by-startedAt', 'startedAt');
  database.createObjectStore('lessons', { keyPath: 'id' });
}

/** Version 3: the rounds of "Suggest a rewrite", listed newest first. Only a new store. */
function createVersionThree({ database }: MigrationContext): void {
  const rounds = database.createObjectStore('rewriteRounds', { keyPath: 'id' });
  rounds.createIndex('by-createdAt', 'createdAt');
}

/** Version 4: class boards, one per lesson (its links, budget and last ranking). Only a new store. */
function createVersionFour({ database }: MigrationContext): void {
  database.createObjectStore('classBoards', { keyPath: 'lessonId' });
}

export const playgroundMigrations: readonly Migration[] = [createVersionOne, createVersionTwo, createVersionThree, createVersionFour];

/**
 * Runs the steps from `fromVersion` up to `toVersion`. Steps that return nothing run synchronously
 * inside the upgradeneeded event (an async function runs up to its first await), which keeps the
 * upgrade transaction active for schema changes; only a step's own promise is awaited.
 */
export async function runMigrations(
  steps: readonly Migration[],
  fromVersion: number,
  toVersion: number,
  context: Omit<MigrationContext, 'fromVersion'>,
): Promise<void> {
  for (let version = fromVersion; version < toVersion; version++) {
    try {
      const pending = steps[version]!({ ...context, fromVersion: version });
      if (pending) await pending;
    } catch (error) {
      throw new MigrationFailure(version + 1, error);
    }
  }
}

/** A step failed: which version it was upgrading to, and why. */
export class MigrationFailure extends Error {
  constructor(
    readonly toVersion: number,
    override readonly cause: unknown,
  ) {
    super(`upgrade to version ${toVersion} failed`);
  }
}
