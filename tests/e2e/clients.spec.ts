import fontkit from '@pdf-lib/fontkit';
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { endpoints, formatLongDate, urlOf } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { buildPdf, SCANNED_LINES } from '../../apps/server/test/helpers/pdf-fixtures';
import { expect, test } from './fixtures';
import { shootAndCheck, shotsDir } from './screens';

const CSRF = { 'x-immopilote-csrf': '1' };
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** The e2e server's storage (playwright.config.ts: DATA_DIR=.tmp/e2e-data-<port>, local driver under files/). */
const FILES_DIR = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}`, 'files');

/** Every stored file of one agency, whatever the bucket (keys start with the agency id). */
function storedFilesOf(agencyId: string): string[] {
  if (!fs.existsSync(FILES_DIR)) return [];
  return fs.readdirSync(FILES_DIR).flatMap((bucket) => {
    const dir = path.join(FILES_DIR, bucket, agencyId);
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];
  });
}

/** Three image-only pages: each is rendered and read by tesseract, so the analysis lasts long enough to cancel. */
function scannedPdf(): Promise<Buffer> {
  return buildPdf([{ scan: SCANNED_LINES }, { scan: SCANNED_LINES }, { scan: SCANNED_LINES }]);
}

const SHOTS = shotsDir('clients');

/** Screenshots at both widths of UX.md, with zero serious or critical axe violation and no sideways scroll. */
const shootChecked = (page: Page, name: string, ready: (wide: boolean) => Promise<void>) =>
  shootAndCheck(page, SHOTS, name, { axeAtEachSize: true, ready: (size) => ready(size.name === 'desktop') });

async function frenchPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fs.readFileSync(FONT), { subset: true });
  const page = doc.addPage([595, 842]);
  page.drawText('Avis d’imposition 2025 — revenu fiscal : 42 500 €', { x: 50, y: 780, size: 13, font });
  page.drawText('Cœur de métier : développeur, célibataire.', { x: 50, y: 750, size: 13, font });
  return Buffer.from(await doc.save());
}

test('add a client with a PDF: loading, result, save, then the client shows its document', async ({
  signedInHead: { page },
}) => {
  await page.goto('/client-directory');
  await expect(page.getByText('Aucun client enregistré pour l’instant.')).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter un client' }).click();
  await expect(page).toHaveURL(/\/add-client$/);
  await expect(page.getByText('Les champs marqués d’une * sont obligatoires.')).toBeVisible();

  await page.getByRole('button', { name: 'Créer le client' }).click();
  await expect(page.getByText('Champs obligatoires manquants')).toBeVisible();
  await expect(page.getByLabel('Nom complet')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nom complet').fill('Hélène Dupré');
  // The error goes as soon as the field is filled, before any new submit.
  await expect(page.getByLabel('Nom complet')).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Prénom').fill('Hélène');
  await page.getByLabel('E-mail').fill(`helene.${Date.now()}@exemple.fr`);
  await page.getByLabel('Téléphone').fill('+33 6 11 22 33 44');
  await page.getByLabel('Ajouter un document (PDF, 3 pages max)').setInputFiles({
    name: 'avis-imposition.pdf',
    mimeType: 'application/pdf',
    buffer: await frenchPdf(),
  });
  await expect(page.getByTestId('chosen-pdf')).toHaveText('avis-imposition.pdf');
  await page.getByLabel(/^Type de document/).selectOption('ressources.avis_imposition');
  await page.getByRole('button', { name: 'Analyser et Mettre à jour' }).click();

  await expect(page).toHaveURL(/\/ocr-result$/);
  await expect(page.getByRole('heading', { name: 'Importation du document effectuée' })).toBeVisible();
  const extracted = page.getByRole('region', { name: 'Texte extrait' });
  await expect(extracted.locator('mark').filter({ hasText: '42 500 €' })).toBeVisible();
  await page.getByRole('button', { name: 'Sauvegarder' }).click();

  await expect(page.getByText('Client enregistré !')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fiche client : Hélène Dupré' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Document 1/ })).toBeVisible();
  await expect(page.getByLabel('Transcription IA — Document 1')).toHaveValue(/Cœur de métier/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger' }).click();
  expect((await download).suggestedFilename()).toBe(
    'Dernier ou avant-dernier avis d’imposition – avis-imposition.pdf',
  );

  await page.getByRole('link', { name: 'Retour' }).click();
  await page.getByRole('searchbox').fill('06 11 22');
  await expect(page.getByRole('link', { name: /Hélène Dupré/ })).toBeVisible();
  await page.getByRole('searchbox').fill('personne');
  await expect(page.getByText('Aucun client ne correspond à votre recherche.')).toBeVisible();
});

test('a 4-page PDF is refused before upload', async ({ signedInHead: { page } }) => {
  await page.goto('/add-client');
  const doc = await PDFDocument.create();
  for (let i = 0; i < 4; i++) doc.addPage();
  await page.getByLabel('Ajouter un document (PDF, 3 pages max)').setInputFiles({
    name: 'long.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await doc.save()),
  });
  await expect(page.getByText('Veuillez sélectionner un fichier PDF de 3 pages maximum.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer le client' })).toBeVisible();
});

test('client detail: delete after confirmation', async ({ signedInHead: { page } }) => {
  const created = await page.request.post('/api/clients', {
    headers: CSRF,
    data: { fullName: 'Louis Moreau', firstName: 'Louis', email: `louis.${Date.now()}@exemple.fr` },
  });
  const client = (await created.json()) as { id: string };
  await page.goto(`/client/${client.id}`);
  await expect(page.getByRole('heading', { name: 'Fiche client : Louis Moreau' })).toBeVisible();
  await expect(page.getByText('Aucun document transcrit pour ce client.')).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer le client' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous sûr ?' });
  await expect(dialog).toContainText(
    'Cette action est irréversible et supprimera définitivement le client et tous ses documents.',
  );
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Supprimer le client' }).click();
  // Once the delete is sent the record is not asked for again: it would come back « introuvable »
  // and that toast would replace « Client supprimé » (issue 26, 2 times in 6).
  const askedAgain: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes(`/api/clients/${client.id}`)) {
      askedAgain.push(request.url());
    }
  });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/client-directory$/);
  await expect(page.getByText('Client supprimé')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Répertoire client' })).toBeVisible();
  expect(askedAgain).toEqual([]);
  await expect(page.getByText('Client introuvable.')).toHaveCount(0);
  await page.goto(`/client/${client.id}`);
  await expect(page.getByText('Client introuvable.')).toBeVisible();
  await expect(page).toHaveURL(/\/client-directory$/);
});

test('edit property with a PDF: saved, analysed, and "Retourner à l’édition" appends the text to the description', async ({
  signedInHead: { page },
}) => {
  const created = await page.request.post('/api/properties', {
    headers: CSRF,
    multipart: {
      name: 'T3 Croix-Rousse',
      price: '320000',
      type: 'Vente',
      address: '4 rue Dumenge',
      city: 'Lyon',
      zip: '69004',
      description: 'Lumineux.',
    },
  });
  expect(created.status()).toBe(201);
  const property = (await created.json()) as { id: string };
  await page.goto(`/edit-property/${property.id}`);
  await page.getByLabel('Ajouter un document (PDF, 3 pages max)').setInputFiles({
    name: 'diagnostic.pdf',
    mimeType: 'application/pdf',
    buffer: await frenchPdf(),
  });
  await expect(page.getByTestId('chosen-pdf')).toHaveText('diagnostic.pdf');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/ocr-result$/);
  await page.getByRole('button', { name: 'Retourner à l’édition' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-property/${property.id}$`));
  await expect(page.getByLabel('Description')).toHaveValue(
    /^Lumineux\.\n\nTEXTE EXTRAIT DU PDF\nAvis d’imposition/,
  );
});

