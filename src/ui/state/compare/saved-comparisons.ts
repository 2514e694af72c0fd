import type { ComparisonResult } from '../../../engine/compare/comparison';
import type { Lesson } from '../../../engine/lessons/lesson';
import type { PlaygroundStore } from '../../../store/open-store';
import type { StoredComparison } from '../../../store/records';
import { Controller } from '../controller';

export interface LibrarySnapshot {
  state: 'idle' | 'loading' | 'ready' | 'failed';
  /** Newest first. */
  comparisons: StoredComparison[];
  problem?: string;
  /** True when browser storage is off: nothing is saved, and the list says so. */
  storageOff: boolean;
}

/** The saved comparisons, to reopen after a reload or delete. */
export class ComparisonLibrary extends Controller<LibrarySnapshot> {
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

export interface ComparisonSaverOptions {
  store: () => PlaygroundStore | undefined;
  onSaved: (comparison: StoredComparison) => void;
  /** What the person should know: storage is off, or a save failed (the StoreError's own words). */
  onProblem: (message: string) => void;
}

/**
 * Saves a comparison as it grows. Saves run one after another, so a slow save of the first runs
 * never lands after the save of the finished comparison; a failure is said, never thrown into the run.
 */
export class ComparisonSaver {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: ComparisonSaverOptions) {}

  /** `lesson`: the lesson it ran, when no list holds it (the current workspace and task). */
  save(result: ComparisonResult, lesson?: Lesson): void {
    const store = this.options.store();
    if (!store) return this.options.onProblem('Browser storage is off, so this comparison and its transcripts are gone after a reload.');
    this.queue = this.queue.then(async () => {
      try {
        this.options.onSaved(await store.comparisons.save(result, lesson));
      } catch (error) {
        this.options.onProblem(error instanceof Error ? error.message : String(error));
      }
    });
  }

  /** Resolves once every save asked for so far has landed or failed. */
  settled(): Promise<void> {
    return this.queue;
  }
}
