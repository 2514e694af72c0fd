import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmod, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeMessagesApi, Script } from '../../support/fake-messages-api';
import { runCli } from '../../support/run-cli';

/**
 * `npm run agent -- --sandbox os --allow-domain <host>` as people run it: the command in this
 * process, the real SDK against the local Messages API, bubblewrap, socat and curl for real, and a
 * listener on the host's 127.0.0.1 standing for the outside world.
 */
const key = fakeApiKey('allow-domain-cli');
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function folder(prefix: string, parent = tmpdir()): Promise<string> {
  const path = await mkdtemp(join(parent, prefix));
  cleanups.push(() => rm(path, { recursive: true, force: true }));
  return path;
}

async function hostListener(): Promise<{ port: number; seen: string[] }> {
  const seen: string[] = [];
  const listener: Server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.end('hello from the host\n');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => listener.close(() => resolve())));
  return { port: (listener.address() as AddressInfo).port, seen };
}

/**
 * A TMPDIR for one run, open to others as a system's is: run by root, the sandbox's commands run
 * as nobody, who must reach the copies and the proxy's socket in it (else they go under /tmp).
 */
async function temporaryFolder(): Promise<string> {
  const path = await folder('aci-cli-tmp-');
  await chmod(path, 0o755);
  return path;
}

/** What the run left in its own temporary folder: workspace copies, the proxy's socket folder. */
async function leftovers(temporary: string): Promise<string[]> {
  return (await readdir(temporary)).filter((name) => name.startsWith('aci-'));
}

const bash = (command: string) => ({ blocks: [{ type: 'tool_use' as const, name: 'Bash', input: { command } }] });
const toolResults = (api: FakeMessagesApi) => api.messageRequests.slice(1).map((request) => request.body.messages.at(-1).content[0].content as string);

describe('npm run agent -- --sandbox os --allow-domain', { timeout: 120_000 }, () => {
  it('lets the agent reach the listed host and no other, tells it so, and leaves nothing behind', async () => {
    const listener = await hostListener();
    const script: Script = [
      bash(`curl -sS http://localhost:${listener.port}/allowed`),
      bash(`curl -sS http://127.0.0.1:${listener.port}/not-listed`),
      { blocks: [{ type: 'text', text: 'Fetched what I could.' }] },
    ];
    const server = await fakeMessagesApiForTest({ script });
    const temporary = await temporaryFolder();
    const run = await runCli('agent', ['--sandbox', 'os', '--allow-domain', 'localhost', '--task', 'Fetch the page'], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: server.url,
      TMPDIR: temporary,
    }, { timeout: 90_000 });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    const [allowed, refused] = toolResults(server);
    expect(allowed).toMatch(/^exit code 0 · /);
    expect(allowed).toContain('hello from the host');
    expect(refused).toContain("The sandbox's network proxy refused 127.0.0.1: this run reaches only localhost (--allow-domain).");
    expect(listener.seen).toEqual(['GET /allowed']);

    const bashDescription = (server.messageRequests[0]!.body.tools as Array<{ name: string; description: string }>).find((tool) => tool.name === 'Bash')!.description;
    expect(bashDescription).toContain('the network reaches only localhost, through a proxy');
    expect(await leftovers(temporary)).toEqual([]);
  });

  it('stops the proxy on Ctrl-C too, and exits 130', async () => {
    const listener = await hostListener();
    const server = await fakeMessagesApiForTest({ script: [bash(`curl -sS http://localhost:${listener.port}/`), { hangMs: 60_000 }] });
    const temporary = await temporaryFolder();
    const ctrlC = new AbortController();
    const exited = runCli('agent', ['--sandbox', 'os', '--allow-domain', 'localhost', '--task', 'Fetch the page'], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: server.url,
      TMPDIR: temporary,
    }, { signal: ctrlC.signal });
    // The command ran through the proxy; the model is now thinking about its result.
    while (server.messageRequests.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listener.seen).toEqual(['GET /']);
    expect((await leftovers(temporary)).some((name) => name.startsWith('aci-proxy-'))).toBe(true);
    ctrlC.abort();
    expect((await exited).code).toBe(130);
    expect(await leftovers(temporary)).toEqual([]);
  });

  it('tells every run of a comparison which hosts it reaches (npm run compare)', async () => {
    const server = await fakeMessagesApiForTest({ script: () => ({ blocks: [{ type: 'text', text: 'Nothing to change.' }] }) });
    const run = await runCli('compare', ['--lesson', 'write-file-routing', '-n', '1', '--sandbox', 'os', '--allow-domain', '*.Example.com'], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: server.url,
    }, { timeout: 90_000 });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(server.messageRequests).toHaveLength(2);
    for (const request of server.messageRequests) {
      const bashTool = request.body.tools.find((tool: { name: string }) => tool.name === 'Bash');
      expect(bashTool.description).toContain('the network reaches only *.example.com, through a proxy');
    }
  });

  it('is a usage error, in one line, without --sandbox os or with a host it cannot read', async () => {
    const embedded = await runCli('agent', ['--allow-domain', 'localhost', '--task', 'x'], { ANTHROPIC_API_KEY: key });
    expect(embedded.code).toBe(2);
    expect(embedded.stderr.split('\n')[0]).toBe('--allow-domain works only with --sandbox os: the embedded shell has no network to open.');

    const malformed = await runCli('agent', ['--sandbox', 'os', '--allow-domain', 'localhost:8080', '--task', 'x'], { ANTHROPIC_API_KEY: key });
    expect(malformed.code).toBe(2);
    expect(malformed.stderr.split('\n')[0]).toBe(
      '--allow-domain "localhost:8080" is not a host name: write one such as example.com, or *.example.com for its subdomains, without a scheme, port or path.',
    );
  });

  it('without socat on PATH, says what to install in one line and exits 2', async () => {
    // A PATH with bubblewrap (and the `true` its self-test runs) but no socat; not under /tmp,
    // which the sandbox replaces with its own.
    const bin = await folder('aci-bin-', '/var/tmp');
    await symlink('/usr/bin/bwrap', join(bin, 'bwrap'));
    await symlink('/usr/bin/true', join(bin, 'true'));
    const run = await runCli('agent', ['--sandbox', 'os', '--allow-domain', 'localhost', '--task', 'x'], { PATH: bin, ANTHROPIC_API_KEY: key });
    expect(run.stderr).toBe("--allow-domain needs socat to carry the sandbox's connections to its proxy: install it (Debian/Ubuntu: apt-get install socat).\n");
    expect(run.code).toBe(2);
  });
});
