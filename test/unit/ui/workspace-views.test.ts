import { describe, expect, it } from 'vitest';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { EditorController } from '../../../src/ui/state/workspace/editor-controller';
import { FilesController } from '../../../src/ui/state/workspace/files-controller';
import { liveWorkspaces, when } from './fixtures';

describe('the file list and the open file follow the workspace', () => {
  it('lists files as they are written, removed and made by commands', async () => {
    const { workspaces, workspace } = await liveWorkspaces({ 'a.txt': 'a' });
    const files = new FilesController(workspaces);
    await when(files, (snapshot) => snapshot.state === 'ready');
    expect(files.getSnapshot().paths).toEqual(['a.txt']);

    await workspace.writeFile('src/new.ts', 'export {};\n');
    await when(files, (snapshot) => snapshot.paths.includes('src/new.ts'));
    await workspace.exec('mkdir -p out && echo hi > out/made.txt');
    await when(files, (snapshot) => snapshot.paths.includes('out/made.txt'));
    await workspace.rm('a.txt');
    await when(files, (snapshot) => !snapshot.paths.includes('a.txt'));
    expect(files.getSnapshot().paths).toEqual(['out/made.txt', 'src/new.ts']);
  });

  it('shows the new workspace\'s files after a switch', async () => {
    const { workspaces } = await liveWorkspaces({ 'old.txt': 'x' });
    const files = new FilesController(workspaces);
    await when(files, (snapshot) => snapshot.paths.includes('old.txt'));
    workspaces.setActive(await createEmbeddedWorkspace({ files: { 'carried.txt': 'y' } }));
    await when(files, (snapshot) => snapshot.paths.includes('carried.txt') && !snapshot.paths.includes('old.txt'));
  });

  it('saves edits to the workspace', async () => {
    const { workspaces, workspace } = await liveWorkspaces({ 'notes.md': 'one\n' });
    const editor = new EditorController(workspaces);
    await editor.open('notes.md');
    expect(editor.getSnapshot()).toMatchObject({ path: 'notes.md', draft: 'one\n', state: 'ready' });
    editor.setDraft('two\n');
    expect(editor.isDirty()).toBe(true);
    await editor.save();
    expect(await workspace.readFile('notes.md')).toBe('two\n');
    expect(editor.isDirty()).toBe(false);
  });

  it('reloads the open file when the agent changes it, but never overwrites unsaved edits', async () => {
    const { workspaces, workspace } = await liveWorkspaces({ 'app.sh': 'echo 1\n' });
    const editor = new EditorController(workspaces);
    await editor.open('app.sh');

    await workspace.writeFile('app.sh', 'echo 2\n');
    await when(editor, (snapshot) => snapshot.draft === 'echo 2\n');

    editor.setDraft('echo mine\n');
    await workspace.exec('echo "echo 3" > app.sh');
    await when(editor, (snapshot) => snapshot.changedOutside);
    expect(editor.getSnapshot()).toMatchObject({ draft: 'echo mine\n', saved: 'echo 3\n' });

    await editor.revert();
    expect(editor.getSnapshot()).toMatchObject({ draft: 'echo 3\n', changedOutside: false });
  });

  it('says so when the open file is removed', async () => {
    const { workspaces, workspace } = await liveWorkspaces({ 'gone.txt': 'bye' });
    const editor = new EditorController(workspaces);
    await editor.open('gone.txt');
    await workspace.rm('gone.txt');
    await when(editor, (snapshot) => snapshot.state === 'missing');
    expect(editor.getSnapshot().problem).toBe('gone.txt is no longer in the workspace.');
  });
});
