/**
 * A Web Lock held for each agent node while it runs in this tab. On startup a tab marks the nodes
 * left `running` as interrupted (a reload cut them short); a node whose lock another live tab
 * holds is still running there, and is left alone. Without Web Locks, every such node is marked.
 */
const prefix = 'aci-playground:node:';

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>;
  query(): Promise<{ held?: Array<{ name?: string }> }>;
}

function lockManager(): LockManagerLike | undefined {
  return (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
}

/** Holds the node's lock until the returned function is called. */
export function holdNodeLock(nodeId: string): () => void {
  const locks = lockManager();
  if (!locks) return () => undefined;
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The lock is granted at once (no one else asks for this name); it lasts until `release`.
  locks.request(prefix + nodeId, () => held).catch(() => undefined);
  return release;
}

/** Ids of the nodes another tab (or this one) is running now. */
export async function nodesRunningInSomeTab(): Promise<Set<string>> {
  const locks = lockManager();
  if (!locks) return new Set();
  try {
    const { held = [] } = await locks.query();
    return new Set(held.flatMap((lock) => (lock.name?.startsWith(prefix) ? [lock.name.slice(prefix.length)] : [])));
  } catch {
    return new Set();
  }
}

/** The locks of the nodes running in this tab, following their status. */
export class NodeLocks {
  private readonly held = new Map<string, () => void>();

  follow(nodeId: string, running: boolean): void {
    const release = this.held.get(nodeId);
    if (running && !release) this.held.set(nodeId, holdNodeLock(nodeId));
    if (!running && release) {
      release();
      this.held.delete(nodeId);
    }
  }

  releaseAll(): void {
    for (const release of this.held.values()) release();
    this.held.clear();
  }
}
