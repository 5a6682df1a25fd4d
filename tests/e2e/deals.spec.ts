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
/**
 * The walk is entered after the facts, as an agency records paper it received: the offers arrived
 * three weeks ago, the compromis was signed and presented two weeks ago, so the buyer's ten-day
 * withdrawal period (weekends and holidays included) is over and the deed can be recorded today.
 */
const receivedOn = addDaysToDate(today, -21);
const answeredOn = addDaysToDate(today, -20);
const compromisOn = addDaysToDate(today, -14);
/** The compromis dialog's proposed loan deadline: 45 days after « Signé le », which it follows. */
const loanDeadline = addDaysToDate(compromisOn, 45);
const typed = (isoDate: string) => isoDate.split('-').reverse().join('/');

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
    data: {
      fullName,
      firstName: fullName.split(' ')[0],
      email: `${fullName.split(' ')[0]!.toLowerCase()}.${Date.now()}@exemple.fr`,
      // The buyer pays the fees here: the invoice prints their address.
      address: '8 rue Mercière, 69002 Lyon',
    },
  });
  expect(res.status()).toBe(201);
}

/**
 * A first sale of the agency taken to its deed through the API: its fee invoice is the one the walk's
 * invoice must follow. Answers the invoice's number.
 */
async function earlierSaleInvoiceNumber(page: Page): Promise<number> {
  const created = async (res: Promise<{ status(): number; json(): Promise<{ id: string }> }>) => {
    const done = await res;
    expect(done.status()).toBe(201);
    return (await done.json()).id;
  };
  const propertyId = await created(
    page.request.post(endpoints.properties.create.path, {
      headers,
      data: {
        name: 'Appartement Bellecour',
        price: 300000,
        type: 'Vente',
        address: '3 place Bellecour',
        city: 'Lyon',
        zip: '69002',
      },
    }),
  );
  const sellerId = await created(
    page.request.post(endpoints.clients.create.path, {
      headers,
      data: {
        fullName: 'Jean Vendeur',
        firstName: 'Jean',
        email: `jean.${Date.now()}@exemple.fr`,
        address: '5 rue de la Charité, 69002 Lyon',
      },
    }),
  );
  await created(
    page.request.post(endpoints.mandates.create.path, {
      headers,
      data: {
        activity: 'transaction',
        kind: 'simple',
        propertyId,
        mandatorIds: [sellerId],
        startDate: addDaysToDate(today, -30),
        durationMonths: 3,
        feeTerms: '10 000 € TTC à la charge du vendeur',
        feeMode: 'amount',
        feeAmount: 10000,
        feePayer: 'mandant',
        retractionApplies: false,
      },
    }),
  );
  const client = await page.request.post(endpoints.clients.create.path, {
    headers,
    data: {
      fullName: 'Paul Premier',
      firstName: 'Paul',
      email: `paul.${Date.now()}@exemple.fr`,
      address: '3 place Bellecour, 69002 Lyon',
    },
  });
  const offer = await page.request.post(urlOf(endpoints.offers.create, { id: propertyId }), {
    headers,
    data: {
      buyerClientId: (await client.json()).id,
      amount: 300000,
      financing: 'cash',
      validUntil: addDaysToDate(today, 5),
      receivedOn,
    },
  });
  expect(offer.status()).toBe(201);
  const accepted = await page.request.post(urlOf(endpoints.offers.answer, { id: (await offer.json()).id }), {
    headers,
    data: { answer: 'accept', date: answeredOn },
  });
  const dealId = (await accepted.json()).dealId as string;
  const step = async (res: Promise<{ status(): number; text(): Promise<string> }>) => {
    const done = await res;
    expect(done.status(), await done.text()).toBe(200);
  };
  await step(
    page.request.put(urlOf(endpoints.deals.saveCompromis, { id: dealId }), {
      headers,
      data: {
        kind: 'compromis',
        signedOn: compromisOn,
        firstPresentationOn: compromisOn,
        loan: null,
        conditions: [],
      },
    }),
  );
  await step(
    page.request.post(urlOf(endpoints.deals.liftConditions, { id: dealId }), {
      headers,
      data: { date: today },
    }),
  );
  await step(
    page.request.post(urlOf(endpoints.deals.recordDeed, { id: dealId }), { headers, data: { date: today } }),
  );
  const deal = await page.request.get(urlOf(endpoints.deals.get, { id: dealId }));
  const [invoice] = (await deal.json()).invoices as { number: number }[];
  expect(invoice).toBeDefined();
  return invoice!.number;
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
  await dialog.getByLabel(/^Reçue le/).fill(typed(receivedOn));
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
  await dialog.getByLabel(/^Date de la réponse/).fill(typed(answeredOn));
  await fill?.(dialog);
  await dialog.getByRole('button', { name: /^(Accepter|Refuser|Enregistrer|Retirer)/ }).click();
}

