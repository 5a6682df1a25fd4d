import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, test, toastCame, toastRegion } from './fixtures';
import { created } from './listings';
import { shoot, shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('api-keys');
const check = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tapTargets: true });

test('the head creates an API key, a program reads the agency’s listings with it, revoked it is refused', async ({
  signedInHead: { page },
  request,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const listing = await created(page, endpoints.properties.create.path, {
    name: 'Maison des Canuts',
    price: 389000,
    type: 'Vente',
    address: '8 rue Dumenge',
    city: 'Lyon',
    zip: '69004',
  });
  // Another agency's listing: the key must not see it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const { signUpPaidHeadByApi } = await import('./fixtures');
  await signUpPaidHeadByApi(otherPage.request, 'pro');
  const foreign = await created(otherPage, endpoints.properties.create.path, {
    name: 'Appartement d’une autre agence',
    price: 210000,
    type: 'Vente',
    address: '2 place Sathonay',
    city: 'Lyon',
    zip: '69001',
  });
  await other.close();

  await page.goto('/agency-settings');
  await page.getByRole('link', { name: /API et webhooks/ }).click();
  await expect(page.getByRole('heading', { name: 'API et webhooks', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucune clé pour l’instant.')).toBeVisible();
  await check(page, 'api-webhooks-empty');

  await page.getByRole('button', { name: 'Créer une clé' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle clé d’API' });
  await form.getByLabel('Nom').fill('Site vitrine');
  await form.getByRole('checkbox', { name: 'Biens, lecture' }).check();
  await form.getByRole('checkbox', { name: 'Photos, lecture' }).check();
  await shoot(page, SHOTS, 'api-key-form');
  await form.getByRole('button', { name: 'Créer la clé' }).click();

  const shown = page.getByRole('dialog', { name: 'Votre nouvelle clé' });
  await expect(shown.getByText(/vous ne pourrez plus l’afficher/)).toBeVisible();
  await shown.getByRole('button', { name: 'Copier la clé' }).click();
  // Under the dialog's overlay: seen, not dismissed.
  await expect(toastRegion(page).getByText('Clé copiée.')).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^ip_live_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByRole('textbox')).toHaveValue(secret);
  await shoot(page, SHOTS, 'api-key-secret-once');
  await shown.getByRole('button', { name: 'J’ai copié la clé' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A program: no cookie, no CSRF header, only the key.
  const bearer = { authorization: `Bearer ${secret}` };
  const list = await request.get('/api/v1/listings', { headers: bearer });
  expect(list.status()).toBe(200);
  const ids = ((await list.json()) as { items: { id: string }[] }).items.map((p) => p.id);
  expect(ids).toEqual([listing.id]);
  expect((await request.get(`/api/v1/listings/${foreign.id}`, { headers: bearer })).status()).toBe(404);
  const write = await request.post('/api/v1/listings', { headers: bearer, data: { name: 'x' } });
  expect(write.status()).toBe(403);
  expect((await write.json()).error.message).toContain('listings:write');
  // The key opens no route of the app.
  expect(
    (
      await request.get(endpoints.properties.list.path, { headers: { ...bearer, [CSRF_HEADER]: '1' } })
    ).status(),
  ).toBe(401);

  // The list shows the key by its first characters, with its last use, never the secret.
  await page.reload();
  const keys = page.getByRole('list', { name: 'Clés d’API' });
  await expect(keys.getByText('Site vitrine')).toBeVisible();
  await expect(keys.getByText(`${secret.slice(0, 14)}…`)).toBeVisible();
  await expect(keys.getByText('Biens (lecture) · Photos (lecture)')).toBeVisible();
  await expect(keys.getByText('Jamais')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret.slice(14));
  await check(page, 'api-webhooks-list');

  await keys.getByRole('button', { name: 'Révoquer Site vitrine' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Révoquer cette clé ?' });
  await confirm.getByRole('button', { name: 'Révoquer la clé' }).click();
  await toastCame(page, 'Clé révoquée.');
  await expect(keys.getByText('Révoquée')).toBeVisible();
  const refused = await request.get('/api/v1/listings', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.message).toBe('Clé d’API absente ou non valable.');
});

test('the API reference renders from the server’s own files, under our CSP', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('requestfailed', (req) => problems.push(`${req.url()} ${req.failure()?.errorText}`));
  const outside: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith('http://localhost')) outside.push(req.url());
  });
  await page.goto('/api/v1/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API ImmoPilote v1');
  await expect(page.getByRole('heading', { name: 'S’authentifier' })).toBeVisible();
  // Swagger UI drew the operations from /api/v1/openapi.json.
  await expect(
    page.locator('.opblock-summary-path').filter({ hasText: '/api/v1/listings' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  expect(problems).toEqual([]);
  expect(outside).toEqual([]);
  await shoot(page, SHOTS, 'api-docs', { fullPage: false });
});
