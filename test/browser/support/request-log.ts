import type { BrowserContext, Request } from 'playwright-core';

/**
 * Every request a page makes (its workers' included, which Chromium reports on the context too),
 * sorted by where it went, so a test can say "nothing left for a host we did not configure".
 */

export interface LoggedRequest {
  url: string;
  method: string;
  resourceType: string;
}

/**
 * Where WebContainer's runtime comes from: `boot()` loads an iframe from stackblitz.com, which
 * pulls its runtime from StackBlitz's own hosts. Allowed, but counted apart from the page's own.
 */
export const webContainerHostSuffixes = ['stackblitz.com', 'stackblitz.io', 'staticblitz.com', 'webcontainer.io', 'webcontainer-api.io'];

export function isWebContainerHost(hostname: string): boolean {
  return webContainerHostSuffixes.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`));
}

/** Schemes that never leave the browser: not network requests at all. */
const localSchemes = new Set(['blob:', 'data:', 'about:', 'chrome-extension:']);

export class RequestLog {
  readonly requests: LoggedRequest[] = [];

  /** Starts recording everything the context's pages and workers request from now on. */
  constructor(context: BrowserContext) {
    context.on('request', (request: Request) => {
      this.requests.push({ url: request.url(), method: request.method(), resourceType: request.resourceType() });
    });
  }

  /** Network requests whose origin is none of `allowedOrigins` and not a WebContainer runtime host. */
  foreign(allowedOrigins: string[]): LoggedRequest[] {
    const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
    return this.network().filter((request) => {
      const url = new URL(request.url);
      return !allowed.has(url.origin) && !isWebContainerHost(url.hostname);
    });
  }

  /** Requests to WebContainer's runtime hosts (offline, these fail; counted apart). */
  webContainer(): LoggedRequest[] {
    return this.network().filter((request) => isWebContainerHost(new URL(request.url).hostname));
  }

  /** Requests to one origin, e.g. the fake model server's. */
  to(origin: string): LoggedRequest[] {
    const wanted = new URL(origin).origin;
    return this.network().filter((request) => new URL(request.url).origin === wanted);
  }

  private network(): LoggedRequest[] {
    return this.requests.filter((request) => !localSchemes.has(new URL(request.url).protocol));
  }
}
