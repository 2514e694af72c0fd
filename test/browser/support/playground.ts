import type { Page } from 'playwright-core';
import { crossOriginIsolation } from '../../../vite.config';
import { uiTimeoutMs } from './app';
import { launchChromium, type LaunchedChromium } from './chromium';
import { distFolder } from './production-build';
import { RequestLog } from './request-log';
import { startStaticServer, type StaticServer } from './static-server';

/**
 * One browser test file's world: the production build on a local static server with the COOP/COEP
 * headers, a Chromium with a fresh profile, and a log of every request and console line. Start it
 * in beforeAll and close it in afterAll; `open()` gives each test a freshly loaded page.
 */

export interface Playground {
  /** The static server's origin, e.g. http://127.0.0.1:40123. */
  url: string;
  server: StaticServer;
  chromium: LaunchedChromium;
  requests: RequestLog;
  /** Every console message and uncaught page error, as text, for "the key is in no log" checks. */
  consoleLines: string[];
  /** Loads the app (query string optional, e.g. '?webcontainerTimeoutMs=1500') in a new page. */
  open(query?: string): Promise<Page>;
  close(): Promise<void>;
}

export async function startPlayground(): Promise<Playground> {
  const server = await startStaticServer({ root: distFolder, headers: crossOriginIsolation });
  const chromium = await launchChromium();
  // Fail a missing control in the UI's patience, not Playwright's 30 s default.
  chromium.context.setDefaultTimeout(uiTimeoutMs);
  const requests = new RequestLog(chromium.context);
  const consoleLines: string[] = [];
  const pages: Page[] = [];

  async function open(query = ''): Promise<Page> {
    // Earlier pages would keep their workers spinning and their requests in the log: close them.
    await Promise.all(pages.splice(0).map((page) => page.close()));
    const page = await chromium.context.newPage();
    pages.push(page);
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.stack ?? error.message}`));
    await page.goto(`${server.url}/${query}`);
    return page;
  }

  return {
    url: server.url,
    server,
    chromium,
    requests,
    consoleLines,
    open,
    async close() {
      await chromium.close();
      await server.close();
    },
  };
}