test('Annuler on /ocr-loading stops the analysis and returns to /add-client with the typed form; nothing is created', async ({
  signedInHead: { page, agencyId },
}) => {
  const email = `annule.${Date.now()}@exemple.fr`;
  await page.goto('/add-client');
  await page.getByLabel('Nom complet').fill('Hélène Dupré');
  await page.getByLabel('Prénom').fill('Hélène');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Téléphone').fill('06 11 22 33 44');
  await page.getByLabel('Notes').fill('Rappeler lundi.');
  await page.getByLabel('Ajouter un document (PDF, 3 pages max)').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: await scannedPdf(),
  });
  await expect(page.getByTestId('chosen-pdf')).toHaveText('scan.pdf');
  await page.getByLabel(/^Type de document/).selectOption('contrat.autre');
  await page.getByRole('button', { name: 'Analyser et Mettre à jour' }).click();

  await expect(page).toHaveURL(/\/ocr-loading$/);
  await expect(page.getByRole('heading', { name: 'Analyse du document en cours…' })).toBeVisible();
  // The server has accepted the file and is reading page 1 with the OCR.
  await expect(page.getByText('Page 1 sur 3')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();

  await expect(page).toHaveURL(/\/add-client$/);
  await expect(page.getByLabel('Nom complet')).toHaveValue('Hélène Dupré');
  await expect(page.getByLabel('Prénom')).toHaveValue('Hélène');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Téléphone')).toHaveValue('06 11 22 33 44');
  await expect(page.getByLabel('Notes')).toHaveValue('Rappeler lundi.');
  await expect(page.getByRole('button', { name: 'Créer le client' })).toBeVisible();

  const clients = await page.request.get('/api/clients?q=');
  expect(((await clients.json()) as { total: number }).total).toBe(0);
  expect(storedFilesOf(agencyId)).toEqual([]);
  // The cancelled OCR left the server able to serve the next request.
  expect((await page.request.get('/api/health')).ok()).toBe(true);
});

