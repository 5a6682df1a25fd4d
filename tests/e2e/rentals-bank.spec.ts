import {
  addDaysToDate,
  arrearsMessages as am,
  endpoints,
  formatCents,
  parisToday,
  rentalBankMessages as bm,
} from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, test, toastCame } from './fixtures';
import { saveAgencyLegalFacts } from './mandates-flow';
import { created, csrfHeaders, managedProperty, unfurnishedLease } from './rentals-flow';
import { shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('rentals-bank');

/** A flat let since the 1st of this month to Lucie Locataire (872,37 € a month), its calls issued. */
async function seedLeaseWithCalls(page: Page) {
  const { propertyId, tenantId } = await managedProperty(page, {
    name: 'Deux-pièces Croix-Rousse',
    price: 812,
    address: '7 rue d’Austerlitz',
    city: 'Lyon',
    zip: '69004',
    landlord: { fullName: 'Bernard Bailleur', firstName: 'Bernard', address: '2 quai de Bondy, 69005 Lyon' },
    tenant: { fullName: 'Lucie Locataire', firstName: 'Lucie', address: '7 rue d’Austerlitz, 69004 Lyon' },
    mandateStart: `${parisToday().slice(0, 7)}-01`,
  });
  const leaseId = await created(page, endpoints.leases.create.path, unfurnishedLease(propertyId, tenantId));
  const issued = await page.request.post(endpoints.rent.issue.path, { headers: csrfHeaders });
  expect(issued.status(), await issued.text()).toBe(200);
  const rent = await page.request.get(endpoints.rent.ofLease.path.replace(':id', leaseId));
  const calls = (await rent.json()).calls as { totalCents: number; dueOn: string }[];
  expect(calls.length).toBeGreaterThanOrEqual(1);
  return { leaseId, calls };
}

/** The bank's export: the rent, the same line twice (exported twice), and a transfer that is no rent. */
function statement() {
  const day = addDaysToDate(parisToday(), -1).split('-').reverse().join('/');
  return [
    'Compte courant;FR76 3000 4000 0100 0000 0000 000',
    '',
    'Date;Libellé;Débit;Crédit',
    `${day};VIR SEPA LOCATAIRE LUCIE LOYER;;872,37`,
    `${day};VIR SEPA LOCATAIRE LUCIE LOYER;;872,37`,
    `${day};VIR REMBOURSEMENT ASSURANCE;;42,00`,
    `${day};PRLV EDF;84,12;`,
  ].join('\r\n');
}

test('a bank statement: the rent proposed for its call, the duplicate set apart, confirmed, the balance falls', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(180_000);
  await saveAgencyLegalFacts(page);
  const { leaseId, calls } = await seedLeaseWithCalls(page);
  const dueNow = calls.filter((c) => c.dueOn <= parisToday()).reduce((sum, c) => sum + c.totalCents, 0);

  // The lease's arrears before: the calls whose due date has come.
  await page.goto(`/gestion/baux/${leaseId}`);
  const arrears = page.locator('section[aria-labelledby="arrears-title"]');
  await expect(arrears.getByTestId('lease-balance')).toHaveText(formatCents(dueNow));

  // The dashboard lists the late rent (due on the 5th) once that day has passed.
  if (calls.some((c) => c.dueOn < parisToday())) {
    await page.goto('/dashboard');
    const card = page.locator('section[aria-labelledby="unpaid-rents-title"]');
    await expect(card.getByRole('heading', { name: am.dashboard.title })).toBeVisible();
    await expect(card.getByRole('link', { name: /Lucie Locataire/ })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shootAndCheck(page, SHOTS, 'dashboard-card', {
      fullPage: false,
      ready: () => card.scrollIntoViewIfNeeded(),
    });
  }

  await page.goto('/gestion/banque');
  await expect(page.getByRole('heading', { name: bm.screen.title, level: 1 })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'releve-novembre.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement(), 'utf8'),
  });
  await toastCame(page, bm.screen.imported(3));
  const proposed = page.locator('section[aria-labelledby="bank-group-proposed"]');
  await expect(proposed.getByRole('listitem')).toHaveCount(1);
  await expect(proposed.getByRole('link', { name: /Lucie Locataire/ })).toBeVisible();
  await expect(
    page.locator('section[aria-labelledby="bank-group-duplicate"]').getByRole('listitem'),
  ).toHaveCount(1);
  await expect(
    page.locator('section[aria-labelledby="bank-group-unmatched"]').getByRole('listitem'),
  ).toHaveCount(1);
  await shootAndCheck(page, SHOTS, 'review', { afterToasts: true });

  await proposed.getByRole('button', { name: bm.screen.confirmAll(1) }).click();
  await toastCame(page, bm.screen.confirmedAllToast(1));
  const confirmed = page.locator('section[aria-labelledby="bank-group-confirmed"]');
  await expect(confirmed.getByRole('listitem')).toHaveCount(1);
  await expect(proposed).toHaveCount(0);

  // The same statement again: nothing new to confirm, every line a duplicate.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'releve-novembre.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement(), 'utf8'),
  });
  await toastCame(page, bm.screen.imported(3));
  await expect(
    page.locator('section[aria-labelledby="bank-group-duplicate"]').getByRole('listitem'),
  ).toHaveCount(4);
  await expect(proposed).toHaveCount(0);

  await page.goto(`/gestion/baux/${leaseId}`);
  await expect(arrears.getByTestId('lease-balance')).toHaveText(formatCents(Math.max(0, dueNow - 87_237)));
  await arrears.scrollIntoViewIfNeeded();
  await shootAndCheck(page, SHOTS, 'arrears-section', {
    fullPage: false,
    ready: () => arrears.scrollIntoViewIfNeeded(),
  });
});
