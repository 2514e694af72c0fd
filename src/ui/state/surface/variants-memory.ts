import type { Surface } from '../../../engine/toolkit/surface';
import type { Variant } from '../../../store/records';

/** What the variants panel needs of VariantStore (src/store): the memory fallback has the same. */
export interface VariantRepository {
  save(input: { name: string; surface: Surface; preset?: string }): Promise<Variant>;
  /** Most recently changed first. */
  list(): Promise<Variant[]>;
  update(id: string, changes: Partial<Pick<Variant, 'name' | 'surface' | 'preset'>>): Promise<Variant>;
  duplicate(id: string, name?: string): Promise<Variant>;
}

/** Variants kept in this page only, for when browser storage is off: the panel says so. */
export class MemoryVariantRepository implements VariantRepository {
  private readonly variants = new Map<string, Variant>();
  private counter = 0;
  /** Strictly increasing, so "most recently changed first" holds within one millisecond too. */
  private clock = 0;

  async save(input: { name: string; surface: Surface; preset?: string }): Promise<Variant> {
    const now = this.tick();
    const variant: Variant = { id: `memory-${++this.counter}`, name: input.name, surface: input.surface, createdAt: now, updatedAt: now };
    if (input.preset !== undefined) variant.preset = input.preset;
    this.variants.set(variant.id, variant);
    return variant;
  }

  async list(): Promise<Variant[]> {
    return [...this.variants.values()].sort((a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name));
  }

  async update(id: string, changes: Partial<Pick<Variant, 'name' | 'surface' | 'preset'>>): Promise<Variant> {
    const variant = this.variants.get(id);
    if (!variant) throw new Error(`The variant ${id} is no longer here; nothing was changed.`);
    const changed = { ...variant, ...changes, updatedAt: this.tick() };
    this.variants.set(id, changed);
    return changed;
  }

  async duplicate(id: string, name?: string): Promise<Variant> {
    const source = this.variants.get(id);
    if (!source) throw new Error(`The variant ${id} is no longer here; no copy was made.`);
    return this.save({ name: name ?? `${source.name} (copy)`, surface: source.surface });
  }

  private tick(): number {
    this.clock = Math.max(this.clock + 1, Date.now());
    return this.clock;
  }
}
