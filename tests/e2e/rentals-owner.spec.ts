import path from 'node:path';
import { endpoints, formatDate, parisToday, rentalOwnerMessages } from '@immopilote/contracts';
import type { Locator, Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { expect, test, toastCame } from './fixtures';
import { saveAgencyLegalFacts } from './mandates-flow';
import { created, csrfHeaders, managedProperty, unfurnishedLease } from './rentals-flow';
import { expectNoSidewaysScroll, SCREEN_SIZES, shotsDir } from './screens';

const SHOTS = shotsDir('rentals-owner');
const m = rentalOwnerMessages;

/** A flat let since the 1st of this month at 812,37 € + 60 € of provisions, a 7,5 % fee, this month's rent paid in full. */
async function seedPaidMonth(page: Page) {
  const month = parisToday().slice(0, 7);
  const { propertyId, tenantId } = await managedProperty(page, {
    name: `Trois-pièces Fourvière ${Date.now()}`,
    price: 812,
    address: '3 montée du Gourguillon',
    city: 'Lyon',
    zip: '69005',
    landlord: { fullName: 'Odile Bailleresse', firstName: 'Odile', address: '2 quai de Bondy, 69005 Lyon' },
    tenant: {
      fullName: 'Yanis Locataire',
      firstName: 'Yanis',
      address: '3 montée du Gourguillon, 69005 Lyon',
    },
    mandateStart: `${month}-01`,
  });
  const leaseId = await created(page, endpoints.leases.create.path, unfurnishedLease(propertyId, tenantId));
  const issued = await page.request.post(endpoints.rent.issue.path, { headers: csrfHeaders });
  expect(issued.status()).toBe(200);
  const rent = await (await page.request.get(`/api/leases/${leaseId}/rent`)).json();
  const call = rent.calls.find((c: { period: string }) => c.period === `${month}-01`);
  await created(page, `/api/rent-calls/${call.id}/payments`, {
    amount: '872,37',
    receivedOn: parisToday(),
    method: 'virement',
  });
  return { leaseId, month };
}

async function shootSection(page: Page, section: Locator, name: string) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(400);
    await expectNoSidewaysScroll(page, `${name} at ${size.width}`);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an owner expense, the month’s owner statement and its PDF: the month, rents, fee, amount transferred', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(240_000);
  await saveAgencyLegalFacts(page);
  const { leaseId, month } = await seedPaidMonth(page);
  await page.goto(`/gestion/baux/${leaseId}`);

  const expenses = page.locator('section[aria-labelledby="owner-expenses-title"]');
  await expect(expenses.getByRole('heading', { name: m.expenses.title })).toBeVisible();
  await expenses.getByLabel(m.expenses.kind).selectOption('travaux');
  await expenses.getByLabel(m.expenses.label).fill('Remplacement du mitigeur');
  await expenses.getByLabel(m.expenses.amount).fill('120,5');
  await expenses.getByRole('button', { name: m.expenses.add }).click();
  await toastCame(page, m.expenses.added);
  await expect(expenses.getByText('Remplacement du mitigeur')).toBeVisible();

  const statements = page.locator('section[aria-labelledby="owner-statements-title"]');
  await statements.getByLabel(m.statements.periodKind).selectOption('month');
  await statements.getByLabel(m.statements.month).selectOption(month);
  await statements.getByRole('button', { name: m.statements.generate }).click();
  await toastCame(page, m.statements.generated);
  const item = statements.getByRole('listitem').first();
  await expect(
    item.getByText(/Loyers 872,37.€ · honoraires 65,43.€ · dépenses 120,50.€ · reversé 686,44.€/),
  ).toBeVisible();
  // The landlord's e-mail leaves through the job: « envoyé le … » appears once it has.
  await expect(async () => {
    await page.reload();
    await expect(
      statements
        .getByRole('listitem')
        .first()
        .getByText(/envoyé le/),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: m.statements.downloadPdf }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^compte-rendu-de-gestion-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const bytes = await (await download.createReadStream()).toArray();
  const text = (await extractText(new Uint8Array(Buffer.concat(bytes)), { mergePages: true })).text.replace(
    /[\s\u00a0\u202f]+/g,
    ' ',
  );
  const monthName = formatDate(`${month}-01`, 'month');
  expect(text).toContain('Compte rendu de gestion');
  expect(text).toMatch(new RegExp(`Loyer (de |d’)${monthName}`));
  expect(text).toContain('Total encaissé 872,37 €');
  expect(text).toContain('Honoraires de gestion (7,5 % TTC) -65,43 €');
  expect(text).toContain('Montant reversé 686,44 €');

  // A second statement of the same month: the French 409 in a toast, nothing added.
  await statements.getByRole('button', { name: m.statements.generate }).click();
  await toastCame(page, m.statements.errors.duplicate);
  await expect(statements.getByRole('listitem')).toHaveCount(1);

  await shootSection(
    page,
    page.locator('section[aria-labelledby="owner-expenses-title"]').locator('..'),
    'owner-statements-section',
  );
  const charges = page.locator('section[aria-labelledby="charges-title"]');
  await expect(charges.getByText(/^Provisions versées/)).toBeVisible();
  await shootSection(page, charges, 'charges-section');
  const deposit = page.locator('section[aria-labelledby="deposit-title"]');
  await expect(deposit.getByRole('button', { name: m.deposit.endLease })).toBeVisible();
  await shootSection(page, deposit, 'deposit-section');

  // The end of the lease: exit not as at entry (two months), the deposit returned the same day, its account as a PDF.
  await deposit.getByLabel(m.deposit.exitMatchesNo).check();
  await deposit.getByRole('button', { name: m.deposit.endLease }).click();
  await toastCame(page, m.deposit.ended);
  await expect(
    deposit.getByText(/^Restitution au plus tard le .* \(2 mois après la remise des clés\)\.$/),
  ).toBeVisible();
  await deposit.getByRole('button', { name: m.deposit.recordReturn }).click();
  await toastCame(page, m.deposit.returned);
  await expect(deposit.getByText(/^Restitué le .*812,37.€\.$/)).toBeVisible();
  await expect(deposit.getByRole('link', { name: m.deposit.downloadPdf })).toBeVisible();
  await shootSection(page, deposit, 'deposit-section-returned');
});
