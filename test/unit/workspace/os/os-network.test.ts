import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { mkdir, rm, stat } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { findSocat } from '../../../../src/engine/workspace/os/bubblewrap';
import { refusalText, startDomainProxy, type DomainProxy } from '../../../../src/engine/workspace/os/domain-proxy';
import { createOsWorkspace, type OsWorkspace } from '../../../../src/engine/workspace/os/os-workspace';

/**
 * The OS sandbox with allowed hosts, for real: bubblewrap, socat inside the sandbox, the host's
 * filtering proxy, and curl as the program asking. A listener on the host's 127.0.0.1 stands for
 * the outside world; what it saw is what got through.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Listener {
  port: number;
  /** "METHOD path" of every request that reached it. */
  seen: string[];
}

async function hostListener(handle?: (path: string) => { status: number; headers?: Record<string, string>; body: string }): Promise<Listener> {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    const reply = handle?.(request.url ?? '/') ?? { status: 200, body: `hello from the host, ${request.url}\n` };
    response.writeHead(reply.status, reply.headers).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, seen };
}

async function sandboxAllowing(hosts: string[]): Promise<{ os: OsWorkspace; proxy: DomainProxy }> {
  const proxy = await startDomainProxy(hosts);
  cleanups.push(() => proxy.close());
  const os = await createOsWorkspace({ network: { socketPath: proxy.socketPath, socat: await findSocat(), hosts: proxy.hosts } });
  cleanups.push(() => os.dispose());
  return { os, proxy };
}

describe('the OS sandbox with --allow-domain', { timeout: 30_000 }, () => {
  it('reaches an allowed host with plain HTTP and through a CONNECT tunnel', async () => {
    const listener = await hostListener();
    const { os } = await sandboxAllowing(['localhost']);

    const plain = await os.exec(`curl -sS http://localhost:${listener.port}/plain`);
    expect(plain.stderr).toBe('');
    expect(plain.stdout).toBe('hello from the host, /plain\n');

    const tunnelled = await os.exec(`curl -sS --proxytunnel http://localhost:${listener.port}/tunnel`);
    expect(tunnelled.stderr).toBe('');
    expect(tunnelled.stdout).toBe('hello from the host, /tunnel\n');
    expect(listener.seen).toEqual(['GET /plain', 'GET /tunnel']);
  });

  it('answers a host that is not listed with our 403, and the host is never reached', async () => {
    const listener = await hostListener();
    const { os } = await sandboxAllowing(['localhost']);

    const plain = await os.exec(`curl -s -w '\\n%{http_code}' http://127.0.0.1:${listener.port}/`);
    expect(plain.stdout).toBe(`${refusalText('127.0.0.1', ['localhost'])}\n403`);
    expect(plain.stdout).toContain("The sandbox's network proxy refused 127.0.0.1: this run reaches only localhost (--allow-domain).");

    // The status line says why too, for programs that print only that.
    const statusLine = await os.exec(`curl -s -o /dev/null -D - http://127.0.0.1:${listener.port}/ | head -n 1`);
    expect(statusLine.stdout).toBe('HTTP/1.1 403 Host Not In --allow-domain\r\n');

    // A tunnel to it is refused before it opens: curl reports the proxy's 403 and exits 56.
    const tunnelled = await os.exec(`curl -sS --proxytunnel http://127.0.0.1:${listener.port}/`);
    expect(tunnelled.exitCode).toBe(56);
    expect(tunnelled.stderr).toContain('403');
    expect(listener.seen).toEqual([]);
  });

  it('does not follow a redirect: each hop is asked for, and checked, anew', async () => {
    const listener = await hostListener((path) =>
      path === '/moved' ? { status: 302, headers: { location: `http://127.0.0.1:${listenerPort()}/secret` }, body: '' } : { status: 200, body: 'secret\n' },
    );
    const listenerPort = () => listener.port;
    const { os } = await sandboxAllowing(['localhost']);

    const redirect = await os.exec(`curl -s -o /dev/null -w '%{http_code} %{redirect_url}' http://localhost:${listener.port}/moved`);
    expect(redirect.stdout).toBe(`302 http://127.0.0.1:${listener.port}/secret`);
    const followed = await os.exec(`curl -s -L http://localhost:${listener.port}/moved`);
    expect(followed.stdout).toBe(refusalText('127.0.0.1', ['localhost']));
    expect(listener.seen).toEqual(['GET /moved', 'GET /moved']);
  });

  it('tells the model which hosts it reaches and how, and gives commands the proxy settings', async () => {
    const { os } = await sandboxAllowing(['localhost', '*.example.com']);
    expect(os.capabilities.provides).toContain('network');
    expect(os.capabilities.description).toContain(
      "the network reaches only localhost, *.example.com, through a proxy (programs that honour HTTP_PROXY: curl, npm, git, pip; Node's built-in fetch does not)",
    );
    const environment = await os.exec('env | grep -i _proxy | LC_ALL=C sort');
    expect(environment.stdout).toBe(
      ['HTTPS_PROXY', 'HTTP_PROXY', 'http_proxy', 'https_proxy'].map((name) => `${name}=http://127.0.0.1:3128\n`).sort().join(''),
    );
  });

  it('removes its socket folder when closed', async () => {
    const proxy = await startDomainProxy(['localhost']);
    expect((await stat(proxy.socketPath)).isSocket()).toBe(true);
    await proxy.close();
    await expect(stat(dirname(proxy.socketPath))).rejects.toThrow();
  });

  it('still starts under a TMPDIR too long for a socket path, with its socket under /tmp', async () => {
    const long = join(tmpdir(), `aci-long-${'x'.repeat(120)}`);
    await mkdir(long, { recursive: true });
    const before = process.env.TMPDIR;
    process.env.TMPDIR = long;
    try {
      const proxy = await startDomainProxy(['localhost']);
      expect((await stat(proxy.socketPath)).isSocket()).toBe(true);
      expect(proxy.socketPath.startsWith('/tmp/aci-proxy-')).toBe(true);
      await proxy.close();
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      await rm(long, { recursive: true, force: true });
    }
  });
});
