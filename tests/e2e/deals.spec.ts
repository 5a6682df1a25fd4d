import {
  addDaysToDate,
  CSRF_HEADER,
  type DealFigures,
  endpoints,
  parisToday,
  urlOf,
} from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, test, toastCame, toastRegion } from './fixtures';
import { registerSaleMandate, saveAgencyLegalFacts, seedSaleAndMandator } from './mandates-flow';
import { shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('deals');
const headers = { [CSRF_HEADER]: '1' };
const today = parisToday();
const loanDeadline = addDaysToDate(today, 45);

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
    },
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

test('a sale from two offers to the compromis: counter-offer, acceptance, the loan deadline in the agenda and the feed, the figures', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(240_000);
  await saveAgencyLegalFacts(page);
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
  await compromis.getByLabel(/^Première présentation/).fill(today.split('-').reverse().join('/'));
  await compromis.getByLabel(/^Montant du prêt/).fill('300000');
  await compromis.getByLabel(/^Taux maximal/).fill('4');
  await compromis.getByRole('button', { name: 'Enregistrer le compromis' }).click();
  await toastCame(page, 'Compromis enregistré');
  const deadlines = page.getByRole('region', { name: 'Échéances' });
  await expect(deadlines.getByText('Condition suspensive de prêt')).toBeVisible();
  await expect(deadlines.getByText('Fin du délai de rétractation')).toBeVisible();
  expect((await figures(page)).signedThisMonth).toBeGreaterThan(accepted.signedThisMonth);
  await shootAndCheck(page, SHOTS, 'deal-compromis', { afterToasts: true });

  // The withdrawal period runs: the conditions cannot be lifted yet, the server says why.
  await page.getByRole('button', { name: 'Conditions levées' }).click();
  await page
    .getByRole('dialog', { name: 'Conditions levées' })
    .getByRole('button', { name: 'Conditions levées' })
    .click();
  await expect(
    toastRegion(page).getByText(
      /^Le délai de rétractation de l’acquéreur court jusqu’au .+ les conditions ne peuvent pas être levées avant\.$/,
    ),
  ).toBeVisible();

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
});
