import fs from 'node:fs';
import { CSRF_HEADER, endpoints, urlOf } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { buildPdf } from '../../apps/server/test/helpers/pdf-fixtures';
import { expect, test } from './fixtures';
import { ALL_AXE_RULES, shootAndCheck, shotsDir } from './screens';

const headers = { [CSRF_HEADER]: '1' };
const SHOTS = shotsDir('access-log');

/** Both sizes, no sideways scroll, and axe with every rule. */
const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tags: ALL_AXE_RULES });

/** A property with two photos, a client, a visit naming them with a PDF report, and a mandate. */
async function seed(page: Page) {
  const photo = (background: string) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const property = await page.request.post(endpoints.properties.create.path, {
    headers,
    multipart: {
      name: 'Maison des Chartreux',
      price: '465000',
      type: 'Vente',
      address: '3 rue Pierre-Dupont',
      city: 'Lyon',
      zip: '69001',
      description: 'Maison de ville avec jardin.',
      photos: { name: 'facade.jpg', mimeType: 'image/jpeg', buffer: await photo('#2563eb') },
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const { id: propertyId } = (await property.json()) as { id: string };
  const client = await page.request.post(endpoints.clients.create.path, {
    headers,
    data: {
      fullName: 'Élise Fontaine',
      firstName: 'Élise',
      email: `elise.${Date.now()}@exemple.fr`,
      address: '9 montée de la Grande-Côte\n69001 Lyon',
    },
  });
  expect(client.status()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: string };
  const report = await buildPdf([{ text: ['Compte rendu de visite — Élise Fontaine'] }]);
  const visit = await page.request.post(urlOf(endpoints.history.create, { id: propertyId }), {
    headers,
    multipart: {
      date: '2026-11-20',
      description: 'Visite avec Élise Fontaine, très intéressée.',
      clientId,
      documents: { name: 'compte-rendu.pdf', mimeType: 'application/pdf', buffer: report },
    },
  });
  expect(visit.status(), await visit.text()).toBe(201);
  const mandate = await page.request.post(endpoints.mandates.create.path, {
    headers,
    data: {
      activity: 'transaction',
      kind: 'exclusif',
      propertyId,
      mandatorIds: [clientId],
      startDate: '2026-11-02',
      durationMonths: 3,
      feeTerms: '4 % TTC à la charge de l’acquéreur',
    },
  });
  expect(mandate.status(), await mandate.text()).toBe(201);
  return { propertyId, clientId, report };
}

test('the head exports the whole agency once, finds every file in the ZIP, and sees the download in « Journal des accès »', async ({
  signedInHead: { page, firstName, lastName },
}) => {
  const { propertyId, report } = await seed(page);

  await page.goto('/agency-settings');
  const card = page.getByRole('heading', { name: 'Exporter les données de l’agence' }).locator('..');
  await card.getByRole('button', { name: 'Préparer l’export' }).click();
  const link = card.getByRole('link', { name: 'Télécharger l’export' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/Prête, disponible jusqu’au/)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'agency-export-ready');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const names = Object.keys(zip);
  for (const data of [
    'biens.csv',
    'clients.csv',
    'historique.csv',
    'mandats.csv',
    'fichiers.csv',
    'donnees.json',
  ]) {
    expect(names).toContain(data);
  }
  expect(names.some((n) => /^registres\/.*\.pdf$/.test(n))).toBe(true);
  // Every file the index lists is in the archive: the photo and the visit report, byte for byte.
  const listed = strFromU8(zip['fichiers.csv']!)
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(';')[0]!);
  expect(listed).toHaveLength(2);
  for (const file of listed) expect(names).toContain(file);
  const reportPath = listed.find((n) => n.startsWith(`fichiers/biens/${propertyId}/historique/`))!;
  expect(Buffer.from(zip[reportPath]!)).toEqual(report);
  const photoPath = listed.find((n) => n.startsWith(`fichiers/biens/${propertyId}/photos/`))!;
  expect((await sharp(Buffer.from(zip[photoPath]!)).metadata()).format).toBe('webp');
  expect(JSON.parse(strFromU8(zip['donnees.json']!)).mandates).toHaveLength(1);

  // Downloaded once: the card says so and offers a new export instead of the link.
  await expect(card.getByText(/Archive téléchargée le/)).toBeVisible({ timeout: 20_000 });
  await expect(link).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Préparer un nouvel export' })).toBeVisible();

  await page.getByRole('tab', { name: 'Journal des accès' }).click();
  const journal = page.getByRole('tabpanel', { name: 'Journal des accès' });
  const row = journal.getByRole('row').filter({ hasText: 'Export de l’agence' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${firstName} ${lastName}`);
  await expect(row).toContainText('Archive complète de l’agence');
  await expect(row).toContainText(/127\.0\.0\.1|::1/);
  await shoot(page, 'access-log');

  // The filter by kind keeps it; another kind shows the empty state.
  await journal.getByLabel('Type d’accès').selectOption({ label: 'Document client' });
  await expect(journal.getByText('Aucun accès enregistré pour ces critères.')).toBeVisible();
  await journal.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(row).toHaveCount(1);
});

test('a client’s own data exports from their record as one ZIP, and the head sees it in the journal', async ({
  signedInHead: { page },
}) => {
  const { clientId } = await seed(page);
  await page.goto(`/client/${clientId}`);
  const exportLink = page.getByRole('link', { name: 'Exporter ses données' });
  await expect(exportLink).toBeVisible();
  await exportLink.scrollIntoViewIfNeeded();
  await shoot(page, 'client-export');
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^donnees-client-.*\.zip$/);
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(zip['donnees.json']!));
  expect(data.client).toMatchObject({ id: clientId, fullName: 'Élise Fontaine' });
  expect(data.history).toHaveLength(1);
  expect(strFromU8(zip['client.csv']!)).toContain('Élise Fontaine');

  await page.goto('/agency-settings?onglet=journal');
  const journal = page.getByRole('tabpanel', { name: 'Journal des accès' });
  await journal.getByLabel('Client').selectOption({ label: 'Élise Fontaine' });
  const row = journal.getByRole('row').filter({ hasText: 'Export des données d’un client' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Élise Fontaine');
});
