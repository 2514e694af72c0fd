import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/**
 * A tiny static file server for the production build, sending the headers a static deploy must
 * send (COOP/COEP, so the page is cross-origin isolated and WebContainer may boot). Written here
 * rather than `vite preview` so the tests see exactly what a plain static host would serve.
 */

export interface StaticServer {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  /** Paths served, in order (with the query string), so a test can see what the page fetched. */
  served: string[];
  close(): Promise<void>;
}

export interface StaticServerOptions {
  root: string;
  /** Sent on every response, e.g. the COOP/COEP pair from vite.config.ts. */
  headers: Record<string, string>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const served: string[] = [];
  const server = createServer((incoming, response) => {
    const requestUrl = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    served.push(requestUrl.pathname + requestUrl.search);
    serve(options, requestUrl.pathname, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`static server: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

async function serve(options: StaticServerOptions, pathname: string, response: ServerResponse): Promise<void> {
  const file = await resolveFile(options.root, pathname);
  if (file === undefined) {
    response.writeHead(404, { ...options.headers, 'content-type': 'text/plain' });
    response.end(`Not found: ${pathname}`);
    return;
  }
  response.writeHead(200, {
    ...options.headers,
    'content-type': contentTypes[extname(file.path)] ?? 'application/octet-stream',
    'content-length': String(file.size),
    // Every test run may rebuild: never let a cached chunk from an older build answer.
    'cache-control': 'no-store',
  });
  createReadStream(file.path).pipe(response);
}

/** The file for a URL path inside root; the SPA shell for paths without an extension; else undefined. */
async function resolveFile(root: string, pathname: string): Promise<{ path: string; size: number } | undefined> {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '') || 'index.html';
  const candidate = join(root, relative);
  // normalize() resolved any "..": a path that still leaves root is refused.
  if (!candidate.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  const size = await fileSize(candidate);
  if (size !== undefined) return { path: candidate, size };
  if (extname(relative) !== '') return undefined;
  const shell = join(root, 'index.html');
  const shellSize = await fileSize(shell);
  return shellSize === undefined ? undefined : { path: shell, size: shellSize };
}

/** The size of a regular file; undefined for a folder or a missing path. */
async function fileSize(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}
