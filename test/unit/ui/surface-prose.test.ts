import { describe, expect, it } from 'vitest';
import { SurfaceController } from '../../../src/ui/state/surface/surface-controller';
import { SurfaceEditorController } from '../../../src/ui/state/surface/surface-editor-controller';

// The prose view's side of the schema editor: the file read as per-tool fields, an edit to one
// string that leaves the rest of the JSON as it was, and one undo history for both views.

async function startedEditor() {
  const surface = new SurfaceController();
  const editor = new SurfaceEditorController({ surface, debounceMs: 0 });
  await editor.start();
  return { surface, editor };
}

describe('the surface as prose', () => {
  it('reads every tool with its parameters and templates, each with the path of its string', async () => {
    const { editor } = await startedEditor();
    const prose = editor.readProse()!;
    expect(prose.system.text).toBe(editor.getSnapshot().analysis!.surface.system);
    const readFile = prose.tools.find((tool) => tool.handler === 'read_file')!;
    expect(readFile.description.text).toMatch(/^Reads a text file/);
    const path = readFile.parameters.find((parameter) => parameter.name === 'path')!;
    expect(path).toMatchObject({ type: 'string', required: true });
    expect(path.description.field).toBe(`tools[${readFile.index}].input_schema.properties.path.description`);
    expect(readFile.parameters.find((parameter) => parameter.name === 'offset')).toMatchObject({ required: false });
    expect(readFile.failures.length).toBeGreaterThan(0);
  });

  it('writes a paragraph with quotes and line breaks into one string, leaving the rest of the file as it was', async () => {
    const { surface, editor } = await startedEditor();
    const before = editor.getSnapshot().text;
    const readFile = editor.readProse()!.tools.find((tool) => tool.handler === 'read_file')!;
    const paragraph = 'Reads a "text" file.\nLines are numbered from 1.';
    editor.editText(readFile.description.path, paragraph);
    editor.commit();

    expect(surface.getSurface().tools.find((tool) => tool.handler === 'read_file')!.description).toBe(paragraph);
    const after = editor.getSnapshot().text;
    expect(after).toContain(JSON.stringify(paragraph));
    // Only that line changed: the prose view never reformats the JSON around it.
    const changedLines = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changedLines).toHaveLength(1);
  });

  it('undoes and redoes edits from either view in one history, a burst of typing at a time', async () => {
    const { surface, editor } = await startedEditor();
    const original = editor.getSnapshot().text;
    expect(editor.getSnapshot().canUndo).toBe(false);
    const path = editor.readProse()!.tools[0]!.parameters[0]!.description.path;

    // Prose typing, three keystrokes before the pause: one step.
    editor.editText(path, 'A');
    editor.editText(path, 'AB');
    editor.editText(path, 'ABC');
    editor.commit();
    const afterProse = editor.getSnapshot().text;
    // Then an edit in the JSON view.
    editor.edit(afterProse.replace('"description": "Reads a text file', '"description": "JSON-EDITED Reads a text file'));
    editor.commit();

    editor.undo();
    expect(editor.getSnapshot().text).toBe(afterProse);
    editor.undo();
    expect(editor.getSnapshot().text).toBe(original);
    expect(editor.getSnapshot()).toMatchObject({ canUndo: false, canRedo: true, edited: false });
    // The undone text is in force, not only shown.
    expect(surface.getSurface().tools[0]!.description).toMatch(/^Reads a text file/);

    editor.redo();
    expect(editor.readProse()!.tools[0]!.parameters[0]!.description.text).toBe('ABC');
    // A new edit after an undo forgets what could be redone.
    editor.editText(path, 'D');
    editor.commit();
    expect(editor.getSnapshot().canRedo).toBe(false);
  });

  it('says there is no prose to show while the JSON does not parse', async () => {
    const { editor } = await startedEditor();
    editor.edit(`${editor.getSnapshot().text}x`);
    expect(editor.readProse()).toBeUndefined();
    editor.undo();
    expect(editor.readProse()).toBeDefined();
  });
});
