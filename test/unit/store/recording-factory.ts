/**
 * fake-indexeddb's factory with a log of every request our code makes of an object store or
 * index: "messages.add", "sessions.index(by-updatedAt).getAll". It watches IndexedDB, the outside
 * service, to pin how much work an operation does (no reads of old messages on append...).
 */
export function recordingFactory(real: IDBFactory) {
  const log: Array<{ call: string; key: unknown }> = [];
  const factory = {
    open(name: string, version?: number) {
      const request = real.open(name, version);
      request.addEventListener('success', () => patchConnection(request.result, log));
      return request;
    },
    deleteDatabase: (name: string) => real.deleteDatabase(name),
    cmp: (first: unknown, second: unknown) => real.cmp(first, second),
    databases: () => real.databases(),
  } as unknown as globalThis.IDBFactory;
  return {
    factory,
    /** The calls since the last `take`, as "store.method" strings. */
    take(): string[] {
      return log.splice(0).map((entry) => entry.call);
    },
    takeWithKeys(): Array<{ call: string; key: unknown }> {
      return log.splice(0);
    },
  };
}

const requestMethods = ['get', 'getKey', 'getAll', 'getAllKeys', 'count', 'put', 'add', 'delete', 'clear', 'openCursor', 'openKeyCursor'] as const;

function patchConnection(connection: IDBDatabase, log: Array<{ call: string; key: unknown }>): void {
  const original = connection.transaction.bind(connection);
  connection.transaction = ((...args: Parameters<IDBDatabase['transaction']>) => {
    const transaction = original(...args);
    const objectStore = transaction.objectStore.bind(transaction);
    transaction.objectStore = (name: string) => {
      const store = objectStore(name);
      if (recorded.has(store)) return store;
      record(store, name, log);
      const index = store.index.bind(store);
      store.index = (indexName: string) => record(index(indexName), `${name}.index(${indexName})`, log);
      return store;
    };
    return transaction;
  }) as IDBDatabase['transaction'];
}

/** A transaction hands out the same store object each time it is asked: patch it once. */
const recorded = new WeakSet<object>();

function record<T extends IDBObjectStore | IDBIndex>(target: T, label: string, log: Array<{ call: string; key: unknown }>): T {
  if (recorded.has(target)) return target;
  recorded.add(target);
  for (const method of requestMethods) {
    const original = (target as unknown as Record<string, unknown>)[method];
    if (typeof original !== 'function') continue;
    (target as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      // A message record is logged as its key, [nodeId, seq].
      const first = args[0] as { nodeId?: unknown; seq?: unknown } | undefined;
      const key = first && typeof first === 'object' && 'seq' in first ? [first.nodeId, first.seq] : first;
      log.push({ call: `${label}.${method}`, key });
      return (original as (...inner: unknown[]) => unknown).apply(target, args);
    };
  }
  return target;
}