test('Annuler from a client page returns to it with the edited fields, and adds no document', async ({
  signedInHead: { page, agencyId },
}) => {
  const created = await page.request.post('/api/clients', {
    headers: CSRF,
    data: { fullName: 'Louis Moreau', firstName: 'Louis', email: `louis.${Date.now()}@exemple.fr` },
  });
  const client = (await created.json()) as { id: string };
  await page.goto(`/client/${client.id}`);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('Profession').fill('Architecte');
  await page.getByLabel('Ajouter un document (PDF, 3 pages max)').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: await scannedPdf(),
  });
  await expect(page.getByTestId('chosen-pdf')).toHaveText('scan.pdf');
  await page.getByLabel(/^Type de document/).selectOption('contrat.autre');
  await page.getByRole('button', { name: 'Analyser et Mettre à jour' }).click();
  await expect(page.getByText('Page 1 sur 3')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();

  await expect(page).toHaveURL(new RegExp(`/client/${client.id}$`));
  // Back in the edit mode, with what was typed.
  await expect(page.getByLabel('Profession')).toHaveValue('Architecte');
  await expect(page.getByText('Aucun document transcrit pour ce client.')).toBeVisible();
  const detail = (await (await page.request.get(`/api/clients/${client.id}`)).json()) as {
    profession: string | null;
    documents: unknown[];
  };
  // "Analyser et Mettre à jour" saves the fields only with the document, on /ocr-result.
  expect(detail).toMatchObject({ profession: null, documents: [] });
  expect(storedFilesOf(agencyId)).toEqual([]);
});

test('Annuler from property edit returns to the edit form with the typed description, and adds no document', async ({
  signedInHead: { page, agencyId },
}) => {
  const created = await page.request.post('/api/properties', {
    headers: CSRF,
    multipart: {
      name: 'T2 Presqu’île',
      price: '210000',
      type: 'Vente',
      address: '8 rue Mercière',
      city: 'Lyon',
      zip: '69002',
      description: 'Calme.',
    },
  });
  const property = (await created.json()) as { id: string };
  await page.goto(`/edit-property/${property.id}`);
  await page.getByLabel('Description').fill('Calme, refait à neuf.');
  await page.getByLabel('Ajouter un document (PDF, 3 pages max)').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: await scannedPdf(),
  });
  await expect(page.getByTestId('chosen-pdf')).toHaveText('scan.pdf');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Page 1 sur 3')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();

  await expect(page).toHaveURL(new RegExp(`/edit-property/${property.id}$`));
  await expect(page.getByLabel('Description')).toHaveValue('Calme, refait à neuf.');
  const saved = (await (await page.request.get(`/api/properties/${property.id}`)).json()) as {
    documents: unknown[];
  };
  expect(saved.documents).toEqual([]);
  expect(storedFilesOf(agencyId)).toEqual([]);
});

