import { afterEach, describe, expect, it } from 'vitest';
import type { WorkspaceChange } from '../../../src/engine/workspace/workspace';
import type { CallRequest } from '../../../src/engine/workspace/worker/protocol';
import { createWorkerWorkspace, type WorkerWorkspace } from '../../../src/engine/workspace/worker/worker-workspace';
import { inProcessWorkers, type InProcessWorkerOptions } from '../../support/in-process-worker';

/**
 * The hard kill: a worker that stops answering in the middle of an exec (as one running a loop
 * that never yields does) is terminated, a fresh one starts from the page's copy of the files,
 * and nothing the page was told about is lost.
 */

const opened: WorkerWorkspace[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((workspace) => workspace.dispose()));
});

/** The first worker hangs on any exec whose command mentions HANG; the ones after it behave. */
function hangingFirstWorker(): ReturnType<typeof inProcessWorkers> {
  const hangOn = (request: CallRequest) => request.method === 'exec' && request.args[0].includes('HANG');
  return inProcessWorkers((index): InProcessWorkerOptions => (index === 0 ? { hangOn } : {}));
}

async function openWith(workers: ReturnType<typeof inProcessWorkers>, files: Record<string, string>): Promise<WorkerWorkspace> {
  const workspace = await createWorkerWorkspace({ spawn: workers.spawn, files, killGraceMs: 50 });
  opened.push(workspace);
  return workspace;
}

