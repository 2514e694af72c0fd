import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../test/browser/support/chromium';
import { distFolder, ensureProductionBuild } from '../test/browser/support/production-build';
import { RequestLog } from '../test/browser/support/request-log';
import { startStaticServer, type StaticServer } from '../test/browser/support/static-server';
import { crossOriginIsolation } from '../vite.config';
import { recordMilestones } from './browser-milestones';
import { ms, percentile } from './measure';

/**
 * The page's load figures, in headless Chromium against the production build served the way a static
 * host would (COOP/COEP headers, no compression, no cache): how soon the shell can be used, how
 * soon the embedded workspace is, how much JS the first interaction waits for, and which hosts
 * the page talks to with no key set.
 */

const loads = 7;
/** With no key, the only model endpoint the app may know of is its default one. */
const defaultModelEndpoint = 'https://api.anthropic.com';
/** After the workspace is ready, keep watching this long for late requests (WebContainer's boot). */
const settleMs = 3000;

interface Milestones {
  taskBoxInDomMs: number;
  shellInteractiveMs: number;
  fileTreeListedMs: number;
  firstContentfulPaintMs: number | undefined;
  /** JS whose response ended before the shell was interactive (worker entry scripts included). */
  scriptsBeforeInteractive: LoadedScript[];
}

interface LoadedScript {
  path: string;
  /** A worker's entry script (it shows in the page's Resource Timing too, but runs off the main thread). */
  inWorker: boolean;
}

export async function benchBrowser(print: (line: string) => void): Promise<void> {
  print('# Browser (headless Chromium, production build, localhost)');
  const build = await ensureProductionBuild();
  print(build.built ? `built dist/ in ${ms(build.durationMs)}` : 'dist/ is up to date (no rebuild)');
  const server = await startStaticServer({ root: distFolder, headers: crossOriginIsolation });
  const chromium = await launchChromium();
  try {
    // tsx compiles with esbuild's keepNames, which wraps inner functions in __name(...): the page
    // has no such helper, so give it an identity one before the serialised function runs.
    await chromium.context.addInitScript({ content: `var __name = (target) => target; (${recordMilestones.toString()})();` });
    const requests = new RequestLog(chromium.context);
    const samples: Milestones[] = [];
    for (let index = 0; index < loads; index++) {
      const page = await chromium.context.newPage();
      samples.push(await loadOnce(page, server));
      // The first load also watches for late requests; the others only need the milestones.
      if (index === 0) await page.waitForTimeout(settleMs);
      await page.close();
    }
    printTimings(print, samples);
    await printBytes(print, samples);
    printHosts(print, requests, server);
  } finally {
    await chromium.close();
    await server.close();
  }
}

async function loadOnce(page: Page, server: StaticServer): Promise<Milestones> {
  const workerScripts = new Set<string>();
  page.on('worker', (worker) => workerScripts.add(new URL(worker.url()).pathname));
  await page.goto(`${server.url}/`);
  await page.waitForFunction(
    () => {
      const recorded = (globalThis as { __milestones?: { shellInteractiveMs?: number; fileTreeListedMs?: number } }).__milestones;
      return recorded?.shellInteractiveMs !== undefined && recorded.fileTreeListedMs !== undefined;
    },
    undefined,
    { timeout: 30_000 },
  );
  // The in-page detector reads names its own way: confirm with the accessibility tree.
  if (!(await page.getByRole('textbox', { name: 'Task', exact: true }).isEnabled())) {
    throw new Error('bench: the page reported the "Task" textbox ready, but Playwright does not see it enabled');
  }
  const measured = await page.evaluate(() => {
    const recorded = (globalThis as unknown as { __milestones: { taskBoxInDomMs: number; shellInteractiveMs: number; fileTreeListedMs: number } })
      .__milestones;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= recorded.shellInteractiveMs)
      .map((entry) => ({ path: new URL(entry.name).pathname }));
    return {
      taskBoxInDomMs: recorded.taskBoxInDomMs,
      // On screen needs the paint too: whichever of "frame done, thread free" and first paint is later.
      shellInteractiveMs: Math.max(recorded.shellInteractiveMs, paint?.startTime ?? 0),
      fileTreeListedMs: recorded.fileTreeListedMs,
      firstContentfulPaintMs: paint?.startTime,
      scriptsBeforeInteractive: scripts,
    };
  });
  const scripts = measured.scriptsBeforeInteractive.map((script) => ({ ...script, inWorker: workerScripts.has(script.path) }));
  return { ...measured, scriptsBeforeInteractive: scripts };
}

