import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, field, test } from './fixtures';
import { shootAndCheck, WCAG_TAGS, shotsDir } from './screens';

const SHOTS = shotsDir('market-insights');
const headers = { [CSRF_HEADER]: '1' };

/** Both widths, no sideways scroll (UX.md), and no serious axe violation (WCAG rules). */
const shoot = (page: Page, name: string) =>
  shootAndCheck(page, SHOTS, name, { afterToasts: true, tags: WCAG_TAGS });

test.use({ headPlan: 'premium' });

test('market search lists real sales; a Premium agency sees the price advice and the competitive analysis', async ({
  signedInHead: { page },
}) => {
  // Waits for the first start's DVF import, then walks three screens at two widths each.
  test.setTimeout(240_000);
  // The shipped DVF extract loads in the background at the server's first start: wait for Toulon.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `${endpoints.marketInsights.search.path}?commune=Toulon&kind=appartement`,
        );
        return res.status() === 200 ? ((await res.json()) as { total: number }).total : 0;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);

  // « Recherche Web » is now the market search over public sales.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Recherche web' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prix du marché' })).toBeVisible();
  await expect(page.getByText('Choisissez une commune')).toBeVisible();
  await field(page, 'Commune ou code postal').fill('Toulon');
  await field(page, 'Type de bien').selectOption('appartement');
  await field(page, 'Surface min. (m²)').fill('40');
  await field(page, 'Surface max. (m²)').fill('70');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/commune=Toulon/);
  await expect(page.getByText('Toulon (83000, 83100, 83200)')).toBeVisible();

  // The page shows the very sales the API finds, newest first.
  const api = await page.request.get(
    `${endpoints.marketInsights.search.path}?commune=Toulon&kind=appartement&surfaceMin=40&surfaceMax=70&years=2&radius=500`,
  );
  const result = (await api.json()) as {
    total: number;
    figures: { medianPerM2: number };
    sales: { address: string; surface: number }[];
  };
  expect(result.total).toBeGreaterThan(100);
  const summary = page.getByRole('region', { name: 'Chiffres clés' });
  await expect(summary.getByText(result.total.toLocaleString('fr-FR'))).toBeVisible();
  await expect(summary.getByText('Prix médian au m²')).toBeVisible();
  await expect(page.getByRole('img', { name: /Prix au m² dans le temps/ })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(101);
  await expect(rows.nth(1)).toContainText(result.sales[0]!.address);
  await shoot(page, 'market-search');

  // An unknown commune is refused under its field, in French.
  await field(page, 'Commune ou code postal').fill('Paimpol');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('Aucune vente connue pour « Paimpol »', { exact: false })).toBeVisible();

  // The dynamic price advice on a flat for sale in Toulon (just listed: too early to move the price).
  const created = await page.request.post(endpoints.properties.create.path, {
    headers,
    data: {
      name: 'T3 au Mourillon',
      price: 262_500,
      type: 'Vente',
      address: '27 boulevard Edgar Amigas',
      city: 'Toulon',
      zip: '83000',
      kind: 'appartement',
      surfaceHabitable: 60,
      rooms: 3,
      feesPayer: 'acquereur',
      feesPercent: 5,
      priceExclFees: 250_000,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/property-detail/${id}`);
  const advice = page.getByRole('heading', { name: 'Conseil de prix dynamique' }).locator('..');
  await expect(advice.getByText('Prix à maintenir')).toBeVisible();
  const steps = advice
    .getByRole('region', { name: 'Le raisonnement, étape par étape' })
    .getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.first()).toContainText('ventes comparables');
  await expect(steps.nth(5)).toContainText('trop tôt pour changer le prix');
  await expect(advice.getByText('Prix hors honoraires')).toBeVisible();
  await shoot(page, 'price-advice');

  // The competitive analysis, from the navigation.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Analyse concurrentielle' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analyse concurrentielle' })).toBeVisible();
  await expect(page.getByRole('img', { name: /vos annonces 4\s167\s€\/m²/ })).toBeVisible();
  const listings = page.getByRole('table').nth(1);
  await expect(listings.getByRole('link', { name: 'T3 au Mourillon' })).toBeVisible();
  await expect(listings.getByRole('row').nth(1)).toContainText(
    /Dans le marché|Au-dessus du marché|Sous le marché/,
  );
  await shoot(page, 'competitive-analysis');
});

test.describe('on the Pro plan', () => {
  test.use({ headPlan: 'pro' });
  test('the Premium tools are shown with how to get them', async ({ signedInHead: { page } }) => {
    await page.goto('/competitive-analysis');
    await expect(page.getByRole('heading', { level: 1, name: 'Analyse concurrentielle' })).toBeVisible();
    await expect(page.getByText('Disponible avec l’offre Premium')).toBeVisible();
    await shoot(page, 'competitive-analysis-upsell');
  });
});
