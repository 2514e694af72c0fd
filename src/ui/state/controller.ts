/**
 * The one shape every UI controller shares: a snapshot React reads through useSyncExternalStore,
 * and typed events for whoever needs more than "something changed" (a store that persists
 * messages, a test). Snapshots are replaced, never mutated, so React sees every change.
 */
export class Controller<Snapshot, Event = never> {
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: Event) => void>();

  constructor(private snapshot: Snapshot) {}

  /** Arrow properties: React calls these detached from the instance. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): Snapshot => this.snapshot;

  /** Listen to the typed events; returns the unsubscribe function. */
  on(listener: (event: Event) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  protected update(changes: Partial<Snapshot>): void {
    this.replace({ ...this.snapshot, ...changes });
  }

  protected replace(next: Snapshot): void {
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }

  protected emit(event: Event): void {
    for (const listener of [...this.eventListeners]) listener(event);
  }
}