describe('killing a worker that stops answering', () => {
  it('ends the exec as timed out, discards its changes and keeps every file answered before', async () => {
    const workers = hangingFirstWorker();
    const workspace = await openWith(workers, { 'src/app.ts': 'one\n', 'old.txt': 'old\n' });
    await workspace.writeFile('src/app.ts', 'two\n');
    await workspace.rm('old.txt');
    await workspace.exec('echo from-shell > shell.txt; mkdir -p a/b; echo deep > a/b/c.txt');
    const before = await workspace.exportFiles();

    const changes: WorkspaceChange[] = [];
    workspace.onChange((change) => changes.push(change));
    const started = performance.now();
    const result = await workspace.exec('echo lost > lost.txt; echo gone > src/app.ts # HANG', { timeoutMs: 100 });

    expect(result).toMatchObject({ exitCode: 124, timedOut: true, stdout: '' });
    expect(result.stderr).toContain('time limit of 0.1 s');
    expect(result.stderr).toContain('killed');
    expect(result.stderr).toContain('changes it made to files were discarded');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(workers.spawned).toHaveLength(2);
    expect(workers.spawned[0]?.hung).toBe(true);
    expect(workers.spawned[0]?.terminated).toBe(true);
    expect(changes).toContainEqual({ type: 'exec' });

    expect(await workspace.exportFiles()).toEqual(before);
    expect(before).toEqual({ 'src/app.ts': 'two\n', 'shell.txt': 'from-shell\n', 'a/b/c.txt': 'deep\n' });
    expect((await workspace.exec('cat src/app.ts')).stdout).toBe('two\n');
  });

  it('ends the exec as cancelled when its caller aborts and the worker does not answer', async () => {
    const workers = hangingFirstWorker();
    const workspace = await openWith(workers, { 'a.txt': 'a' });
    const controller = new AbortController();
    const running = workspace.exec('echo x > a.txt # HANG', { timeoutMs: 60_000, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 30));
    controller.abort();
    const result = await running;
    expect(result).toMatchObject({ exitCode: 130, timedOut: false });
    expect(result.stderr).toContain('cancelled');
    expect(result.stderr).toContain('discarded');
    expect(await workspace.readFile('a.txt')).toBe('a');
    expect(workers.spawned).toHaveLength(2);
  });

  it('sends the calls that waited behind the killed exec to the fresh worker, in order', async () => {
    const workers = hangingFirstWorker();
    const workspace = await openWith(workers, { 'a.txt': 'a' });
    const hanging = workspace.exec('true # HANG', { timeoutMs: 80 });
    const waiting = [
      workspace.writeFile('queued.txt', 'first'),
      workspace.writeFile('queued.txt', 'second'),
      workspace.exec('cat queued.txt'),
      workspace.readFile('a.txt'),
    ] as const;
    const [killed, , , shown, read] = await Promise.all([hanging, ...waiting]);
    expect(killed.timedOut).toBe(true);
    expect(shown).toMatchObject({ exitCode: 0, stdout: 'second' });
    expect(read).toBe('a');
    expect(await workspace.exportFiles()).toEqual({ 'a.txt': 'a', 'queued.txt': 'second' });
    // The fresh worker got the unanswered calls (then the check above); none was answered twice.
    expect(workers.spawned[1]?.received.filter((request) => request.type === 'call').map((request) => request.method)).toEqual([
      'start',
      'writeFile',
      'writeFile',
      'exec',
      'readFile',
      'exportFiles',
    ]);
  });

  it('answers a waiting exec whose caller cancelled as cancelled instead of running it', async () => {
    const workers = hangingFirstWorker();
    const workspace = await openWith(workers, {});
    const hanging = workspace.exec('true # HANG', { timeoutMs: 80 });
    const controller = new AbortController();
    const waiting = workspace.exec('echo ran > ran.txt', { signal: controller.signal });
    controller.abort();
    const [killed, cancelled] = await Promise.all([hanging, waiting]);
    expect(killed.exitCode).toBe(124);
    expect(cancelled).toMatchObject({ exitCode: 130, timedOut: false });
    expect(await workspace.listFiles()).toEqual([]);
  });

  it('does not blame a command that was still waiting for the busy one', async () => {
    const workers = hangingFirstWorker();
    const workspace = await openWith(workers, {});
    // The waiting command's own limit passes long before the busy one's: it must still run.
    const busy = workspace.exec('true # HANG', { timeoutMs: 500 });
    const waiting = workspace.exec('echo done', { timeoutMs: 150 });
    const [killed, ran] = await Promise.all([busy, waiting]);
    expect(killed.timedOut).toBe(true);
    expect(ran).toMatchObject({ exitCode: 0, stdout: 'done\n', timedOut: false });
    expect(workers.spawned).toHaveLength(2);
  });

  it('keeps working after several kills in a row', async () => {
    const hangOn = (request: CallRequest) => request.method === 'exec' && request.args[0].includes('HANG');
    const workers = inProcessWorkers(() => ({ hangOn }));
    const workspace = await openWith(workers, { 'keep.txt': 'k' });
    for (let round = 0; round < 3; round++) {
      await workspace.writeFile(`round-${round}.txt`, String(round));
      expect((await workspace.exec(`rm keep.txt # HANG`, { timeoutMs: 30 })).timedOut).toBe(true);
    }
    expect(workers.spawned).toHaveLength(4);
    expect(await workspace.exportFiles()).toEqual({ 'keep.txt': 'k', 'round-0.txt': '0', 'round-1.txt': '1', 'round-2.txt': '2' });
  });

  it('fails the waiting calls with the reason when no fresh worker can start', async () => {
    const hangOn = (request: CallRequest) => request.method === 'exec' && request.args[0].includes('HANG');
    const workers = inProcessWorkers((index): InProcessWorkerOptions => (index === 0 ? { hangOn } : { failToLoad: 'out of memory' }));
    const workspace = await openWith(workers, { 'a.txt': 'a' });
    const hanging = workspace.exec('true # HANG', { timeoutMs: 30 });
    const waiting = workspace.readFile('a.txt').then(
      () => 'answered',
      (error: unknown) => String(error),
    );
    expect((await hanging).timedOut).toBe(true);
    expect(await waiting).toMatch(/could not be restarted after a command was killed: .*out of memory/);
    await expect(workspace.listFiles()).rejects.toThrow('could not be restarted');
  });

  it('restores exactly what every kind of change left, concurrent ones included', async () => {
    const hangOn = (request: CallRequest) => request.method === 'exec' && request.args[0].includes('HANG');
    const workers = inProcessWorkers(() => ({ hangOn }));
    const workspace = await openWith(workers, { 'keep/a.txt': 'a', 'gone/b.txt': 'b', 'gone/deeper/c.txt': 'c' });
    await workspace.importFiles({ 'imported/one.txt': '1', './imported/two.txt': '2' });
    await workspace.rm('gone');
    await workspace.writeFile('/workspace/absolute.txt', 'abs');
    await Promise.all([
      workspace.writeFile('together/w.txt', 'w'),
      workspace.exec('mkdir -p shell && echo s > shell/s.txt && rm imported/one.txt && echo changed > keep/a.txt'),
      workspace.importFiles({ 'together/i.txt': 'i' }),
      workspace.rm('imported/two.txt'),
    ]);
    await workspace.writeFile('__proto__', 'a file, not a prototype');
    const before = await workspace.exportFiles();
    expect(Object.keys(before).sort()).toEqual(['__proto__', 'absolute.txt', 'keep/a.txt', 'shell/s.txt', 'together/i.txt', 'together/w.txt']);

    expect((await workspace.exec('rm -rf keep shell # HANG', { timeoutMs: 30 })).timedOut).toBe(true);
    expect(workers.spawned).toHaveLength(2);
    expect(await workspace.exportFiles()).toEqual(before);

    await workspace.importFiles({ 'fresh.txt': 'f' }, { replace: true });
    expect((await workspace.exec('echo x > fresh.txt # HANG', { timeoutMs: 30 })).timedOut).toBe(true);
    expect(workers.spawned).toHaveLength(3);
    expect(await workspace.exportFiles()).toEqual({ 'fresh.txt': 'f' });
  });
});
