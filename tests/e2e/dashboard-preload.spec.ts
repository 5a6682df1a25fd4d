import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import sharp from 'sharp';
import { expect, test } from './fixtures';

/**
 * Issue 17 item 4: a signed-in /dashboard arrives with `me` and the first page of properties inlined
 * and its code preloaded, so the first cards show without asking the API; the data stays the
 * caller's own and later changes still reach the screen.
 */
test('the dashboard renders its first cards from the page itself, then keeps up with changes', async ({
  signedInHead: { page },
}) => {
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 180 } },
  })
    .jpeg()
    .toBuffer();
  for (const name of ['Maison des Canuts', 'Studio Bellecour']) {
    const created = await page.request.post(endpoints.properties.create.path, {
      headers: { [CSRF_HEADER]: '1' },
      multipart: {
        name,
        price: '250000',
        type: 'Vente',
        address: '3 rue Victor Hugo',
        city: 'Lyon',
        zip: '69002',
        description: 'Lumineux, proche des commerces.',
        photos: { name: 'facade.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/photos/')) apiCalls.push(pathname);
  });
  // React reports a server markup the first browser render disagrees with through console.error.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const response = await page.goto('/dashboard');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  // The cards are drawn by the server (dist/.ssr): they are in the page before any script runs.
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<div id="root"><div[\s\S]*Studio Bellecour[\s\S]*href="\/property-detail\//);
  // The dense list draws each listing twice (a table from 1024 px, compact rows below): the one on screen.
  const firstCard = page.locator('a[href^="/property-detail/"]:visible').first();
  await expect(firstCard).toContainText('Studio Bellecour');
  // Its thumbnail sits in the row's first cell, beside the name's link.
  await expect(page.locator('tbody tr').first().locator('img')).toHaveJSProperty('complete', true);
  // Neither `me` nor the list was asked for: both came with the page. (The navigation's badge and the
  // subscription banner ask for their own data, in parallel, after the first render.)
  expect(apiCalls.filter((path) => path === '/api/auth/me' || path === '/api/properties')).toEqual([]);
  // Hydrated, not redrawn: the page is interactive and nothing disagreed with the server's markup.
  await expect(page.locator('html[data-ready]')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
  // The server bundle that drew the page is the server's own: its address gets the app's shell.
  const bundle = await page.request.get('/.ssr/entry-server.js');
  expect(bundle.headers()['content-type']).toContain('text/html');
  expect(await bundle.text()).not.toContain('renderSignedInPage');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/dashboard-preload-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/dashboard-preload-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Searching still asks the API, and a property added afterwards shows after a reload.
  await page.getByRole('searchbox').first().fill('Canuts');
  await expect(page.locator('a[href^="/property-detail/"]:visible')).toHaveCount(1);
  expect(apiCalls.some((path) => path === '/api/properties')).toBe(true);
});
