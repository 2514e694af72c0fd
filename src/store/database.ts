import { wrap, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { MigrationFailure, playgroundMigrations, runMigrations, type Migration } from './migrations';
import { storeNames, type PlaygroundSchema } from './records';
import {
  blockedError,
  closedError,
  corruptError,
  describeCause,
  storageOffError,
  StoreError,
  toStoreError,
  type ClosedReason,
  type Consequence,
} from './store-errors';

export const defaultDatabaseName = 'aci-playground';

export interface OpenDatabaseOptions {
  name?: string;
  /** Defaults to the page's `indexedDB`; tests pass fake-indexeddb's, or a wrapper that fails writes. */
  factory?: IDBFactory;
  /** The schema's upgrade steps; the list's length is the version opened. */
  migrations?: readonly Migration[];
  /**
   * Another tab holds an older version open. With this callback the open waits (the UI shows the
   * error) and finishes once that tab lets go; without it the open fails with the 'blocked' error.
   */
  onBlocked?: (error: StoreError) => void;
  /** This tab's connection closed: a newer version opened elsewhere, or the browser closed it. */
  onClosed?: (error: StoreError) => void;
}

const opening: Consequence = 'the saved sessions could not be opened';

/** Opens (creating or upgrading) the playground's database. Every failure is a StoreError. */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<PlaygroundDatabase> {
  const name = options.name ?? defaultDatabaseName;
  const steps = options.migrations ?? playgroundMigrations;
  const factory = options.factory ?? (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (!factory) return Promise.reject(storageOffError());

  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name, steps.length);
    } catch (error) {
      reject(toStoreError(error, opening));
      return;
    }
    let gaveUp = false;
    let migrationFailure: MigrationFailure | undefined;

    request.addEventListener('upgradeneeded', (event) => {
      const transaction = request.transaction!;
      const wrapped = wrap(transaction) as unknown as IDBPTransaction<unknown, string[], 'versionchange'>;
      // A failed upgrade is reported by the open request; idb's `done` would be an unhandled rejection.
      wrapped.done.catch(() => undefined);
      runMigrations(steps, event.oldVersion, steps.length, {
        database: wrap(request.result) as IDBPDatabase<unknown>,
        transaction: wrapped,
      }).catch((failure: MigrationFailure) => {
        migrationFailure = failure;
        try {
          transaction.abort();
        } catch {
          // Already finished or aborted: the open request reports the failure either way.
        }
      });
    });
    request.addEventListener('blocked', () => {
      if (options.onBlocked) return options.onBlocked(blockedError(true));
      gaveUp = true;
      reject(blockedError(false));
    });
    request.addEventListener('success', () => {
      const connection = request.result;
      // The other tab let go after we reported it blocked: the upgrade is done and sound, but the
      // caller is gone, so this connection must not stay open and block the next attempt.
      if (gaveUp) return connection.close();
      // Only the playground's own schema promises these stores; a test's made-up schema need not.
      const required = steps === playgroundMigrations ? storeNames : [];
      const missing = required.filter((store) => !connection.objectStoreNames.contains(store));
      if (missing.length > 0) {
        connection.close();
        return reject(corruptError(`The saved data has no ${missing.join(', ')} store`, opening));
      }
      resolve(new PlaygroundDatabase(wrap(connection) as IDBPDatabase<PlaygroundSchema>, name, options.onClosed));
    });
    request.addEventListener('error', (event) => {
      // Handled here: without preventDefault some engines also report it as an uncaught error.
      event.preventDefault();
      if (gaveUp) return;
      if (migrationFailure) return reject(upgradeFailed(migrationFailure.toVersion, migrationFailure.cause));
      reject(toStoreError(request.error, opening));
    });
  });
}

function upgradeFailed(version: number, error: unknown): StoreError {
  return new StoreError(
    'unavailable',
    `Upgrading the saved data to version ${version} failed (${describeCause(error)}), so it was rolled back and nothing saved was changed. ` +
      'Reload to try again; if it keeps failing, open the playground version you used before and export your sessions.',
    { cause: error },
  );
}

/**
 * One open connection. Every store operation goes through `run`, the one place where IndexedDB's
 * errors become StoreErrors with a message about what did not happen.
 */
export class PlaygroundDatabase {
  private closedReason: ClosedReason | undefined;

  constructor(
    readonly connection: IDBPDatabase<PlaygroundSchema>,
    readonly name: string,
    private readonly onClosed?: (error: StoreError) => void,
  ) {
    // Let a newer version in another tab upgrade: hold on and that tab is blocked until this one closes.
    connection.addEventListener('versionchange', () => this.closeBecause('upgraded-elsewhere'));
    connection.addEventListener('close', () => this.closeBecause('terminated'));
  }

  async run<T>(consequence: Consequence, work: (connection: IDBPDatabase<PlaygroundSchema>) => Promise<T>): Promise<T> {
    if (this.closedReason) throw closedError(this.closedReason, consequence);
    try {
      return await work(this.connection);
    } catch (error) {
      throw toStoreError(error, consequence, this.closedReason);
    }
  }

  close(): void {
    if (this.closedReason) return;
    this.closedReason = 'closed';
    this.connection.close();
  }

  private closeBecause(reason: ClosedReason): void {
    if (this.closedReason) return;
    this.closedReason = reason;
    this.connection.close();
    this.onClosed?.(closedError(reason, 'changes from now on cannot be saved'));
  }
}

/** What inTransaction needs of an idb transaction, whatever its stores and mode. */
interface Transaction {
  abort(): void;
  readonly done: Promise<void>;
}

/**
 * Runs `work` inside a transaction and resolves once the transaction has committed, so a write
 * that fails at commit (quota is often reported only then) rejects instead of passing silently.
 * If `work` throws, the transaction is aborted and nothing it wrote is kept.
 */
export async function inTransaction<T>(transaction: Transaction, work: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    try {
      transaction.abort();
    } catch {
      // Already aborted by the failed request.
    }
    const abortedWith = await transaction.done.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    // When the transaction died first (storage full), later requests fail only because it is gone:
    // report the root cause. Our own abort() leaves a plain AbortError; then `error` is the cause.
    if (!(error instanceof StoreError) && abortedWith instanceof Error && abortedWith.name !== 'AbortError') throw abortedWith;
    throw error;
  }
  await transaction.done;
  return result;
}

/**
 * Issues a transaction's requests in order and waits for them all. A request can throw as it is
 * issued (quota, a value that cannot be cloned); then the ones already issued are left to fail
 * quietly with the transaction's abort instead of surfacing as unhandled rejections.
 */
export async function issueAll<T>(issuers: Array<() => Promise<T>>): Promise<T[]> {
  const issued: Array<Promise<T>> = [];
  try {
    for (const issue of issuers) issued.push(issue());
  } catch (error) {
    for (const request of issued) request.catch(() => undefined);
    throw error;
  }
  return Promise.all(issued);
}
