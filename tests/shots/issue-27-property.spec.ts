import { CSRF_HEADER, endpoints, type ResponseOf } from '@immopilote/contracts';
import { expect, test } from '../e2e/fixtures';
import { shoot } from '../e2e/screens';

/**
 * Issue 27 §2 and §7: the property page (a filled one of the demonstration agency; a Starter
 * agency's with long content), and the new-mandate form sent empty, at 1280 × 800 and 360 × 740.
 * `SHOTS_DIR=docs/ux-shots/27/before|after`.
 */
const dir = process.env.SHOTS_DIR ?? 'docs/ux-shots/27/after';
const headers = { [CSRF_HEADER]: '1' };

test('property page of the demonstration agency', async ({ demoHead: { page } }) => {
  test.setTimeout(120_000);
  const list = (await (await page.request.get(endpoints.properties.list.path)).json()) as ResponseOf<
    typeof endpoints.properties.list
  >;
  const sale = list.items.find((p) => p.type === 'Vente') ?? list.items[0]!;
  await page.goto(`/property-detail/${sale.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, dir, 'property-detail');
  await shoot(page, dir, 'property-detail-fold', { fullPage: false });

  await page.goto('/mandates/new');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /Enregistrer|Créer/ })
    .last()
    .click();
  await page.waitForTimeout(500);
  await shoot(page, dir, 'new-mandate-empty', { fullPage: false });
});

test.describe('Starter', () => {
  test.use({ headPlan: 'starter' });
  test('property page with long content', async ({ signedInHead: { page } }) => {
    test.setTimeout(120_000);
    const created = await page.request.post(endpoints.properties.create.path, {
      headers,
      multipart: {
        name: 'Grand appartement familial traversant avec terrasse plein sud',
        price: '985000',
        type: 'Vente',
        address: '128 boulevard de la Croix-Rousse',
        city: 'Saint-Germain-au-Mont-d’Or-sur-Saône-Nord',
        zip: '69650',
        description: 'Traversant, parquet ancien, vue dégagée sur les toits. Cave et ascenseur.',
        kind: 'appartement',
        surfaceHabitable: '142',
        rooms: '6',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/property-detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, dir, 'property-detail-starter');
  });
});
