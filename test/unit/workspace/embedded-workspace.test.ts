import { describe, expect, it } from 'vitest';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { isWorkspaceError, type WorkspaceChange, type WorkspaceErrorCode } from '../../../src/engine/workspace/workspace';

async function errorOf(action: Promise<unknown>): Promise<unknown> {
  try {
    await action;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

async function expectRefusal(action: Promise<unknown>, code: WorkspaceErrorCode, path: string): Promise<void> {
  const error = await errorOf(action);
  expect(isWorkspaceError(error, code), String(error)).toBe(true);
  if (!isWorkspaceError(error)) return;
  expect(error.path).toBe(path);
  // No just-bash wording (errnos, its absolute paths) leaks into what callers may show.
  expect(error.message).not.toMatch(/ENOENT|EISDIR|ENOTDIR|scandir|\/workspace/);
}

describe('embedded workspace files', () => {
  it('starts with the given files, rooted at /workspace', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'src/app.ts': 'export {};\n', 'README.md': '# hi\n' } });
    expect(workspace.kind).toBe('embedded');
    expect(workspace.rootPath).toBe('/workspace');
    expect(await workspace.readFile('src/app.ts')).toBe('export {};\n');
    expect(await workspace.listFiles()).toEqual(['README.md', 'src/app.ts']);
  });

  it('writes files, creating parent folders, and reads them back (unicode intact)', async () => {
    const workspace = await createEmbeddedWorkspace();
    await workspace.writeFile('deep/er/notes.txt', 'héllo wörld\n');
    expect(await workspace.readFile('deep/er/notes.txt')).toBe('héllo wörld\n');
    expect(await workspace.readdir('deep')).toEqual([{ name: 'er', kind: 'directory' }]);
  });

  it('accepts an absolute path inside the root and refuses one outside it', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'a.txt': 'A' } });
    expect(await workspace.readFile('/workspace/a.txt')).toBe('A');
    await expectRefusal(workspace.readFile('/etc/passwd'), 'outside_root', '/etc/passwd');
    await expectRefusal(workspace.writeFile('../escape.txt', 'x'), 'outside_root', '../escape.txt');
    expect(await workspace.exec('ls /')).toMatchObject({ exitCode: 0 });
    expect((await workspace.exec('test -e /escape.txt')).exitCode).toBe(1);
  });

  it('reports missing files, folders read as files and files listed as folders', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'src/app.ts': 'x' } });
    await expectRefusal(workspace.readFile('nope.ts'), 'not_found', 'nope.ts');
    await expectRefusal(workspace.readFile('src'), 'is_directory', 'src');
    await expectRefusal(workspace.readdir('src/app.ts'), 'not_directory', 'src/app.ts');
    await expectRefusal(workspace.readdir('missing'), 'not_found', 'missing');
    await expectRefusal(workspace.writeFile('src', 'x'), 'is_directory', 'src');
    await expectRefusal(workspace.writeFile('src/app.ts/inner.ts', 'x'), 'not_directory', 'src/app.ts/inner.ts');
    await expectRefusal(workspace.mkdir('src/app.ts/sub'), 'not_directory', 'src/app.ts/sub');
    expect(await workspace.readFile('src/app.ts')).toBe('x');
  });

  it('lists a folder with kinds, sorted by name', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'b.txt': 'b', 'a/one.txt': '1', 'c.txt': 'c' } });
    expect(await workspace.readdir('')).toEqual([
      { name: 'a', kind: 'directory' },
      { name: 'b.txt', kind: 'file' },
      { name: 'c.txt', kind: 'file' },
    ]);
  });

  it('stats files and folders, and says undefined for nothing', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'src/a.txt': 'héllo' } });
    const file = await workspace.stat('src/a.txt');
    expect(file).toMatchObject({ kind: 'file', size: 6 });
    expect(file?.mtimeMs).toBeGreaterThan(0);
    expect(await workspace.stat('src')).toMatchObject({ kind: 'directory', size: 0 });
    expect(await workspace.stat('src/missing.txt')).toBeUndefined();
    expect(await workspace.stat('src/a.txt/under')).toBeUndefined();
  });

  it('makes folders recursively and quietly when they exist', async () => {
    const workspace = await createEmbeddedWorkspace();
    await workspace.mkdir('a/b/c');
    await workspace.mkdir('a/b/c');
    expect(await workspace.stat('a/b/c')).toMatchObject({ kind: 'directory' });
    expect(await workspace.listFiles()).toEqual([]);
  });

  it('removes files and whole folders, and is quiet about what is already gone', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'src/a.ts': 'a', 'src/lib/b.ts': 'b', 'keep.md': 'k' } });
    await workspace.rm('src');
    await workspace.rm('src');
    await workspace.rm('never/was.txt');
    expect(await workspace.listFiles()).toEqual(['keep.md']);
    await workspace.rm('');
    expect(await workspace.listFiles()).toEqual([]);
    await workspace.writeFile('again.txt', 'still usable');
    expect(await workspace.listFiles()).toEqual(['again.txt']);
  });

  it('lists every file under the root, sorted and workspace-relative, without folders', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'z.txt': '', 'a/b/c.txt': '', 'a/a.txt': '' } });
    await workspace.mkdir('empty/folder');
    expect(await workspace.listFiles()).toEqual(['a/a.txt', 'a/b/c.txt', 'z.txt']);
  });

  it('snapshots content hashes that change exactly when content does', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'a.txt': 'one', 'b.txt': 'two' } });
    const before = await workspace.snapshot();
    expect([...before.keys()]).toEqual(['a.txt', 'b.txt']);
    await workspace.writeFile('a.txt', 'one');
    const rewrittenSame = await workspace.snapshot();
    expect(rewrittenSame).toEqual(before);
    await workspace.writeFile('a.txt', 'ONE');
    const after = await workspace.snapshot();
    expect(after.get('a.txt')).not.toBe(before.get('a.txt'));
    expect(after.get('b.txt')).toBe(before.get('b.txt'));
  });

  it('exports every file and imports them into another workspace', async () => {
    const source = await createEmbeddedWorkspace({ files: { 'src/a.ts': 'a', 'README.md': 'r', ['__proto__']: 'odd name' } });
    const exported = await source.exportFiles();
    expect(exported).toEqual({ 'README.md': 'r', 'src/a.ts': 'a', ['__proto__']: 'odd name' });
    const target = await createEmbeddedWorkspace({ files: { 'old.txt': 'old' } });
    await target.importFiles(exported);
    expect(await target.listFiles()).toEqual(['README.md', '__proto__', 'old.txt', 'src/a.ts']);
    await target.importFiles({ 'only.txt': 'only' }, { replace: true });
    expect(await target.exportFiles()).toEqual({ 'only.txt': 'only' });
  });

  it('checks every imported path before changing anything', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'keep.txt': 'k' } });
    await expectRefusal(workspace.importFiles({ 'ok.txt': 'x', '../bad.txt': 'y' }, { replace: true }), 'outside_root', '../bad.txt');
    expect(await workspace.listFiles()).toEqual(['keep.txt']);
  });

  // How fast is measured by `npm run bench`; here, that every file of a project that size arrives.
  it('builds a workspace of 2,000 files', async () => {
    const files: Record<string, string> = {};
    for (let index = 0; index < 2000; index++) {
      files[`src/module${index % 40}/file${index}.ts`] = `export const value${index} = ${index};\n`.repeat(100);
    }
    const workspace = await createEmbeddedWorkspace({ files });
    expect((await workspace.listFiles()).length).toBe(2000);
    expect(await workspace.readFile('src/module7/file1007.ts')).toBe('export const value1007 = 1007;\n'.repeat(100));
  });
});

