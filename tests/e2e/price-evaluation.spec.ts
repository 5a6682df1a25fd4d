import { CSRF_HEADER, endpoints, marketMessages, urlOf } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, signInAdminByApi, test } from './fixtures';
import { expectNoSeriousAxeViolation, shoot, shotsDir } from './screens';

const SHOTS = shotsDir('price-evaluation');
const headers = { [CSRF_HEADER]: '1' };

/** A flat for sale in Toulon, a commune of the DVF extract shipped with the application. */
async function toulonFlat(page: Page, name: string, city = 'Toulon', zip = '83000') {
  const res = await page.request.post(endpoints.properties.create.path, {
    headers,
    data: {
      name,
      price: 231000,
      type: 'Vente',
      address: '289 chemin de Plaisance',
      city,
      zip,
      kind: 'appartement',
      surfaceHabitable: 60,
      rooms: 3,
      feesPayer: 'acquereur',
      feesPercent: 5,
      priceExclFees: 220000,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('evaluates a property of a shipped commune: estimate, range, comparables chart, saved market status', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(150_000);
  // The shipped extract loads in the background at the server's first start: wait for it on a probe.
  const probe = await toulonFlat(page, 'Sonde');
  await expect
    .poll(
      async () => {
        const res = await page.request.post(urlOf(endpoints.market.evaluate, { id: probe }), { headers });
        return ((await res.json()) as { outcome?: string }).outcome;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe('estimated');

  const id = await toulonFlat(page, 'T3 au Mourillon');
  await page.goto(`/property-detail/${id}`);
  await expect(page.getByText('Non évalué')).toBeVisible();

  // « Annuler » on the loading screen (the answer held back): back to the property, nothing saved.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/properties/${id}/valuation`, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.getByRole('button', { name: 'Évaluer le prix' }).click();
  await expect(page).toHaveURL(/\/webhook-loading$/);
  await expect(page.getByRole('heading', { name: 'Évaluation du bien en cours…' })).toBeVisible();
  await expect(page.getByText('Nous comparons votre bien aux prix du marché.')).toBeVisible();
  await shoot(page, SHOTS, 'webhook-loading');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(new RegExp(`/property-detail/${id}$`));
  await expect(page.getByText('Non évalué')).toBeVisible();
  release();
  await page.unroute(`**/api/properties/${id}/valuation`);

  await page.getByRole('button', { name: 'Évaluer le prix' }).click();
  await expect(page.getByText(marketMessages.valuation.done, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/property-detail/${id}$`));

  const saved = (await (await page.request.get(urlOf(endpoints.properties.get, { id }))).json()) as {
    marketPrice: number | null;
    marketStatus: number | null;
  };
  expect(saved.marketPrice).toBeGreaterThan(100000);
  expect([0, 1]).toContain(saved.marketStatus);
  const shown = page.locator('dt:text-is("Prix du marché") + dd span.font-semibold');
  await expect(shown).toHaveClass(saved.marketStatus === 1 ? /text-green-700/ : /text-red-700/);
  await shoot(page, SHOTS, 'property-detail');

  await page.getByRole('link', { name: 'Voir le détail de l’évaluation' }).click();
  await expect(page.getByRole('heading', { name: 'Évaluation du prix' })).toBeVisible();
  await expect(page.getByText('Estimation', { exact: true })).toBeVisible();
  await expect(page.getByText(marketMessages.valuation.range)).toBeVisible();
  await expect(page.getByText(/^\d[\d\s]*\s€ – \d[\d\s]*\s€$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prix au m² des ventes comparables' })).toBeVisible();
  await expect(page.locator('.recharts-scatter-symbol').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Ventes retenues \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /TOULON|RUE|AV|BD|CHE/ }).first()).toBeVisible();
  await expect(page.getByText(/Licence Ouverte 2\.0/)).toBeVisible();
  await shoot(page, SHOTS, 'property-valuation');
  await expectNoSeriousAxeViolation(page, { afterToasts: true });

  // Issue 27 §5: the definition of the comparables, the staleness of the 2023 extract, and the
  // market page of the same flat from the same comparables: one median.
  const definition =
    /^Ventes d’appartements de 45 à 75\sm² (à moins de \d[\d,\s]*k?m|dans toute la commune), \S+ \d{4} – \S+ \d{4}, \d+ ventes$/;
  await expect(page.getByText(definition)).toBeVisible();
  await expect(page.getByRole('note')).toContainText('il y a plus de 18\u00a0mois');
  const median = await page
    .getByText('Prix au m² médian', { exact: true })
    .locator('xpath=following-sibling::p[1]')
    .innerText();
  await page.getByRole('link', { name: marketMessages.comparables.openMarket }).click();
  await expect(page).toHaveURL(new RegExp(`/web-search\\?property=${id}$`));
  await expect(page.getByRole('heading', { name: /Ventes comparables à « T3 au Mourillon »/ })).toBeVisible();
  await expect(page.getByText(definition)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Chiffres clés' });
  await expect(summary.getByText(median.replace('/m²', '').trim(), { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolation(page, { label: 'market of one property' });
});

test('says « Pas assez de ventes comparables » for a commune without data, and gives no figure', async ({
  signedInHead: { page },
}) => {
  const id = await toulonFlat(page, 'Appartement des Pentes', 'Lyon', '69004');
  await page.goto(`/property-detail/${id}`);
  await page.getByRole('button', { name: 'Évaluer le prix' }).click();
  await expect(page.getByText(marketMessages.valuation.notEnough, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/property-detail/${id}$`));
  await expect(page.getByText('Non évalué')).toBeVisible();
});

test('an administrator uploads a geo-dvf file: the job imports it with its progress, the communes are listed', async ({
  page,
}) => {
  await signInAdminByApi(page.request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Données DVF' })).toBeVisible();
  await page
    .getByLabel('Importer un fichier geo-dvf (.csv ou .csv.gz)')
    .setInputFiles('apps/server/seed/dvf/64260-2019-2023.csv.gz');
  await expect(page.getByText('Terminé').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/2\s575 lignes lues, 2\s332 ventes retenues/)).toBeVisible();
  await expect(page.getByText('Hendaye (64260)')).toBeVisible();
  await page.getByRole('heading', { name: 'Données DVF' }).scrollIntoViewIfNeeded();
  await shoot(page, SHOTS, 'admin-dvf');
});
