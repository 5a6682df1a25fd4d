import path from 'node:path';
import { CSRF_HEADER, endpoints, parisToday, rentMessages as m } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { expect, test, toastCame } from './fixtures';
import { saveAgencyLegalFacts } from './mandates-flow';
import { expectNoSidewaysScroll, SCREEN_SIZES, shotsDir } from './screens';

const headers = { [CSRF_HEADER]: '1' };
const SHOTS = shotsDir('rentals-rent');

async function created(page: Page, url: string, data: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(url, { headers, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** A flat let under a management mandate since the 1st of this month, its tenant on paper (no e-mail consent). */
async function seedLease(page: Page) {
  const stamp = Date.now();
  const propertyId = await created(page, endpoints.properties.create.path, {
    name: 'Deux-pièces Croix-Rousse',
    price: 812,
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
  const tenantId = await created(page, endpoints.clients.create.path, {
    fullName: 'Lucie Locataire',
    firstName: 'Lucie',
    email: `lucie.${stamp}@exemple.fr`,
    address: '7 rue d’Austerlitz, 69004 Lyon',
  });
  await created(page, endpoints.mandates.create.path, {
    activity: 'gestion',
    kind: 'simple',
    propertyId,
    mandatorIds: [landlordId],
    startDate: `${parisToday().slice(0, 7)}-01`,
    durationMonths: 12,
    feeTerms: '7,5 % TTC des loyers encaissés',
  });
  return created(page, endpoints.leases.create.path, {
    propertyId,
    kind: 'nu',
    tenants: [{ clientId: tenantId, electronicDelivery: false }],
    guarantors: [],
    startOn: `${parisToday().slice(0, 7)}-01`,
    durationMonths: 36,
    rent: '812,37',
    charges: '60',
    chargesMode: 'provision',
    deposit: '812,37',
    paymentDay: 5,
    hasRevisionClause: true,
    managementFeePercent: '7,5',
  });
}

async function pdfText(page: Page, href: string) {
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  const { text } = await extractText(new Uint8Array(await res.body()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('the month’s calls issued with the button, a full payment’s quittance, a partial one’s reçu', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(180_000);
  await saveAgencyLegalFacts(page);
  const leaseId = await seedLease(page);
  await page.goto(`/gestion/baux/${leaseId}`);
  const section = page.locator('section[aria-labelledby="rent-title"]');
  await expect(section.getByRole('heading', { name: m.title })).toBeVisible();

  await section.getByRole('button', { name: m.issue }).click();
  await toastCame(page, 'appel');
  const calls = section.getByRole('list', { name: m.calls }).getByRole('listitem');
  await expect(calls.first()).toBeVisible();
  const count = await calls.count();
  expect(count).toBeGreaterThanOrEqual(1);
  // The tenant did not consent to e-mail: the calls are to print.
  await expect(section.getByRole('list', { name: m.toPrint }).getByRole('listitem')).toHaveCount(count);

  // The oldest call, paid in full (the amount defaults to the balance).
  const oldest = calls.last();
  await oldest.getByRole('button', { name: /Enregistrer un paiement/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByLabel(m.amount)).toHaveValue('872,37');
  await dialog.getByLabel(m.amount).fill('900');
  await dialog.getByRole('button', { name: m.save }).click();
  await expect(dialog.getByText('Le paiement dépasse le solde dû (872,37')).toBeVisible();
  await dialog.getByLabel(m.amount).fill('872,37');
  await dialog.getByLabel(m.method).selectOption('cheque');
  await dialog.getByRole('button', { name: m.save }).click();
  await toastCame(page, m.recorded('quittance'));

  const receipts = section.getByRole('list', { name: m.receipts }).getByRole('listitem');
  await expect(receipts).toHaveCount(1);
  await expect(receipts.first().getByText(m.kinds.quittance)).toBeVisible();
  const quittanceHref = await receipts.first().getByRole('link').getAttribute('href');
  const quittance = await pdfText(page, quittanceHref!);
  expect(quittance).toContain(m.pdf.quittanceTitle);
  expect(quittance).toMatch(/Loyer \(hors charges\) 812,37/);
  expect(quittance).toMatch(/Provision sur charges 60,00/);
  expect(quittance).toContain('pour acquit');
  expect(quittance).toContain('Lucie Locataire');

  // A partial payment on another call: a reçu, never a quittance.
  if (count > 1) {
    const newest = calls.first();
    await newest.getByRole('button', { name: /Enregistrer un paiement/ }).click();
    await dialog.getByLabel(m.amount).fill('300');
    await dialog.getByRole('button', { name: m.save }).click();
    await toastCame(page, m.recorded('recu'));
    await expect(receipts).toHaveCount(2);
    await expect(section.getByText(m.kinds.recu, { exact: true })).toBeVisible();
    await expect(newest.getByText(m.statuses.partial)).toBeVisible();
    const recuHref = await receipts.first().getByRole('link').getAttribute('href');
    const recu = await pdfText(page, recuHref!);
    expect(recu).toContain(m.pdf.recuTitle);
    expect(recu).toContain('ne vaut pas quittance');
  }
  await expect(oldest.getByText(m.statuses.paid)).toBeVisible();
  // Without the tenant's consent there is no « Envoyer » (the API refuses it too).
  await expect(section.getByRole('button', { name: /^Envoyer/ })).toHaveCount(0);

  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(400);
    await expectNoSidewaysScroll(page, `rent section at ${size.width}`);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `rent-section-${size.width}.png`) });
  }
});
