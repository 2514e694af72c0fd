import type { PlaygroundStore } from '../../../store/open-store';
import type { StoredComparison } from '../../../store/records';
import { Store } from '../store';

export interface LibrarySnapshot {
  state: 'idle' | 'loading' | 'ready' | 'failed';
  /** Newest first. */
  comparisons: StoredComparison[];
  problem?: string;
  /** True when browser storage is off: nothing is saved, and the list says so. */
  storageOff: boolean;
}

/** The saved comparisons, to reopen after a reload or delete. */
export class ComparisonLibrary extends Store<LibrarySnapshot> {
  constructor(private readonly store: () => PlaygroundStore | undefined) {
    super({ state: 'idle', comparisons: [], storageOff: false });
  }

  async refresh(): Promise<void> {
    const store = this.store();
    if (!store) return this.replace({ state: 'ready', comparisons: [], storageOff: true });
    this.update({ state: 'loading', problem: undefined, storageOff: false });
    try {
      this.update({ state: 'ready', comparisons: await store.comparisons.list() });
    } catch (error) {
      this.update({ state: 'failed', problem: describe(error) });
    }
  }

  /** A comparison just saved (again): replaces its entry, or goes first as the newest. */
  saved(comparison: StoredComparison): void {
    const others = this.getSnapshot().comparisons.filter((entry) => entry.id !== comparison.id);
    const comparisons = [comparison, ...others].sort((a, b) => b.startedAt - a.startedAt);
    this.update({ comparisons });
  }

  async delete(id: string): Promise<void> {
    const store = this.store();
    if (!store) return;
    try {
      await store.comparisons.delete(id);
      this.update({ comparisons: this.getSnapshot().comparisons.filter((entry) => entry.id !== id), problem: undefined });
    } catch (error) {
      this.update({ problem: describe(error) });
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
