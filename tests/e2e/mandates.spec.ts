import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, toastCame, toastRegion } from './fixtures';
import { fillFees, seedSaleAndMandator } from './mandates-flow';
import { ALL_AXE_RULES, shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('mandates');

/** Both sizes, no sideways scroll, and axe with every rule. */
const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tags: ALL_AXE_RULES });

test('mandates: create from the property page, a second refused while the exclusive one runs, cancel it, number 2, export the register', async ({
  signedInHead: { page },
}) => {
  // A long flow (two mandates, a cancellation, the register in three formats, screenshots and axe):
  // 60 s on an idle machine, more beside the other worker.
  test.setTimeout(150_000);
  const { propertyId } = await seedSaleAndMandator(page);

  await page.goto('/mandates');
  await expect(page.getByRole('heading', { name: 'Registre des mandats' })).toBeVisible();
  await expect(page.getByText('Aucun mandat au registre pour le moment.')).toBeVisible();
  await shoot(page, 'register-empty');

  // From the property's « Mandat » section.
  await page.goto(`/property-detail/${propertyId}`);
  const section = page.getByRole('region', { name: 'Mandat' });
  await expect(section.getByText('Aucun mandat pour ce bien.')).toBeVisible();
  await section.getByRole('link', { name: 'Nouveau mandat' }).click();
  await expect(page).toHaveURL(new RegExp(`/mandates/new\\?bien=${propertyId}$`));
  await expect(page.getByLabel(/^Bien/)).toHaveValue(propertyId);
  await page.getByLabel(/^Type de mandat/).selectOption({ label: 'Exclusif' });

  // Nothing chosen: the schema's messages show under the fields, and nothing is registered.
  await page.getByLabel(/^Durée \(mois\)/).fill('');
  await page.getByRole('button', { name: 'Enregistrer le mandat' }).click();
  await expect(page.getByText('Choisissez au moins un mandant.')).toBeVisible();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  await shoot(page, 'new-mandate-errors');

  await page.getByRole('checkbox', { name: /Hélène Dupré/ }).check();
  await page.getByLabel(/^Durée \(mois\)/).fill('3');
  await fillFees(page, { details: '5 % TTC du prix, à la charge de l’acquéreur' });
  await page.getByRole('button', { name: 'Enregistrer le mandat' }).click();
  await toastCame(page, 'Le mandat porte le numéro 1 du registre.');
  // The new line's page, where its document is drawn and signed.
  await expect(page).toHaveURL(/\/mandates\/[0-9a-f-]{36}$/);
  await page.goto(`/property-detail/${propertyId}`);
  await expect(section.getByText(/N° 1/)).toBeVisible();
  await expect(section.getByText(/· Exclusif/)).toBeVisible();
  await expect(section.getByText('Non signé')).toBeVisible();
  await shoot(page, 'property-section');

  // The register, from the navigation: number 1. A simple mandate on the same property while the
  // exclusive one runs is refused, the mandate in force named, and takes no number.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Registre des mandats' })
    .click();
  const register = page.getByRole('table', { name: 'Registre des mandats' });
  await expect(register.getByRole('rowheader', { name: '1', exact: true })).toBeVisible();
  const fillSecond = async () => {
    await page.getByRole('link', { name: 'Nouveau mandat' }).click();
    await page.getByLabel(/^Bien/).selectOption(propertyId);
    await page.getByRole('checkbox', { name: /Hélène Dupré/ }).check();
    await page.getByRole('radio', { name: 'Jusqu’à une date' }).check();
    await page.getByLabel(/^Date de fin/).fill('31/12/2027');
    await fillFees(page, { rate: '4', details: '4 % TTC, à la charge du vendeur' });
  };
  await fillSecond();
  await page.getByRole('button', { name: 'Enregistrer le mandat' }).click();
  await expect(
    toastRegion(page).getByText(
      /^Le mandat exclusif n° 1 du .+ est en vigueur sur ce bien pour la même opération/,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/mandates\/new/);
  // The refusal toast is in the picture; axe then checks the page once it has gone.
  await shootAndCheck(page, SHOTS, 'new-mandate-overlap', { tags: ALL_AXE_RULES, afterToasts: true });

  // Cancel number 1: it stays, marked, with the date and the reason.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Registre des mandats' })
    .click();
  const first = register
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) });
  await first.getByRole('button', { name: 'Terminer ou annuler' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Terminer ou annuler le mandat n° 1' });
  await dialog.getByRole('radio', { name: 'Annulé' }).check();
  await dialog.getByLabel(/^Motif/).fill('Le vendeur renonce à vendre.');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await toastCame(page, 'Le mandat n° 1 est clos.');
  await expect(first.getByText('Annulé', { exact: true })).toBeVisible();
  await expect(first.getByText(/Annulé le .* — Le vendeur renonce à vendre\./)).toBeVisible();

  // The exclusive mandate is over: the second one is registered as number 2.
  await fillSecond();
  await shoot(page, 'new-mandate');
  await page.getByRole('button', { name: 'Enregistrer le mandat' }).click();
  await toastCame(page, 'Le mandat porte le numéro 2 du registre.');
  await expect(page).toHaveURL(/\/mandates\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'Retour au registre' }).click();
  await expect(page).toHaveURL(/\/mandates\?registre=transaction$/);
  await expect(register.getByRole('rowheader')).toHaveText(['1', '2']);
  await shoot(page, 'register');

  // The exports download, each in its format: Excel for a person, the CSV (its dialect said) for a program.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger (Excel)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^registre-mandats-transaction-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // An XLSX is a ZIP archive.
  expect(
    fs
      .readFileSync(await xlsx.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  const csvLink = page.getByRole('link', { name: 'CSV (programmes)' });
  await expect(csvLink).toHaveAccessibleDescription(
    'Le CSV est pour les logiciels\u00a0: encodage UTF-8, séparateur point-virgule.',
  );
  const csvDownload = page.waitForEvent('download');
  await csvLink.click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^registre-mandats-transaction-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = fs.readFileSync(await csv.path(), 'utf8');
  expect(csvText.charCodeAt(0)).toBe(0xfeff);
  const lines = csvText.slice(1).split('\r\n');
  expect(lines[1]).toMatch(
    /^1;.*;Hélène Dupré, 12 quai Saint-Antoine, 69002 Lyon;Vente;Maison des Canuts, 14 rue d’Austerlitz, 69004 Lyon;Exclusif;.*;Annulé;.*;Le vendeur renonce à vendre\.;Non signé;$/,
  );
  expect(lines[2]).toMatch(/^2;.*;En cours;;;Non signé;$/);

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^registre-mandats-transaction-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The gestion register is separate and still empty.
  await page.getByRole('tab', { name: 'Registre gestion' }).click();
  await expect(page).toHaveURL(/registre=gestion/);
  await expect(page.getByText('Aucun mandat au registre pour le moment.')).toBeVisible();
});
