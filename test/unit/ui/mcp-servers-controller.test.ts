import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { McpServersController, type McpServerStatus } from '../../../src/ui/state/mcp/mcp-servers-controller';
import { startMcpHttpServer } from '../../support/mcp-http-server';
import { startMcpSseServer } from '../../support/mcp-sse-server';
import { freshStore } from '../store/store-fixtures';

/**
 * The page's MCP servers against real servers built from the SDK: one over Streamable HTTP, one
 * that speaks only the older SSE transport, a port where nothing listens, and one that refuses
 * without the right header.
 */

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function statusOf(controller: McpServersController, name: string, until: (status: McpServerStatus) => boolean): Promise<McpServerStatus> {
  await expect.poll(() => controller.getSnapshot().servers.find((server) => server.name === name)?.status, { timeout: 15_000 }).toSatisfy((status) => status !== undefined && until(status));
  return controller.getSnapshot().servers.find((server) => server.name === name)!.status;
}

const settled = (status: McpServerStatus) => status.state !== 'connecting';

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/mcp`;
}

describe('MCP servers added in the page', () => {
  it('connects over Streamable HTTP, sends the headers, and hands the tools to the page', async () => {
    const notes = await startMcpHttpServer();
    cleanups.push(() => notes.close());
    const controller = new McpServersController();
    let changes = 0;
    cleanups.push(controller.subscribe(() => changes++));

    expect(controller.add({ name: 'notes', url: notes.url, headers: [{ name: 'Authorization', value: 'Bearer team-token-1' }], remember: false })).toBeUndefined();
    expect(controller.getSnapshot().servers[0]!.status).toEqual({ state: 'connecting' });
    expect(await statusOf(controller, 'notes', settled)).toEqual({ state: 'ready', toolCount: 6 });

    const [connection] = controller.readyConnections();
    expect(connection!.server).toBe('notes');
    // The value a variant link or share must never carry, even though it was not remembered.
    expect(controller.headerValues()).toEqual(['Bearer team-token-1']);
    expect(connection!.tools.map((tool) => tool.name)).toContain('search_notes');
    expect(changes).toBeGreaterThan(1);
    expect(notes.requestHeaders.length).toBeGreaterThan(0);
    expect(notes.requestHeaders.every((headers) => headers.authorization === 'Bearer team-token-1')).toBe(true);
    // The snapshot the UI renders names the header, never its value.
    expect(JSON.stringify(controller.getSnapshot())).not.toContain('team-token-1');

    await controller.remove('notes');
    expect(controller.readyConnections()).toEqual([]);
    expect(controller.getSnapshot().servers).toEqual([]);
  });

  it('says a ready server is not answering once a call gets no answer, and keeps its tools offered', async () => {
    const notes = await startMcpHttpServer();
    const controller = new McpServersController();
    controller.add({ name: 'notes', url: notes.url, headers: [], remember: false });
    expect(await statusOf(controller, 'notes', settled)).toEqual({ state: 'ready', toolCount: 6 });
    cleanups.push(() => controller.remove('notes'));
    const call = () => controller.readyConnections()[0]!.callTool('search_notes', { query: 'garden' }, { signal: new AbortController().signal, timeoutMs: 5000 });

    await notes.close();
    expect(await call()).toEqual({ kind: 'unreachable', why: 'nothing answered at its address' });
    expect(controller.getSnapshot().servers[0]!.status).toEqual({ state: 'not-answering', toolCount: 6, why: 'nothing answered at its address' });
    // Its tools stay with the page: the model keeps being told, and a reconnect brings it back.
    expect(controller.readyConnections().map((connection) => connection.server)).toEqual(['notes']);
  });

  it('falls back to the SSE transport for a server that speaks only that, and its tools answer', async () => {
    const old = await startMcpSseServer();
    cleanups.push(() => old.close());
    const controller = new McpServersController();
    controller.add({ name: 'old-notes', url: old.url, headers: [{ name: 'X-Team', value: 'docs' }], remember: false });
    expect(await statusOf(controller, 'old-notes', settled)).toEqual({ state: 'ready', toolCount: 6 });
    cleanups.push(() => controller.remove('old-notes'));

    const outcome = await controller.readyConnections()[0]!.callTool('search_notes', { query: 'garden' }, { signal: new AbortController().signal, timeoutMs: 5000 });
    expect(outcome).toMatchObject({ kind: 'result', isError: false, text: '2 notes match "garden": groceries, garden' });
    expect(old.calls).toEqual([{ tool: 'search_notes', args: { query: 'garden' } }]);
    expect(old.requestHeaders.every((headers) => headers['x-team'] === 'docs')).toBe(true);
  });

  it('says in words when nothing answers at the URL', async () => {
    const url = await closedPortUrl();
    const controller = new McpServersController();
    controller.add({ name: 'nowhere', url, headers: [], remember: false });
    const status = await statusOf(controller, 'nowhere', settled);
    expect(status).toEqual({ state: 'failed', why: `Nothing answered at ${url}. Check the address and that the server is running, then Reconnect.` });
    expect(controller.readyConnections()).toEqual([]);
  });

  it('says a refusal asks for the header, and never repeats a header value, even one the server echoes', async () => {
    const refusing = createServer((request, response) => response.writeHead(401, { 'content-type': 'text/plain' }).end(`bad token: ${request.headers.authorization}`));
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => refusing.close(() => resolve())));
    const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/mcp`;
    const controller = new McpServersController();

    controller.add({ name: 'locked', url, headers: [{ name: 'Authorization', value: 'Bearer wrong-secret-42' }], remember: false });
    const status = await statusOf(controller, 'locked', settled);
    expect(status).toEqual({ state: 'failed', why: 'The server refused the request (HTTP 401): check the value of Authorization, then connect again.' });

    controller.add({ name: 'bare', url, headers: [], remember: false });
    expect(await statusOf(controller, 'bare', settled)).toMatchObject({ state: 'failed', why: expect.stringContaining('it wants a header this page did not send, such as Authorization') });
    expect(JSON.stringify(controller.getSnapshot())).not.toContain('wrong-secret-42');
  });

  it('refuses a name that is taken or has "/", and a URL that is not one, keeping the list as it was', () => {
    const controller = new McpServersController({ loadMcp: () => new Promise(() => undefined) });
    expect(controller.add({ name: 'notes', url: 'http://127.0.0.1:9/mcp', headers: [], remember: false })).toBeUndefined();
    expect(controller.add({ name: 'notes', url: 'http://127.0.0.1:9/mcp', headers: [], remember: false })).toMatch(/already a server named "notes"/);
    expect(controller.add({ name: 'a/b', url: 'http://127.0.0.1:9/mcp', headers: [], remember: false })).toMatch(/cannot contain "\/"/);
    expect(controller.add({ name: 'c', url: 'localhost:3000', headers: [], remember: false })).toMatch(/not a whole URL: write it like http:\/\/localhost:3000\/mcp/);
    expect(controller.add({ name: 'd', url: 'http://x/mcp', headers: [{ name: 'Bad Name', value: 'v' }], remember: false })).toMatch(/cannot be a header name/);
    expect(controller.getSnapshot().servers.map((server) => server.name)).toEqual(['notes']);
  });
});

