import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForWorkspace } from './support/app';
import { startPlayground, type Playground } from './support/playground';

// The files served as they are (favicon, icons, web app manifest) reach the built page from its
// own origin, under the same cross-origin isolation headers as the app, and nothing else is asked
// for on the way.

interface Manifest {
  name: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

describe('static files', () => {
  let playground: Playground;

  beforeAll(async () => {
    playground = await startPlayground();
  });

  afterAll(async () => {
    await playground?.close();
  });

  it('gives the page a favicon, a touch icon and an installable manifest, all from its own origin', async () => {
    const page = await playground.open();
    await waitForWorkspace(page);

    const links = await page.locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]').evaluateAll((elements) =>
      elements.map((element) => ({ rel: element.getAttribute('rel'), href: (element as HTMLLinkElement).href })),
    );
    expect(links.map((link) => link.rel)).toEqual(['icon', 'icon', 'apple-touch-icon', 'manifest']);
    for (const link of links) {
      expect(new URL(link.href).origin, link.href).toBe(playground.url);
      const response = await fetch(link.href);
      expect(response.status, link.href).toBe(200);
      // A missing file would come back as the app shell; an icon or a manifest is never HTML.
      expect(response.headers.get('content-type'), link.href).not.toMatch(/html/);
      expect(response.headers.get('cross-origin-embedder-policy'), link.href).toBe('require-corp');
    }

    const manifestUrl = links.find((link) => link.rel === 'manifest')!.href;
    const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'ACI Playground', display: 'standalone', theme_color: '#2f5fd0' });
    const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, manifestUrl));
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toBe(icon.type);
    }

    expect(playground.requests.foreign([playground.url])).toEqual([]);
  });

  it('shows the page\'s name and that it is starting before any script runs, and the app replaces that line', async () => {
    const html = await (await fetch(`${playground.url}/`)).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<noscript>'));
    expect(root).toContain('<h1>ACI Playground</h1>');
    expect(root).toContain('role="status">Starting the playground…</p>');

    const page = await playground.open();
    await waitForWorkspace(page);
    await expect(page.getByRole('textbox', { name: 'Task', exact: true }).isEnabled()).resolves.toBe(true);
    expect(await page.getByText('Starting the playground…').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'ACI Playground', exact: true }).count()).toBe(1);
  });
});
