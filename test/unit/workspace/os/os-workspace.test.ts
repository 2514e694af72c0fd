import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createOsWorkspace, type OsWorkspace } from '../../../../src/engine/workspace/os/os-workspace';
import { isWorkspaceError } from '../../../../src/engine/workspace/workspace';
import { fakeApiKey } from '../../../support/fake-api-key';

/**
 * The OS sandbox workspace on real folders, with the real bubblewrap (CI installs it): what a
 * command can reach, how it is ended, and the file tools' path rules on a real disk.
 */

const run = promisify(execFile);
let workspace: OsWorkspace | undefined;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await workspace?.dispose();
  workspace = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function open(files: Record<string, string> = {}, seedFolder?: string): Promise<OsWorkspace> {
  workspace = await createOsWorkspace({ files, seedFolder });
  return workspace;
}

/**
 * Host processes whose command line contains `marker` (the sandbox's are visible from outside),
 * after giving killed ones a moment to leave the process table on a loaded machine.
 */
async function processesWith(marker: string): Promise<string[]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const found = await processesNow(marker);
    if (found.length === 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return processesNow(marker);
}

async function processesNow(marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (commandLine.replaceAll('\0', ' ').includes(marker)) found.push(pid);
  }
  return found;
}

describe('the OS sandbox workspace', { timeout: 30_000 }, () => {
  it('runs commands in a copy of the seed folder and never touches the original', async () => {
    const original = await mkdtemp(join(tmpdir(), 'aci-seed-'));
    cleanups.push(() => rm(original, { recursive: true, force: true }));
    await mkdir(join(original, 'src'));
    await writeFile(join(original, 'src', 'a.txt'), 'one\n');
    const os = await open({}, original);
    expect(os.rootPath).not.toBe(original);

    await os.writeFile('src/a.txt', 'changed by a tool\n');
    const result = await os.exec('pwd && echo made > b.txt && rm src/a.txt && ls');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe(`${os.rootPath}\nb.txt\nsrc\n`);
    expect(await os.exportFiles()).toEqual({ 'b.txt': 'made\n' });
    expect((await readdir(original, { recursive: true })).sort()).toEqual(['src', 'src/a.txt']);
    expect(await readFile(join(original, 'src', 'a.txt'), 'utf8')).toBe('one\n');
  });

  it('git init and a commit work inside', async () => {
    const os = await open({ 'README.md': '# demo\n' });
    const result = await os.exec('git init -q && git add -A && git commit -qm "first" && git log --oneline | wc -l && git status --short');
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe('1\n');
    // git's own folder is not the agent's work: left out of listings and exports.
    expect(await os.listFiles()).toEqual(['README.md']);
  });

  it('cannot write to /etc or to the host user\'s home, and cannot read what is in that home', async () => {
    const os = await open();
    const probe = `aci-probe-${process.pid}-${Date.now()}`;
    const home = homedir();
    const result = await os.exec(`echo x > /etc/${probe}; echo "etc $?"; echo x > ${home}/${probe}; echo "home $?"; ls -A ${home} | wc -l`);
    expect(result.stdout).toBe('etc 2\nhome 2\n0\n');
    expect(result.stderr).toMatch(/Read-only file system/);
    await expect(stat(`/etc/${probe}`)).rejects.toThrow();
    await expect(stat(join(home, probe))).rejects.toThrow();
  });

  it('does not reach a listener on the host, even on 127.0.0.1', async () => {
    let reached = 0;
    const server: Server = createServer((_request, response) => {
      reached++;
      response.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const { port } = server.address() as AddressInfo;
    const os = await open();
    const script = `fetch('http://127.0.0.1:${port}/').then(() => console.log('reached'), () => console.log('refused'))`;
    const result = await os.exec(`node -e "${script}"`);
    expect(result.stdout).toBe('refused\n');
    expect(reached).toBe(0);
    // The host itself does reach it: the refusal is the sandbox's doing.
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('hello');
  });

  it('gives commands none of the host environment: the API key is not in env', async () => {
    const key = fakeApiKey('os-sandbox');
    const before = process.env.ANTHROPIC_API_KEY;
    process.env.ANTHROPIC_API_KEY = key;
    cleanups.push(async () => {
      if (before === undefined) delete process.env.ANTHROPIC_API_KEY;
      else process.env.ANTHROPIC_API_KEY = before;
    });
    const os = await open();
    const result = await os.exec('env; cat /proc/self/environ');
    expect(result.stdout).not.toContain(key);
    expect(result.stdout).not.toContain('ANTHROPIC');
    expect(result.stdout).toContain(`HOME=${os.rootPath}\n`);
  });

  it('ends a command at its time limit together with everything it started', async () => {
    const os = await open();
    const marker = `${37 + Math.floor(Math.random() * 1000)}.5`;
    // setsid -f: a process that leaves the command's session and group still ends with it.
    const result = await os.exec(`echo started; sleep ${marker} & setsid -f sleep ${marker}; sleep ${marker}`, { timeoutMs: 3_000 });
    expect(result.timedOut).toBe(true);
    expect(result.exitCode).toBe(124);
    expect(result.stdout).toBe('started\n');
    expect(result.stderr).toContain('time limit of 3 s');
    expect(result.durationMs).toBeLessThan(6_000);
    expect(await processesWith(`sleep ${marker}`)).toEqual([]);
  });

  it('ends a command and its children when its caller stops it', async () => {
    const os = await open();
    const marker = `${41 + Math.floor(Math.random() * 1000)}.25`;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 500);
    const result = await os.exec(`(sleep ${marker}) & sleep ${marker}`, { signal: controller.signal });
    expect(result.exitCode).toBe(130);
    expect(result.stderr).toContain('cancelled');
    expect(await processesWith(`sleep ${marker}`)).toEqual([]);
  });

  it('refuses .., absolute paths outside the copy, and links out of it', async () => {
    const os = await open({ 'a.txt': 'a\n' });
    await expect(os.readFile('../a.txt')).rejects.toSatisfy((error) => isWorkspaceError(error, 'outside_root'));
    await expect(os.readFile('/etc/passwd')).rejects.toSatisfy((error) => isWorkspaceError(error, 'outside_root'));
    expect(await os.readFile(`${os.rootPath}/a.txt`)).toBe('a\n');
    await os.exec('ln -s /etc out && ln -s /etc/passwd pw');
    await expect(os.readFile('out/passwd')).rejects.toSatisfy((error) => isWorkspaceError(error, 'link'));
    await expect(os.readFile('pw')).rejects.toSatisfy((error) => isWorkspaceError(error, 'link'));
    await expect(os.writeFile('out/x', 'x')).rejects.toSatisfy((error) => isWorkspaceError(error, 'link'));
    expect(await os.readdir('')).toEqual([{ name: 'a.txt', kind: 'file' }]);
  });

  it('says which programs it found, and that there is no network', async () => {
    const os = await open();
    const { stdout } = await run('sh', ['-c', 'command -v git >/dev/null && echo yes || echo no']);
    expect(os.capabilities.provides.includes('git')).toBe(stdout.trim() === 'yes');
    expect(os.capabilities.provides).toContain('node');
    expect(os.capabilities.provides).not.toContain('network');
    expect(os.capabilities.description).toContain('there is no network');
  });

  it('removes its copy when disposed', async () => {
    const os = await open({ 'a.txt': 'a\n' });
    const root = os.rootPath;
    await os.dispose();
    workspace = undefined;
    await expect(stat(root)).rejects.toThrow();
  });
});
