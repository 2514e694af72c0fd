import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { createWorkerWorkspace } from '../../../src/engine/workspace/worker/worker-workspace';
import type { Workspace } from '../../../src/engine/workspace/workspace';
import {
  createWorkspaceManager,
  type WorkspaceManager,
  type WorkspaceManagerOptions,
  type WorkspaceManagerSnapshot,
} from '../../../src/ui/boot/boot-workspaces';
import { webContainerCapabilities } from '../../../src/engine/workspace/capabilities';
import { webcontainerTimeoutFromQuery } from '../../../src/ui/boot/browser-starters';
import { createInProcessWorker, type InProcessWorkerOptions } from '../../support/in-process-worker';

const sample = { 'README.md': '# sample\n', 'src/app.sh': 'echo hi\n' };

/** A booted "WebContainer": a second embedded workspace that answers to the other kind. */
function posingAsWebContainer(inner: Workspace): Workspace {
  return {
    kind: 'webcontainer',
    rootPath: inner.rootPath,
    capabilities: webContainerCapabilities,
    readFile: (path) => inner.readFile(path),
    writeFile: (path, content) => inner.writeFile(path, content),
    readdir: (path) => inner.readdir(path),
    stat: (path) => inner.stat(path),
    mkdir: (path) => inner.mkdir(path),
    rm: (path) => inner.rm(path),
    exec: (command, options) => inner.exec(command, options),
    listFiles: () => inner.listFiles(),
    snapshot: () => inner.snapshot(),
    exportFiles: () => inner.exportFiles(),
    importFiles: (files, options) => inner.importFiles(files, options),
    onChange: (listener) => inner.onChange(listener),
    dispose: () => inner.dispose(),
  };
}

const boots = {
  never: () => new Promise<Workspace>(() => {}),
  failing: () => Promise.reject(new Error('Unable to create more instances')),
  booting: (afterMs = 0) => async () => {
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    return posingAsWebContainer(await createEmbeddedWorkspace({ files: { 'left-over.txt': 'from an earlier page' } }));
  },
};

const managers: WorkspaceManager[] = [];

afterEach(async () => {
  await Promise.all(managers.splice(0).map((manager) => manager.dispose()));
});

interface Setup {
  bootWebContainer?: (timeoutMs: number) => Promise<Workspace>;
  worker?: InProcessWorkerOptions;
  /** Holds the embedded workspace's start back until this settles (a page under load). */
  embeddedStartsAfter?: Promise<void>;
  options?: Partial<WorkspaceManagerOptions>;
}

function start(setup: Setup = {}): { manager: WorkspaceManager; bootCalls: number[] } {
  const bootCalls: number[] = [];
  const manager = createWorkspaceManager({
    initialFiles: sample,
    crossOriginIsolated: true,
    webcontainerTimeoutMs: 150,
    ...setup.options,
    starters: {
      startEmbedded: async (files) => {
        await setup.embeddedStartsAfter;
        return createWorkerWorkspace({ spawn: () => createInProcessWorker(setup.worker), files });
      },
      bootWebContainer: (timeoutMs) => {
        bootCalls.push(timeoutMs);
        return (setup.bootWebContainer ?? boots.never)(timeoutMs);
      },
    },
  });
  managers.push(manager);
  return { manager, bootCalls };
}

async function until(manager: WorkspaceManager, check: (snapshot: WorkspaceManagerSnapshot) => void): Promise<WorkspaceManagerSnapshot> {
  await vi.waitFor(() => check(manager.getSnapshot()), { timeout: 3_000, interval: 5 });
  return manager.getSnapshot();
}

