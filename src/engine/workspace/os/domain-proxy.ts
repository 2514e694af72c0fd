import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { chmodSync, lchownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { hostAllowed } from './allowed-hosts';
import { sandboxUser } from './bubblewrap';
import { reachableParent } from './copy-owner';

/**
 * The filtering proxy between sandboxed commands and the network (`--allow-domain`). It runs on
 * the host, listens on a Unix socket in a private folder of its own (never inside a workspace
 * copy, where a command could replace it), and passes on only connections to the listed hosts:
 * CONNECT tunnels (HTTPS, or anything a client tunnels) and plain HTTP requests in absolute form.
 * Anything else gets a 403 in our words. Redirects are passed back to the client, never followed,
 * so each hop is checked again; nothing is logged, so no header or body can leak anywhere.
 */

export interface DomainProxy {
  /** The Unix socket the sandbox's bridge connects to. */
  socketPath: string;
  /** The hosts it lets through, as the list keeps them. */
  hosts: readonly string[];
  /** Stops listening, ends every open connection, and removes the socket's folder. */
  close(): Promise<void>;
}

/** What a program behind the proxy reads when it asks for a host that is not on the list. */
export function refusalText(host: string, hosts: readonly string[]): string {
  return `The sandbox's network proxy refused ${host}: this run reaches only ${hosts.join(', ')} (--allow-domain). Work without ${host}, or use one of those hosts.\n`;
}

/**
 * The status line's words for a refusal. Some programs print only these (pip, and curl for a
 * refused tunnel shows just the code), so they say why, too.
 */
const refusalReason = 'Host Not In --allow-domain';

/** Headers that describe one hop (the client's connection to us), not the request itself. */
const hopHeaders = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'upgrade']);

/** `temporaryFolder`: where the socket's private folder goes (the caller's TMPDIR). */
export async function startDomainProxy(hosts: readonly string[], temporaryFolder = tmpdir()): Promise<DomainProxy> {
  const folder = mkdtempSync(join(await reachableParent(socketParent(temporaryFolder), sandboxUser()), 'aci-proxy-'));
  const socketPath = join(folder, 'proxy.sock');
  const open = new Set<Duplex>();
  const track = (socket: Duplex) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const server = createServer((request, response) => forwardRequest(request, response, hosts));
  server.on('connection', track);
  server.on('connect', (request: IncomingMessage, client: Duplex, head: Buffer) => openTunnel(request, client, head, hosts, track));
  // Without this, a client that drops mid-request would end the whole process.
  server.on('clientError', (_error, socket) => socket.destroy());
  // If the process ends without close() (an error of ours), the socket's folder goes anyway.
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  process.once('exit', removeFolder);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  letSandboxConnect(folder, socketPath);

  return {
    socketPath,
    hosts,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await closed;
      process.off('exit', removeFolder);
      removeFolder();
    },
  };
}

/**
 * Commands run as nobody when we are root: bwrap (as nobody) must reach the socket to bind it in,
 * and the command must be allowed to connect (write) to it. The folder lets others pass but not
 * list it; the socket becomes nobody's, so no other user can connect. Otherwise the commands run
 * as us, and the private folder is already theirs.
 */
function letSandboxConnect(folder: string, socketPath: string): void {
  const user = sandboxUser();
  if (!user) return;
  chmodSync(folder, 0o711);
  lchownSync(socketPath, user.uid, user.gid);
}

/**
 * A Unix socket's path may hold about 100 bytes (108 on Linux, counting the end): under a long
 * TMPDIR the socket could not be made, so it goes under /tmp then, still in a private folder.
 */
function socketParent(temporaryFolder: string): string {
  const longest = join(temporaryFolder, 'aci-proxy-XXXXXX', 'proxy.sock');
  return Buffer.byteLength(longest) <= 100 ? temporaryFolder : '/tmp';
}

/** `host:port` of a CONNECT line, IPv6 in brackets; undefined when it is not one. */
function connectTarget(target: string | undefined): { host: string; port: number } | undefined {
  const match = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(target ?? '');
  if (!match) return undefined;
  const port = Number(match[2]);
  return port > 0 && port < 65_536 ? { host: match[1]!.replace(/^\[(.*)\]$/, '$1'), port } : undefined;
}

function openTunnel(request: IncomingMessage, client: Duplex, head: Buffer, hosts: readonly string[], track: (socket: Duplex) => void): void {
  track(client);
  client.on('error', () => client.destroy());
  const target = connectTarget(request.url);
  if (!target) return answerRaw(client, 400, 'Bad Request', 'The sandbox\'s network proxy takes CONNECT host:port.\n');
  if (!hostAllowed(target.host, hosts)) return answerRaw(client, 403, refusalReason, refusalText(target.host, hosts));

  const upstream: Socket = connect(target.port, target.host);
  track(upstream);
  let connected = false;
  upstream.once('connect', () => {
    connected = true;
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.once('error', () => {
    if (!connected) answerRaw(client, 502, 'Bad Gateway', `The sandbox's network proxy could not connect to ${target.host}:${target.port}.\n`);
    else client.destroy();
  });
  client.once('close', () => upstream.destroy());
}

function forwardRequest(request: IncomingMessage, response: ServerResponse, hosts: readonly string[]): void {
  let url: URL | undefined;
  try {
    url = new URL(request.url ?? '');
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'http:') {
    return answer(response, 400, "The sandbox's network proxy takes http:// requests in absolute form, and https through CONNECT.\n");
  }
  const host = url.hostname;
  if (!hostAllowed(host, hosts)) return answer(response, 403, refusalText(host.replace(/^\[(.*)\]$/, '$1'), hosts), refusalReason);

  const upstream = httpRequest(
    { agent: false, host: host.replace(/^\[(.*)\]$/, '$1'), port: url.port || 80, method: request.method, path: `${url.pathname}${url.search}`, headers: withoutHopHeaders(request.headers) },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.statusMessage, withoutHopHeaders(reply.headers));
      reply.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) answer(response, 502, `The sandbox's network proxy could not reach ${url.host}.\n`);
    else response.destroy();
  });
  response.once('close', () => upstream.destroy());
  request.pipe(upstream);
}

function withoutHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopHeaders.has(name.toLowerCase())));
}

function answer(response: ServerResponse, status: number, body: string, reason?: string): void {
  response.writeHead(status, reason, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
  response.end(body);
}

/** An answer written straight on a socket that CONNECT took over from the HTTP server. */
function answerRaw(client: Duplex, status: number, reason: string, body: string): void {
  client.end(`HTTP/1.1 ${status} ${reason}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
}
