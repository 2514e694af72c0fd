import { diffSurfaces, type SurfaceChange } from '../../../engine/toolkit/surface-diff';
import type { Surface } from '../../../engine/toolkit/surface';
import type { Variant } from '../../../store/records';
import type { SurfaceEditorController } from './surface-editor-controller';
import { Controller } from '../controller';
import { MemoryVariantRepository, type VariantRepository } from './variants-memory';

/** A side of the diff: the editor's surface, the defaults, or a saved variant's id. */
export type DiffSide = 'current' | 'defaults' | string;

export interface VariantDiff {
  leftLabel: string;
  rightLabel: string;
  /** Both sides as surface files, for Monaco's diff editor. */
  original: string;
  modified: string;
  /** Which fields differ, as the transcript names them (tool and field). */
  changes: SurfaceChange[];
}

export interface VariantsSnapshot {
  variants: Variant[];
  /** The variant the editor shows, when it was opened or saved as one. */
  currentId?: string;
  /** False while variants live in this page only (storage off or not open). */
  persistent: boolean;
  /** What the last action did, or why it could not. */
  notice?: { text: string; problem: boolean };
  diff?: VariantDiff;
}

/**
 * Named surfaces: save the editor's surface under a name, open one, copy one, go back to the
 * defaults, and diff any two. Saved in IndexedDB through VariantStore when the store is open;
 * in memory (and the panel says so) when browser storage is off.
 */
export class VariantsController extends Controller<VariantsSnapshot> {
  private readonly repository: VariantRepository;

  constructor(
    private readonly editor: SurfaceEditorController,
    repository?: VariantRepository,
  ) {
    super({ variants: [], persistent: repository !== undefined });
    this.repository = repository ?? new MemoryVariantRepository();
  }

  refresh(): Promise<void> {
    return this.attempt('the saved variants could not be loaded', async () => {
      this.update({ variants: await this.repository.list() });
    });
  }

  /** Saves the editor's surface; a name already used is overwritten. */
  async save(name: string): Promise<void> {
    const trimmed = name.trim();
    if (trimmed === '') return this.tell('Type a name for the variant first.', true);
    this.editor.commit();
    const { invalid, analysis, presetId } = this.editor.getSnapshot();
    if (invalid || !analysis) {
      return this.tell(`Nothing was saved: the text is not a valid surface (${invalid ? `${invalid.field}: ${invalid.message}` : 'still loading'}). Fix it, then save.`, true);
    }
    await this.attempt(`the variant "${trimmed}" was not saved`, async () => {
      const existing = this.getSnapshot().variants.find((variant) => variant.name === trimmed);
      // The preset goes with it, so opening the variant brings that harness back (Aider's handler).
      const preset = presetId === 'efferent' ? undefined : presetId;
      const saved = existing
        ? await this.repository.update(existing.id, { surface: analysis.surface, preset })
        : await this.repository.save({ name: trimmed, surface: analysis.surface, preset });
      this.editor.markSaved(`variant "${trimmed}"`);
      this.update({ variants: await this.repository.list(), currentId: saved.id });
      this.tell(existing ? `Variant "${trimmed}" updated.` : `Saved variant "${trimmed}".`, false);
    });
  }

  /** Saves a surface made elsewhere (a rewrite the Compare view proposed) as a new variant; undefined when it was not saved (the notice says why). */
  async saveSurface(name: string, surface: Surface): Promise<Variant | undefined> {
    let saved: Variant | undefined;
    await this.attempt(`the variant "${name}" was not saved`, async () => {
      saved = await this.repository.save({ name, surface });
      this.update({ variants: await this.repository.list() });
      this.tell(`Saved variant "${name}".`, false);
    });
    return saved;
  }

  /** Opens a saved variant in the editor (asking first if the editor has unsaved edits). */
  open(id: string): void {
    const variant = this.getSnapshot().variants.find((candidate) => candidate.id === id);
    if (!variant) return;
    this.editor.open(variant.surface, `variant "${variant.name}"`, variant.preset, () => this.update({ currentId: id, notice: undefined }));
  }

  async duplicate(id: string): Promise<void> {
    await this.attempt('no copy was made', async () => {
      const copy = await this.repository.duplicate(id);
      this.update({ variants: await this.repository.list() });
      this.tell(`Saved a copy as "${copy.name}".`, false);
    });
  }

  resetToDefaults(): void {
    this.editor.resetToDefaults(() => this.update({ currentId: undefined, notice: undefined }));
  }

  /** Puts two surfaces side by side; `changes` lists what differs. */
  compare(left: DiffSide, right: DiffSide): void {
    const sides = [this.side(left), this.side(right)];
    const [before, after] = sides;
    if (!before || !after) return this.tell('Pick two surfaces to compare.', true);
    const original = this.editor.textOf(before.surface);
    const modified = this.editor.textOf(after.surface);
    if (original === undefined || modified === undefined) return;
    const diff = { leftLabel: before.label, rightLabel: after.label, original, modified, changes: diffSurfaces(before.surface, after.surface) };
    this.update({ diff });
  }

  closeDiff(): void {
    this.update({ diff: undefined });
  }

  private side(key: DiffSide): { label: string; surface: Surface } | undefined {
    if (key === 'current') {
      const surface = this.editor.getSnapshot().analysis?.surface;
      return surface && { label: 'The editor', surface };
    }
    if (key === 'defaults') {
      const surface = this.editor.defaults();
      return surface && { label: 'Defaults', surface };
    }
    const variant = this.getSnapshot().variants.find((candidate) => candidate.id === key);
    return variant && { label: variant.name, surface: variant.surface };
  }

  private tell(text: string, problem: boolean): void {
    this.update({ notice: { text, problem } });
  }

  /** Runs a storage action; a failure is told in the store's own words (what to do next). */
  private async attempt(consequence: string, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.tell(error instanceof Error && error.name === 'StoreError' ? message : `Something went wrong, so ${consequence}: ${message}`, true);
    }
  }
}
