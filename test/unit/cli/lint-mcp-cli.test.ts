import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';
import { processesWith } from '../../support/mcp-test-config';

/** `npm run lint -- <surface> --mcp` on a surface that edits the tools of a real server (server-memory from npm). */

const memoryEntry = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/dist/index.js');

async function folderWith(files: Record<string, unknown>): Promise<Record<string, string>> {
  const folder = await mkdtemp(join(tmpdir(), 'lint-mcp-'));
  const paths: Record<string, string> = {};
  for (const [name, value] of Object.entries(files)) {
    paths[name] = join(folder, name);
    await writeFile(paths[name], JSON.stringify(value));
  }
  return paths;
}

const silentServer = join(import.meta.dirname, '..', '..', 'support', 'silent-mcp-server.mjs');

const memoryConfig = (folder: string) => ({ mcpServers: { memory: { command: process.execPath, args: [memoryEntry], env: { MEMORY_FILE_PATH: join(folder, 'memory.jsonl') } } } });

describe('npm run lint -- --mcp', () => {
  it('lints a surface that renames a server tool and rewrites its description: the finding names the new name and judges the edited text', { timeout: 60_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lint-mcp-memory-'));
    const paths = await folderWith({
      '.mcp.json': memoryConfig(folder),
      'surface.json': { tools: [{ handler: 'read_file' }, { handler: 'mcp:memory/create_entities', name: 'remember', description: 'IMPORTANT: entity tool.' }, { handler: 'mcp:memory/read_graph' }] },
    });
    const run = await runCli('lint', [paths['surface.json']!, '--mcp', paths['.mcp.json']!, '--json'], {}, { timeout: 60_000 });
    expect(run.stderr).toBe('');
    const findings = JSON.parse(run.stdout) as Array<{ rule: string; tool: string | null; field: string; message: string }>;
    const onRemember = findings.filter((finding) => finding.tool === 'remember');
    expect(onRemember.map((finding) => finding.rule)).toContain('description-action-first');
    expect(onRemember.find((finding) => finding.rule === 'description-action-first')!.message).toContain('warning label');
    // The server's own description of create_entities is not what is judged: nothing names it.
    expect(findings.some((finding) => finding.tool === 'create_entities')).toBe(false);
    // The server's own schema stands where the surface does not override it, so it matches the handler.
    expect(findings.filter((finding) => finding.rule === 'handler-mismatch')).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('says in one line to pass --mcp when a surface names server tools without it, exit 2', async () => {
    const paths = await folderWith({ 'surface.json': { tools: [{ handler: 'read_file' }, { handler: 'mcp:memory/create_entities', name: 'remember' }] } });
    const run = await runCli('lint', [paths['surface.json']!]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('it edits MCP server tools (mcp:memory/create_entities); pass --mcp <config>');
  });

  it('refuses a server that cannot start in one line naming it, exit 2', { timeout: 60_000 }, async () => {
    const paths = await folderWith({
      '.mcp.json': { mcpServers: { broken: { command: process.execPath, args: ['-e', 'console.error("no config for broken"); process.exit(3)'] } } },
      'surface.json': { tools: [{ handler: 'mcp:broken/anything' }] },
    });
    const run = await runCli('lint', [paths['surface.json']!, '--mcp', paths['.mcp.json']!]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^MCP server "broken" \(.*\) could not start: .*no config for broken/);
  });

  it('honours --mcp-timeout for a server that never answers, and stops it on Ctrl-C too', { timeout: 60_000 }, async () => {
    const marker = `silent-${randomUUID()}`;
    const paths = await folderWith({
      '.mcp.json': { mcpServers: { silent: { command: process.execPath, args: [silentServer, marker] } } },
      'surface.json': { tools: [{ handler: 'mcp:silent/anything' }] },
    });
    const slow = await runCli('lint', [paths['surface.json']!, '--mcp', paths['.mcp.json']!, '--mcp-timeout', '1']);
    expect(slow.code).toBe(2);
    expect(slow.stderr).toMatch(/^MCP server "silent" \(.*\) did not answer initialize and tools\/list within 1 s \(--mcp-timeout 1\)/);
    expect(processesWith(marker)).toEqual([]);
    const ctrlC = new AbortController();
    const running = runCli('lint', [paths['surface.json']!, '--mcp', paths['.mcp.json']!], {}, { signal: ctrlC.signal });
    while (processesWith(marker).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    ctrlC.abort();
    expect(await running).toEqual({ code: 130, stdout: '', stderr: 'Stopped before the findings were printed.\n' });
    expect(processesWith(marker)).toEqual([]);
  });

  it('points --json fields at the key an MCP tools/list has: inputSchema, and input_schema for a Messages API array', async () => {
    const schema = { type: 'object', properties: { until: { type: 'string' } }, required: ['until'] };
    const tool = { name: 'get_weather', description: 'Gets the current weather for a city and returns the temperature in degrees Celsius.' };
    const paths = await folderWith({ 'list.json': { tools: [{ ...tool, inputSchema: schema }] }, 'messages.json': [{ ...tool, input_schema: schema }] });
    const fields = async (path: string) => (JSON.parse((await runCli('lint', [path, '--json'])).stdout) as Array<{ field: string }>).map((finding) => finding.field);
    expect(await fields(paths['list.json']!)).toContain('tools[0].inputSchema.properties.until.description');
    const drifted = await runCli('lint', [(await folderWith({ 'drift.json': { tools: [{ ...tool, description: `${tool.description} Pass units=metric for Celsius.`, inputSchema: schema }] } }))['drift.json']!, '--json']);
    const words = JSON.stringify(JSON.parse(drifted.stdout));
    expect(words).toContain('inputSchema');
    expect(words).not.toContain('input_schema');
    expect(await fields(paths['messages.json']!)).toContain('tools[0].input_schema.properties.until.description');
  });
});
