import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossOriginIsolation } from '../../vite.config';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api';
import { launchChromium, type LaunchedChromium } from './support/chromium';
import { RequestLog } from './support/request-log';
import { startStaticServer, type StaticServer } from './support/static-server';

// The harness the browser tests stand on, checked against a tiny page of our own: if these fail,
// a failing app test says nothing about the app.

const tinyPage = `<!doctype html><html><body><p id="status">loading</p><script type="module">
const model = new URLSearchParams(location.search).get('model');
const worker = new Worker('/worker.js?model=' + encodeURIComponent(model), { type: 'module' });
worker.onmessage = (event) => { document.getElementById('status').textContent = event.data; };
</script></body></html>`;

// The worker calls the fake model server cross-origin, as the app's run does (from a page that is
// cross-origin isolated), and also tries a host nobody configured.
const tinyWorker = `
const modelUrl = new URL(self.location.href).searchParams.get('model');
fetch('https://example.invalid/telemetry').catch(() => {});
const answer = await fetch(modelUrl + '/v1/models', { headers: { authorization: 'Bearer test' } });
const models = await answer.json();
postMessage('isolated=' + self.crossOriginIsolated + ' model=' + models.data[0].id);
`;

describe('browser test harness', () => {
  let root: string;
  let server: StaticServer;
  let chromium: LaunchedChromium;
  let fakeApi: FakeMessagesApi;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'aci-playground-tiny-'));
    await writeFile(join(root, 'index.html'), tinyPage);
    await writeFile(join(root, 'worker.js'), tinyWorker);
    server = await startStaticServer({ root, headers: crossOriginIsolation });
    chromium = await launchChromium();
    fakeApi = await startFakeMessagesApi({ script: [] });
  });

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
    await fakeApi?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves files with the COOP/COEP headers, the SPA shell for routes, and nothing outside its root', async () => {
    const shell = await fetch(`${server.url}/`);
    expect(shell.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(shell.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(shell.headers.get('content-type')).toContain('text/html');
    expect(await (await fetch(`${server.url}/some/route`)).text()).toBe(tinyPage);
    expect((await fetch(`${server.url}/worker.js`)).headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    // An escaped ".." stays inside the root: the shell answers, never /etc/passwd.
    expect(await (await fetch(`${server.url}/..%2F..%2Fetc%2Fpasswd`)).text()).toBe(tinyPage);
  });

  it('runs a cross-origin-isolated page whose worker reaches the fake model server, and logs every request', async () => {
    const requests = new RequestLog(chromium.context);
    const page = await chromium.context.newPage();
    // The worker learns the model server from the page URL's query, as the app learns its Base URL.
    await page.goto(`${server.url}/?model=${encodeURIComponent(fakeApi.url)}`);
    await page.getByText(/^isolated=/).waitFor();

    expect(await page.locator('#status').textContent()).toBe('isolated=true model=claude-fake-1');
    expect(fakeApi.requests.map((request) => request.path)).toEqual(['/v1/models']);
    expect(requests.to(fakeApi.url)).toHaveLength(1);
    expect(requests.foreign([server.url, fakeApi.url]).map((request) => request.url)).toEqual([
      'https://example.invalid/telemetry',
    ]);
    await page.close();
  });
});
