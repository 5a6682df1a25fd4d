import { addDaysToDate, CSRF_HEADER, endpoints, parisToday, urlOf } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, test, toastCame } from './fixtures';
import { saveAgencyLegalFacts } from './mandates-flow';

const headers = { [CSRF_HEADER]: '1' };

async function created(page: Page, path: string, data: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(path, { headers, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** A 40 m² flat to let, its landlord under a letting mandate, and a tenant, over HTTP. */
async function seedRental(page: Page) {
  const stamp = Date.now();
  const propertyId = await created(page, endpoints.properties.create.path, {
    name: 'Studio de la Croix-Rousse',
    price: 900,
    type: 'Location',
    address: '7 rue d’Austerlitz',
    city: 'Lyon',
    zip: '69004',
    surfaceHabitable: 40,
  });
  const landlordId = await created(page, endpoints.clients.create.path, {
    fullName: 'Bernard Bailleur',
    firstName: 'Bernard',
    email: `bernard.${stamp}@exemple.fr`,
    address: '2 quai de Bondy, 69005 Lyon',
  });
  await created(page, endpoints.clients.create.path, {
    fullName: 'Lucie Locataire',
    firstName: 'Lucie',
    email: `lucie.${stamp}@exemple.fr`,
    address: '40 cours Gambetta, 69007 Lyon',
  });
  await created(page, endpoints.mandates.create.path, {
    activity: 'transaction',
    kind: 'simple',
    propertyId,
    mandatorIds: [landlordId],
    startDate: addDaysToDate(parisToday(), -10),
    durationMonths: 3,
    feeTerms: 'Honoraires de location selon le barème',
    feeMode: 'amount',
    feeAmount: 480,
    feePayer: 'bailleur',
    retractionApplies: false,
  });
  return propertyId;
}

test('a rental file: the chosen application, the lease checked against loi ALUR, the keys (« Loué », landlord and tenant invoiced)', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(180_000);
  await saveAgencyLegalFacts(page);
  const propertyId = await seedRental(page);

  await page.goto(`/property-detail/${propertyId}`);
  await page.getByRole('button', { name: 'Retenir une candidature' }).click();
  const choose = page.getByRole('dialog', { name: 'Retenir une candidature' });
  await choose.getByLabel(/^Locataire/).fill('Luci');
  await page.getByRole('option', { name: /Lucie Locataire/ }).click();
  await choose.getByRole('button', { name: 'Ouvrir le dossier' }).click();
  await toastCame(page, 'Dossier de location ouvert');
  await expect(page).toHaveURL(/\/ventes\/[0-9a-f-]{36}$/);
  const dealId = page.url().split('/').at(-1)!;
  const status = async () =>
    (await (await page.request.get(urlOf(endpoints.properties.get, { id: propertyId }))).json()).status;
  expect(await status()).toBe('En négociation');

  // 40 m² in a « zone tendue »: at most 400 € for visit, file and lease, 120 € for the état des lieux.
  await page.getByRole('button', { name: 'Bail signé' }).click();
  const lease = page.getByRole('dialog', { name: 'Bail et honoraires' });
  await lease.getByLabel(/^Loyer mensuel/).fill('900');
  await lease.getByLabel(/^Zone/).selectOption({ label: 'Zone tendue' });
  await expect(lease.getByText(/Plafond ALUR \(visite, dossier, bail\).*400/)).toBeVisible();
  await lease.getByLabel(/^Honoraires du locataire/).fill('600');
  await lease.getByLabel(/^dont état des lieux/).fill('100');
  await lease.getByLabel(/^Honoraires du bailleur/).fill('600');
  await lease.getByRole('button', { name: 'Enregistrer le bail' }).click();
  await expect(lease.getByText(/dépassent le plafond de la loi ALUR/)).toBeVisible();
  await lease.getByLabel(/^Honoraires du locataire/).fill('480');
  await lease.getByRole('button', { name: 'Enregistrer le bail' }).click();
  await toastCame(page, 'Bail enregistré');

  await page.getByRole('button', { name: 'Clés remises' }).click();
  await page
    .getByRole('dialog', { name: 'Remise des clés' })
    .getByRole('button', { name: 'Enregistrer la remise des clés' })
    .click();
  await toastCame(page, 'Remise des clés enregistrée');
  expect(await status()).toBe('Loué');
  const deal = await (await page.request.get(urlOf(endpoints.deals.get, { id: dealId }))).json();
  const invoices = deal.invoices as { recipientRole: string; amountInclVatCents: number; number: number }[];
  expect(invoices.map((i) => [i.recipientRole, i.amountInclVatCents]).sort()).toEqual([
    ['landlord', 60_000],
    ['tenant', 48_000],
  ]);
  expect(Math.abs(invoices[0]!.number - invoices[1]!.number)).toBe(1);
  await expect(page.getByRole('region', { name: 'Factures d’honoraires' }).getByRole('listitem')).toHaveCount(
    2,
  );
});
