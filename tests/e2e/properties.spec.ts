import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { buildPdf } from '../../apps/server/test/helpers/pdf-fixtures';
import { expect, field, test } from './fixtures';
import { shootAndCheck, shotsDir } from './screens';

async function photo(background = { r: 30, g: 110, b: 190 }): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Screenshots looked at before the work is called done (UX.md), kept out of test-results/. */
const SHOTS = shotsDir('properties');

/** Both widths: a screenshot, axe, no horizontal scroll, and at 360 px 44 px tap targets. */
const checkScreen = (page: Page, name: string, fullPage = true) =>
  shootAndCheck(page, SHOTS, name, { fullPage, axeAtEachSize: true, tapTargets: true });

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

test('a paid agency head adds, finds, updates, documents and deletes a property', async ({
  signedInHead: { page },
}) => {
  const name = `Loft des Pentes ${Date.now()}`;

  // Add, with one photo previewed then saved.
  await page.goto('/add-property');
  await page.getByRole('button', { name: 'Enregistrer et Optimiser' }).click();
  await expect(toast(page, 'Champs manquants')).toBeVisible();
  await field(page, 'Nom').fill(name);
  await field(page, 'Prix (€)').fill('1250');
  await field(page, 'Type').selectOption('Location');
  await field(page, 'Adresse').fill('8 montée de la Grande Côte');
  await field(page, 'Ville').fill('Lyon');
  await field(page, 'Code postal').fill('69001');
  await field(page, 'Description').fill('Loft lumineux sous les toits.');
  await page
    .getByLabel('Ajouter des photos')
    .setInputFiles({ name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByAltText('Aperçu de salon.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer et Optimiser' }).click();
  await expect(toast(page, 'Bien ajouté avec succès !')).toBeVisible();
  await expect(page).toHaveURL(/\/optimize-ad$/);
  await expect(page.getByText(name)).toBeVisible();

  // The dashboard shows it with its thumbnail, and finds it by address.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Mes biens (1)' })).toBeVisible();
  // On a desktop the list is the table (issue 27): one row per listing.
  const card = page.getByRole('row', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card.getByText('1 250 €/mois')).toBeVisible();
  await expect(card.getByText('Disponible')).toBeVisible();
  const thumbLoaded = await card
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(thumbLoaded).toBeGreaterThan(0);
  await page.getByLabel('Rechercher un bien').fill('GRANDE CÔTE');
  await expect(page.getByRole('heading', { name: 'Mes biens (1)' })).toBeVisible();
  await page.getByLabel('Rechercher un bien').fill('introuvable-xyz');
  await expect(page.getByText('Aucun bien trouvé')).toBeVisible();
  await page.getByLabel('Rechercher un bien').fill('');
  await card.getByRole('link', { name: new RegExp(name) }).click();

  // Detail: status change.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Aucun document pour ce bien.')).toBeVisible();
  // The empty state offers what fills it: the edit page, where a PDF is attached.
  await expect(page.getByRole('link', { name: 'Ajouter un document' })).toHaveAttribute(
    'href',
    /\/edit-property\//,
  );
  await page.getByLabel('Statut', { exact: true }).selectOption('Loué');
  await expect(toast(page, 'Statut mis à jour')).toBeVisible();
  await expect(page.getByText(/Le statut du bien a été changé en «\s?Loué\s?»/)).toBeVisible();

  // History (issue 31): a rental records états des lieux (inspections.spec.ts); the spec's free
  // check-in/out entry stays second, and entries from before stay readable with their client, note and document.
  await page.getByRole('link', { name: 'Voir l’historique' }).click();
  await expect(page.getByRole('heading', { name: `Historique – ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvel état des lieux' })).toBeVisible();
  await expect(page.getByText('Aucun état des lieux pour ce bien.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un check-in/out' })).toBeVisible();
  const propertyId = new URL(page.url()).pathname.split('/').pop()!;
  const recorded = await page.request.post(endpoints.history.create.path.replace(':id', propertyId), {
    headers: { [CSRF_HEADER]: '1' },
    multipart: {
      date: '2026-03-02',
      description: 'Remise des clés, compteurs relevés.',
      clientName: 'Hugo Martin',
      clientNote: '4',
      documents: {
        name: 'etat-des-lieux.pdf',
        mimeType: 'application/pdf',
        buffer: await buildPdf([{ text: ['État des lieux d’entrée'] }]),
      },
    },
  });
  expect(recorded.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('1 entrée')).toBeVisible();
  await expect(page.getByText('Client : Hugo Martin')).toBeVisible();
  await expect(page.getByText('4/5')).toBeVisible();
  await expect(page.getByRole('link', { name: 'etat-des-lieux.pdf' })).toBeVisible();

  // Edit: new name, saved, back on the detail page.
  await page.getByRole('link', { name: 'Retour à la fiche du bien' }).click();
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(field(page, 'Nom')).toHaveValue(name);
  await field(page, 'Nom').fill(`${name} rénové`);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(toast(page, 'Bien mis à jour')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} rénové` })).toBeVisible();

  // Delete, from the danger zone at the bottom (not beside « Modifier »), after the shared dialog.
  const danger = page.getByRole('region', { name: 'Zone de danger' });
  await expect(page.getByRole('button', { name: /Supprimer/ })).toHaveCount(1);
  await danger.getByRole('button', { name: 'Supprimer le bien' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous sûr de vouloir supprimer ce bien ?' });
  // Cancel first: nothing is deleted and focus goes back to the button.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(danger.getByRole('button', { name: 'Supprimer le bien' })).toBeFocused();
  await danger.getByRole('button', { name: 'Supprimer le bien' }).click();
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page, 'Bien supprimé')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Aucun bien enregistré')).toBeVisible();
});

test('five photos: key facts over a large cover, thumbnails and a keyboard lightbox; cards keep long cities whole', async ({
  signedInHead: { page },
}) => {
  // Screens at two widths with axe on a shared two-core machine.
  test.setTimeout(240_000);
  const colours = [
    { r: 190, g: 120, b: 60 },
    { r: 60, g: 140, b: 90 },
    { r: 40, g: 90, b: 170 },
    { r: 150, g: 60, b: 120 },
    { r: 200, g: 180, b: 70 },
  ];
  const create = async (fields: Record<string, string>, photos: Buffer[]) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const [i, buffer] of photos.entries())
      form.append('photos', new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' }), `vue-${i + 1}.jpg`);
    const created = await page.request.post(endpoints.properties.create.path, {
      headers: { [CSRF_HEADER]: '1' },
      multipart: form,
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { id: string };
  };
  const mas = await create(
    {
      name: 'Mas provençal avec piscine',
      price: '685000',
      type: 'Vente',
      kind: 'maison',
      address: '4 chemin des Lavandes',
      city: 'Saint-Rémy-de-Provence',
      zip: '13210',
      surfaceHabitable: '142,5',
      rooms: '6',
      bedrooms: '4',
      hasGarden: 'true',
      description: 'Mas restauré au pied des Alpilles, piscine et oliviers.',
    },
    await Promise.all(colours.map((c) => photo(c))),
  );
  await create(
    {
      name: 'Deux-pièces près du parc Rothschild',
      price: '1450',
      type: 'Location',
      kind: 'appartement',
      address: '112 avenue Jean-Baptiste Clément',
      city: 'Boulogne-Billancourt',
      zip: '92100',
      surfaceHabitable: '48',
      rooms: '2',
    },
    [await photo()],
  );

  // Cards (the other view, kept for the member): surface and rooms beside the price, the whole city even at 360 px.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Cartes' }).click();
  await expect(page.getByRole('button', { name: 'Cartes' })).toHaveAttribute('aria-pressed', 'true');
  const masCard = page.getByRole('link', { name: /Mas provençal avec piscine/ });
  await expect(masCard).toContainText(/142,5\sm²\s·\s6 pièces/);
  await expect(page.getByRole('link', { name: /Deux-pièces/ })).toContainText(/1\s450\s€\/mois/);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const city of ['Saint-Rémy-de-Provence', 'Boulogne-Billancourt']) {
    const place = page.getByText(city, { exact: false }).first();
    await expect(place).toBeVisible();
    expect(await place.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await checkScreen(page, 'dashboard-cards');

  // Detail: the key facts first, then the cover large and the other four as thumbnails.
  await page.goto(`/property-detail/${mas.id}`);
  const facts = page.getByRole('region', { name: 'En bref' });
  await expect(facts).toContainText(/685\s000\s€/);
  const keyFacts = facts.getByRole('definition');
  await expect(keyFacts).toHaveText([/142,5\sm²/, '6', 'Disponible', 'Maison']);
  const cover = page.getByRole('button', { name: 'Mas provençal avec piscine, photo 1 sur 5' });
  expect((await cover.boundingBox())?.width ?? 0).toBeGreaterThan(800);
  const factsBox = await facts.boundingBox();
  expect((factsBox?.y ?? 0) + (factsBox?.height ?? 0)).toBeLessThanOrEqual(
    (await cover.boundingBox())?.y ?? 0,
  );
  const thumbnails = page.getByRole('list', { name: 'Autres photos' }).getByRole('button');
  await expect(thumbnails).toHaveCount(4);
  await checkScreen(page, 'detail-5-photos');

  // The lightbox: opened at the third photo, arrows and buttons go round, Escape gives focus back.
  const third = page.getByRole('button', { name: 'Mas provençal avec piscine, photo 3 sur 5' });
  await third.click();
  const lightbox = page.getByRole('dialog', { name: 'Photos – Mas provençal avec piscine' });
  const shown = lightbox.getByRole('img');
  await expect(shown).toHaveAccessibleName('Mas provençal avec piscine, photo 3 sur 5');
  await expect(shown).toHaveJSProperty('complete', true);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveAccessibleName('Mas provençal avec piscine, photo 4 sur 5');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(shown).toHaveAccessibleName('Mas provençal avec piscine, photo 2 sur 5');
  await lightbox.getByRole('button', { name: 'Photo précédente' }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(shown).toHaveAccessibleName('Mas provençal avec piscine, photo 5 sur 5');
  await expect(lightbox).toContainText(/5\s\/\s5/);
  // The lightbox is fixed to the viewport: a full-page shot would show it over a random slice.
  await checkScreen(page, 'detail-lightbox', false);
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(third).toBeFocused();

  // Long content (issue 27 §2, §7): a 60-character name, a six-digit price, a 40-character city.
  // The status is within reach without scrolling at both sizes, and nothing scrolls sideways.
  const long = await create(
    {
      name: 'Grand appartement familial traversant avec terrasse plein sud',
      price: '985000',
      type: 'Vente',
      kind: 'appartement',
      address: '128 boulevard de la Croix-Rousse',
      city: 'Saint-Germain-au-Mont-d’Or-sur-Saône-Nord',
      zip: '69650',
      surfaceHabitable: '142',
      rooms: '6',
    },
    [],
  );
  await page.goto(`/property-detail/${long.id}`);
  const status = page
    .getByRole('region', { name: 'Actions sur le bien' })
    .getByLabel('Statut', { exact: true });
  await expect(status).toHaveValue('Disponible');
  for (const size of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(status).toBeInViewport({ ratio: 1 });
    const box = await status.boundingBox();
    expect((box?.y ?? size.height) + (box?.height ?? 0), `status at ${size.width} px`).toBeLessThanOrEqual(
      size.height,
    );
  }
  await checkScreen(page, 'detail-long-content');
});
