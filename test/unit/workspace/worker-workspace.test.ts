import { afterEach, describe, expect, it } from 'vitest';
import { isWorkspaceError, type Workspace, type WorkspaceChange, type WorkspaceErrorCode } from '../../../src/engine/workspace/workspace';
import { createWorkerWorkspace, type WorkerWorkspace } from '../../../src/engine/workspace/worker/worker-workspace';
import { createInProcessWorker, inProcessWorkers } from '../../support/in-process-worker';

const opened: Workspace[] = [];

async function open(files: Record<string, string> = {}): Promise<WorkerWorkspace> {
  const workspace = await createWorkerWorkspace({ spawn: () => createInProcessWorker(), files });
  opened.push(workspace);
  return workspace;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((workspace) => workspace.dispose()));
});

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
  if (isWorkspaceError(error)) expect(error.path).toBe(path);
}

describe('the embedded workspace behind a worker', () => {
  it('starts with the given files and answers every file call', async () => {
    const workspace = await open({ 'src/app.ts': 'export {};\n', './README.md': '# hi\n' });
    expect(workspace.kind).toBe('embedded');
    expect(workspace.rootPath).toBe('/workspace');
    expect(await workspace.readFile('src/app.ts')).toBe('export {};\n');
    expect(await workspace.listFiles()).toEqual(['README.md', 'src/app.ts']);

    await workspace.writeFile('deep/notes.txt', 'héllo\n');
    await workspace.mkdir('empty/inner');
    expect(await workspace.readdir('')).toEqual([
      { name: 'README.md', kind: 'file' },
      { name: 'deep', kind: 'directory' },
      { name: 'empty', kind: 'directory' },
      { name: 'src', kind: 'directory' },
    ]);
    expect(await workspace.stat('deep/notes.txt')).toMatchObject({ kind: 'file', size: 7 });
    expect(await workspace.stat('empty')).toMatchObject({ kind: 'directory', size: 0 });
    expect(await workspace.stat('nothing')).toBeUndefined();

    await workspace.rm('empty');
    expect(await workspace.stat('empty')).toBeUndefined();

    const snapshot = await workspace.snapshot();
    expect(snapshot).toBeInstanceOf(Map);
    expect([...snapshot.keys()]).toEqual(['README.md', 'deep/notes.txt', 'src/app.ts']);
    expect(await workspace.exportFiles()).toEqual({ 'README.md': '# hi\n', 'deep/notes.txt': 'héllo\n', 'src/app.ts': 'export {};\n' });

    await workspace.importFiles({ 'only.txt': 'one' }, { replace: true });
    expect(await workspace.exportFiles()).toEqual({ 'only.txt': 'one' });
    await workspace.importFiles({ 'two.txt': 'two' });
    expect(await workspace.listFiles()).toEqual(['only.txt', 'two.txt']);
  });

  it('runs commands in the given folder and reports their output and exit code', async () => {
    const workspace = await open({ 'src/a.txt': 'alpha\n' });
    const result = await workspace.exec('pwd; cat a.txt; echo oops >&2; exit 3', { cwd: 'src' });
    expect(result).toMatchObject({ exitCode: 3, stdout: '/workspace/src\nalpha\n', stderr: 'oops\n', timedOut: false, outputMerged: false });
    await workspace.exec('echo made > made.txt');
    expect(await workspace.readFile('made.txt')).toBe('made\n');
  });

  it('keeps the code and path of a refusal across the thread boundary', async () => {
    const workspace = await open({ 'src/app.ts': 'x' });
    await expectRefusal(workspace.readFile('nope.ts'), 'not_found', 'nope.ts');
    await expectRefusal(workspace.readFile('src'), 'is_directory', 'src');
    await expectRefusal(workspace.readdir('src/app.ts'), 'not_directory', 'src/app.ts');
    await expectRefusal(workspace.writeFile('../escape.txt', 'x'), 'outside_root', '../escape.txt');
    await expectRefusal(workspace.exec('ls', { cwd: 'missing' }), 'not_found', 'missing');
    const error = await errorOf(workspace.readFile('/etc/passwd'));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('WorkspaceError');
  });

  it('forwards change events from the worker', async () => {
    const workspace = await open();
    const changes: WorkspaceChange[] = [];
    const unsubscribe = workspace.onChange((change) => changes.push(change));
    await workspace.writeFile('a.txt', 'a');
    await workspace.exec('true');
    await workspace.rm('a.txt');
    await workspace.importFiles({ 'b.txt': 'b' });
    expect(changes).toEqual([{ type: 'write', path: 'a.txt' }, { type: 'exec' }, { type: 'remove', path: 'a.txt' }, { type: 'import' }]);
    unsubscribe();
    await workspace.writeFile('c.txt', 'c');
    expect(changes).toHaveLength(4);
  });

  it('answers concurrent calls each with its own result', async () => {
    const workspace = await open();
    const names = Array.from({ length: 20 }, (_, index) => `file-${index}.txt`);
    await Promise.all(names.map((name) => workspace.writeFile(name, name.toUpperCase())));
    const [contents, listing, echo] = await Promise.all([
      Promise.all(names.map((name) => workspace.readFile(name))),
      workspace.listFiles(),
      workspace.exec('ls | wc -l'),
    ]);
    expect(contents).toEqual(names.map((name) => name.toUpperCase()));
    expect(listing).toHaveLength(20);
    expect(echo.stdout.trim()).toBe('20');
  });

  it('lets the worker end a command that yields, without killing it', async () => {
    const workers = inProcessWorkers();
    const workspace = await createWorkerWorkspace({ spawn: workers.spawn, killGraceMs: 2_000 });
    opened.push(workspace);
    const timedOut = await workspace.exec('echo kept > kept.txt; sleep 5', { timeoutMs: 100 });
    expect(timedOut).toMatchObject({ exitCode: 124, timedOut: true });
    const controller = new AbortController();
    const running = workspace.exec('sleep 5', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await running).toMatchObject({ exitCode: 130, timedOut: false });
    expect(workers.spawned).toHaveLength(1);
    expect(await workspace.readFile('kept.txt')).toBe('kept\n');
  });

  it('fails to open with the reason when the worker script does not load', async () => {
    const error = await errorOf(createWorkerWorkspace({ spawn: () => createInProcessWorker({ failToLoad: 'chunk not found' }) }));
    expect(String(error)).toContain('chunk not found');
  });

  it('refuses calls after it is disposed', async () => {
    const workspace = await open();
    await workspace.dispose();
    expect(String(await errorOf(workspace.readFile('a.txt')))).toContain('disposed');
  });
});
