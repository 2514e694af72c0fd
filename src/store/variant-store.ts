import type { Surface } from '../engine/toolkit/surface';
import { inTransaction, type PlaygroundDatabase } from './database';
import { newId } from './new-id';
import type { Variant } from './records';
import { notFoundError } from './store-errors';

/** Named surfaces the person saved, to run again or compare against each other. */
export class VariantStore {
  constructor(private readonly database: PlaygroundDatabase) {}

  save(input: { name: string; surface: Surface; preset?: string }): Promise<Variant> {
    const now = Date.now();
    const variant: Variant = { id: newId('v'), name: input.name, surface: input.surface, createdAt: now, updatedAt: now };
    if (input.preset !== undefined) variant.preset = input.preset;
    return this.database.run(`the variant "${input.name}" was not saved`, async (connection) => {
      await connection.add('variants', variant);
      return variant;
    });
  }

  /** Most recently changed first. */
  list(): Promise<Variant[]> {
    return this.database.run('the saved variants could not be loaded', async (connection) => {
      const variants = await connection.getAll('variants');
      return variants.sort((a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name));
    });
  }

  get(id: string): Promise<Variant | undefined> {
    return this.database.run('the variant could not be loaded', (connection) => connection.get('variants', id));
  }

  /** Replaces the surface (and optionally the name) of a saved variant. */
  update(id: string, changes: Partial<Pick<Variant, 'name' | 'surface' | 'preset'>>): Promise<Variant> {
    return this.change(id, 'the variant\'s changes were not saved', (variant) => ({ ...variant, ...changes }));
  }

  rename(id: string, name: string): Promise<Variant> {
    return this.change(id, 'the new name was not saved', (variant) => ({ ...variant, name }));
  }

  /** A copy under a new id, named "<name> (copy)" unless a name is given. */
  duplicate(id: string, name?: string): Promise<Variant> {
    return this.database.run('the copy was not saved', async (connection) => {
      const transaction = connection.transaction('variants', 'readwrite');
      return inTransaction(transaction, async () => {
        const source = await transaction.store.get(id);
        if (!source) throw notFoundError('saved variant', id, 'no copy was made');
        const now = Date.now();
        const copy: Variant = { ...source, id: newId('v'), name: name ?? `${source.name} (copy)`, createdAt: now, updatedAt: now };
        await transaction.store.add(copy);
        return copy;
      });
    });
  }

  delete(id: string): Promise<void> {
    return this.database.run('the variant was not deleted', (connection) => connection.delete('variants', id));
  }

  private change(id: string, consequence: string, apply: (variant: Variant) => Variant): Promise<Variant> {
    return this.database.run(consequence, async (connection) => {
      const transaction = connection.transaction('variants', 'readwrite');
      return inTransaction(transaction, async () => {
        const variant = await transaction.store.get(id);
        if (!variant) throw notFoundError('saved variant', id, consequence);
        const changed = { ...apply(variant), updatedAt: Date.now() };
        await transaction.store.put(changed);
        return changed;
      });
    });
  }
}
