import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApiKey } from '../../../support/fake-api-key';
import { fakeMessagesApiForTest } from '../../../support/fake-apis-for-test';
import { spawnCli } from '../../../support/run-cli';
import { escapeProbe, everyWayRefused } from './escape-probe';

/**
 * A hostile model on `npm run agent -- --sandbox os --allow-domain localhost`, as people run it:
 * the real CLI process, the SDK against the local Messages API, bubblewrap and the proxy for real.
 * Started by root (CI), the commands run as nobody; started by an ordinary user (here nobody
 * itself, as root can start it), they run as that user. Either way every way out is refused but
 * the proxy, and the agent's own work still lands in --out.
 */
const key = fakeApiKey('os-hardening-cli');
const nobody = 65_534;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function folder(prefix: string, owner?: number): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(path, { recursive: true, force: true }));
  if (owner !== undefined) await chown(path, owner, owner);
  return path;
}

async function hostListener(): Promise<{ port: number; seen: string[] }> {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.end('hello from the host\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, seen };
}

const bash = (command: string) => ({ blocks: [{ type: 'tool_use' as const, name: 'Bash', input: { command } }] });

const starters = process.geteuid?.() === 0
  ? [{ who: 'root', as: undefined, commandsRunAs: nobody }, { who: 'an ordinary user (nobody)', as: nobody, commandsRunAs: nobody }]
  : [{ who: 'this user', as: undefined, commandsRunAs: process.getuid!() }];

describe('npm run agent -- --sandbox os against a hostile model', { timeout: 120_000 }, () => {
  it.each(starters)('started by $who: every way out is refused but the proxy, and the work still lands in --out', async ({ as, commandsRunAs }) => {
    const listener = await hostListener();
    const workspace = await folder('aci-hostile-', as);
    await writeFile(join(workspace, 'notes.txt'), 'start\n');
    if (as !== undefined) await chown(join(workspace, 'notes.txt'), as, as);
    // The starter's home, with a credential in it: hidden from the commands.
    const home = await folder('aci-home-', as);
    await writeFile(join(home, '.npmrc'), '//registry.npmjs.org/:_authToken=secret\n');
    const out = join(await folder('aci-out-', as), 'run.json');
    const name = `aci-probe-${process.pid}-${Date.now()}`;
    const network = [
      `curl -sS http://localhost:${listener.port}/allowed`,
      `curl -s -o /dev/null -w 'unlisted host: %{http_code}\\n' http://127.0.0.1:${listener.port}/refused`,
      `node -e "fetch('http://127.0.0.1:${listener.port}/direct').then(() => console.log('direct: reached'), () => console.log('direct: refused'))"`,
      'echo "$(id -u)" >> notes.txt',
    ].join('\n');
    const server = await fakeMessagesApiForTest({
      script: [bash(escapeProbe(name, home)), bash(network), { blocks: [{ type: 'text', text: 'Done.' }] }],
    });

    const run = await spawnCli(
      'agent',
      ['--sandbox', 'os', '--allow-domain', 'localhost', '--workspace', workspace, '--task', 'Get out', '--out', out],
      { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: server.url, HOME: home },
      { timeout: 90_000, uid: as, gid: as },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    // What the model read back from each command.
    const results = server.messageRequests.slice(1).map((request) => request.body.messages.at(-1).content[0].content as string);
    expect(results[0]).toMatch(/^exit code 0 · \d+ ms\nstdout:\n/);
    expect(results[0]!.replace(/^.*\nstdout:\n/, '')).toBe(everyWayRefused(commandsRunAs).trimEnd());
    expect(results[1]).toMatch(/^exit code 0 · /);
    expect(results[1]).toContain('stdout:\nhello from the host\nunlisted host: 403\ndirect: refused');
    expect(listener.seen).toEqual(['GET /allowed']);

    expect(JSON.parse(await readFile(out, 'utf8')).files).toEqual({ 'notes.txt': `start\n${commandsRunAs}\n` });
    expect(await readFile(join(workspace, 'notes.txt'), 'utf8')).toBe('start\n');
  });
});
