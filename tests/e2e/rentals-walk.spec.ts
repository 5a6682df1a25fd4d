/**
 * Issue 34's walk, in one agency: a furnished flat's lease (a deposit of three months refused, two
 * accepted), the month's rent call, a partial payment's reçu then the quittance with rent and charges
 * apart, the revision computed from the shipped (published) IRL values and refused for a G dwelling, and
 * the owner statement listing the month.
 */
import {
  addMonthsToDate,
  endpoints,
  formatDate,
  leaseScreenMessages,
  parisToday,
  rentalOwnerMessages,
  rentMessages,
} from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, test, toastCame } from './fixtures';
import { saveAgencyLegalFacts } from './mandates-flow';
import { created, managedProperty, pdfText } from './rentals-flow';
import { expectNoSidewaysScroll, SCREEN_SIZES } from './screens';

const fields = leaseScreenMessages.fields;

/** A flat to let at 800 €, its owner under a management mandate, and a tenant. */
async function managedFlat(page: Page, label: string) {
  const name = `${label} ${Date.now()}`;
  const ids = await managedProperty(page, {
    name,
    price: 800,
    address: '12 rue d’Austerlitz',
    city: 'Lyon',
    zip: '69004',
  });
  return { ...ids, name };
}

test('rental management walk: lease, rent call, reçu then quittance, IRL revision (and its G refusal), owner statement', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(300_000);
  await saveAgencyLegalFacts(page);
  const today = parisToday();
  // Taken over by the agency 23 months after it began: its last anniversary (11 months ago) is the revision
  // due, claimed today within the year. That due date falls between mid-October 2025 and mid-October 2026
  // for any run before September 2027, so it reads the 3rd quarters of 2025 and 2024 as INSEE published
  // them and the app ships them (145,77 and 144,51).
  const startOn = addMonthsToDate(today, -23);
  const home = await managedFlat(page, 'Deux-pièces meublé');

  // The lease, through the form: three months of deposit refused under the field, two accepted.
  await page.goto('/gestion');
  await page.getByRole('link', { name: 'Nouveau bail' }).click();
  await page.getByLabel(new RegExp(`^${fields.property}`)).selectOption({ label: `${home.name} — Lyon` });
  await expect(page.getByText(/Mandat de gestion n°.*Hélène Propriétaire/)).toBeVisible();
  await page.getByLabel(new RegExp(`^${fields.kind}`)).selectOption({ label: 'Location meublée' });
  await page.getByLabel(/^Locataire 1/).fill('Zoé');
  await page.getByRole('option', { name: /Zoé Locataire/ }).click();
  await page.getByLabel(fields.consent).check();
  await page.getByLabel(new RegExp(`^${fields.startOn}`)).fill(startOn);
  await page.getByLabel(/^Durée/).fill('36');
  await page.getByLabel(/^Charges mensuelles/).fill('60');
  await page.getByLabel(new RegExp(`^${fields.referenceQuarter}`)).selectOption({ label: '3e trimestre' });
  await page.getByLabel(new RegExp(`^${fields.energyClass.replace(/[()]/g, '.')}`)).selectOption('D');
  await page.getByLabel(/^Honoraires de gestion/).fill('7,5');
  const deposit = page.getByLabel(/^Dépôt de garantie/);
  await deposit.fill('2400');
  await page.getByRole('button', { name: 'Établir le bail' }).click();
  await expect(deposit).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(
      /Le dépôt de garantie d’un meublé est limité à deux mois de loyer hors charges \(1.600,00.€\)/,
    ),
  ).toBeVisible();
  await deposit.fill('1600');
  await page.getByRole('button', { name: 'Établir le bail' }).click();
  await toastCame(page, 'Bail établi');
  await expect(page).toHaveURL(/\/gestion\/baux\/[0-9a-f-]{36}$/);
  const leaseId = page.url().split('/').pop()!;

  // The monthly run (the same pass as the hourly job) issues the month's call, by e-mail: the tenant consented.
  const rent = page.locator('section[aria-labelledby="rent-title"]');
  await rent.getByRole('button', { name: rentMessages.issue }).click();
  await toastCame(page, 'appel');
  const calls = rent.getByRole('list', { name: rentMessages.calls }).getByRole('listitem');
  await expect(calls.first()).toBeVisible();
  const thisMonth = calls.last();
  await expect(thisMonth.getByText(/860.€/).first()).toBeVisible();

  // 300 € first: a reçu, which is no quittance; then the balance: the quittance, rent and charges apart.
  const dialog = page.getByRole('alertdialog');
  await thisMonth.getByRole('button', { name: /Enregistrer un paiement/ }).click();
  await dialog.getByLabel(rentMessages.amount).fill('900');
  await dialog.getByRole('button', { name: rentMessages.save }).click();
  await expect(dialog.getByText(/Le paiement dépasse le solde dû \(860/)).toBeVisible();
  await dialog.getByLabel(rentMessages.amount).fill('300');
  await dialog.getByRole('button', { name: rentMessages.save }).click();
  await toastCame(page, rentMessages.recorded('recu'));
  await expect(thisMonth.getByText(rentMessages.statuses.partial)).toBeVisible();
  const receipts = rent.getByRole('list', { name: rentMessages.receipts }).getByRole('listitem');
  await expect(receipts).toHaveCount(1);
  const recu = await pdfText(page, (await receipts.first().getByRole('link').first().getAttribute('href'))!);
  expect(recu).toContain(rentMessages.pdf.recuTitle);
  expect(recu).toContain('ne vaut pas quittance');
  expect(recu).toMatch(/300(,00)? €/);

  await thisMonth.getByRole('button', { name: /Enregistrer un paiement/ }).click();
  await expect(dialog.getByLabel(rentMessages.amount)).toHaveValue(/^560(,00)?$/);
  await dialog.getByRole('button', { name: rentMessages.save }).click();
  await toastCame(page, rentMessages.recorded('quittance'));
  await expect(thisMonth.getByText(rentMessages.statuses.paid)).toBeVisible();
  await expect(receipts).toHaveCount(2);
  const quittanceItem = receipts.filter({ hasText: rentMessages.kinds.quittance });
  const quittance = await pdfText(
    page,
    (await quittanceItem.getByRole('link').first().getAttribute('href'))!,
  );
  expect(quittance).toContain(rentMessages.pdf.quittanceTitle);
  expect(quittance).toMatch(/Loyer \(hors charges\) 800(,00)? €/);
  expect(quittance).toMatch(/Provision sur charges 60(,00)? €/);
  expect(quittance).toContain('pour acquit');
  expect(quittance).toContain('Zoé Locataire');

  // The revision due 11 months ago, claimed today: 800 € × 145,77 / 144,51, owed from today, never backwards.
  const revision = page.getByRole('region', { name: 'Révision du loyer' });
  await expect(revision.getByTestId('revision-calculation')).toHaveText(
    /^800,00.€ × 145,77 \/ 144,51 = 806,97.€$/,
  );
  await expect(revision.getByText(/IRL du T3.2025/)).toBeVisible();
  await revision.getByRole('button', { name: 'Confirmer la révision' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirmer la révision du loyer ?' })
    .getByRole('button', { name: 'Confirmer la révision' })
    .click();
  await toastCame(page, 'Révision confirmée');
  await expect(revision.getByText(/800,00.€ → 806,97.€/)).toBeVisible();
  const lease = await (await page.request.get(`/api/leases/${leaseId}`)).json();
  expect(lease.rentCents).toBe(80_697);

  // The month in the owner statement: 860 € received, 7,5 % of fees, 795,50 € transferred.
  const statements = page.locator('section[aria-labelledby="owner-statements-title"]');
  const month = today.slice(0, 7);
  await statements.getByLabel(rentalOwnerMessages.statements.periodKind).selectOption('month');
  await statements.getByLabel(rentalOwnerMessages.statements.month).selectOption(month);
  await statements.getByRole('button', { name: rentalOwnerMessages.statements.generate }).click();
  await toastCame(page, rentalOwnerMessages.statements.generated);
  const statement = statements.getByRole('listitem').first();
  const statementPdf = await pdfText(
    page,
    (await statement
      .getByRole('link', { name: rentalOwnerMessages.statements.downloadPdf })
      .getAttribute('href'))!,
  );
  expect(statementPdf).toContain('Compte rendu de gestion');
  expect(statementPdf).toMatch(new RegExp(`Loyer (de |d’)${formatDate(`${month}-01`, 'month')}`));
  expect(statementPdf).toMatch(/Total encaissé 860(,00)? €/);
  expect(statementPdf).toContain('Honoraires de gestion (7,5 % TTC) -64,50 €');
  expect(statementPdf).toContain('Montant reversé 795,50 €');

  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectNoSidewaysScroll(page, `the lease page at ${size.width} px`);
  }

  // The same revision on a G-rated dwelling: no rise (loi Climat, since 24 August 2022).
  const passoire = await managedFlat(page, 'Studio G');
  const frozenId = await created(page, endpoints.leases.create.path, {
    propertyId: passoire.propertyId,
    kind: 'nu',
    tenants: [{ clientId: passoire.tenantId, electronicDelivery: true }],
    startOn,
    durationMonths: 36,
    rent: '800',
    charges: '50',
    chargesMode: 'provision',
    deposit: '800',
    paymentDay: 1,
    hasRevisionClause: true,
    referenceQuarter: 3,
    energyClass: 'G',
    managementFeePercent: '7,5',
  });
  await page.goto(`/gestion/baux/${frozenId}`);
  const frozen = page.getByRole('region', { name: 'Révision du loyer' });
  await expect(frozen.getByText(/Logement classé F ou G.*aucune hausse/)).toBeVisible();
  await expect(frozen.getByRole('button', { name: 'Confirmer la révision' })).toHaveCount(0);
});