describe('the workspace manager in auto mode', () => {
  it('starts the embedded workspace at once and says why when the page is not cross-origin isolated', async () => {
    const { manager, bootCalls } = start({ options: { crossOriginIsolated: false } });
    expect(manager.getSnapshot()).toMatchObject({ active: undefined, kind: 'embedded', state: 'starting' });
    const ready = await until(manager, (snapshot) => expect(snapshot.state).toBe('ready'));
    expect(ready).toMatchObject({ kind: 'embedded', reason: 'WebContainer unavailable: page is not cross-origin isolated' });
    expect(await ready.active?.readFile('README.md')).toBe('# sample\n');
    expect(bootCalls).toEqual([]);
  });

  it('keeps the embedded workspace when WebContainer never answers, and says so after the timeout', async () => {
    const opened = performance.now();
    const { manager, bootCalls } = start({ bootWebContainer: boots.never, options: { webcontainerTimeoutMs: 600 } });
    const ready = await until(manager, (snapshot) => expect(snapshot.state).toBe('ready'));
    // Usable long before WebContainer's timeout runs out.
    expect(performance.now() - opened).toBeLessThan(600);
    expect(ready.reason).toBe('WebContainer is starting; the embedded workspace is ready meanwhile');
    const explained = await until(manager, (snapshot) => expect(snapshot.reason).toMatch(/^WebContainer unavailable/));
    expect(performance.now() - opened).toBeGreaterThanOrEqual(590);
    expect(explained).toMatchObject({ kind: 'embedded', state: 'ready', active: ready.active });
    expect(explained.reason).toBe('WebContainer unavailable: no answer from its runtime within 0.6 s');
    expect(bootCalls).toEqual([600]);
  });

  it('passes on the error of a WebContainer boot that fails', async () => {
    const { manager } = start({ bootWebContainer: boots.failing });
    const explained = await until(manager, (snapshot) => {
      expect(snapshot.state).toBe('ready');
      expect(snapshot.reason).toMatch(/^WebContainer unavailable/);
    });
    expect(explained).toMatchObject({ kind: 'embedded', reason: 'WebContainer unavailable: Unable to create more instances' });
  });

  it('switches to WebContainer once it boots, carrying the files over', async () => {
    const { manager } = start({ bootWebContainer: boots.booting(100) });
    const embedded = await until(manager, (snapshot) => expect(snapshot.state).toBe('ready'));
    await embedded.active?.writeFile('notes.txt', 'written before the switch\n');
    const switched = await until(manager, (snapshot) => expect(snapshot.kind).toBe('webcontainer'));
    expect(switched).toMatchObject({ state: 'ready', reason: 'WebContainer booted' });
    expect(await switched.active?.exportFiles()).toEqual({ ...sample, 'notes.txt': 'written before the switch\n' });
    // The embedded worker is let go once the files are across.
    await expect(embedded.active?.readFile('README.md')).rejects.toThrow('disposed');
  });

  it('waits for the run to end before switching', async () => {
    let running = true;
    const { manager } = start({ bootWebContainer: boots.booting(20), options: { canSwitch: () => !running } });
    const waiting = await until(manager, (snapshot) => expect(snapshot.reason).toBe('Switching to WebContainer when the current run ends'));
    expect(waiting).toMatchObject({ kind: 'embedded', state: 'ready' });
    await waiting.active?.writeFile('made-by-the-run.txt', 'kept\n');
    await manager.runEnded();
    expect(manager.getSnapshot().kind).toBe('embedded');
    running = false;
    await manager.runEnded();
    const switched = await until(manager, (snapshot) => expect(snapshot.kind).toBe('webcontainer'));
    expect(await switched.active?.readFile('made-by-the-run.txt')).toBe('kept\n');
  });

  it('still says it waits for the run when WebContainer booted before the embedded workspace was ready', async () => {
    let embeddedMayStart: () => void = () => undefined;
    const embeddedStartsAfter = new Promise<void>((resolve) => (embeddedMayStart = resolve));
    let running = true;
    const { manager, bootCalls } = start({ bootWebContainer: boots.booting(), embeddedStartsAfter, options: { canSwitch: () => !running } });
    await until(manager, (snapshot) => expect(snapshot.reason).toBe('Switching to WebContainer when the current run ends'));
    expect(bootCalls).toHaveLength(1);
    embeddedMayStart();
    const ready = await until(manager, (snapshot) => expect(snapshot.state).toBe('ready'));
    expect(ready).toMatchObject({ kind: 'embedded', reason: 'Switching to WebContainer when the current run ends' });
    running = false;
    await manager.runEnded();
    await until(manager, (snapshot) => expect(snapshot).toMatchObject({ kind: 'webcontainer', state: 'ready' }));
  });
});

