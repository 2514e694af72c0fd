import { benchBrowser } from './browser';
import { benchEngine } from './engine';
import { benchProviders } from './providers';
import { benchOsSandbox } from './os-sandbox';
import { benchHardening } from './hardening';
import { benchMcp } from './mcp';
import { benchShare } from './share';
import { benchShareReplay } from './share-replay';
import { benchStore } from './store';
import { benchSurface } from './surface';
import { benchVerdicts } from './verdicts';

/**
 * `npm run bench`: every speed and size figure of the project, each printed beside the reference
 * or target it is judged against, all measured in this one run.
 */
async function main(): Promise<void> {
  const print = (line: string) => process.stdout.write(`${line}\n`);
  print(`ACI Playground bench · ${new Date().toISOString()} · Node ${process.version}`);
  await benchEngine(print);
  await benchProviders(print);
  await benchOsSandbox(print);
  await benchHardening(print);
  await benchSurface(print);
  await benchMcp(print);
  await benchShare(print);
  await benchShareReplay(print);
  await benchBrowser(print);
  await benchStore(print);
  await benchVerdicts(print);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
