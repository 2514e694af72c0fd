import { describe, expect, it } from 'vitest';
import { findPreset } from '../../../src/engine/presets/all-presets';
import { surfaceHash } from '../../../src/engine/toolkit/surface';
import { SurfaceController } from '../../../src/ui/state/surface/surface-controller';
import { SurfaceEditorController } from '../../../src/ui/state/surface/surface-editor-controller';
import { when } from './fixtures';

async function startedEditor(debounceMs = 0) {
  const surface = new SurfaceController();
  const editor = new SurfaceEditorController({ surface, debounceMs });
  await editor.start();
  return { surface, editor };
}

/** Types a change into the editor and applies it at once. */
function typeEdit(editor: SurfaceEditorController, before: string, after: string): void {
  editor.edit(edited(editor.getSnapshot().text, before, after));
  editor.commit();
}

/** The editor's text with one JSON string replaced (the text is the surface file, as typed). */
function edited(text: string, before: string, after: string): string {
  expect(text).toContain(before);
  return text.replace(before, after);
}

describe('the schema editor', () => {
  it('shows the surface in force as a surface file, and puts a valid edit in force once typing pauses', async () => {
    const { surface, editor } = await startedEditor(20);
    const { text } = editor.getSnapshot();
    expect(JSON.parse(text).tools[0]).toMatchObject({ handler: 'read_file', name: 'read_file' });
    expect(editor.getSnapshot().origin).toBe('the efferent (default) preset');

    editor.edit(edited(text, '"description": "Reads a text file', '"description": "Shows a text file'));
    expect(editor.getSnapshot().applying).toBe(true);
    // Nothing changes for the run until typing pauses.
    expect(surface.getSurface().tools[0]!.description).toMatch(/^Reads a text file/);
    await when(editor, (snapshot) => !snapshot.applying);
    expect(surface.getSurface().tools[0]!.description).toMatch(/^Shows a text file/);
    expect(editor.getSnapshot().edited).toBe(true);
    expect(editor.getSnapshot().invalid).toBeUndefined();
  });

  it('keeps the last valid surface in force when the text breaks, and says which field is wrong', async () => {
    const { surface, editor } = await startedEditor();
    const valid = edited(editor.getSnapshot().text, '"description": "Reads a text file', '"description": "Valid edit. Reads a text file');
    editor.edit(valid);
    editor.commit();
    const lastValid = surface.getSurface();

    editor.edit(edited(valid, '"name": "read_file"', '"name": "read file"'));
    editor.commit();
    expect(editor.getSnapshot().invalid).toMatchObject({ field: 'tools[0].name', message: expect.stringContaining('must match') });
    expect(editor.getSnapshot().invalid!.offset).toBe(editor.getSnapshot().text.indexOf('"name": "read file"'));
    expect(surface.getSurface()).toBe(lastValid);

    editor.edit(edited(valid, '"name": "read_file",', '"name": "read_file",,'));
    editor.commit();
    expect(editor.getSnapshot().invalid).toMatchObject({ field: 'JSON', message: expect.stringMatching(/^line \d+, column \d+: a property name in double quotes is expected/) });
    expect(surface.getSurface()).toBe(lastValid);
    // The analysis keeps describing the surface in force.
    expect(editor.getSnapshot().analysis!.surface).toBe(lastValid);

    editor.edit(valid);
    editor.commit();
    expect(editor.getSnapshot().invalid).toBeUndefined();
  });

  it('refuses a schema the gate cannot use, naming the field', async () => {
    const { surface, editor } = await startedEditor();
    const before = surface.getSurface();
    const text = JSON.parse(editor.getSnapshot().text);
    text.tools[3].input_schema = { type: 'array' };
    editor.edit(JSON.stringify(text, null, 2));
    editor.commit();
    expect(editor.getSnapshot().invalid).toMatchObject({ field: 'tools[3].input_schema', message: expect.stringContaining('"type": "object"') });
    expect(surface.getSurface()).toBe(before);
  });

  it('switches a tool off and back on as it was, and lints a rename to a reserved name', async () => {
    const { surface, editor } = await startedEditor();
    const renamed = edited(editor.getSnapshot().text, '"name": "read_file"', '"name": "view"');
    editor.edit(renamed);
    editor.commit();

    editor.setToolEnabled('read_file', false);
    expect(surface.getSurface().tools.map((tool) => tool.handler)).not.toContain('read_file');
    expect(editor.getSnapshot().analysis!.tools[0]).toEqual({ handler: 'read_file', name: 'view', enabled: false });

    editor.setToolEnabled('read_file', true);
    expect(surface.getSurface().tools[0]).toMatchObject({ handler: 'read_file', name: 'view' });
    expect(editor.getSnapshot().text).toBe(renamed);

    editor.edit(edited(editor.getSnapshot().text, '"name": "Bash"', '"name": "bash"'));
    editor.commit();
    const reserved = editor.getSnapshot().analysis!.findings.filter((finding) => finding.rule === 'tool-name');
    expect(reserved).toEqual([expect.objectContaining({ field: 'tools[6].name', tool: 'bash', message: expect.stringContaining('bash') })]);
  });

  it('starts from a preset with its reply handler, asking first when edits are unsaved', async () => {
    const { surface, editor } = await startedEditor();
    editor.edit(edited(editor.getSnapshot().text, '"description": "Reads', '"description": "Unsaved. Reads'));
    editor.commit();
    const unsaved = surface.getSurface();

    editor.choosePreset('aider');
    expect(editor.getSnapshot().confirm).toEqual({ label: 'the Aider (SEARCH/REPLACE) preset' });
    editor.cancelReplace();
    expect(surface.getSurface()).toBe(unsaved);
    expect(editor.getSnapshot().confirm).toBeUndefined();

    editor.choosePreset('aider');
    editor.confirmReplace();
    const aider = findPreset('aider')!;
    expect(surfaceHash(surface.getSurface())).toBe(surfaceHash(aider.surface));
    expect(surface.getSnapshot().replyHandler).toBe(aider.replyHandler);
    expect(editor.getSnapshot()).toMatchObject({ presetId: 'aider', edited: false, origin: 'the Aider (SEARCH/REPLACE) preset' });

    // An edit keeps the reply handler; resetting to the defaults drops it.
    editor.edit(edited(editor.getSnapshot().text, '"name": "glob"', '"name": "find_files"'));
    editor.commit();
    expect(surface.getSnapshot().replyHandler).toBe(aider.replyHandler);
    editor.resetToDefaults();
    editor.confirmReplace();
    expect(surface.getSnapshot().replyHandler).toBeUndefined();
    expect(editor.getSnapshot().presetId).toBe('efferent');
  });

  it('applies a schema the handler cannot take, and reports the mismatch up front', async () => {
    const { surface, editor } = await startedEditor();
    const text = JSON.parse(editor.getSnapshot().text);
    text.tools[0].input_schema.required = [];
    editor.edit(JSON.stringify(text, null, 2));
    editor.commit();
    // The gate enforces what the model is shown, so the edit is in force...
    expect(surface.getSurface().tools[0]!.input_schema.required).toEqual([]);
    // ...and the person is told which calls the handler will refuse.
    const mismatches = editor.getSnapshot().analysis!.findings.filter((finding) => finding.rule === 'handler-mismatch' && finding.severity === 'error');
    expect(mismatches).toEqual([expect.objectContaining({ tool: 'read_file', field: 'tools[0].input_schema.required', message: expect.stringContaining('the handler requires path') })]);
  });

  it('lists each failure template with its placeholders, flags unknown ones and previews it live', async () => {
    const { surface, editor } = await startedEditor();
    const notFound = () => editor.getSnapshot().analysis!.failures.find((entry) => entry.field === 'tools[0].failures.NotFound')!;
    expect(notFound()).toMatchObject({ tool: 'read_file', kind: 'NotFound', edited: false, unknownPlaceholders: [] });
    expect(notFound().placeholders.map((placeholder) => placeholder.name)).toContain('path');

    typeEdit(editor, 'Nothing exists at \\"{path}\\".', 'No file at {path} ({reason}).');
    expect(notFound()).toMatchObject({ edited: true, unknownPlaceholders: ['{reason}'] });
    const sample = notFound().placeholders.find((placeholder) => placeholder.name === 'path')!.sample;
    expect(notFound().preview).toMatch(new RegExp(`^No file at ${sample} \\(\\{reason\\}\\)\\. Find the file by name with glob`));
    // The template is part of the surface in force: the model would read exactly this.
    expect(surface.getSurface().tools[0]!.failures.NotFound).toMatch(/^No file at \{path\} \(\{reason\}\)\./);
    expect(editor.getSnapshot().analysis!.findings).toContainEqual(expect.objectContaining({ rule: 'failure-placeholders', field: 'tools[0].failures.NotFound' }));

    // Renaming glob shows in the preview: {tool:glob} renders the name the model sees.
    typeEdit(editor, '"name": "glob"', '"name": "find_files"');
    expect(notFound().preview).toContain('Find the file by name with find_files');
  });

  it('remembers every surface a model call was sent with, once each, and no surface only passed through', async () => {
    const { surface, editor } = await startedEditor();
    const first = surface.getSurface();
    const text = editor.getSnapshot().text;
    editor.edit(edited(text, '"description": "Reads', '"description": "Passing. Reads'));
    editor.commit();
    editor.edit(edited(text, '"description": "Reads', '"description": "Second. Reads'));
    editor.commit();
    const second = surface.getSurface();
    editor.edit(text);
    editor.commit();
    surface.getSurface();
    surface.getSurface();
    expect(surface.knownSurfaces().map(surfaceHash)).toEqual([surfaceHash(first), surfaceHash(second)]);
    expect(surface.knownSurfaces()[1]!.tools[0]!.description).toMatch(/^Second\./);
    expect(surface.knownSurfaces().some((known) => known.tools[0]!.description.startsWith('Passing.'))).toBe(false);
  });
});
