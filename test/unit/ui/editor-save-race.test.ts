import { describe, expect, it } from 'vitest';
import { editFileTool } from '../../../src/engine/tools/edit-file';
import { EditorController } from '../../../src/ui/state/workspace/editor-controller';
import { callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { liveWorkspaces, when } from './fixtures';

/**
 * The file editor and the agent write the same workspace. A save must never silently replace an
 * edit the agent made after the editor read the file, even one whose change the editor has not
 * shown yet.
 */
describe('saving in the file editor while the agent edits the file', () => {
  it('refuses to overwrite an edit the agent made a moment before Save, says so, and lets the person choose', async () => {
    const { workspaces, workspace } = await liveWorkspaces({ 'app.ts': 'export const port = 3000;\n' });
    const editor = new EditorController(workspaces);
    await editor.open('app.ts');
    editor.setDraft('export const port = 3000; // mine\n');

    // The agent's edit_file lands, and the person presses Save before the editor has caught up.
    const edited = await callTool(editFileTool, { path: 'app.ts', edits: [{ oldText: '3000', newText: '8080' }] }, makeToolContext(workspace));
    expect(edited.ok).toBe(true);
    await editor.save();

    expect(await workspace.readFile('app.ts')).toBe('export const port = 8080;\n');
    expect(editor.getSnapshot()).toMatchObject({
      state: 'ready',
      changedOutside: true,
      draft: 'export const port = 3000; // mine\n',
      saved: 'export const port = 8080;\n',
      problem:
        'app.ts changed in the workspace since you opened it (the agent or a command wrote it), so your edits were not saved. Save again to replace it with yours, or discard yours to see the new version.',
    });

    // Saving again, now that the person was told, is a deliberate overwrite.
    await editor.save();
    expect(await workspace.readFile('app.ts')).toBe('export const port = 3000; // mine\n');
    expect(editor.getSnapshot()).toMatchObject({ changedOutside: false, problem: undefined });
    expect(editor.isDirty()).toBe(false);
  });

  it('discarding instead shows the agent\'s version', async () => {
    const { workspaces, workspace } = await liveWorkspaces({ 'notes.md': 'one\n' });
    const editor = new EditorController(workspaces);
    await editor.open('notes.md');
    editor.setDraft('mine\n');
    await workspace.writeFile('notes.md', 'agent\n');
    await editor.save();
    await editor.revert();
    expect(editor.getSnapshot()).toMatchObject({ draft: 'agent\n', saved: 'agent\n', changedOutside: false });
    expect(await workspace.readFile('notes.md')).toBe('agent\n');
  });

  it('a save with no change underneath writes at once, and a file removed meanwhile is written back', async () => {
    const { workspaces, workspace } = await liveWorkspaces({ 'a.txt': 'a\n' });
    const editor = new EditorController(workspaces);
    await editor.open('a.txt');
    editor.setDraft('b\n');
    await editor.save();
    expect(await workspace.readFile('a.txt')).toBe('b\n');

    editor.setDraft('c\n');
    await workspace.rm('a.txt');
    await when(editor, (snapshot) => snapshot.state === 'missing');
    await editor.save();
    expect(await workspace.readFile('a.txt')).toBe('c\n');
  });
});
