import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

/**
 * Re-captures the lint corpus: runs each real MCP server over stdio and writes what its tools/list
 * returns to test/fixtures/mcp-corpus/<server>.json. The servers are not project dependencies;
 * install them in a scratch folder first and pass it:
 *
 *   npm install --prefix /tmp/mcp @modelcontextprotocol/server-filesystem \
 *     @modelcontextprotocol/server-everything @modelcontextprotocol/server-sequential-thinking \
 *     @modelcontextprotocol/server-memory @modelcontextprotocol/server-github @playwright/mcp
 *   npx tsx test/support/capture-mcp-corpus.ts /tmp/mcp
 *
 * Labels live apart (labels.json), so a re-capture shows in the test which labels a new version of
 * a server made stale.
 */

interface CorpusServer {
  name: string;
  packageName: string;
  bin: string;
  args: string[];
}

const servers: CorpusServer[] = [
  { name: 'filesystem', packageName: '@modelcontextprotocol/server-filesystem', bin: 'mcp-server-filesystem', args: ['/tmp'] },
  { name: 'memory', packageName: '@modelcontextprotocol/server-memory', bin: 'mcp-server-memory', args: [] },
  { name: 'everything', packageName: '@modelcontextprotocol/server-everything', bin: 'mcp-server-everything', args: ['stdio'] },
  { name: 'sequential-thinking', packageName: '@modelcontextprotocol/server-sequential-thinking', bin: 'mcp-server-sequential-thinking', args: [] },
  { name: 'github', packageName: '@modelcontextprotocol/server-github', bin: 'mcp-server-github', args: [] },
  { name: 'playwright', packageName: '@playwright/mcp', bin: 'playwright-mcp', args: ['--headless'] },
];

const scratch = process.argv[2];
if (!scratch) {
  console.error('usage: npx tsx test/support/capture-mcp-corpus.ts <folder where the servers are installed>');
  process.exit(2);
}
const out = join(import.meta.dirname, '..', 'fixtures', 'mcp-corpus');
await mkdir(out, { recursive: true });

for (const server of servers) {
  const version = JSON.parse(await readFile(join(scratch, 'node_modules', server.packageName, 'package.json'), 'utf8')).version as string;
  const transport = new StdioClientTransport({
    command: join(scratch, 'node_modules', '.bin', server.bin),
    args: server.args,
    stderr: 'ignore',
  });
  const client = new Client({ name: 'aci-playground-corpus', version: '1.0.0' });
  await client.connect(transport);
  const { tools } = await client.listTools();
  await client.close();
  const file = join(out, `${server.name}.json`);
  await writeFile(file, `${JSON.stringify({ server: server.name, package: server.packageName, version, tools }, null, 2)}\n`);
  console.log(`${server.name} ${version}: ${tools.length} tools -> ${file}`);
}
