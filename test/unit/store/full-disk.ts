export type FullDiskMode =
  /** The write request itself throws (how the brief's engines report it on put/add). */
  | 'request-throws'
  /** The write is accepted, then the transaction aborts at commit (how Chromium reports it). */
  | 'commit-aborts';

/**
 * A stand-in for a full disk, wrapped around fake-indexeddb's factory: while `fill` is on, every
 * write of a readwrite transaction fails with a QuotaExceededError, one of two ways. Reads keep
 * working, as they do on a real full disk.
 */
export function fullDisk(real: IDBFactory) {
  let mode: FullDiskMode | undefined;
  const factory = {
    open(name: string, version?: number) {
      const request = real.open(name, version);
      request.addEventListener('success', () => patchConnection(request.result, () => mode));
      return request;
    },
    deleteDatabase: (name: string) => real.deleteDatabase(name),
    cmp: (first: unknown, second: unknown) => real.cmp(first, second),
    databases: () => real.databases(),
  } as unknown as globalThis.IDBFactory;
  return {
    factory,
    fill(how: FullDiskMode = 'request-throws') {
      mode = how;
    },
    free() {
      mode = undefined;
    },
  };
}

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

function patchConnection(connection: IDBDatabase, mode: () => FullDiskMode | undefined): void {
  const original = connection.transaction.bind(connection);
  connection.transaction = ((stores: string | string[], access?: IDBTransactionMode, options?: IDBTransactionOptions) => {
    const transaction = original(stores, access, options);
    if (access !== 'readwrite') return transaction;
    const objectStore = transaction.objectStore.bind(transaction);
    transaction.objectStore = (name: string) => patchStore(objectStore(name), transaction, mode);
    return transaction;
  }) as IDBDatabase['transaction'];
}

/** A transaction hands out the same store object each time it is asked: patch it once. */
const patched = new WeakSet<IDBObjectStore>();

function patchStore(store: IDBObjectStore, transaction: IDBTransaction, mode: () => FullDiskMode | undefined): IDBObjectStore {
  if (patched.has(store)) return store;
  patched.add(store);
  for (const method of ['put', 'add'] as const) {
    const write = store[method].bind(store);
    store[method] = ((value: unknown, key?: IDBValidKey) => {
      const how = mode();
      if (how === 'request-throws') throw quota();
      if (how === 'commit-aborts') failAtCommit(transaction);
      return write(value, key);
    }) as IDBObjectStore['put'];
  }
  return store;
}

/** fake-indexeddb's transaction internals this stand-in relies on (checked, so a change fails loudly). */
interface TransactionInternals {
  _abort: (name: string) => void;
  _state: string;
  _requests: Array<{ request: IDBRequest }>;
}

const failing = new WeakSet<IDBTransaction>();

/**
 * Lets every request of the transaction succeed, then aborts it with QuotaExceededError at the
 * moment it would commit, as a real browser does when the disk fills. fake-indexeddb runs one
 * request per task and commits in the task after the last; this check is re-queued each task,
 * so it runs after the caller's last request and before the commit. No public API aborts a
 * transaction with a chosen error; `_abort` is the step fake-indexeddb runs when a request fails.
 */
function failAtCommit(transaction: IDBTransaction): void {
  if (failing.has(transaction)) return;
  failing.add(transaction);
  const internal = transaction as unknown as Partial<TransactionInternals>;
  if (typeof internal._abort !== 'function' || !Array.isArray(internal._requests) || typeof internal._state !== 'string') {
    throw new Error('fake-indexeddb changed: FDBTransaction internals are gone; update full-disk.ts');
  }
  const { _requests: requests } = internal as TransactionInternals;
  const check = () => {
    if ((internal as TransactionInternals)._state === 'finished') return;
    if (requests.some(({ request }) => request.readyState !== 'done')) return void setImmediate(check);
    (internal as TransactionInternals)._abort('QuotaExceededError');
  };
  setImmediate(check);
}
