import type { ComparisonResult } from '../../../engine/compare/comparison';
import type { Lesson } from '../../../engine/lessons/lesson';
import type { PlaygroundStore } from '../../../store/open-store';
import type { StoredComparison } from '../../../store/records';

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
