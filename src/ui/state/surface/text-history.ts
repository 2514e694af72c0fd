/**
 * One undo history for a text that several views edit (the surface's JSON and its prose view).
 * It lives beside the text rather than inside any one editor, so an undo in either view takes back
 * the last change made in either, and a view that is not on screen loses nothing.
 */
export class TextHistory {
  private readonly undoable: string[] = [];
  private readonly redoable: string[] = [];

  constructor(private readonly limit = 200) {}

  /** Remembers the text as it was before a change; a new change forgets what could be redone. */
  record(before: string): void {
    if (this.undoable.at(-1) === before) return;
    this.undoable.push(before);
    if (this.undoable.length > this.limit) this.undoable.shift();
    this.redoable.length = 0;
  }

  /** The text to go back to from `current`, or undefined when there is nothing to undo. */
  undo(current: string): string | undefined {
    const previous = this.undoable.pop();
    if (previous !== undefined) this.redoable.push(current);
    return previous;
  }

  redo(current: string): string | undefined {
    const next = this.redoable.pop();
    if (next !== undefined) this.undoable.push(current);
    return next;
  }

  get canUndo(): boolean {
    return this.undoable.length > 0;
  }

  get canRedo(): boolean {
    return this.redoable.length > 0;
  }

  clear(): void {
    this.undoable.length = 0;
    this.redoable.length = 0;
  }
}
