import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { buildPdf } from '../../apps/server/test/helpers/pdf-fixtures';
import { expect, field, test, toastRegion } from './fixtures';

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 110, b: 190 } } })
    .jpeg()
    .toBuffer();
}

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
  const card = page.getByRole('link', { name: new RegExp(name) });
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
  await page.getByRole('link', { name: new RegExp(name) }).click();

  // Detail: status change.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Aucun document pour ce bien.')).toBeVisible();
  await page.getByLabel('Statut', { exact: true }).selectOption('Loué');
  await expect(toast(page, 'Statut mis à jour')).toBeVisible();
  await expect(page.getByText(/Le statut du bien a été changé en «\s?Loué\s?»/)).toBeVisible();

  // History: a check-in/out entry appears at the top.
  await page.getByRole('link', { name: 'Voir l’historique' }).click();
  await expect(page.getByRole('heading', { name: `Historique – ${name}` })).toBeVisible();
  await expect(page.getByText('Aucun historique')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un check-in/out' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The toast, and the same message under the empty description.
  await expect(toastRegion(page).getByText('Veuillez remplir les champs obligatoires.')).toBeVisible();
  await expect(field(page, 'Description')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Description').fill('Remise des clés, compteurs relevés.');
  await field(page, 'Nom du client').fill('Hugo Martin');
  await page.getByLabel('Note du client (sur 5)').selectOption('4');
  await page.getByLabel(/^Documents/).setInputFiles({
    name: 'etat-des-lieux.pdf',
    mimeType: 'application/pdf',
    buffer: await buildPdf([{ text: ['État des lieux d’entrée'] }]),
  });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Entrée ajoutée')).toBeVisible();
  await expect(page.getByText('1 entrée')).toBeVisible();
  await expect(page.getByText('Client : Hugo Martin')).toBeVisible();
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

  // Delete after the confirmation dialog.
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous sûr de vouloir supprimer ce bien ?' });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Bien supprimé')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Aucun bien enregistré')).toBeVisible();
});
