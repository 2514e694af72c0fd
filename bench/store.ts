import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { launchChromium } from '../test/browser/support/chromium';
import { startStaticServer } from '../test/browser/support/static-server';
import { ms, type Timing } from './measure';
import type { StoreFigures } from './store-page';

/**
 * The store's figures, in headless Chromium's real IndexedDB: the store is bundled for the
 * page (vite, library mode), served from a local origin (IndexedDB needs one; about:blank has
 * none), and timed inside the page.
 */
export async function benchStore(print: (line: string) => void): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'aci-store-bench-'));
  try {
    await bundlePage(folder);
    const figures = await runInChromium(folder);
    print(`# Store (${browserName(figures.userAgent)}, real IndexedDB)`);
    printFigures(figures, print);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function bundlePage(folder: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'error',
    root: join(import.meta.dirname, '..'),
    build: {
      outDir: folder,
      emptyOutDir: false,
      minify: false,
      target: 'es2022',
      lib: { entry: join(import.meta.dirname, 'store-page.ts'), formats: ['es'], fileName: () => 'store-bench.js' },
    },
  });
  await writeFile(join(folder, 'index.html'), '<!doctype html><meta charset="utf-8"><title>store bench</title><script type="module" src="/store-bench.js"></script>\n');
}

async function runInChromium(folder: string): Promise<StoreFigures> {
  const server = await startStaticServer({ root: folder, headers: {} });
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => 'storeBench' in window, undefined, { timeout: 30_000 }).catch(() => {
      throw new Error(`the bench page did not load${errors.length > 0 ? `: ${errors.join('; ')}` : ''}`);
    });
    return await page.evaluate(() => window.storeBench.run());
  } finally {
    await browser.close();
    await server.close();
  }
}

function printFigures(figures: StoreFigures, print: (line: string) => void): void {
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const { reference } = figures;
  const line = (name: string, timing: Timing, target: number, unit: string, floor: Timing) =>
    `${name}: p50 ${ms(timing.medianMs)} (p95 ${ms(timing.p95Ms)}, ${timing.runs} ${unit}; plain IndexedDB ${ms(floor.medianMs)}) ` +
    `(target p50 < ${target} ms: ${verdict(timing.medianMs < target)})`;

  print(line('append one message to a node of 10 messages', figures.appendSmall, 2, 'appends', reference.appendSmall));
  print(line('append one message to a node of 1,000 messages', figures.appendLarge, 2, 'appends', reference.appendLarge));
  const ratio = figures.appendLarge.medianMs / figures.appendSmall.medianMs;
  print(`append cost, 1,000 vs 10 messages: ${ratio.toFixed(2)}× (target flat, under 1.5×: ${verdict(ratio < 1.5)})`);
  print(line('open a node of 1,000 messages', figures.openNode, 100, 'loads', reference.openNode));
  print(line('list 1,000 sessions', figures.listSessions, 100, 'lists', reference.listSessions));
}

function browserName(userAgent: string): string {
  const version = /(?:HeadlessChrome|Chrome)\/(\d+)/.exec(userAgent)?.[1];
  return version ? `headless Chromium ${version}` : 'headless Chromium';
}