describe('embedded workspace links', () => {
  it('refuses to read, write, list or stat through a link a command made', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'real/inside.txt': 'in' } });
    const made = await workspace.exec('ln -s /etc out && ln -s real alias && ln -s real/inside.txt file-link');
    expect(made.exitCode).toBe(0);
    await expectRefusal(workspace.readFile('out/passwd'), 'link', 'out/passwd');
    await expectRefusal(workspace.writeFile('out/planted.txt', 'x'), 'link', 'out/planted.txt');
    await expectRefusal(workspace.readdir('out'), 'link', 'out');
    await expectRefusal(workspace.readFile('alias/inside.txt'), 'link', 'alias/inside.txt');
    await expectRefusal(workspace.readFile('file-link'), 'link', 'file-link');
    await expectRefusal(workspace.writeFile('file-link', 'overwrite'), 'link', 'file-link');
    await expectRefusal(workspace.stat('alias'), 'link', 'alias');
    await expectRefusal(workspace.mkdir('alias/sub'), 'link', 'alias/sub');
    await expectRefusal(workspace.exec('pwd', { cwd: 'alias' }), 'link', 'alias');
    expect(await workspace.readFile('real/inside.txt')).toBe('in');
    expect((await workspace.exec('test -e /etc/planted.txt')).exitCode).toBe(1);
  });

  it('leaves links out of listings and lets rm remove the link itself', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'real/inside.txt': 'in' } });
    await workspace.exec('ln -s real alias');
    expect(await workspace.listFiles()).toEqual(['real/inside.txt']);
    expect(await workspace.readdir('')).toEqual([{ name: 'real', kind: 'directory' }]);
    await expectRefusal(workspace.rm('alias/inside.txt'), 'link', 'alias/inside.txt');
    await workspace.rm('alias');
    expect((await workspace.exec('ls')).stdout).toBe('real\n');
    expect(await workspace.readFile('real/inside.txt')).toBe('in');
  });
});

describe('embedded workspace change events', () => {
  it('tells listeners about writes, removals, commands and imports, until they unsubscribe', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'a.txt': 'a' } });
    const changes: WorkspaceChange[] = [];
    const unsubscribe = workspace.onChange((change) => changes.push(change));
    await workspace.writeFile('./dir//b.txt', 'b');
    await workspace.rm('a.txt');
    await workspace.rm('a.txt');
    await workspace.exec('false');
    await workspace.importFiles({ 'c.txt': 'c' });
    unsubscribe();
    await workspace.writeFile('d.txt', 'd');
    expect(changes).toEqual([
      { type: 'write', path: 'dir/b.txt' },
      { type: 'remove', path: 'a.txt' },
      { type: 'exec' },
      { type: 'import' },
    ]);
  });

  it('refuses every call once disposed', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'a.txt': 'a' } });
    await workspace.dispose();
    await expect(workspace.readFile('a.txt')).rejects.toThrow(/disposed/);
    await expect(workspace.exec('true')).rejects.toThrow(/disposed/);
  });
});
