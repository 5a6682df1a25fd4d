import { CSRF_HEADER, endpoints, urlOf } from '@immopilote/contracts';
import { expect, openPage, test } from '../e2e/fixtures';
import { shoot } from '../e2e/screens';

/**
 * Issue 27 §5 and §7, before and after: the evaluation's explanation and the market page for the
 * same Toulon flat, and the plan change from /manage-subscription (its confirmation when there is one).
 */
const dir = process.env.SHOTS_DIR ?? 'docs/ux-shots/27/after';
const headers = { [CSRF_HEADER]: '1' };

test.use({ headPlan: 'pro' });

test('issue 27 market and plan-change screens', async ({ signedInHead: { page } }) => {
  test.setTimeout(240_000);
  const created = await page.request.post(endpoints.properties.create.path, {
    headers,
    data: {
      name: 'T3 au Mourillon',
      price: 231000,
      type: 'Vente',
      address: '289 chemin de Plaisance',
      city: 'Toulon',
      zip: '83000',
      kind: 'appartement',
      surfaceHabitable: 60,
      rooms: 3,
      feesPayer: 'acquereur',
      feesPercent: 5,
      priceExclFees: 220000,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // The shipped extract loads in the background at the server's first start.
  await expect
    .poll(
      async () => {
        const res = await page.request.post(urlOf(endpoints.market.evaluate, { id }), { headers });
        return ((await res.json()) as { outcome?: string }).outcome;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe('estimated');

  await openPage(page, `/property-valuation/${id}`);
  await expect(page.getByRole('heading', { name: 'Évaluation du prix' })).toBeVisible();
  await shoot(page, dir, 'property-valuation');

  const query = new URLSearchParams({
    commune: 'Toulon',
    address: '289 chemin de Plaisance',
    kind: 'appartement',
    years: '2',
    radius: '500',
  });
  await openPage(page, `/web-search?${query}`);
  await expect(page.getByText('Prix médian au m²').first()).toBeVisible({ timeout: 20_000 });
  await shoot(page, dir, 'market-search');

  await openPage(page, '/manage-subscription');
  await expect(page.getByText('Actif', { exact: true })).toBeVisible();
  await shoot(page, dir, 'manage-subscription');
  await page.getByRole('button', { name: 'Passer à Premium' }).click();
  const dialog = page.getByRole('alertdialog');
  const confirms = await dialog
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (confirms) {
    await shoot(page, dir, 'plan-change-dialog', { fullPage: false });
  }
});