test('a sale from two offers to the deed: counter-offer, acceptance, the loan deadline in the agenda and the feed, « Vendu », the next invoice number, the figures at each step', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(300_000);
  await saveAgencyLegalFacts(page);
  const previousInvoice = await earlierSaleInvoiceNumber(page);
  const { propertyId } = await seedSaleAndMandator(page);
  await registerSaleMandate(page, propertyId);
  await buyer(page, 'Marc Lefèvre');
  await buyer(page, 'Sophie Martin');
  const before = await figures(page);
  const property = () => page.request.get(urlOf(endpoints.properties.get, { id: propertyId }));

  // Two offers on the listing, then the owner's counter-offer to the first.
  await page.goto(`/property-detail/${propertyId}`);
  await newOffer(page, 'Marc Lefèvre', '370000', '300000');
  await newOffer(page, 'Sophie Martin', '365000', null);
  await answer(page, 'Marc Lefèvre', 'Contre-offre', async (dialog) => {
    await dialog.getByLabel(/^Montant de la contre-offre/).fill('380000');
  });
  await toastCame(page, 'Contre-offre enregistrée');
  await expect(page.getByText('En réponse à 370\u202f000\u00a0€')).toBeVisible();
  await shootAndCheck(page, SHOTS, 'property-offers', { afterToasts: true });

  // The buyer accepts the counter-offer: the file opens, the listing is « En négociation », and the
  // other pending offer is « En concurrence ».
  await answer(page, 'Contre-offre du propriétaire', 'Accepter');
  await toastCame(page, 'Offre acceptée');
  await expect(page).toHaveURL(/\/ventes\/[0-9a-f-]{36}$/);
  const dealId = page.url().split('/').at(-1)!;
  expect((await (await property()).json()).status).toBe('En négociation');
  const accepted = await figures(page);
  expect(accepted.expectedNext90Days).toBeGreaterThan(before.expectedNext90Days);
  await page.goto(`/property-detail/${propertyId}`);
  await expect(
    page.getByRole('region', { name: 'Offres d’achat' }).getByText('En concurrence'),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'Offres d’achat' })
    .getByRole('link', { name: 'Voir le dossier' })
    .click();
  await expect(page).toHaveURL(`/ventes/${dealId}`);

  // The compromis with its loan condition: the deadline is on the file, in the agenda and the feed.
  await page.getByRole('button', { name: 'Enregistrer le compromis' }).click();
  const compromis = page.getByRole('dialog', { name: 'Enregistrer le compromis' });
  // Typed key by key, as a person does: the proposed loan deadline follows the whole date.
  const loanField = compromis.getByLabel(/^Date limite d’obtention/);
  await expect(loanField).toHaveValue(typed(addDaysToDate(today, 45)));
  await compromis.getByLabel(/^Signé le/).clear();
  await compromis.getByLabel(/^Signé le/).pressSequentially(typed(compromisOn));
  await expect(loanField).toHaveValue(typed(loanDeadline));
  await compromis.getByLabel(/^Première présentation/).fill(typed(compromisOn));
  await compromis.getByLabel(/^Acte prévu le/).fill(typed(addDaysToDate(today, 7)));
  await compromis.getByLabel(/^Montant du prêt/).fill('300000');
  await compromis.getByLabel(/^Taux maximal/).fill('4');
  await compromis.getByRole('button', { name: 'Enregistrer le compromis' }).click();
  await toastCame(page, 'Compromis enregistré');
  const deadlines = page.getByRole('region', { name: 'Échéances' });
  await expect(deadlines.getByText('Condition suspensive de prêt')).toBeVisible();
  await expect(deadlines.getByText('Fin du délai de rétractation')).toBeVisible();
  // « Signed this month » counts the compromis in the month it was signed.
  const signed = await figures(page);
  if (compromisOn.slice(0, 7) === today.slice(0, 7)) {
    expect(signed.signedThisMonth).toBeGreaterThan(accepted.signedThisMonth);
  } else {
    expect(signed.signedThisMonth).toBe(accepted.signedThisMonth);
  }
  await shootAndCheck(page, SHOTS, 'deal-compromis', { afterToasts: true });

  const events = await page.request.get(endpoints.calendar.events.path, {
    params: { from: today, to: addDaysToDate(today, 60), scope: 'agency' },
  });
  const listed = (await events.json()).items as { dealId: string | null; date: string }[];
  expect(listed.filter((e) => e.dealId === dealId).map((e) => e.date)).toContain(loanDeadline);
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Créer mon lien privé' }).click();
  const feedUrl = await page.getByRole('textbox', { name: 'Toute l’agence', exact: true }).inputValue();
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('Condition suspensive de prêt');

  // The withdrawal period is over: the conditions are lifted, then the deed is recorded today.
  await page.goto(`/ventes/${dealId}`);
  await page.getByRole('button', { name: 'Conditions levées' }).click();
  await page
    .getByRole('dialog', { name: 'Conditions levées' })
    .getByRole('button', { name: 'Conditions levées' })
    .click();
  await toastCame(page, 'Conditions levées');
  await page.getByRole('button', { name: 'Acte authentique signé' }).click();
  await page
    .getByRole('dialog', { name: 'Acte authentique signé' })
    .getByRole('button', { name: 'Acte authentique signé' })
    .click();
  await toastCame(page, 'Acte authentique enregistré');
  expect((await (await property()).json()).status).toBe('Vendu');
  // The fee is earned: it leaves the expected figure.
  expect((await figures(page)).expectedNext90Days).toBeLessThan(signed.expectedNext90Days);

  // The fee invoice follows the agency's previous one, and its PDF downloads.
  const deal = await (await page.request.get(urlOf(endpoints.deals.get, { id: dealId }))).json();
  const [invoice] = deal.invoices as { id: string; number: number; reference: string }[];
  expect(invoice!.number).toBe(previousInvoice + 1);
  const invoices = page.getByRole('region', { name: 'Factures d’honoraires' });
  await expect(invoices.getByText(invoice!.reference)).toBeVisible();
  const pdf = await page.request.get(urlOf(endpoints.feeInvoices.pdf, { id: invoice!.id }));
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shootAndCheck(page, SHOTS, 'deal-deed', { afterToasts: true });
});
