import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { routes } from './app/router';
import { PRERENDERED_PAGES, renderPage } from './entry-server';

const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <!-- The landing page's tags, for crawlers (data-default-head). -->
    <title data-default-head>Titre par défaut</title>
    <meta data-default-head name="description" content="Description par défaut" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a-1.js">
    <link rel="modulepreload" crossorigin href="/assets/b-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const siteInfo = {
  support: { email: 'aide@exemple.fr', phone: '01 23 45 67 89' },
  publisher: { name: 'Exemple SAS', legalForm: null, address: null, siren: null, director: null },
  host: { name: null, address: null },
  privacy: { contactEmail: 'aide@exemple.fr', sessionDays: 30 },
};

describe('prerendered public pages', () => {
  beforeEach(() => {
    // Testing Library sets this for its own render; hydrateRoot is called directly here.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(siteInfo), { status: 200 })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("replaces index.html's default tags with the page's own and fills the root", async () => {
    const html = await renderPage(TEMPLATE, '/contact');
    expect(html).not.toContain('data-default-head');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe('Contact — ImmoPilote');
    expect(doc.head.querySelector('meta[name=description]')?.getAttribute('content')).toMatch(/Écrivez/);
    // Addresses need the site's origin, unknown at build time: the browser adds them.
    expect(doc.head.querySelector('link[rel=canonical]')).toBeNull();
    expect(doc.querySelector('#root h1')?.textContent).toBe('Contactez-nous');
    expect(doc.querySelector('#root header')).not.toBeNull();
    // The scripts are requested after the first paint, by a file (no inline script under the CSP).
    expect(doc.querySelectorAll('script[type=module], link[rel=modulepreload]')).toHaveLength(0);
    const starter = doc.querySelector('script[src="/start-after-paint.js"]') as HTMLScriptElement;
    expect(starter.defer).toBe(true);
    expect(starter.dataset).toMatchObject({
      entry: '/assets/index-1.js',
      preload: '/assets/a-1.js /assets/b-1.js',
    });
  });

  it('shows no support number before the configuration is known', async () => {
    const doc = new DOMParser().parseFromString(await renderPage(TEMPLATE, '/'), 'text/html');
    expect(doc.querySelector('#help button[aria-busy]')?.hasAttribute('disabled')).toBe(true);
    expect(doc.querySelector('#help a[href^="tel:"]')).toBeNull();
  });

  it('hydrates the landing page, then shows the configured support number', async () => {
    const html = await renderPage(TEMPLATE, '/');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    document.body.innerHTML = doc.body.innerHTML;
    await act(async () => {
      hydrateRoot(
        document.getElementById('root')!,
        <App router={createMemoryRouter(routes, { initialEntries: ['/'] })} />,
      );
    });
    await vi.waitFor(() => expect(document.querySelector('#help a[href="tel:+33123456789"]')).not.toBeNull());
  });

  it.each(Object.keys(PRERENDERED_PAGES))('hydrates %s without a mismatch', async (path) => {
    const html = await renderPage(TEMPLATE, path);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    document.head.innerHTML = doc.head.innerHTML;
    document.body.innerHTML = doc.body.innerHTML;
    const container = document.getElementById('root')!;
    const heading = container.querySelector('h1');
    expect(heading).not.toBeNull();

    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={createMemoryRouter(routes, { initialEntries: [path] })} />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // React kept the server's nodes instead of rendering the page again.
    expect(container.querySelector('h1')).toBe(heading);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('link[rel=canonical]')).toHaveAttribute(
      'href',
      new URL(path, window.location.origin).href,
    );
  });
});
