import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { runCli } from '../../support/run-cli';
import { processesWith, mcpConfigFile } from '../../support/mcp-test-config';

/**
 * --mcp-timeout bounds a server's start-up (connect, initialize, tools/list) as well as each call:
 * a server that never answers is refused in one line naming it and the flag, after that many
 * seconds rather than half a minute, before any model call, and nothing of it is left running.
 */
const key = fakeApiKey('mcp-start-timeout');
const silentServer = join(import.meta.dirname, '..', '..', 'support', 'silent-mcp-server.mjs');

// Loaded before the clock starts: on a busy machine compiling the modules takes longer than the timeout.
beforeAll(async () => {
  await Promise.all([import('../../../src/cli/agent/agent-main'), import('../../../src/cli/compare/compare-main'), import('../../../src/cli/shared/mcp-run')]);
});

describe('MCP start-up under --mcp-timeout', () => {
  it('refuses a stdio server that never answers initialize after --mcp-timeout seconds, and stops it', async () => {
    const api = await fakeMessagesApiForTest({ script: [] });
    const marker = `silent-${randomUUID()}`;
    const mcp = await mcpConfigFile({ silent: { command: process.execPath, args: [silentServer, marker] } });
    const started = Date.now();
    const run = await runCli('agent', ['--task', 'Anything.', '--mcp', mcp, '--mcp-timeout', '1'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    const seconds = (Date.now() - started) / 1000;
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^MCP server "silent" \(.*\) did not answer initialize and tools\/list within 1 s \(--mcp-timeout 1\): [^\n]*--mcp-timeout\.\n$/);
    expect(run.stdout).toBe('');
    // Without the bound, the SDK's own 30 s per request.
    expect(seconds).toBeLessThan(10);
    expect(api.messageRequests).toEqual([]);
    expect(processesWith(marker)).toEqual([]);
  });

  it('refuses a server by URL that accepts the connection and never answers, in a comparison too', async () => {
    const api = await fakeMessagesApiForTest({ script: [] });
    // Takes every request and never responds.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => silent.close(() => resolve()).closeAllConnections()));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/mcp`;
    const mcp = await mcpConfigFile({ stuck: { url } });
    const started = Date.now();
    const run = await runCli('compare', ['--lesson', 'write-file-routing', '-n', '1', '--mcp', mcp, '--mcp-timeout', '1'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`MCP server "stuck" at ${url} did not answer initialize and tools/list within 1 s (--mcp-timeout 1): check that it is an MCP server, or give it longer with --mcp-timeout.\n`);
    expect((Date.now() - started) / 1000).toBeLessThan(10);
    expect(api.messageRequests).toEqual([]);
  });
});
