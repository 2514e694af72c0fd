import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { WebContainerWorkspace } from '../../../src/engine/workspace/webcontainer-workspace';
import { isWorkspaceError, type WorkspaceChange, type WorkspaceErrorCode } from '../../../src/engine/workspace/workspace';
import { createNodeWebContainer, type NodeWebContainer } from '../../support/node-webcontainer';

/**
 * The WebContainer workspace's own logic (path checks, links, listings, errors, exec supervision)
 * on a Node stand-in for the container; the real runtime cannot boot without StackBlitz's servers.
 */

const stand: NodeWebContainer[] = [];

afterEach(async () => {
  await Promise.all(stand.splice(0).map((container) => container.cleanup()));
});

async function open(files: Record<string, string> = {}): Promise<{ workspace: WebContainerWorkspace; folder: string }> {
  const node = await createNodeWebContainer();
  stand.push(node);
  const workspace = new WebContainerWorkspace(node.container);
  await workspace.importFiles(files);
  return { workspace, folder: node.folder };
}

async function expectRefusal(action: Promise<unknown>, code: WorkspaceErrorCode, path: string): Promise<void> {
  const error = await action.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(isWorkspaceError(error, code), String(error)).toBe(true);
  if (isWorkspaceError(error)) expect(error.path).toBe(path);
}

describe('the WebContainer workspace', () => {
  it('is rooted at the container workdir and answers every file call', async () => {
    const { workspace, folder } = await open({ 'src/app.ts': 'export {};\n', 'README.md': '# hi\n' });
    expect(workspace.kind).toBe('webcontainer');
    expect(workspace.rootPath).toBe(folder);
    expect(await workspace.readFile(`${folder}/src/app.ts`)).toBe('export {};\n');
    await workspace.writeFile('deep/er/notes.txt', 'héllo\n');
    await workspace.mkdir('empty');
    expect(await workspace.readdir('')).toEqual([
      { name: 'README.md', kind: 'file' },
      { name: 'deep', kind: 'directory' },
      { name: 'empty', kind: 'directory' },
      { name: 'src', kind: 'directory' },
    ]);
    expect(await workspace.stat('deep/er/notes.txt')).toEqual({ kind: 'file', size: 7, mtimeMs: 0 });
    expect(await workspace.stat('deep')).toEqual({ kind: 'directory', size: 0, mtimeMs: 0 });
    expect(await workspace.stat('deep/missing')).toBeUndefined();
    expect(await workspace.stat('README.md/under')).toBeUndefined();
    expect(await workspace.listFiles()).toEqual(['README.md', 'deep/er/notes.txt', 'src/app.ts']);
    expect([...(await workspace.snapshot()).keys()]).toEqual(['README.md', 'deep/er/notes.txt', 'src/app.ts']);
    await workspace.rm('deep');
    await workspace.rm('never-there');
    await workspace.importFiles({ 'only.txt': 'one' }, { replace: true });
    expect(await workspace.exportFiles()).toEqual({ 'only.txt': 'one' });
  });

  it('refuses paths outside the root, links, and the wrong kind of entry', async () => {
    const { workspace, folder } = await open({ 'src/app.ts': 'x' });
    await symlink('/etc', join(folder, 'escape'));
    await expectRefusal(workspace.readFile('../x'), 'outside_root', '../x');
    await expectRefusal(workspace.readFile('/etc/passwd'), 'outside_root', '/etc/passwd');
    await expectRefusal(workspace.readFile('escape/passwd'), 'link', 'escape/passwd');
    await expectRefusal(workspace.writeFile('escape/new.txt', 'x'), 'link', 'escape/new.txt');
    await expectRefusal(workspace.readdir('escape'), 'link', 'escape');
    await expectRefusal(workspace.readFile('nope.ts'), 'not_found', 'nope.ts');
    await expectRefusal(workspace.readFile('src'), 'is_directory', 'src');
    await expectRefusal(workspace.readdir('src/app.ts'), 'not_directory', 'src/app.ts');
    await expectRefusal(workspace.writeFile('src', 'x'), 'is_directory', 'src');
    await expectRefusal(workspace.writeFile('src/app.ts/inner', 'x'), 'not_directory', 'src/app.ts/inner');
    await expectRefusal(workspace.mkdir('src/app.ts/sub'), 'not_directory', 'src/app.ts/sub');
    await expectRefusal(workspace.exec('ls', { cwd: 'missing' }), 'not_found', 'missing');
    // The link is left out of listings and can itself be removed.
    expect(await workspace.listFiles()).toEqual(['src/app.ts']);
    expect((await workspace.readdir('')).map((entry) => entry.name)).toEqual(['src']);
    await workspace.rm('escape');
    expect(await workspace.readdir('')).toEqual([{ name: 'src', kind: 'directory' }]);
  });

  it('runs a command in a folder and reports its merged output honestly', async () => {
    const { workspace, folder } = await open({ 'src/a.txt': 'alpha\n' });
    const result = await workspace.exec('pwd; cat a.txt; echo oops >&2; exit 3', { cwd: 'src' });
    expect(result).toMatchObject({ exitCode: 3, stderr: '', timedOut: false, outputMerged: true });
    expect(result.stdout).toContain(`${folder}/src\nalpha\n`);
    expect(result.stdout).toContain('oops\n');
    await workspace.exec('printf "\\033[31mred\\033[0m\\n" > colour.txt; cat colour.txt');
    expect((await workspace.exec('cat colour.txt')).stdout).toBe('red\n');
  });

  it('kills a command at its time limit', async () => {
    const { workspace } = await open();
    const result = await workspace.exec('echo started; sleep 5', { timeoutMs: 200 });
    expect(result).toMatchObject({ exitCode: 124, timedOut: true });
    expect(result.stdout).toMatch(/^started\nStopped: the command was still running at its time limit of 0.2 s/);
    expect(result.durationMs).toBeLessThan(2_000);
  });

  it('tells listeners about its own writes, removals, commands and imports', async () => {
    const { workspace } = await open();
    const changes: WorkspaceChange[] = [];
    const stop = workspace.onChange((change) => changes.push(change));
    await workspace.writeFile('a.txt', 'a');
    await workspace.rm('a.txt');
    await workspace.exec('true');
    await workspace.importFiles({ 'b.txt': 'b' });
    stop();
    // The container's watcher says "exec" too once its files settle (it is how a dev server's writes
    // reach the page), and on a busy machine that can land between ours: ours must all be there, in
    // their order.
    const ours: WorkspaceChange[] = [{ type: 'write', path: 'a.txt' }, { type: 'remove', path: 'a.txt' }, { type: 'exec' }, { type: 'import' }];
    let found = 0;
    for (const change of changes) if (found < ours.length && isDeepStrictEqual(change, ours[found])) found += 1;
    expect(found, JSON.stringify(changes)).toBe(ours.length);
  });

  it('refuses calls once disposed', async () => {
    const { workspace } = await open();
    await workspace.dispose();
    await expect(workspace.readFile('a.txt')).rejects.toThrow('disposed');
  });
});
