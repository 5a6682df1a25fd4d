import { CSRF_HEADER, endpoints, type ResponseOf, urlOf } from '@immopilote/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, field, openPage, test, toastCame } from './fixtures';
import { shootAndCheck, shotsDir } from './screens';

const headers = { [CSRF_HEADER]: '1' };
const SHOTS = shotsDir('matching');
/** Toulon's INSEE code (83000, 83100 and 83200 are all Toulon). */
const TOULON = '83137';
const LISTING = {
  name: 'T3 lumineux place de la Liberté',
  type: 'Vente',
  address: '4 place de la Liberté',
  city: 'Toulon',
  zip: '83000',
  description: 'Traversant, parquet, proche du port et des commerces.',
  kind: 'appartement',
  surfaceHabitable: '70',
  rooms: '3',
};

async function createClient(request: APIRequestContext, firstName: string, lastName: string) {
  const local = `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  const email = `${local}.${Date.now().toString(36)}@exemple.fr`;
  const res = await request.post(endpoints.clients.create.path, {
    headers,
    data: { fullName: lastName, firstName, email, phone: '06 12 34 56 78' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  // The app names a client by its « Nom » (fullName), as the directory does.
  return { id, email, name: lastName };
}

async function giveConsent(request: APIRequestContext, clientId: string) {
  const res = await request.put(urlOf(endpoints.prospecting.setConsent, { id: clientId }), {
    headers,
    data: { granted: true, source: 'ecrit' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function createSearch(request: APIRequestContext, clientId: string, body: Record<string, unknown>) {
  const res = await request.post(urlOf(endpoints.matching.createSearch, { id: clientId }), {
    headers,
    data: { transaction: 'achat', kinds: ['appartement'], communeCodes: [TOULON], ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function mailsTo(request: APIRequestContext, email: string) {
  const res = await request.get(endpoints.dev.mailbox.path);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as ResponseOf<typeof endpoints.dev.mailbox>;
  return items.filter((m) => m.to === email.toLowerCase());
}

/** The page reloaded until the matching job has run (it runs after the listing's save answers). */
async function reloadUntil(page: Page, check: () => Promise<unknown>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
}

test('three searches, a listing matching two and nearly the third, proposals by e-mail, unsubscribe, a price drop alerting only the near match', async ({
  signedInHead,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { page } = signedInHead;
  const request = page.request;
  const lea = await createClient(request, 'Léa', 'Martin');
  const hugo = await createClient(request, 'Hugo', 'Bernard');
  const nora = await createClient(request, 'Nora', 'Petit');

  // Léa's search through the client record: a postcode shared by several communes lists them.
  await openPage(page, `/client/${lea.id}`);
  await expect(page.getByRole('heading', { name: 'Recherches' })).toBeVisible();
  await expect(page.getByText('Aucune recherche pour ce client.')).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle recherche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle recherche' });
  // Nothing chosen: the form says what is missing, under each field.
  await dialog.getByRole('button', { name: 'Enregistrer la recherche' }).click();
  await expect(dialog.getByText('Choisissez au moins un type de bien.')).toBeVisible();
  await expect(
    dialog.getByText('Choisissez au moins une commune ou un rayon autour d’un lieu.'),
  ).toBeVisible();
  await dialog.getByText('Appartement', { exact: true }).click();
  await field(page, 'Budget minimum (€)').fill('350000');
  await field(page, 'Budget maximum (€)').fill('320000');
  await dialog.getByRole('button', { name: 'Enregistrer la recherche' }).click();
  await expect(dialog.getByText('Le budget minimum dépasse le budget maximum.')).toBeVisible();
  await field(page, 'Budget minimum (€)').fill('');
  await field(page, 'Surface minimum (m²)').fill('60');
  // « Meublé » is for a rental only.
  await expect(dialog.getByText('Meublé', { exact: true })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Location' }).check();
  await expect(field(page, 'Loyer charges comprises maximum (€)')).toBeVisible();
  await expect(dialog.getByText('Meublé', { exact: true })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Achat' }).check();
  const communes = dialog.getByRole('combobox', { name: 'Communes' });
  await communes.fill('83000');
  await expect(dialog.getByRole('option', { name: /^Toulon/ })).toBeVisible();
  await dialog.getByRole('option', { name: /^Toulon/ }).click();
  await expect(dialog.getByRole('button', { name: 'Retirer Toulon' })).toBeVisible();
  await shootAndCheck(page, SHOTS, 'search-form', { fullPage: false });
  await dialog.getByRole('button', { name: 'Enregistrer la recherche' }).click();
  await toastCame(page, 'Recherche enregistrée');
  const leaSearch = page.getByRole('article', { name: /Achat/ });
  await expect(leaSearch).toBeVisible();
  await expect(leaSearch.getByLabel('Statut de la recherche')).toHaveValue('active');

  // Léa's consent through the record too.
  const consent = page.locator('[aria-labelledby="client-consent-title"]');
  await expect(consent.getByText(/N’a pas donné son accord/)).toBeVisible();
  await field(page, 'Comment le client a donné son accord').selectOption('oral');
  await consent.getByRole('button', { name: 'Enregistrer l’accord' }).click();
  await toastCame(page, 'Accord enregistré');
  await expect(consent.getByText('Accepte de recevoir des biens par e-mail')).toBeVisible();

  // Hugo's and Nora's by the API; Nora's budget is 20 000 € short and her search alerts at once.
  await createSearch(request, hugo.id, { budgetMax: 310_000 });
  await createSearch(request, nora.id, { budgetMax: 280_000, alertMode: 'instant' });
  await giveConsent(request, hugo.id);
  await giveConsent(request, nora.id);

  // A new listing at 300 000 €: Léa and Hugo match, Nora nearly (budget within 10 %).
  const created = await request.post(endpoints.properties.create.path, {
    headers,
    multipart: { ...LISTING, price: '300000' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: propertyId } = (await created.json()) as { id: string };

  await openPage(page, `/property-detail/${propertyId}`);
  const buyers = page.getByRole('region', { name: /^Acquéreurs potentiels/ });
  await reloadUntil(page, () =>
    expect(buyers.getByRole('heading', { name: 'Acquéreurs potentiels (2)' })).toBeVisible({ timeout: 2000 }),
  );
  await expect(page.getByRole('link', { name: 'Acquéreurs' })).toBeVisible();
  await expect(buyers.getByRole('link', { name: lea.name })).toBeVisible();
  await expect(buyers.getByRole('link', { name: hugo.name })).toBeVisible();
  const near = buyers.locator('[aria-labelledby="property-near-title"]');
  await expect(near.getByRole('heading', { name: 'Presque (1)' })).toBeVisible();
  await expect(near.getByRole('link', { name: nora.name })).toBeVisible();
  // The reasons, in French.
  await expect(buyers.getByText(/Budget\s*:\s*300\s000\s€/).first()).toBeVisible();
  await expect(buyers.getByText(/Surface\s*:\s*70\sm²/).first()).toBeVisible();
  await shootAndCheck(page, SHOTS, 'property-buyers', {
    fullPage: false,
    ready: () => buyers.scrollIntoViewIfNeeded(),
  });

  // The dashboard counts the two new matches (a near match is not one) and leads to « Rapprochements ».
  await openPage(page, '/dashboard');
  const figure = page.getByRole('link', { name: /Nouveaux rapprochements/ });
  await expect(figure).toContainText('2');
  await shootAndCheck(page, SHOTS, 'dashboard', { fullPage: false });
  await figure.click();
  await expect(page).toHaveURL(/\/rapprochements$/);
  await openPage(page, `/property-detail/${propertyId}`);

  // Proposing the two matches sends two e-mails.
  await buyers.getByRole('checkbox', { name: `Sélectionner ${lea.name}` }).check();
  await buyers.getByRole('checkbox', { name: `Sélectionner ${hugo.name}` }).check();
  await buyers.getByRole('button', { name: /Proposer par e-mail/ }).click();
  await toastCame(page, '2 e-mails envoyés');
  await expect(buyers.getByText('Proposé', { exact: true })).toHaveCount(2);

  let hugoMail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(async () => {
      [hugoMail] = await mailsTo(request, hugo.email);
      return (await mailsTo(request, lea.email)).length + (hugoMail ? 1 : 0);
    })
    .toBe(2);
  expect(await mailsTo(request, nora.email)).toHaveLength(0);
  const [leaMail] = await mailsTo(request, lea.email);
  expect(hugoMail?.text).toContain(LISTING.name);
  expect(hugoMail?.headers?.['List-Unsubscribe']).toMatch(/^<http/);
  expect(hugoMail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = /https?:\/\/\S+\/desinscription\/[A-Za-z0-9_-]+/.exec(hugoMail?.text ?? '')?.[0];
  expect(unsubscribeUrl).toBeTruthy();

  // Hugo unsubscribes from the e-mail's link, without a session.
  const stranger = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const outside = await stranger.newPage();
  await openPage(outside, new URL(unsubscribeUrl!).pathname);
  await expect(outside.getByRole('heading', { name: 'Désinscription' })).toBeVisible();
  await expect(outside.getByText('Bonjour Hugo,')).toBeVisible();
  await shootAndCheck(outside, SHOTS, 'unsubscribe', { tapTargets: true });
  await outside.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(
    outside.getByText(`Vous ne recevrez plus de biens par e-mail de ${'Agence du Vieux-Port'}.`),
  ).toBeVisible();
  await outside.reload();
  await expect(outside.getByText(/Vous êtes déjà désinscrit/)).toBeVisible();
  await stranger.close();

  // A price drop to 275 000 €: Nora's near match becomes a match and only she is alerted.
  const updated = await request.put(urlOf(endpoints.properties.update, { id: propertyId }), {
    headers,
    multipart: { ...LISTING, price: '275000' },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  await expect.poll(async () => (await mailsTo(request, nora.email)).length, { timeout: 30_000 }).toBe(1);
  await reloadUntil(page, () =>
    expect(buyers.getByRole('heading', { name: 'Acquéreurs potentiels (3)' })).toBeVisible({ timeout: 2000 }),
  );
  // The mailbox shows the latest 50 e-mails of the server (other specs mail too): a new e-mail to Léa or
  // Hugo would be among them, the first ones may have left it.
  expect((await mailsTo(request, lea.email)).filter((m) => m.id !== leaMail?.id)).toEqual([]);
  expect((await mailsTo(request, hugo.email)).filter((m) => m.id !== hugoMail?.id)).toEqual([]);

  // Nora's answer from her e-mail, without a session.
  const [noraMail] = await mailsTo(request, nora.email);
  const answerUrl = /https?:\/\/\S+\/proposition\/[A-Za-z0-9_-]+\?reponse=interesse/.exec(
    noraMail?.text ?? '',
  )?.[0];
  expect(answerUrl).toBeTruthy();
  const noraContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'fr-FR' });
  const noraPage = await noraContext.newPage();
  const answerPath = new URL(answerUrl!);
  await openPage(noraPage, `${answerPath.pathname}${answerPath.search}`);
  await expect(noraPage.getByText(LISTING.name)).toBeVisible();
  await shootAndCheck(noraPage, SHOTS, 'proposal-answer', { tapTargets: true });
  await noraPage.getByRole('button', { name: 'Oui, ce bien m’intéresse' }).click();
  await expect(noraPage.getByText(/Votre réponse «\s*Ça m’intéresse\s*» est transmise/)).toBeVisible();
  await noraContext.close();

  // Léa's record: the match, and « Propositions » with what was sent.
  await openPage(page, `/client/${lea.id}`);
  const matches = page.locator('[aria-labelledby="client-matches-title"]');
  await expect(matches.getByRole('heading', { name: 'Biens correspondants (1)' })).toBeVisible();
  await expect(matches.getByRole('link', { name: LISTING.name })).toBeVisible();
  const proposals = page.locator('[aria-labelledby="client-proposals-title"]');
  await expect(proposals.getByRole('listitem').filter({ hasText: LISTING.name })).toHaveCount(1);
  await expect(proposals.getByText(/Proposé par l’agent/)).toBeVisible();
  await proposals.getByLabel(`Enregistrer la réponse pour ${LISTING.name}`).selectOption('pas_interesse');
  await toastCame(page, 'Réponse enregistrée');
  await expect(proposals.getByText(/Pas pour moi \(noté par l’agence/)).toBeVisible();
  await shootAndCheck(page, SHOTS, 'client-record', { tapTargets: true });
  // Léa found elsewhere: her search is paused, and its history says so.
  const search = page.getByRole('article', { name: /Achat/ });
  await search.getByLabel('Statut de la recherche').selectOption('en_pause');
  await toastCame(page, 'Statut de la recherche modifié');
  await expect(search.getByText('En pause', { exact: true }).first()).toBeVisible();
  await search.getByRole('button', { name: 'Historique' }).click();
  await expect(search.getByText(/Statut\s*:\s*Active → En pause/)).toBeVisible();

  // Nora's record: the instant alert is listed, with her answer from the e-mail.
  await openPage(page, `/client/${nora.id}`);
  const noraProposals = page.locator('[aria-labelledby="client-proposals-title"]');
  await expect(noraProposals.getByText(/Alerte immédiate · Baisse de prix/)).toBeVisible();
  await expect(noraProposals.getByText(/Ça m’intéresse \(réponse du client/)).toBeVisible();

  // The agency's « Rapprochements » and the dashboard's figure.
  await openPage(page, '/rapprochements');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapprochements' })).toBeVisible();
  await expect(page.getByRole('link', { name: nora.name }).first()).toBeVisible();
  await shootAndCheck(page, SHOTS, 'matches-page', { tapTargets: true });
  await page.getByRole('button', { name: 'Filtres' }).click();
  await page.getByLabel('État').selectOption('interesse');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: nora.name }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: hugo.name })).toHaveCount(0);

  // « Créer une recherche à partir de ce bien », for Hugo, from the listing's page.
  await openPage(page, `/property-detail/${propertyId}`);
  await buyers.getByRole('button', { name: 'Créer une recherche à partir de ce bien' }).click();
  const fromListing = page.getByRole('dialog', { name: 'Créer une recherche à partir de ce bien' });
  await fromListing.getByRole('combobox').fill(hugo.name);
  await fromListing.getByRole('option', { name: new RegExp(hugo.name) }).click();
  await toastCame(page, `Recherche créée pour ${hugo.name}`);
  await openPage(page, `/client/${hugo.id}`);
  await expect(page.getByRole('article', { name: /Achat/ })).toHaveCount(2);
});
