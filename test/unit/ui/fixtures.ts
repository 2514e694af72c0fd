import type { Workspace } from '../../../src/engine/workspace/workspace';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import type { SettingsStorage } from '../../../src/ui/state/settings/settings-controller';
import type { WorkspaceSource, WorkspaceSourceSnapshot } from '../../../src/ui/state/workspace/workspace-source';

/** localStorage's contract over a Map, so a test can look at what was stored. */
export class MemoryStorage implements SettingsStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A workspace source that a test switches by hand (the manager's shape, nothing more). */
export class SwitchableWorkspaces implements WorkspaceSource {
  private snapshot: WorkspaceSourceSnapshot = { active: undefined, kind: 'embedded', state: 'starting' };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  setState(state: string): void {
    this.change({ state });
  }

  /** No workspace could start: the manager's last word, with nothing live. */
  setFailed(reason: string): void {
    this.change({ active: undefined, state: 'failed', reason });
  }

  setActive(active: Workspace | undefined): void {
    this.change({ active, state: active ? 'ready' : 'starting' });
  }

  private change(fields: Partial<WorkspaceSourceSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...fields };
    for (const listener of [...this.listeners]) listener();
  }
}

export async function liveWorkspaces(files: Record<string, string>): Promise<{ workspaces: SwitchableWorkspaces; workspace: Workspace }> {
  const workspace = await createEmbeddedWorkspace({ files });
  const workspaces = new SwitchableWorkspaces();
  workspaces.setActive(workspace);
  return { workspaces, workspace };
}

/** Resolves once `check` holds, re-checked on every change of `store`. */
export function when<Snapshot>(store: { subscribe(listener: () => void): () => void; getSnapshot(): Snapshot }, check: (snapshot: Snapshot) => boolean, timeoutMs = 5000): Promise<Snapshot> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`condition not met within ${timeoutMs} ms; last snapshot: ${JSON.stringify(store.getSnapshot()).slice(0, 800)}`));
    }, timeoutMs);
    const test = () => {
      if (!check(store.getSnapshot())) return false;
      clearTimeout(timer);
      unsubscribe();
      resolve(store.getSnapshot());
      return true;
    };
    const unsubscribe = store.subscribe(() => void test());
    test();
  });
}
