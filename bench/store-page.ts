import type { StoredMessage } from '../src/engine/nodes/node';
import { openStore, type PlaygroundStore } from '../src/store/open-store';
import { percentile, type Timing } from './measure';

/**
 * The store bench's page half: bundled by bench/store.ts and run inside headless Chromium, so every
 * figure is the real IndexedDB (LevelDB on disk), timed in the page with no round trip to Node.
 */

export interface StoreFigures {
  appendSmall: Timing;
  appendLarge: Timing;
  openNode: Timing;
  listSessions: Timing;
  /** The same operations in plain IndexedDB (no idb, no store), timed in turns with ours: the floor. */
  reference: { appendSmall: Timing; appendLarge: Timing; openNode: Timing; listSessions: Timing };
  userAgent: string;
}

declare global {
  interface Window {
    storeBench: { run(): Promise<StoreFigures> };
  }
}

const smallNodes = 100;
const smallLength = 10;
const largeLength = 1_000;
const largeAppends = 200;
const sessionCount = 1_000;

/** A transcript message of realistic size: a tool call, or its ~1.5 KB result. */
function message(nodeId: string, seq: number): StoredMessage {
  const body =
    seq % 2 === 1
      ? { role: 'assistant' as const, content: [{ type: 'tool_use' as const, id: `toolu_${seq}`, name: 'read_file', input: { path: `src/module${seq % 40}/file.ts`, offset: 1, limit: 200 } }] }
      : {
          role: 'user' as const,
          content: [{ type: 'tool_result' as const, tool_use_id: `toolu_${seq - 1}`, content: `${'     1\tconst value = compute(1, "line");\n'.repeat(40)}` }],
        };
  return { nodeId, seq, message: body, step: Math.floor(seq / 2), surfaceHash: 'h_bench', createdAt: Date.now() };
}

function node(id: string, sessionId: string) {
  const now = Date.now();
  return {
    id,
    sessionId,
    rootId: id,
    depth: 0,
    name: 'root',
    folder: '',
    task: 'Bench task',
    model: 'bench',
    status: { state: 'running' as const },
    usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
    messageCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Times `ours` and `plain` alternately, sample by sample, so both see the same machine: this box is
 * shared, and a burst of load (or LevelDB compacting after the seeding) lands on both alike.
 */
async function timePairs(count: number, ours: (index: number) => Promise<unknown>, plain: (index: number) => Promise<unknown>): Promise<[Timing, Timing]> {
  const samples: [number[], number[]] = [[], []];
  for (let index = 0; index < count; index++) {
    for (const [side, operation] of [ours, plain].entries()) {
      const started = performance.now();
      await operation(index);
      samples[side as 0 | 1].push(performance.now() - started);
    }
  }
  return [timing(samples[0]), timing(samples[1])];
}

function timing(samples: number[]): Timing {
  samples.sort((a, b) => a - b);
  return { medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), runs: samples.length };
}

async function seed(store: PlaygroundStore, nodeId: string, sessionId: string, length: number): Promise<void> {
  await store.nodes.createNode(node(nodeId, sessionId));
  for (let seq = 0; seq < length; seq++) await store.nodes.appendMessage(message(nodeId, seq));
}

async function run(): Promise<StoreFigures> {
  const store = await openStore({ name: 'aci-playground-bench' });
  const sessionIds: string[] = [];
  for (let index = 0; index < sessionCount; index++) {
    sessionIds.push((await store.sessions.create({ title: `Session ${index}`, task: `Task number ${index}` })).id);
  }
  // Many nodes of exactly 10 messages: each sample appends the 11th (ours) or 12th (plain), so
  // every sample is "a node of 10"; the large node takes 1,000+ in turns the same way.
  for (let index = 0; index < smallNodes; index++) await seed(store, `n_small_${index}`, sessionIds[index]!, smallLength);
  await seed(store, 'n_large', sessionIds[smallNodes]!, largeLength);
  await seed(store, 'n_open', sessionIds[smallNodes + 1]!, largeLength);
  const plain = await settle<IDBDatabase>(indexedDB.open(store.database.name));

  const [appendSmall, plainAppendSmall] = await timePairs(
    smallNodes,
    (index) => store.nodes.appendMessage(message(`n_small_${index}`, smallLength)),
    (index) => plainAdd(plain, message(`n_small_${index}`, smallLength + 1)),
  );
  const [appendLarge, plainAppendLarge] = await timePairs(
    largeAppends,
    (index) => store.nodes.appendMessage(message('n_large', largeLength + 2 * index)),
    (index) => plainAdd(plain, message('n_large', largeLength + 2 * index + 1)),
  );
  const range = IDBKeyRange.bound(['n_open', 0], ['n_open', Infinity]);
  const [openNode, plainOpenNode] = await timePairs(
    25,
    async () => {
      const messages = await store.nodes.loadMessages('n_open');
      if (messages.length !== largeLength) throw new Error(`loaded ${messages.length} messages, expected ${largeLength}`);
    },
    () => settle(plain.transaction('messages').objectStore('messages').getAll(range)),
  );
  const [listSessions, plainListSessions] = await timePairs(
    25,
    async () => {
      const sessions = await store.sessions.list();
      if (sessions.length !== sessionCount) throw new Error(`listed ${sessions.length} sessions, expected ${sessionCount}`);
    },
    () => settle(plain.transaction('sessions').objectStore('sessions').index('by-updatedAt').getAll()),
  );
  plain.close();
  store.close();
  const reference = { appendSmall: plainAppendSmall, appendLarge: plainAppendLarge, openNode: plainOpenNode, listSessions: plainListSessions };
  return { appendSmall, appendLarge, openNode, listSessions, reference, userAgent: navigator.userAgent };
}

/** The floor for an append: one add in its own transaction, nothing of ours around it. */
function plainAdd(database: IDBDatabase, record: StoredMessage): Promise<unknown> {
  const transaction = database.transaction('messages', 'readwrite');
  transaction.objectStore('messages').add(record);
  return new Promise((resolve, reject) => {
    transaction.oncomplete = resolve;
    transaction.onabort = () => reject(transaction.error);
  });
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

window.storeBench = { run };