describe('MCP servers kept between visits', () => {
  it('keeps name, URL and header names, and no header value unless asked to remember', async () => {
    const notes = await startMcpHttpServer();
    cleanups.push(() => notes.close());
    const { store, reopen } = await freshStore();
    cleanups.push(() => store.close());
    const first = new McpServersController({ storage: store.mcpServers });
    first.add({ name: 'forgetful', url: notes.url, headers: [{ name: 'Authorization', value: 'Bearer not-kept-7' }], remember: false });
    first.add({ name: 'remembered', url: notes.url, headers: [{ name: 'X-Api-Key', value: 'kept-key-9' }], remember: true });
    first.add({ name: 'open', url: notes.url, headers: [], remember: false });
    await statusOf(first, 'open', settled);
    await expect.poll(async () => (await store.mcpServers.load()).length).toBe(3);

    const saved = await store.mcpServers.load();
    expect(saved).toEqual([
      { name: 'forgetful', url: notes.url, headerNames: ['Authorization'], remember: false },
      { name: 'remembered', url: notes.url, headerNames: ['X-Api-Key'], remember: true, headerValues: { 'X-Api-Key': 'kept-key-9' } },
      { name: 'open', url: notes.url, headerNames: [], remember: false },
    ]);
    const exported = JSON.stringify(await store.exportAll());
    expect(exported).not.toContain('kept-key-9');
    expect(exported).not.toContain(notes.url);
    for (const name of ['forgetful', 'remembered', 'open']) await first.remove(name).catch(() => undefined);
    await store.mcpServers.save(saved);

    // A reload: the servers without a missing secret reconnect by themselves.
    const reopened = await reopen();
    cleanups.push(() => reopened.close());
    const second = new McpServersController({ storage: reopened.mcpServers });
    await second.restore();
    cleanups.push(async () => {
      for (const server of second.getSnapshot().servers) await second.remove(server.name);
    });
    expect(second.getSnapshot().servers.map((server) => [server.name, server.status.state])).toEqual([
      ['forgetful', 'needs-headers'],
      ['remembered', 'ready'],
      ['open', 'ready'],
    ]);
    const before = notes.requestHeaders.length;
    await second.reconnect('forgetful', { Authorization: 'Bearer typed-again-3' });
    expect(second.getSnapshot().servers[0]!.status).toEqual({ state: 'ready', toolCount: 6 });
    expect(notes.requestHeaders.slice(before).some((headers) => headers.authorization === 'Bearer typed-again-3')).toBe(true);
    expect(JSON.stringify(await reopened.mcpServers.load())).not.toContain('typed-again-3');
  });
});
