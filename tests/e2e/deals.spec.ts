import {
  addDaysToDate,
  CSRF_HEADER,
  type DealFigures,
  endpoints,
  parisToday,
  urlOf,
} from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, test, toastCame } from './fixtures';
import { registerSaleMandate, saveAgencyLegalFacts, seedSaleAndMandator } from './mandates-flow';
import { shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('deals');
const headers = { [CSRF_HEADER]: '1' };
const today = parisToday();
/** The walk happens in the past so that the deed falls after the buyer's withdrawal period. */
const acceptedOn = addDaysToDate(today, -62);
const compromisOn = addDaysToDate(today, -60);
const loanDeadline = addDaysToDate(today, 30);
/** A day as typed in the date fields (jj/mm/aaaa). */
const fr = (iso: string) => iso.split('-').reverse().join('/');

async function figures(page: Page): Promise<DealFigures> {
  const res = await page.request.get(endpoints.dashboard.summary.path);
  expect(res.status()).toBe(200);
  const figures = (await res.json()).dealFigures as DealFigures | null;
  expect(figures).not.toBeNull();
  return figures as DealFigures;
}

async function buyer(page: Page, fullName: string) {
  const res = await page.request.post(endpoints.clients.create.path, {
    headers,
    data: { fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}.${Date.now()}@exemple.fr` },
  });
  expect(res.status()).toBe(201);
}

async function newOffer(page: Page, who: string, amount: string, loan: string | null) {
  const offers = page.getByRole('region', { name: 'Offres d’achat' });
  await offers.getByRole('button', { name: 'Nouvelle offre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle offre d’achat' });
  await dialog.getByLabel(/^Acquéreur/).fill(who.slice(0, 4));
  await page.getByRole('option', { name: new RegExp(who) }).click();
  await dialog.getByLabel(/^Montant \(€\)/).fill(amount);
  if (loan) await dialog.getByLabel(/^Montant du prêt/).fill(loan);
  else await dialog.getByRole('radio', { name: 'Comptant' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer l’offre' }).click();
  await toastCame(page, 'Offre enregistrée');
}

async function answer(
  page: Page,
  row: string,
  action: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const offers = page.getByRole('region', { name: 'Offres d’achat' });
  await offers
    .getByRole('group', { name: new RegExp(`^Répondre à l’offre de ${row}`) })
    .getByRole('button', { name: action })
    .click();
  const dialog = page.getByRole('dialog');
  await fill?.(dialog);
  await dialog.getByRole('button', { name: /^(Accepter|Refuser|Enregistrer|Retirer)/ }).click();
}

test('a sale from two offers to the deed: counter-offer, acceptance, compromis in the agenda and the feed, deed, invoice, figures', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(240_000);
  await saveAgencyLegalFacts(page);
  const { propertyId } = await seedSaleAndMandator(page);
  await registerSaleMandate(page, propertyId);
  await buyer(page, 'Marc Lefèvre');
  await buyer(page, 'Sophie Martin');
  const before = await figures(page);

  // Two offers on the listing, then the owner's counter-offer to the first.
  await page.goto(`/property-detail/${propertyId}`);
  await newOffer(page, 'Marc Lefèvre', '370000', '300000');
  await newOffer(page, 'Sophie Martin', '365000', null);
  await answer(page, 'Marc Lefèvre', 'Contre-offre', async (dialog) => {
    await dialog.getByLabel(/^Montant de la contre-offre/).fill('380000');
  });
  await toastCame(page, 'Contre-offre enregistrée');
  await expect(page.getByText('En réponse à 370 000 €')).toBeVisible();
  await shootAndCheck(page, SHOTS, 'property-offers', { afterToasts: true });

  // The buyer accepts the counter-offer (dated back): the file opens, the listing is « En négociation ».
  await answer(page, 'Contre-offre du propriétaire', 'Accepter', async (dialog) => {
    await dialog.getByLabel(/^Date de la réponse/).fill(fr(acceptedOn));
  });
  await toastCame(page, 'Offre acceptée');
  await expect(page).toHaveURL(/\/ventes\/[0-9a-f-]{36}$/);
  const dealId = page.url().split('/').at(-1)!;
  const property = () => page.request.get(urlOf(endpoints.properties.get, { id: propertyId }));
  const listing = await (await property()).json();
  expect(listing.status).toBe('En négociation');
  const accepted = await figures(page);
  expect(accepted.expectedNext90Days).toBeGreaterThan(before.expectedNext90Days);

  // The compromis with its loan condition: the deadline is on the file, in the agenda and the feed.
  await page.getByRole('button', { name: 'Enregistrer le compromis' }).click();
  const compromis = page.getByRole('dialog', { name: 'Enregistrer le compromis' });
  await compromis.getByLabel(/^Signé le/).fill(fr(compromisOn));
  await compromis.getByLabel(/^Première présentation/).fill(fr(addDaysToDate(compromisOn, 1)));
  await compromis.getByLabel(/^Montant du prêt/).fill('300000');
  await compromis.getByLabel(/^Taux maximal/).fill('4');
  await compromis.getByLabel(/^Date limite d’obtention/).fill(fr(loanDeadline));
  await compromis.getByRole('button', { name: 'Enregistrer le compromis' }).click();
  await toastCame(page, 'Compromis enregistré');
  const deadlines = page.getByRole('region', { name: 'Échéances' });
  await expect(deadlines.getByText('Condition suspensive de prêt')).toBeVisible();
  expect((await figures(page)).signedThisMonth).toBeGreaterThanOrEqual(accepted.signedThisMonth);
  await shootAndCheck(page, SHOTS, 'deal-compromis', { afterToasts: true });

  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Créer mon lien privé' }).click();
  const feedUrl = await page.getByRole('textbox', { name: 'Toute l’agence', exact: true }).inputValue();
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('Condition suspensive de prêt');
  const events = await page.request.get(endpoints.calendar.events.path, {
    params: { from: today, to: addDaysToDate(today, 40), scope: 'agency' },
  });
  expect(JSON.stringify(await events.json())).toContain(dealId);

  // The loan obtained, the conditions lifted, the deed: « Vendu » and the next invoice number.
  await page.goto(`/ventes/${dealId}`);
  await deadlines.getByRole('button', { name: 'Marquer fait – Condition suspensive de prêt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Échéance marquée faite' }).click();
  await toastCame(page, 'Échéance marquée faite');
  for (const step of ['Conditions levées', 'Acte authentique signé']) {
    await page.getByRole('button', { name: step }).click();
    await page.getByRole('dialog', { name: step }).getByRole('button', { name: step }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // A new agency: its first invoice is number 1, and nothing was issued before the deed.
  const invoicesBefore = 0;
  const invoices = page.getByRole('region', { name: 'Factures d’honoraires' });
  await expect(invoices.getByText(/FH-0*1 –/)).toBeVisible();
  const sold = await (await property()).json();
  expect(sold.status).toBe('Vendu');
  const list = (await (await page.request.get(endpoints.feeInvoices.list.path)).json()).items as {
    id: string;
    number: number;
  }[];
  expect(list.map((i) => i.number)).toEqual([invoicesBefore + 1]);
  const pdf = await page.request.get(urlOf(endpoints.feeInvoices.pdf, { id: list[0]!.id }));
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  expect((await figures(page)).expectedNext90Days).toBeLessThan(accepted.expectedNext90Days);
  await shootAndCheck(page, SHOTS, 'deal-deed');
});
