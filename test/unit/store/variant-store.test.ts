import { describe, expect, it } from 'vitest';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { freshStore } from './store-fixtures';

describe('VariantStore', () => {
  it('saves, lists, renames, duplicates, updates and deletes named surfaces, across a reload', async () => {
    const { store, reopen } = await freshStore();
    const base = defaultSurface();
    const terse = { ...base, system: 'Be terse.' };
    const saved = await store.variants.save({ name: 'Terse system prompt', surface: terse });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const defaults = await store.variants.save({ name: 'Defaults', surface: base });

    expect((await store.variants.list()).map((variant) => variant.name)).toEqual(['Defaults', 'Terse system prompt']);
    expect(await store.variants.get(saved.id)).toEqual(saved);

    await new Promise((resolve) => setTimeout(resolve, 2));
    const copy = await store.variants.duplicate(saved.id);
    expect(copy).toMatchObject({ name: 'Terse system prompt (copy)', surface: terse });
    expect(copy.id).not.toBe(saved.id);
    const withoutGrep = { ...terse, tools: terse.tools.filter((tool) => tool.handler !== 'grep') };
    await store.variants.update(copy.id, { surface: withoutGrep });
    await store.variants.rename(defaults.id, 'Shipped defaults');
    await store.variants.delete(saved.id);
    store.close();

    const reloaded = await reopen();
    const variants = await reloaded.variants.list();
    expect(variants.map((variant) => variant.name)).toEqual(['Shipped defaults', 'Terse system prompt (copy)']);
    expect(variants[1]!.surface.tools.map((tool) => tool.handler)).not.toContain('grep');
    expect(variants[1]!.surface.tools.length).toBe(base.tools.length - 1);
    expect(await reloaded.variants.get(saved.id)).toBeUndefined();
  });

  it('says which variant is missing', async () => {
    const { store } = await freshStore();
    await expect(store.variants.rename('v_gone', 'x')).rejects.toMatchObject({
      kind: 'not_found',
      message: 'There is no saved variant "v_gone" in browser storage (it may have been deleted in another tab), so the new name was not saved.',
    });
    await expect(store.variants.duplicate('v_gone')).rejects.toMatchObject({ kind: 'not_found', message: expect.stringContaining('so no copy was made') });
  });
});
