import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findSocat } from '../../../../src/engine/workspace/os/bubblewrap';
import { startDomainProxy } from '../../../../src/engine/workspace/os/domain-proxy';
import { createOsWorkspace, type OsWorkspace } from '../../../../src/engine/workspace/os/os-workspace';
import { isWorkspaceError } from '../../../../src/engine/workspace/workspace';
import { escapeProbe, everyWayRefused } from './escape-probe';

/**
 * The OS sandbox against a hostile command, started by whoever runs the tests (root on CI, where
 * commands then run as nobody): no capability, no mount or unmount, no host secret, no kernel
 * setting, no way out but the proxy. Run as another user through the CLI in os-hardening-cli.test.ts.
 */

let workspace: OsWorkspace | undefined;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await workspace?.dispose();
  workspace = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const root = process.geteuid?.() === 0;
const marker = () => `aci-probe-${process.pid}-${Date.now()}`;

/** A Unix socket on the host that anyone may connect to; counts the connections it got. */
async function hostSocket(path: string): Promise<{ connections: () => number }> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    socket.end('hello from the host\n');
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  if (!path.startsWith('\0')) await chmod(path, 0o777);
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { connections: () => connections };
}

/** What a host socket answers a connection from the host. */
function greeting(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    connect(path).on('data', (chunk) => (text += chunk)).on('end', () => resolve(text)).on('error', reject);
  });
}

describe('the OS sandbox against a hostile command', { timeout: 30_000 }, () => {
  it('has no capability, cannot remount, unmount, read /etc/shadow, or write the host, /proc/sys or /sys', async () => {
    workspace = await createOsWorkspace();
    const name = marker();
    const result = await workspace.exec(escapeProbe(name, homedir()));
    expect(result.stdout).toBe(everyWayRefused(root ? 65_534 : process.getuid!()));
    await expect(stat(`/var/tmp/${name}`)).rejects.toThrow();
    await expect(stat(`/usr/${name}`)).rejects.toThrow();
  });

  it('reaches no Unix socket of the host: not under /run, not an abstract one', async () => {
    const name = marker();
    // Where the host's services listen (D-Bus, Docker), open to every user as theirs often are.
    const underRun = await hostSocket(`/run/${name}.sock`).catch(() => undefined);
    if (!underRun) expect(root).toBe(false); // only root may make one there
    else cleanups.push(() => rm(`/run/${name}.sock`, { force: true }));
    const abstract = await hostSocket(`\0${name}`);
    workspace = await createOsWorkspace();
    const result = await workspace.exec(
      [`socat -u UNIX-CONNECT:/run/${name}.sock - ; echo "run $?"`, `socat -u ABSTRACT-CONNECT:${name} - ; echo "abstract $?"`].join('\n'),
    );
    expect(result.stdout).toBe('run 1\nabstract 1\n');
    expect(result.stderr).toMatch(new RegExp(`/run/${name}.sock.*No such file or directory`));
    expect(result.stderr).toMatch(new RegExp(`${name}", \\d+\\): Connection refused`));
    expect(underRun?.connections() ?? 0).toBe(0);
    expect(abstract.connections()).toBe(0);
    // The host itself does reach both: the refusal is the sandbox's doing.
    if (underRun) expect(await greeting(`/run/${name}.sock`)).toBe('hello from the host\n');
    expect(await greeting(`\0${name}`)).toBe('hello from the host\n');
  });

  it('lets commands and the file tools change each other\'s files, all owned by the user commands run as', async () => {
    workspace = await createOsWorkspace({ files: { 'deep/in/tool.txt': 'by a tool\n' } });
    const made = await workspace.exec('echo more >> deep/in/tool.txt && mkdir -p by/cmd && echo by a command > by/cmd/c.txt && chmod 600 by/cmd/c.txt');
    expect(made.stderr).toBe('');
    expect(await workspace.readFile('deep/in/tool.txt')).toBe('by a tool\nmore\n');
    expect(await workspace.readFile('by/cmd/c.txt')).toBe('by a command\n');
    await workspace.writeFile('by/cmd/c.txt', 'edited by a tool\n');
    await workspace.mkdir('made/by/tool');
    await workspace.writeFile('made/by/tool/t.txt', 'new\n');
    const after = await workspace.exec('cat by/cmd/c.txt && echo x > made/by/tool/x && echo y >> made/by/tool/t.txt && rm -r deep && find . -not -user "$(id -u)" | wc -l');
    expect(after.stderr).toBe('');
    expect(after.stdout).toBe('edited by a tool\n0\n');
    expect(await workspace.listFiles()).toEqual(['by/cmd/c.txt', 'made/by/tool/t.txt', 'made/by/tool/x']);
    const owner = (await stat(workspace.rootPath)).uid;
    expect(owner).toBe(root ? 65_534 : process.getuid!());
  });

  it('a file tool meeting a named pipe a command left reads it as empty, fails to write it, and never hangs', async () => {
    workspace = await createOsWorkspace();
    await workspace.exec('mkfifo pipe');
    expect(await workspace.readFile('pipe')).toBe('');
    await expect(workspace.writeFile('pipe', 'x')).rejects.toSatisfy((error) => isWorkspaceError(error, 'io'));
  });

  it('keeps working after a command removes everything it can, and the tools can write again', async () => {
    const seed = await mkdtemp(join(tmpdir(), 'aci-seed-'));
    cleanups.push(() => rm(seed, { recursive: true, force: true }));
    workspace = await createOsWorkspace({ seedFolder: seed, files: { 'a/b.txt': 'b\n' } });
    const removed = await workspace.exec('rm -rf "$HOME"/* "$HOME"; ls -A "$HOME" | wc -l');
    expect(removed.stdout).toBe('0\n');
    await workspace.writeFile('again.txt', 'again\n');
    const next = await workspace.exec('echo ok >> again.txt && cat again.txt');
    expect(next.stdout).toBe('again\nok\n');
  });

  it('works under a TMPDIR only its owner may enter: run by root, the copy and the proxy socket go under /tmp then', async () => {
    const ownersOnly = await mkdtemp(join(tmpdir(), 'aci-private-tmp-'));
    cleanups.push(() => rm(ownersOnly, { recursive: true, force: true }));
    await chmod(ownersOnly, 0o700);
    const before = process.env.TMPDIR;
    process.env.TMPDIR = ownersOnly;
    cleanups.push(async () => {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    });
    const proxy = await startDomainProxy(['localhost']);
    cleanups.push(() => proxy.close());
    workspace = await createOsWorkspace({ files: { 'a.txt': 'a\n' }, network: { socketPath: proxy.socketPath, socat: await findSocat(), hosts: proxy.hosts } });
    const expectedParent = root ? '/tmp/' : `${ownersOnly}/`;
    expect(workspace.rootPath.startsWith(`${expectedParent}aci-workspace-`)).toBe(true);
    expect(proxy.socketPath.startsWith(`${expectedParent}aci-proxy-`)).toBe(true);
    const result = await workspace.exec(`echo b >> a.txt && cat a.txt && curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:1/`);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('a\nb\n403\n');
  });
});
