import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { buildPdf, SCANNED_LINES } from '../../apps/server/test/helpers/pdf-fixtures';
import { parisToday } from '@immopilote/contracts';
import { expect, test } from './fixtures';
import { ALL_AXE_RULES, expectNoSeriousAxeViolation, shoot as shootScreens, shotsDir } from './screens';

const CSRF = { 'x-immopilote-csrf': '1' };
const SHOTS = shotsDir('ocr-history');

const expectAxeClean = (page: Page) => expectNoSeriousAxeViolation(page, { tags: ALL_AXE_RULES });

/** The page at both widths, looked at and checked with axe. */
const shoot = (page: Page, name: string) =>
  shootScreens(page, SHOTS, name, { atEachSize: () => expectAxeClean(page) });

async function createProperty(page: Page, type: 'Vente' | 'Location') {
  const res = await page.request.post('/api/properties', {
    headers: CSRF,
    multipart: {
      name: 'T3 Croix-Rousse',
      price: '320000',
      type,
      address: '4 rue d’Austerlitz',
      city: 'Lyon',
      zip: '69004',
      description: 'Traversant, parquet.',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

test('a PDF: the bar moves with the pages and within the scanned one, then the text shows its amounts, dates and names', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(180_000);
  const property = await createProperty(page, 'Location');
  // A text page with the fields, then a scanned page that tesseract reads (it reports its progress).
  const pdf = await buildPdf([
    {
      text: [
        'Bail d’habitation — Lyon 4e',
        'Locataire : Madame Hélène Dupré',
        'Loyer mensuel : 1 250 € charges comprises.',
        'Prise d’effet le 1er mars 2026.',
      ],
    },
    { scan: SCANNED_LINES },
  ]);
  await page.goto(`/edit-property/${property.id}`);
  await page.getByLabel('Ajouter un document (PDF, 3 pages max)').setInputFiles({
    name: 'bail.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByTestId('chosen-pdf')).toHaveText('bail.pdf');
  // Every value the bar takes, from the upload to the result (the SPA keeps this document).
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seenProgress: number[] }).seenProgress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/ocr-loading$/);
  const bar = page.getByRole('progressbar', { name: 'Analyse du document en cours…' });
  await expect(page.getByText('Page 2 sur 2')).toBeVisible({ timeout: 60_000 });
  // Page 1 (text) is read: the bar is past the upload's tenth and past half of the reading.
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(55);
  await page.screenshot({ path: `${SHOTS}/ocr-loading-1280.png` });
  // Tesseract is still reading page 2: the phone width, while the page is there.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/ocr-loading-360.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(page).toHaveURL(/\/ocr-result$/, { timeout: 90_000 });
  const seen = await page.evaluate(() => (window as unknown as { seenProgress: number[] }).seenProgress);
  // Never backwards, past 0, and at least one value inside the scanned page (tesseract's own progress).
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.some((v) => v > 55 && v < 100)).toBe(true);

  const text = page.getByRole('region', { name: 'Texte extrait' });
  await expect(text.locator('mark[data-kind="amount"]')).toHaveText(/1 250 €/);
  await expect(text.locator('mark[data-kind="date"]')).toHaveText(/1er mars 2026/);
  await expect(text.locator('mark[data-kind="name"]').first()).toHaveText(/Hélène Dupré/);
  const found = page.getByRole('complementary', { name: /champs? reconnus?/ });
  await expect(found.getByText('1 250 €', { exact: true })).toBeVisible();
  await expect(found.getByText('1er mars 2026', { exact: true })).toBeVisible();
  await expect(found.getByText('Loyer mensuel', { exact: true })).toBeVisible();
  await shoot(page, 'ocr-result');
});

test('the loading page passes axe while the document is read, and Annuler returns to the edit form', async ({
  signedInHead: { page },
}) => {
  const property = await createProperty(page, 'Vente');
  await page.goto(`/edit-property/${property.id}`);
  // The server checks a chosen PDF first (POST /api/documents/check); saving waits for its answer.
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/documents/check'));
  await page.getByLabel('Ajouter un document (PDF, 3 pages max)').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: await buildPdf([{ scan: SCANNED_LINES }, { scan: SCANNED_LINES }, { scan: SCANNED_LINES }]),
  });
  await checked;
  // The upload is held until axe has looked at the page, so tesseract cannot finish first on a slow machine.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/documents/extract', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('progressbar', { name: 'Analyse du document en cours…' })).toBeVisible();
  await expectAxeClean(page);
  release();
  await expect(page.getByText('Page 1 sur 3')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-property/${property.id}$`));
});

test.describe('in an English browser', () => {
  // The visit form's date reads jj/mm/aaaa whatever the browser's language (issue 27).
  test.use({ locale: 'en-US' });

  test('history: a visit with its time and a client found by three letters, a photo as a thumbnail that opens, then the client record shows the visit and « Dernier contact »', async ({
    signedInHead: { page },
  }) => {
    const property = await createProperty(page, 'Vente');
    const created = await page.request.post('/api/clients', {
      headers: CSRF,
      data: { fullName: 'Léa Martin', firstName: 'Léa', email: `lea.${Date.now()}@exemple.fr` },
    });
    const client = (await created.json()) as { id: string };
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6a8caf' } })
      .jpeg()
      .toBuffer();

    await page.goto(`/property-history/${property.id}`);
    await page.getByRole('button', { name: 'Ajouter une visite' }).click();
    const date = page.getByLabel(/^Date/);
    // Today, French order, in an en-US browser (a native date input would read mm/dd/yyyy).
    const [y, m, d] = parisToday().split('-');
    await expect(date).toHaveValue(`${d}/${m}/${y}`);
    await expect(date).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    // The calendar is French and works from the keyboard: the selected day has the focus, the
    // arrows move by day, Enter picks and gives the focus back to the field.
    await page.getByRole('button', { name: 'Choisir la date dans le calendrier' }).press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Calendrier' });
    const month = new Intl.DateTimeFormat('fr-FR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    });
    await expect(calendar.getByRole('grid', { name: month.format(new Date()) })).toBeVisible();
    await expect(calendar.getByRole('combobox', { name: 'Choisir l’année' })).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(date).toBeFocused();
    await expect(date).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await date.fill('12/03/2026');
    await page.getByLabel('Heure de la visite').fill('14:30');
    await page.getByLabel(/^Description/).fill('Visite du samedi, couple très intéressé.');
    // The client is chosen by default: three letters of the name find her (accents aside).
    const search = page.getByRole('combobox', { name: /^Rechercher un client/ });
    await search.fill('lea');
    await page.getByRole('option', { name: /Léa Martin/ }).click();
    await expect(search).toBeHidden();
    await page.getByLabel('Documents (images, PDF, DOC, DOCX)').setInputFiles({
      name: 'salon.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const toast = page.getByText('L’entrée a été ajoutée à l’historique.');
    await expect(toast).toBeVisible();
    // axe reads a toast caught mid-animation as low contrast: look at the page once it has gone
    // (sonner keeps a toast while the pointer rests on it, and the button was where it appears).
    await page.mouse.move(0, 0);
    await expect(toast).toBeHidden({ timeout: 20_000 });

    await expect(
      page.getByRole('heading', { name: 'Visite le 12 mars 2026 à 14\u00a0h\u00a030' }),
    ).toBeVisible();
    const open = page.getByRole('button', { name: 'Agrandir la photo salon.webp' });
    const thumb = open.locator('img');
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await expect(thumb).toHaveAttribute('width', '96');
    await expect(thumb).toHaveAttribute('src', /\/api\/documents\/[0-9a-f-]+\/thumbnail$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await expect(page.getByRole('link', { name: /\.webp/ })).toHaveCount(0);
    await shoot(page, 'history');

    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Photo – salon.webp' });
    const full = dialog.getByRole('img', { name: 'salon.webp' });
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await page.screenshot({ path: `${SHOTS}/history-photo-1280.png` });
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await page.getByRole('link', { name: 'Ouvrir la fiche de Léa Martin' }).click();
    await expect(page).toHaveURL(new RegExp(`/client/${client.id}$`));
    const visits = page.getByRole('region', { name: 'Biens et visites' });
    await expect(visits.getByText(/^Dernier contact\s:\s12 mars 2026$/)).toBeVisible();
    await expect(visits.getByText('Visite du samedi, couple très intéressé.')).toBeVisible();
    await expect(visits.getByRole('link', { name: 'T3 Croix-Rousse', exact: true })).toBeVisible();
  });
});