test('the record reads first (contact, visits, score), « Modifier » edits it, and the directory is a table on a desktop', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(180_000);
  const created = await page.request.post(endpoints.clients.create.path, {
    headers: CSRF,
    data: {
      fullName: 'Margaux Lefèvre',
      firstName: 'Margaux',
      email: `margaux.${Date.now()}@exemple.fr`,
      phone: '06 12 34 56 78',
      profession: 'Infirmière',
      address: '14 quai Saint-Vincent\n69001 Lyon',
      roles: ['acquereur'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()) as { id: string; email: string };
  const property = await page.request.post(endpoints.properties.create.path, {
    headers: CSRF,
    multipart: {
      name: 'T3 Pentes de la Croix-Rousse',
      price: '318000',
      type: 'Vente',
      address: '22 montée de la Grande-Côte',
      city: 'Lyon',
      zip: '69001',
      description: 'Traversant, vue sur la Saône.',
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const { id: propertyId } = (await property.json()) as { id: string };
  // A visit a few days ago: the last contact.
  const visitDay = new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10);
  const visitLabel = formatLongDate(visitDay);
  const visit = await page.request.post(urlOf(endpoints.history.create, { id: propertyId }), {
    headers: CSRF,
    multipart: {
      date: visitDay,
      startTime: '10:30',
      durationMinutes: '45',
      description: 'Première visite, intéressée par la vue.',
      clientId: client.id,
    },
  });
  expect(visit.status(), await visit.text()).toBe(201);
  // A second client never met: the directory says « Jamais ».
  await page.request.post(endpoints.clients.create.path, {
    headers: CSRF,
    data: { fullName: 'Bastien Roux', firstName: 'Bastien', email: `bastien.${Date.now()}@exemple.fr` },
  });

  await page.goto(`/client/${client.id}`);
  await expect(page.getByRole('heading', { name: 'Fiche client : Margaux Lefèvre' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Appeler le 06 12 34 56 78' })).toHaveAttribute(
    'href',
    'tel:0612345678',
  );
  await expect(page.getByRole('link', { name: `Écrire à ${client.email}` })).toHaveAttribute(
    'href',
    `mailto:${client.email}`,
  );
  await expect(page.getByRole('list', { name: 'Rôles' })).toContainText('Acquéreur');
  await expect(page.getByRole('link', { name: 'T3 Pentes de la Croix-Rousse', exact: true })).toHaveAttribute(
    'href',
    `/property-detail/${propertyId}`,
  );
  await expect(page.getByText(`Visite · ${visitLabel} à 10\u00a0h\u00a030`)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await shootChecked(page, 'record', async () => {
    await expect(page.getByRole('link', { name: 'T3 Pentes de la Croix-Rousse', exact: true })).toBeVisible();
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('heading', { name: 'Modifier les informations' })).toBeVisible();
  await page.getByLabel('Profession').fill('Cadre de santé');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Infirmière')).toBeVisible();
  await page.getByRole('button', { name: 'Modifier' }).click();
  await shootChecked(page, 'record-edit', async () => {
    await expect(page.getByLabel('Profession')).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Prénom').fill('');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByLabel(/^Prénom/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Prénom/).fill('Margaux');
  await expect(page.getByLabel(/^Prénom/)).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Profession').fill('Cadre de santé');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Client mis à jour')).toBeVisible();
  await expect(page.getByText('Cadre de santé')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  // A fading toast is half transparent: axe would count it as a contrast failure.
  await expect(page.getByText('Client mis à jour')).toBeHidden({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/client-directory$/);
  await shootChecked(page, 'directory', async (wide) => {
    if (wide) {
      const row = page.getByRole('row').filter({ hasText: 'Margaux Lefèvre' });
      await expect(row.getByRole('cell').nth(2)).toHaveText('Acquéreur');
      await expect(row.getByRole('cell').nth(3)).toHaveText(visitLabel);
      await expect(
        page.getByRole('row').filter({ hasText: 'Bastien Roux' }).getByRole('cell').nth(3),
      ).toHaveText('Jamais');
    } else {
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Margaux Lefèvre' }) });
      await expect(card.getByRole('definition').filter({ hasText: visitLabel })).toBeVisible();
      await expect(card.getByRole('term').filter({ hasText: 'Dernier contact' })).toBeVisible();
    }
  });
});
