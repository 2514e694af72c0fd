import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { corpusServers, eighteenthServers, nineteenthServers, twentiethServers, twentyFirstServers, twentySecondServers, twentyThirdServers, twentyFourthServers, twentyFifthServers, twentySixthServers, twentySeventhServers, twentyEighthServers, twentyNinthServers, thirtiethServers, thirtyFirstServers, thirtySecondServers, thirtyThirdServers, thirtyFourthServers, thirtyFifthServers, thirtySixthServers, thirtySeventhServers, thirtyEighthServers, thirtyNinthServers, fortiethServers, eighthServers, eleventhServers, fifteenthServers, fourteenthServers, fifthServers, freshServers, holdoutServers, ninthServers, seventeenthServers, seventhServers, sixteenthServers, sixthServers, tenthServers, thirteenthServers, twelfthServers, unseenServers, type CorpusServer } from './mcp-corpus-servers';

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
 * The held-out corpus (servers the rules were never tuned on, mcp-corpus-holdout) the same way:
 *
 *   npx tsx test/support/capture-mcp-corpus.ts /tmp/mcp-holdout --holdout [server names...]
 *
 * And the fresh corpus (captured after the rules were frozen, mcp-corpus-fresh) with --fresh:
 *
 *   npx tsx test/support/capture-mcp-corpus.ts /tmp/mcp-fresh --fresh [server names...]
 *
 * And the unseen corpus (labelled blind to the latest rule change, mcp-corpus-unseen) with --unseen:
 *
 *   npx tsx test/support/capture-mcp-corpus.ts /tmp/mcp-unseen --unseen [server names...]
 *
 * And the fifth corpus (labelled blind to the next rule change, mcp-corpus-fifth) with --fifth:
 *
 *   npx tsx test/support/capture-mcp-corpus.ts /tmp/mcp-fifth --fifth [server names...]
 *
 * And the sixth corpus (labelled blind to the third rule change, mcp-corpus-sixth) with --sixth:
 *
 *   npx tsx test/support/capture-mcp-corpus.ts /tmp/mcp-sixth --sixth [server names...]
 *
 * And the seventh and eighth corpora (each labelled blind to the fourth rule change) with --seventh
 * and --eighth; the ninth and tenth (blind to the fifth) with --ninth and --tenth; the eleventh and
 * twelfth (blind to the sixth) with --eleventh and --twelfth; the thirteenth and fourteenth (blind to
 * the seventh) with --thirteenth and --fourteenth; the fifteenth and sixteenth (blind to the eighth)
 * with --fifteenth and --sixteenth; the seventeenth and eighteenth (blind to the ninth) with
 * --seventeenth and --eighteenth; the nineteenth through twenty-second (blind to the tenth) with
 * --nineteenth, --twentieth, --twenty-first and --twenty-second; the twenty-third through
 * twenty-sixth (blind to the eleventh) with --twenty-third, --twenty-fourth, --twenty-fifth and
 * --twenty-sixth; the twenty-seventh through thirtieth (blind to the twelfth) with
 * --twenty-seventh, --twenty-eighth, --twenty-ninth and --thirtieth; the thirty-first through
 * thirty-fourth (blind to the fourteenth) with --thirty-first, --thirty-second, --thirty-third and
 * --thirty-fourth; the thirty-fifth through thirty-eighth (blind to the fifteenth) with --thirty-fifth,
 * --thirty-sixth, --thirty-seventh and --thirty-eighth; the thirty-ninth and fortieth (servers of more
 * than sixty tools, blind to any change after the fifteenth) with --thirty-ninth and --fortieth.
 *
 * (the packages are listed in mcp-corpus-servers.ts; install them with --ignore-scripts). Servers
 * that want an API key get a dummy one: they list their tools without calling the service.
 * Labels live apart (labels.json), so a re-capture shows in the test which labels a new version of
 * a server made stale.
 */

const [scratch, ...rest] = process.argv.slice(2);
if (!scratch) {
  console.error('usage: npx tsx test/support/capture-mcp-corpus.ts <folder where the servers are installed> [--holdout | --fresh | --unseen | --fifth | --sixth | --seventh | --eighth | --ninth | --tenth | --eleventh | --twelfth | --thirteenth | --fourteenth | --fifteenth | --sixteenth | --seventeenth | --eighteenth | --nineteenth | --twentieth | --twenty-first | --twenty-second | --twenty-third | --twenty-fourth | --twenty-fifth | --twenty-sixth | --twenty-seventh | --twenty-eighth | --twenty-ninth | --thirtieth | --thirty-first | --thirty-second | --thirty-third | --thirty-fourth | --thirty-fifth | --thirty-sixth | --thirty-seventh | --thirty-eighth | --thirty-ninth | --fortieth] [server names...]');
  process.exit(2);
}
// Each flag names a corpus folder and the servers captured into it; no flag is the training corpus.
const corpora: Record<string, { servers: CorpusServer[]; folder: string }> = Object.fromEntries(
  Object.entries({
    holdout: holdoutServers,
    fresh: freshServers,
    unseen: unseenServers,
    fifth: fifthServers,
    sixth: sixthServers,
    seventh: seventhServers,
    eighth: eighthServers,
    ninth: ninthServers,
    tenth: tenthServers,
    eleventh: eleventhServers,
    twelfth: twelfthServers,
    thirteenth: thirteenthServers,
    fourteenth: fourteenthServers,
    fifteenth: fifteenthServers,
    sixteenth: sixteenthServers,
    seventeenth: seventeenthServers,
    eighteenth: eighteenthServers,
    nineteenth: nineteenthServers,
    twentieth: twentiethServers,
    'twenty-first': twentyFirstServers,
    'twenty-second': twentySecondServers,
    'twenty-third': twentyThirdServers,
    'twenty-fourth': twentyFourthServers,
    'twenty-fifth': twentyFifthServers,
    'twenty-sixth': twentySixthServers,
    'twenty-seventh': twentySeventhServers,
    'twenty-eighth': twentyEighthServers,
    'twenty-ninth': twentyNinthServers,
    thirtieth: thirtiethServers,
    'thirty-first': thirtyFirstServers,
    'thirty-second': thirtySecondServers,
    'thirty-third': thirtyThirdServers,
    'thirty-fourth': thirtyFourthServers,
    'thirty-fifth': thirtyFifthServers,
    'thirty-sixth': thirtySixthServers,
    'thirty-seventh': thirtySeventhServers,
    'thirty-eighth': thirtyEighthServers,
    'thirty-ninth': thirtyNinthServers,
    fortieth: fortiethServers,
  }).map(([name, servers]) => [`--${name}`, { servers, folder: `mcp-corpus-${name}` }]),
);
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
  const version = JSON.parse(await readFile(join(scratch!, 'node_modules', server.packageName, 'package.json'), 'utf8')).version as string;
  const transport = new StdioClientTransport({
    command: join(scratch!, 'node_modules', '.bin', server.bin),
    args: server.args,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...server.env },
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
