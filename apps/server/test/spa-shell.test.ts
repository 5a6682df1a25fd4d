/**
 * The SPA shell for signed-in routes (http/spa-shell.ts): the data inlined is exactly what the API
 * answers this caller, nothing the guards would refuse them, and nothing that can break out of the
 * data block; the chunks of the route are preloaded from Vite's manifest.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRELOADED_DATA_ELEMENT_ID, type PreloadedData } from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthContext } from '../src/auth/context';
import { hashToken } from '../src/auth/tokens';
import { propertyPhotos } from '../src/db/schema';
import { objectKey } from '../src/storage/storage';
import { createSpaShell, type SpaShell } from '../src/http/spa-shell';
import { createAgencyWithBoss, createProperty, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';
import { runBound } from '../src/auth/request-binding';

let t: TestApp;
let shell: SpaShell;
let dist: string;
beforeAll(async () => {
  t = await startTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-shell-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-A.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/runtime-E.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/landing-page-F.js">' +
      '</head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_runtime-E.js'] },
      '_runtime-E.js': { file: 'assets/runtime-E.js' },
      'src/features/public/pages/landing-page.tsx': {
        file: 'assets/landing-page-F.js',
        imports: ['_runtime-E.js'],
      },
      'src/app/preloaded-data.ts': { file: 'assets/preloaded-data-G.js', imports: ['_shared-C.js'] },
      'src/app/layouts/app-shell.tsx': {
        file: 'assets/app-shell-B.js',
        imports: ['index.html', '_shared-C.js'],
      },
      '_shared-C.js': { file: 'assets/shared-C.js' },
      'src/features/dashboard/pages/dashboard-page.tsx': {
        file: 'assets/dashboard-page-D.js',
        imports: ['_shared-C.js'],
      },
    }),
  );
  const guardOf = (method: string, url: string) =>
    t.app.registeredRoutes.find((r) => r.method === method && r.url === url)?.guard;
  shell = createSpaShell(t.deps, dist, guardOf)!;
});
afterAll(() => t.close());

/** The shell as the not-found handler renders it for this client's session. */
async function render(client: TestClient, pathname: string) {
  const auth = await loadAuthContext(
    t.db,
    hashToken(client.getCookie('immopilote_session')!),
    t.config.adminEmails,
  );
  // Bound as the not-found handler binds it (app.ts).
  const html = await runBound({}, auth, () => shell.render(pathname, { auth } as FastifyRequest));
  const match = new RegExp(
    `<script type="application/json" id="${PRELOADED_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return { html, data: JSON.parse(match![1]!) as PreloadedData };
}

describe('signed-in SPA shell', () => {
  it('inlines `me` and the first page of properties exactly as the API answers them', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    await createProperty(t.db, agency.id, { name: 'Maison </script><script>alert(1)</script> & jardin' });
    const client = await signedInClient(t, boss.user.id);
    const { html, data } = await render(client, '/dashboard');
    expect(data.me).toEqual((await client.get('/api/auth/me')).body.me);
    expect(data.properties).toEqual((await client.get('/api/properties?q=')).body);
    expect(data.properties!.items[0]!.name).toContain('</script>');
    // The name cannot close the data block: only the one real </script> follows the data.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-shell-B.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-D.js">');
    expect(html).toContain('href="/assets/shared-C.js"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/preloaded-data-G.js">');
    // The entry is already in the page: not preloaded twice.
    expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/index-A.js"');
    // The entry's imports stay preloaded, once; the landing page's chunks do not compete with the route's.
    expect(html.match(/href="\/assets\/runtime-E.js"/g)).toHaveLength(1);
    expect(html).not.toContain('landing-page-F.js');
  });

  it('preloads the first-row thumbnails at high priority', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    for (let i = 0; i < 6; i++) {
      const property = await createProperty(t.db, agency.id);
      await t.db.insert(propertyPhotos).values({
        agencyId: agency.id,
        propertyId: property.id,
        position: 0,
        thumbKey: objectKey(agency.id, property.id, `t${i}.webp`),
        largeKey: objectKey(agency.id, property.id, `l${i}.webp`),
        width: 800,
        height: 600,
      });
    }
    const client = await signedInClient(t, boss.user.id);
    const { html, data } = await render(client, '/dashboard');
    const withThumb = data.properties!.items.filter((card) => card.thumbnailUrl);
    expect(withThumb).toHaveLength(6);
    expect(html.match(/rel="preload" as="image" fetchpriority="high"/g)).toHaveLength(4);
    for (const card of withThumb.slice(0, 4)) {
      expect(html).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${card.thumbnailUrl}">`,
      );
    }
  });

  it('inlines no agency data for a caller the list guard refuses (pending, inactive subscription)', async () => {
    const { agency } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    await createProperty(t.db, agency.id);
    const pending = await createUser(t.db, { agencyId: agency.id, status: 'pending' });
    const { data } = await render(await signedInClient(t, pending.user.id), '/dashboard');
    expect(data.me.agency).toBeNull();
    expect(data.properties).toBeUndefined();
    const unpaid = await createAgencyWithBoss(t.db, { subscription: null });
    const { data: unpaidData } = await render(await signedInClient(t, unpaid.boss.user.id), '/dashboard');
    expect(unpaidData.properties).toBeUndefined();
  });

  it('inlines only `me` on other signed-in routes', async () => {
    const { boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const { html, data } = await render(await signedInClient(t, boss.user.id), '/profile');
    expect(data.properties).toBeUndefined();
    expect(data.me.user.id).toBe(boss.user.id);
    expect(html).not.toContain('dashboard-page-D.js');
  });

  it('follows a rebuild of the web app under a running server', async () => {
    const { boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const client = await signedInClient(t, boss.user.id);
    const rebuilt =
      '<!doctype html><html><head><script type="module" src="/assets/index-Z.js"></script></head><body><div id="root"></div></body></html>';
    fs.writeFileSync(path.join(dist, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    const { html } = await render(client, '/profile');
    expect(html).toContain('/assets/index-Z.js');
    expect(html).not.toContain('/assets/index-A.js');
  });

  describe('with the web build’s server bundle', () => {
    let built: SpaShell;
    const warnings: unknown[] = [];
    beforeAll(() => {
      const withRenderer = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-shell-ssr-'));
      fs.cpSync(dist, withRenderer, { recursive: true });
      fs.mkdirSync(path.join(withRenderer, '.ssr'));
      // Stands for apps/web/src/entry-server.tsx: draws the cards from the data it is given.
      fs.writeFileSync(
        path.join(withRenderer, '.ssr', 'entry-server.js'),
        `export async function preparePages() {}
        export async function renderSignedInPage(pathname, data) {
          globalThis.signedInRenders = (globalThis.signedInRenders ?? 0) + 1;
          const names = data.properties.items.map((p) => p.name);
          if (names.includes('panne')) throw new Error('rendu impossible');
          return { headTags: '<title>Tableau de bord</title>', markup: '<main data-path="' + pathname + '">' + names.map((n) => '<a>' + n.replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</a>').join('') + '</main>' };
        }`,
      );
      const guardOf = (method: string, url: string) =>
        t.app.registeredRoutes.find((r) => r.method === method && r.url === url)?.guard;
      built = createSpaShell(t.deps, withRenderer, guardOf)!;
    });

    async function renderBuilt(client: TestClient, pathname: string) {
      const auth = await loadAuthContext(
        t.db,
        hashToken(client.getCookie('immopilote_session')!),
        t.config.adminEmails,
      );
      const log = { warn: (...args: unknown[]) => warnings.push(args) };
      return runBound({}, auth, () => built.render(pathname, { auth, log } as unknown as FastifyRequest));
    }

    it('draws the dashboard into the page, after its data, with its head tags', async () => {
      const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
      // A replacement string would read `$&` and `$1` as patterns: the name must come through as typed.
      await createProperty(t.db, agency.id, { name: 'Loft $& $1 $$ prix' });
      const html = await renderBuilt(await signedInClient(t, boss.user.id), '/dashboard');
      expect(html).toContain('<title>Tableau de bord</title></head>');
      const root = '<div id="root"><main data-path="/dashboard"><a>Loft $&amp; $1 $$ prix</a></main></div>';
      expect(html).toContain(root);
      const block = new RegExp(
        `<script type="application/json" id="${PRELOADED_DATA_ELEMENT_ID}">(.*?)</script>`,
      ).exec(html)!;
      expect(block.index).toBeLessThan(html.indexOf(root));
      const data = JSON.parse(block[1]!) as PreloadedData;
      expect(data.properties?.items[0]?.name).toBe('Loft $& $1 $$ prix');
    });

    it('draws a reloaded dashboard once, and again after a write or for another caller', async () => {
      const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
      await createProperty(t.db, agency.id, { name: 'Avant' });
      const client = await signedInClient(t, boss.user.id);
      const renders = () => (globalThis as { signedInRenders?: number }).signedInRenders ?? 0;
      const before = renders();
      const first = await renderBuilt(client, '/dashboard');
      expect(await renderBuilt(client, '/dashboard')).toBe(first);
      expect(renders()).toBe(before + 1);
      await createProperty(t.db, agency.id, { name: 'Après' });
      expect(await renderBuilt(client, '/dashboard')).toContain('<a>Après</a>');
      expect(renders()).toBe(before + 2);
      const member = await createUser(t.db, { agencyId: agency.id, status: 'active' });
      await renderBuilt(await signedInClient(t, member.user.id), '/dashboard');
      expect(renders()).toBe(before + 3);
    });

    it('leaves the drawing to the browser on other routes, for a refused caller, and when it fails', async () => {
      const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
      const client = await signedInClient(t, boss.user.id);
      expect(await renderBuilt(client, '/profile')).toContain('<div id="root"></div>');
      const pending = await createUser(t.db, { agencyId: agency.id, status: 'pending' });
      expect(await renderBuilt(await signedInClient(t, pending.user.id), '/dashboard')).toContain(
        '<div id="root"></div>',
      );
      await createProperty(t.db, agency.id, { name: 'panne' });
      const failed = await renderBuilt(client, '/dashboard');
      expect(failed).toContain('<div id="root"></div>');
      expect(failed).toContain(PRELOADED_DATA_ELEMENT_ID);
      expect(warnings).toHaveLength(1);
    });
  });
});
