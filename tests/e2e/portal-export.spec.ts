import fs from 'node:fs';
import { CSRF_HEADER, endpoints, type ResponseOf } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { polirisProblems } from '../../apps/server/test/helpers/poliris-checker';
import { rank, readAnnonces, unzip } from '../../apps/server/test/helpers/poliris-reader';
import { expect, test, toastCame } from './fixtures';
import { COMPLETE_SALE_FACTS, created } from './listings';
import { ALL_AXE_RULES, shootAndCheck, shotsDir } from './screens';

const headers = { [CSRF_HEADER]: '1' };
const SHOTS = shotsDir('portal-export');
const SELOGER_ID = 'SL-Canuts_042';

/** Both sizes, no sideways scroll, and axe with every rule. */
const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tags: ALL_AXE_RULES });

/** A complete sale (DPE D, fees paid by the buyer) with its mandate, and a listing still incomplete. */
async function seed(page: Page) {
  const fee = await page.request.put(endpoints.agency.updateFeeScale.path, {
    headers,
    data: { feeScaleUrl: 'https://www.agence-des-canuts.fr/bareme.pdf' },
  });
  expect(fee.status()).toBe(200);
  const sale = await created(page, endpoints.properties.create.path, {
    ...COMPLETE_SALE_FACTS,
    name: 'Appartement des Pentes',
    address: '14 rue d’Austerlitz',
    description: 'Traversant, vue sur la Saône.\nCave et ascenseur, « coup de cœur ».',
  });

  await created(page, endpoints.properties.create.path, {
    name: 'Maison à compléter',
    price: 420000,
    type: 'Vente',
    address: '3 place Sathonay',
    city: 'Lyon',
    zip: '69001',
    description: 'À compléter.',
  });
  const client = await created(page, endpoints.clients.create.path, {
    fullName: 'Hélène Dupré',
    firstName: 'Hélène',
    email: `helene.${Date.now()}@exemple.fr`,
    address: '12 quai Saint-Antoine\n69002 Lyon',
  });
  const mandate = await created(page, endpoints.mandates.create.path, {
    activity: 'transaction',
    kind: 'exclusif',
    propertyId: sale.id,
    mandatorIds: [client.id],
    startDate: '2026-11-02',
    durationMonths: 3,
    feeTerms: '4,5 % TTC à la charge de l’acquéreur',
  });
  return { saleId: sale.id as string, mandateNumber: mandate.number as number };
}

test('portal export: the complete sale goes into the Poliris ZIP, the incomplete one is listed with why', async ({
  signedInHead: { page },
}) => {
  const { saleId, mandateNumber } = await seed(page);

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Exporter vers les portails' })
    .click();
  await expect(page.getByRole('heading', { name: 'Exporter vers les portails' })).toBeVisible();
  // No identifier from SeLoger yet: the page says so before anyone clicks, and where it is set.
  const missing = page.getByRole('alert').filter({ hasText: 'Identifiant agence SeLoger manquant' });
  await expect(missing).toContainText('Mon agence › Informations');
  await expect(page.getByRole('button', { name: 'Préparer l’export' })).toBeDisabled();
  await shoot(page, 'export-agency-id-missing');

  await missing.getByRole('link', { name: 'Renseigner l’identifiant' }).click();
  const card = page.getByRole('form', { name: 'Identifiant agence SeLoger (Poliris)' });
  await card.getByLabel('Identifiant agence').fill('SL 42');
  await card.getByRole('button', { name: 'Enregistrer l’identifiant' }).click();
  await expect(card.getByText(/sans espace/)).toBeVisible();
  await card.getByLabel('Identifiant agence').fill(SELOGER_ID);
  await card.getByRole('button', { name: 'Enregistrer l’identifiant' }).click();
  await toastCame(page, 'Identifiant agence enregistré');
  // A full-page shot stitched from the top: the fixed header and tab bar sit where they belong.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'agency-seloger-id');

  await page.goto('/portal-export');
  await expect(page.getByText(`Identifiant agence SeLoger\u00a0: ${SELOGER_ID}`)).toBeVisible();
  await expect(page.getByText('Aucun export préparé pour le moment.')).toBeVisible();
  await shoot(page, 'export-empty');

  await page.getByRole('button', { name: 'Préparer l’export' }).click();
  await expect(page.getByText('Export prêt\u00a0: 1 annonce.')).toBeVisible({ timeout: 30_000 });
  const excluded = page.getByRole('region', { name: '1 annonce non exportée' });
  await expect(excluded.getByText('Maison à compléter')).toBeVisible();
  await expect(excluded.getByText('Nature du bien')).toBeVisible();
  await expect(excluded.getByText(/Aucun mandat de transaction en cours/)).toBeVisible();
  // « Compléter » opens the property's checklist, where each gap links to where it is fixed (issue 27 §7).
  await expect(excluded.getByRole('link', { name: 'Compléter' })).toHaveAttribute(
    'href',
    /\/property-detail\/[0-9a-f-]+#diffusion$/,
  );
  await shoot(page, 'export-ready');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger le ZIP' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`immopilote_${SELOGER_ID}.zip`);
  const files = unzip(new Uint8Array(fs.readFileSync((await download.path())!)));
  expect(Object.keys(files).sort()).toEqual(['Annonces.csv', 'Config.txt', 'Photos.cfg']);
  const rows = readAnnonces(files['Annonces.csv']!);
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(rank(row, 175)).toBe(saleId.replaceAll('-', '').slice(0, 30));
  expect([rank(row, 3), rank(row, 4), rank(row, 11), rank(row, 15)]).toEqual([
    'vente',
    'Appartement',
    '313500',
    '4.5',
  ]);
  expect([rank(row, 16), rank(row, 18), rank(row, 177), rank(row, 179)]).toEqual(['68.5', '3', 'D', 'C']);
  expect([rank(row, 83), rank(row, 112), rank(row, 113)]).toEqual([
    'OUI',
    String(mandateNumber),
    '02/11/2026',
  ]);
  expect([rank(row, 301), rank(row, 302), rank(row, 303)]).toEqual(['4.12', '1', '300000']);
  expect(rank(row, 2)).toBe(String(mandateNumber));
  expect(rank(row, 1)).toBe(SELOGER_ID);
  expect(rank(row, 21)).toMatch(
    /^Traversant, vue sur la Saône\.<BR>Cave et ascenseur, « coup de cœur »\.<BR><BR>Informations légales/,
  );
  const me = (await (await page.request.get(endpoints.auth.me.path)).json()) as ResponseOf<
    typeof endpoints.auth.me
  >;
  expect(polirisProblems(files['Annonces.csv']!, { internalIds: [me.me.agency!.id] })).toEqual([]);
});

test('portal export: with no complete listing, no file is offered and the page says why', async ({
  signedInHead: { page },
}) => {
  const id = await page.request.put(endpoints.agency.updatePolirisAgencyId.path, {
    headers,
    data: { polirisAgencyId: SELOGER_ID },
  });
  expect(id.status()).toBe(200);
  await created(page, endpoints.properties.create.path, {
    name: 'Maison à compléter',
    price: 420000,
    type: 'Vente',
    address: '3 place Sathonay',
    city: 'Lyon',
    zip: '69001',
    description: 'À compléter.',
  });
  await page.goto('/portal-export');
  await page.getByRole('button', { name: 'Préparer l’export' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Aucune annonce publiable' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('un fichier vide retirerait toutes vos annonces des portails');
  await expect(page.getByRole('link', { name: 'Télécharger le ZIP' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '1 annonce non exportée' })).toContainText('Nature du bien');
  await shoot(page, 'export-nothing-publishable');
});