describe('choosing a workspace', () => {
  it('switches back and forth on request, carrying files, with one WebContainer boot', async () => {
    const { manager, bootCalls } = start({ bootWebContainer: boots.booting(), options: { preference: 'webcontainer' } });
    const webcontainer = await until(manager, (snapshot) => expect(snapshot.state).toBe('ready'));
    expect(webcontainer).toMatchObject({ kind: 'webcontainer', reason: 'chosen in Settings' });
    expect(await webcontainer.active?.exportFiles()).toEqual(sample);

    await webcontainer.active?.writeFile('one.txt', '1');
    await manager.switchTo('embedded');
    const embedded = manager.getSnapshot();
    expect(embedded).toMatchObject({ kind: 'embedded', state: 'ready', reason: 'chosen in Settings' });
    expect(await embedded.active?.readFile('one.txt')).toBe('1');

    await embedded.active?.rm('one.txt');
    await embedded.active?.writeFile('two.txt', '2');
    await manager.setPreference('webcontainer');
    const back = manager.getSnapshot();
    expect(back).toMatchObject({ kind: 'webcontainer', preference: 'webcontainer', active: webcontainer.active });
    expect(await back.active?.exportFiles()).toEqual({ ...sample, 'two.txt': '2' });
    expect(bootCalls).toHaveLength(1);
  });

  it('falls back to the embedded workspace when the chosen WebContainer fails to boot', async () => {
    const { manager } = start({ bootWebContainer: boots.failing, options: { preference: 'webcontainer' } });
    expect(manager.getSnapshot()).toMatchObject({ kind: 'webcontainer', state: 'starting' });
    const fallback = await until(manager, (snapshot) => expect(snapshot.state).toBe('ready'));
    expect(fallback).toMatchObject({ kind: 'embedded', reason: 'WebContainer unavailable: Unable to create more instances' });
    expect(await fallback.active?.exportFiles()).toEqual(sample);
  });

  it('never boots WebContainer when the embedded workspace is chosen', async () => {
    const { manager, bootCalls } = start({ options: { preference: 'embedded' } });
    const ready = await until(manager, (snapshot) => expect(snapshot.state).toBe('ready'));
    expect(ready).toMatchObject({ kind: 'embedded', reason: 'chosen in Settings' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bootCalls).toEqual([]);
  });

  it('says why nothing is live when the embedded workspace cannot start either', async () => {
    const { manager } = start({ worker: { failToLoad: 'worker chunk missing' }, options: { crossOriginIsolated: false } });
    const failed = await until(manager, (snapshot) => expect(snapshot.state).toBe('failed'));
    expect(failed.active).toBeUndefined();
    expect(failed.reason).toContain('The embedded workspace could not start');
    expect(failed.reason).toContain('worker chunk missing');
  });

  it('gives React a new snapshot object on each change and the same one otherwise', async () => {
    const { manager } = start({ options: { crossOriginIsolated: false } });
    let notified = 0;
    manager.subscribe(() => notified++);
    const first = manager.getSnapshot();
    expect(manager.getSnapshot()).toBe(first);
    await until(manager, (snapshot) => expect(snapshot.state).toBe('ready'));
    expect(manager.getSnapshot()).not.toBe(first);
    expect(notified).toBeGreaterThan(0);
  });
});

describe('the boot timeout from the query string', () => {
  it('reads a positive number and ignores anything else', () => {
    expect(webcontainerTimeoutFromQuery('?webcontainerTimeoutMs=1500')).toBe(1500);
    expect(webcontainerTimeoutFromQuery('?other=1')).toBeUndefined();
    expect(webcontainerTimeoutFromQuery('?webcontainerTimeoutMs=soon')).toBeUndefined();
    expect(webcontainerTimeoutFromQuery('?webcontainerTimeoutMs=-5')).toBeUndefined();
    expect(webcontainerTimeoutFromQuery('?webcontainerTimeoutMs=')).toBeUndefined();
  });
});
