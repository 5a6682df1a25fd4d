import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { polirisExportZip } from '../../apps/server/test/helpers/poliris-export-fixture';
import { expect, test } from './fixtures';
import { shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('listing-import');
const NAMES = [
  'Appartement 3 pièces – Lyon',
  'Appartement 4 pièces – Villeurbanne',
  'Maison 5 pièces – Grenoble',
];

interface ListedProperty {
  id: string;
  name: string;
}

async function importedListings(page: Page) {
  const res = await page.request.get(`${endpoints.properties.list.path}?limit=50`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: ListedProperty[] };
  return body.items.filter((p) => NAMES.includes(p.name));
}

async function uploadAndAnalyse(page: Page, zipPath: string) {
  await page.getByLabel('Fichier ZIP Poliris').setInputFiles(zipPath);
  await page.getByRole('button', { name: 'Analyser le fichier' }).click();
  await expect(page.getByRole('heading', { name: 'Rapport d’analyse' })).toBeVisible({ timeout: 30_000 });
}

test('import from the previous software: a Hektor export with photos, its dry-run report, then a re-import that updates', async ({
  signedInHead: { page },
}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-import-'));
  const zipPath = path.join(dir, 'export-hektor.zip');
  fs.writeFileSync(zipPath, await polirisExportZip({ listings: 3, photosPerListing: 2 }));

  // From « Mon agence », its one link.
  await page.goto('/agency-settings');
  await page.getByRole('link', { name: /Importer depuis votre ancien logiciel/ }).click();
  await expect(page.getByRole('heading', { name: 'Importer', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Importer des contacts (CSV, Excel)' })).toHaveAttribute(
    'href',
    '/import/contacts',
  );
  await shootAndCheck(page, SHOTS, 'import-empty');

  // The dry run: the version, the counts, the mapping; nothing written yet.
  await uploadAndAnalyse(page, zipPath);
  await expect(
    page.getByText('Format Poliris 4.09 · Produit par\u00a0: Hektor / 5.4.2 · Encodage\u00a0: Windows-1252'),
  ).toBeVisible();
  await expect(page.getByText('3 annonces à créer')).toBeVisible();
  await expect(page.getByText('6 photos trouvées')).toBeVisible();
  expect(await importedListings(page)).toEqual([]);
  await shootAndCheck(page, SHOTS, 'import-report');
  // The mapping, folded: rank 11 becomes the price, the negotiator's contact (105) is not taken.
  await page.getByText(/^Correspondance des colonnes\u00a0: \d+ reprises avec des valeurs/).click();
  const mapping = page.getByRole('table', { name: 'Correspondance des colonnes' });
  await expect(mapping.getByRole('row', { name: /Prix \/ Loyer/ })).toContainText('Prix');
  await expect(page.getByRole('table', { name: 'Colonnes remplies non reprises' })).toContainText(
    'Téléphone contact',
  );
  await shootAndCheck(page, SHOTS, 'import-report-mapping');

  // « Importer »: the progress, then the final report with the old mandate numbers.
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import terminé' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('3 annonces créées')).toBeVisible();
  await expect(page.getByText('6 photos importées')).toBeVisible();
  await expect(page.getByText('M2402')).toBeVisible();
  await shootAndCheck(page, SHOTS, 'import-done');

  const listings = await importedListings(page);
  expect(listings.map((l) => l.name).sort()).toEqual([...NAMES].sort());
  const detail = await page.request.get(endpoints.properties.get.path.replace(':id', listings[0]!.id));
  expect(((await detail.json()) as { photos: unknown[] }).photos).toHaveLength(2);
  // The listing's page shows it with its photos.
  await page.goto(`/property-detail/${listings[0]!.id}`);
  await expect(page.getByRole('heading', { name: listings[0]!.name })).toBeVisible();
  await expect(page.locator('img[src*="/api/photos/"]').first()).toBeVisible();

  // The same export again: updated, never duplicated.
  await page.goto('/import');
  await uploadAndAnalyse(page, zipPath);
  await expect(page.getByText('3 annonces à mettre à jour (même référence)')).toBeVisible();
  await expect(page.getByText('0 annonce à créer')).toBeVisible();
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByText('3 annonces mises à jour')).toBeVisible({ timeout: 60_000 });
  expect(await importedListings(page)).toHaveLength(3);
  await expect(page.getByRole('heading', { name: 'Imports précédents' })).toBeVisible();
  fs.rmSync(dir, { recursive: true, force: true });
});
