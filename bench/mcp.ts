import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { parseToolsArray } from '../src/engine/compare/tools-array';
import { connectMcpServer } from '../src/engine/mcp/mcp-connection';
import { withMcpTools } from '../src/engine/mcp/mcp-surface';
import { mcpToolContracts } from '../src/engine/mcp/mcp-tool-contract';
import { lintTools } from '../src/engine/surface-analysis/lint/lint-tools';
import { loadVerbTagger } from '../src/engine/surface-analysis/lint/verb-tagger';
import { createRegistry, Toolkit, type PreparedCall } from '../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../src/engine/workspace/embedded-workspace';
import { measure, ms, report } from './measure';

/**
 * What MCP costs: a call through the toolkit (gate against the edited schema, approval check,
 * result mapping, clip) against the same call made directly with the SDK client, both to a real
 * server from npm (server-memory over stdio); the time to start that server and list its tools;
 * and the lint over every tool of the corpus of real servers.
 */
export async function benchMcp(print: (line: string) => void): Promise<void> {
  print('# MCP servers (Node, server-memory over stdio)');
  const entry = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/dist/index.js');
  const folder = await mkdtemp(join(tmpdir(), 'bench-mcp-'));
  const transportFor = (file: string) =>
    new StdioClientTransport({ command: process.execPath, args: [entry], env: { MEMORY_FILE_PATH: join(folder, file) }, stderr: 'ignore' });

  const listing = await measure(
    async () => {
      const connection = await connectMcpServer('memory', transportFor('list.jsonl'));
      await connection.close();
    },
    { runs: 5, warmup: 1 },
  );
  print(`start server-memory + initialize + tools/list: ${ms(listing.medianMs)} (p95 ${ms(listing.p95Ms)}, ${listing.runs} runs)`);

  const direct = new Client({ name: 'bench', version: '1.0.0' });
  await direct.connect(transportFor('direct.jsonl'));
  const connection = await connectMcpServer('memory', transportFor('toolkit.jsonl'));
  const surface = withMcpTools({ system: '', tools: [], failures: {} }, [connection]).surface;
  const toolkit = new Toolkit(createRegistry(mcpToolContracts([connection])), surface);
  const workspace = await createEmbeddedWorkspace({ files: {} });
  const context = { workspace, signal: new AbortController().signal, approve: async () => ({ approved: true as const }), setPlan: () => undefined };
  const input = { query: 'Ada' };
  const callDirectly = () => direct.callTool({ name: 'search_nodes', arguments: input });
  const callThroughToolkit = async () => {
    const prepared = toolkit.prepare({ id: 'toolu_bench', name: 'search_nodes', input });
    if (!('access' in prepared)) throw new Error(`the gate refused the bench call: ${prepared.content}`);
    await toolkit.execute(prepared as PreparedCall, context);
  };
  // Both warmed before either is measured, so neither pays for the other's first calls.
  await measure(callDirectly, { runs: 50, warmup: 0 });
  await measure(callThroughToolkit, { runs: 50, warmup: 0 });
  const viaSdk = await measure(callDirectly, { runs: 200, warmup: 0 });
  const viaToolkit = await measure(callThroughToolkit, { runs: 200, warmup: 0 });
  print(report('one search_nodes call through the toolkit', viaToolkit, viaSdk, 'the SDK client directly'));
  print(`cost the toolkit adds per call: ${ms(viaToolkit.medianMs - viaSdk.medianMs)} (median against median)`);
  await direct.close();
  await connection.close();
  await workspace.dispose();

  const corpusFolder = join(import.meta.dirname, '..', 'test', 'fixtures', 'mcp-corpus');
  const servers: Array<{ name: string; tools: ReturnType<typeof parseToolsArray> }> = [];
  for (const file of await readdir(corpusFolder)) {
    if (!file.endsWith('.json') || file === 'labels.json' || file === 'wrong-on-purpose.json') continue;
    const json = JSON.parse(await readFile(join(corpusFolder, file), 'utf8'));
    servers.push({ name: json.server as string, tools: parseToolsArray(json) });
  }
  const toolCount = servers.reduce((sum, server) => sum + server.tools.length, 0);
  const taggerLoad = performance.now();
  await loadVerbTagger();
  print(`part-of-speech tagger load (compromise/two): ${ms(performance.now() - taggerLoad)}`);
  const lintAll = () => servers.map((server) => lintTools(server.tools, server.name));
  const coldStarted = performance.now();
  lintAll();
  print(`lint of all ${toolCount} corpus tools (${servers.length} servers), first run: ${ms(performance.now() - coldStarted)}`);
  const warm = await measure(lintAll, { runs: 30, warmup: 3 });
  print(`lint of all ${toolCount} corpus tools, again (tagger results cached): ${ms(warm.medianMs)} (p95 ${ms(warm.p95Ms)})`);
}
