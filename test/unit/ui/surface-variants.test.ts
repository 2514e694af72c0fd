import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../src/store/open-store';
import { SurfaceController } from '../../../src/ui/state/surface/surface-controller';
import { SurfaceEditorController } from '../../../src/ui/state/surface/surface-editor-controller';
import { VariantsController } from '../../../src/ui/state/surface/variants-controller';
import type { VariantRepository } from '../../../src/ui/state/surface/variants-memory';

async function setUp(repository?: VariantRepository) {
  const surface = new SurfaceController();
  const editor = new SurfaceEditorController({ surface, debounceMs: 0 });
  await editor.start();
  const variants = new VariantsController(editor, repository);
  await variants.refresh();
  return { surface, editor, variants };
}

/** Types a change into the editor and applies it. */
function typeEdit(editor: SurfaceEditorController, before: string, after: string): void {
  const { text } = editor.getSnapshot();
  expect(text).toContain(before);
  editor.edit(text.replace(before, after));
  editor.commit();
}

const freshStore = () => openStore({ factory: new IDBFactory(), name: 'variants-test' });

describe('surface variants', () => {
  it('saves named variants to IndexedDB, switches between them and survives a new page', async () => {
    const factory = new IDBFactory();
    const store = await openStore({ factory, name: 'variants-test' });
    const { surface, editor, variants } = await setUp(store.variants);
    expect(variants.getSnapshot().persistent).toBe(true);

    typeEdit(editor, '"description": "Reads a text file', '"description": "Terse. Reads a text file');
    await variants.save('terse');
    expect(variants.getSnapshot().notice).toEqual({ text: 'Saved variant "terse".', problem: false });
    expect(editor.getSnapshot()).toMatchObject({ edited: false, origin: 'variant "terse"' });

    typeEdit(editor, '"name": "Bash"', '"name": "shell"');
    await variants.save('  renamed shell ');
    const [renamed, terse] = variants.getSnapshot().variants;
    expect([renamed!.name, terse!.name]).toEqual(['renamed shell', 'terse']);

    variants.open(terse!.id);
    expect(variants.getSnapshot().currentId).toBe(terse!.id);
    expect(surface.getSurface().tools[0]!.description).toMatch(/^Terse\./);
    expect(surface.getSurface().tools.map((tool) => tool.name)).toContain('Bash');
    store.close();

    // Another page over the same database sees both.
    const reopened = await openStore({ factory, name: 'variants-test' });
    const later = await setUp(reopened.variants);
    expect(later.variants.getSnapshot().variants.map((variant) => variant.name).sort()).toEqual(['renamed shell', 'terse']);
    reopened.close();
  });

  it("brings back the harness of the preset a variant was made from: Aider's reply handler, after a new page too", async () => {
    const factory = new IDBFactory();
    const store = await openStore({ factory, name: 'variants-test' });
    const { surface, editor, variants } = await setUp(store.variants);
    editor.choosePreset('aider');
    expect(surface.getSnapshot().replyHandler).toBeDefined();
    const aiderHandler = surface.getSnapshot().replyHandler;
    typeEdit(editor, '"system": "', '"system": "Edit with care. ');
    await variants.save('careful aider');
    variants.resetToDefaults();
    expect(surface.getSnapshot().replyHandler).toBeUndefined();
    store.close();

    const reopened = await openStore({ factory, name: 'variants-test' });
    const later = await setUp(reopened.variants);
    const saved = later.variants.getSnapshot().variants.find((variant) => variant.name === 'careful aider')!;
    later.variants.open(saved.id);
    expect(later.surface.getSurface().system).toMatch(/^Edit with care\. /);
    expect(later.surface.getSnapshot().replyHandler).toBe(aiderHandler);
    expect(later.editor.getSnapshot().presetId).toBe('aider');
    // A variant of the defaults runs with no reply handler, whatever was in force before.
    later.editor.resetToDefaults();
    typeEdit(later.editor, '"description": "Reads a text file', '"description": "Terse. Reads a text file');
    await later.variants.save('terse defaults');
    later.editor.choosePreset('aider');
    const terse = later.variants.getSnapshot().variants.find((variant) => variant.name === 'terse defaults')!;
    later.variants.open(terse.id);
    expect(later.surface.getSnapshot().replyHandler).toBeUndefined();
    reopened.close();
  });

  it('saving under a name that exists updates that variant', async () => {
    const store = await freshStore();
    const { editor, variants } = await setUp(store.variants);
    await variants.save('mine');
    typeEdit(editor, '"description": "Reads', '"description": "Second take. Reads');
    await variants.save('mine');
    expect(variants.getSnapshot().variants).toHaveLength(1);
    expect(variants.getSnapshot().notice!.text).toBe('Variant "mine" updated.');
    expect(variants.getSnapshot().variants[0]!.surface.tools[0]!.description).toMatch(/^Second take\./);
    store.close();
  });

  it('refuses to save a text that is not a valid surface, and an empty name', async () => {
    const { editor, variants } = await setUp();
    await variants.save('   ');
    expect(variants.getSnapshot().notice).toEqual({ text: 'Type a name for the variant first.', problem: true });
    editor.edit(editor.getSnapshot().text.replace('"tools": [', '"tools": {'));
    await variants.save('broken');
    expect(variants.getSnapshot().notice!.text).toMatch(/^Nothing was saved: the text is not a valid surface \(JSON: line \d+/);
    expect(variants.getSnapshot().variants).toEqual([]);
  });

  it('duplicates, resets to the defaults (asking about unsaved edits) and diffs any two', async () => {
    const store = await freshStore();
    const { surface, editor, variants } = await setUp(store.variants);
    typeEdit(editor, '"name": "read_file"', '"name": "view_text"');
    await variants.save('renamed');
    const renamedId = variants.getSnapshot().currentId!;
    await variants.duplicate(renamedId);
    expect(variants.getSnapshot().variants.map((variant) => variant.name).sort()).toEqual(['renamed', 'renamed (copy)']);
    expect(variants.getSnapshot().notice!.text).toBe('Saved a copy as "renamed (copy)".');

    typeEdit(editor, '"name": "glob"', '"name": "find_files"');
    variants.resetToDefaults();
    expect(editor.getSnapshot().confirm).toBeDefined();
    expect(surface.getSurface().tools.map((tool) => tool.name)).toContain('find_files');
    editor.confirmReplace();
    expect(surface.getSurface().tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['read_file', 'glob']));
    expect(variants.getSnapshot().currentId).toBeUndefined();

    variants.compare('defaults', renamedId);
    const { diff } = variants.getSnapshot();
    expect(diff).toMatchObject({ leftLabel: 'Defaults', rightLabel: 'renamed', changes: [{ handler: 'read_file', tool: 'view_text', field: 'name' }] });
    expect(diff!.original).toContain('"name": "read_file"');
    expect(diff!.modified).toContain('"name": "view_text"');
    expect(diff!.modified).not.toContain('"name": "read_file"');
    store.close();
  });

  it('keeps variants in memory without a store, and says so', async () => {
    const { variants } = await setUp();
    expect(variants.getSnapshot().persistent).toBe(false);
    await variants.save('in memory');
    await variants.duplicate(variants.getSnapshot().currentId!);
    expect(variants.getSnapshot().variants.map((variant) => variant.name)).toEqual(['in memory (copy)', 'in memory']);
  });
});