function printTimings(print: (line: string) => void, samples: Milestones[]): void {
  const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5);
  const interactive = median(samples.map((sample) => sample.shellInteractiveMs));
  const paints = samples.map((sample) => sample.firstContentfulPaintMs).filter((value): value is number => value !== undefined);
  print(
    'shell interactive = navigation start -> the "Task" textbox is in the DOM and enabled, the next frame is produced ' +
      'and the main thread runs a task (rAF + setTimeout), and the first contentful paint has happened, whichever is last: ' +
      'on screen and free to take a keystroke. Page clock, ' +
      `MutationObserver in the page, confirmed through the accessibility tree; median of ${samples.length} fresh loads, no cache.`,
  );
  print(`  shell interactive: ${ms(interactive)} (target < 600 ms) ${verdict(interactive < 600)}`);
  print(`  "Task" textbox in the DOM and enabled: ${ms(median(samples.map((sample) => sample.taskBoxInDomMs)))}`);
  if (paints.length > 0) print(`  first contentful paint: ${ms(median(paints))}`);
  print(`  embedded workspace ready (the "Files" tree lists a file): ${ms(median(samples.map((sample) => sample.fileTreeListedMs)))}`);
}

async function printBytes(print: (line: string) => void, samples: Milestones[]): Promise<void> {
  // Which lazy chunks finish before the shell is interactive is a race (they are requested at
  // start-up, in parallel): report the spread over all loads, and list the files of the median one.
  const totals = await Promise.all(samples.map((sample) => pageScriptBytes(sample)));
  const order = totals.map((total, index) => ({ gzip: total.gzip, index })).sort((a, b) => a.gzip - b.gzip);
  const median = samples[order[Math.floor(order.length / 2)]!.index]!;
  const onPage = median.scriptsBeforeInteractive.filter((script) => !script.inWorker);
  const workers = median.scriptsBeforeInteractive.filter((script) => script.inWorker);
  const pageSizes = await printScripts(print, 'JS the page loaded before it was interactive (the median load)', onPage);
  print(`  total on the page: ${kB(pageSizes.raw)} raw, ${kB(pageSizes.gzip)} gzip (target < 250 kB gzip) ${verdict(pageSizes.gzip < 250_000)}`);
  print(`  over all ${samples.length} loads: ${kB(order[0]!.gzip)} to ${kB(order.at(-1)!.gzip)} gzip`);
  // What a worker imports after its entry script is in the worker's own timeline, not counted here.
  const workerSizes = await printScripts(print, 'worker entry scripts fetched before the page was interactive (run off the main thread)', workers);
  if (workers.length > 0) print(`  total for workers: ${kB(workerSizes.raw)} raw, ${kB(workerSizes.gzip)} gzip`);
  const initial = await initialChunk();
  const initialSizes = await Promise.all(initial.map((path) => sizeOf(path)));
  const initialGzip = initialSizes.reduce((sum, size) => sum + size.gzip, 0);
  print(`initial chunk in dist/ (index.html's entry script + modulepreloads: ${initial.join(', ')}): ${kB(initialGzip)} gzip (target < 250 kB gzip) ${verdict(initialGzip < 250_000)}`);
}

async function pageScriptBytes(sample: Milestones): Promise<{ raw: number; gzip: number }> {
  const sizes = await Promise.all(sample.scriptsBeforeInteractive.filter((script) => !script.inWorker).map((script) => sizeOf(script.path)));
  return { raw: sizes.reduce((sum, size) => sum + size.raw, 0), gzip: sizes.reduce((sum, size) => sum + size.gzip, 0) };
}

async function printScripts(print: (line: string) => void, title: string, scripts: LoadedScript[]): Promise<{ raw: number; gzip: number }> {
  const sizes = await Promise.all(scripts.map((script) => sizeOf(script.path)));
  print(`${title}: ${scripts.length} files`);
  for (const [index, script] of scripts.entries()) {
    print(`  ${script.path}: ${kB(sizes[index]!.raw)} raw, ${kB(sizes[index]!.gzip)} gzip`);
  }
  return { raw: sizes.reduce((sum, size) => sum + size.raw, 0), gzip: sizes.reduce((sum, size) => sum + size.gzip, 0) };
}

function printHosts(print: (line: string) => void, requests: RequestLog, server: StaticServer): void {
  const foreign = requests.foreign([server.url, defaultModelEndpoint]);
  const model = requests.to(defaultModelEndpoint);
  const webContainer = requests.webContainer();
  print(`requests to hosts other than the page's own and the model endpoint (no key set, ${loads} loads): ${foreign.length} (target 0) ${verdict(foreign.length === 0)}`);
  for (const request of foreign) print(`  ${request.method} ${request.url}`);
  print(`  requests to the model endpoint with no key: ${model.length}`);
  const hosts = [...new Set(webContainer.map((request) => new URL(request.url).host))];
  print(`  WebContainer runtime (allowed, listed apart): ${webContainer.length} requests${hosts.length > 0 ? ` to ${hosts.join(', ')}` : ''}`);
}

/** The entry script and modulepreloads index.html names: what every first visit downloads. */
async function initialChunk(): Promise<string[]> {
  const html = await readFile(join(distFolder, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  return [...scripts, ...preloads];
}

async function sizeOf(urlPath: string): Promise<{ raw: number; gzip: number }> {
  const content = await readFile(join(distFolder, decodeURIComponent(urlPath)));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function verdict(met: boolean): string {
  return met ? '✓' : '✗ over target';
}
