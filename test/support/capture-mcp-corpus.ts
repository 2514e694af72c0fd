import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { corpusServers, serversByCorpus, type CorpusServer } from './mcp-corpus-servers';

/**
 * Re-captures a lint corpus: runs each real MCP server over stdio and writes what its tools/list
 * returns to test/fixtures/<corpus>/<server>.json. The servers are not project dependencies;
 * install them in a scratch folder first and pass it:
 *
 *   npm install --prefix /tmp/mcp @modelcontextprotocol/server-filesystem \
 *     @modelcontextprotocol/server-everything @modelcontextprotocol/server-sequential-thinking \
 *     @modelcontextprotocol/server-memory @modelcontextprotocol/server-github @playwright/mcp
 *   npx tsx test/support/capture-mcp-corpus.ts /tmp/mcp
 *
 * Every other corpus takes its own flag, its folder's name without "mcp-corpus-" (the held-out
 * corpus with --holdout, the forty-first with --forty-first), and optionally the servers to capture:
 *
 *   npx tsx test/support/capture-mcp-corpus.ts /tmp/mcp-holdout --holdout [server names...]
 *
 * Which corpus was labelled blind to which rule change is said in mcp-corpus-servers.ts above each
 * list and in each corpus test's header. The packages are listed there too; install them with
 * --ignore-scripts. Servers that want an API key get a dummy one: they list their tools without
 * calling the service. Labels live apart (labels.json), so a re-capture shows in the test which
 * labels a new version of a server made stale.
 *
 * A server built from its public repository (its list entry names `repository`) is installed from its
 * built folder with `npm install --prefix <scratch> --ignore-scripts <folder>`; one whose package
 * declares no bin names the `script` that node runs instead.
 */

// Each flag names a corpus folder and the servers captured into it; no flag is the training corpus.
const corpora: Record<string, { servers: CorpusServer[]; folder: string }> = Object.fromEntries(
  Object.entries(serversByCorpus).map(([name, servers]) => [`--${name}`, { servers, folder: `mcp-corpus-${name}` }]),
);
const [scratch, ...rest] = process.argv.slice(2);
if (!scratch) {
  console.error(`usage: npx tsx test/support/capture-mcp-corpus.ts <folder where the servers are installed> [${Object.keys(corpora).join(' | ')}] [server names...]`);
  process.exit(2);
}
const flag = rest.find((argument) => argument in corpora);
const corpus = flag ? corpora[flag]! : { servers: corpusServers, folder: 'mcp-corpus' };
const only = rest.filter((argument) => !argument.startsWith('--'));
const servers = corpus.servers.filter((server) => only.length === 0 || only.includes(server.name));
const out = join(import.meta.dirname, '..', 'fixtures', corpus.folder);
await mkdir(out, { recursive: true });

for (const server of servers) {
  try {
    await capture(server);
  } catch (error) {
    // One server that will not start must not cost the others: say which, and go on.
    console.error(`${server.name}: not captured (${error instanceof Error ? error.message : String(error)})`);
  }
}

async function capture(server: CorpusServer): Promise<void> {
  const installed = join(scratch!, 'node_modules', server.packageName);
  const version = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')).version as string;
  const transport = new StdioClientTransport({
    command: server.script ? process.execPath : join(scratch!, 'node_modules', '.bin', server.bin),
    args: server.script ? [join(installed, server.script), ...server.args] : server.args,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...server.env },
    stderr: 'ignore',
  });
  const client = new Client({ name: 'aci-playground-corpus', version: '1.0.0' });
  await client.connect(transport);
  const { tools } = await client.listTools();
  await client.close();
  const file = join(out, `${server.name}.json`);
  await writeFile(file, `${JSON.stringify({ server: server.name, package: server.packageName, version, ...(server.repository && { repository: server.repository }), tools }, null, 2)}\n`);
  console.log(`${server.name} ${version}: ${tools.length} tools -> ${file}`);
}
