import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, field, openPage, test, toastCame } from './fixtures';
import { selogerMail } from './lead-mails';
import { shootAndCheck, shotsDir } from './screens';

const headers = { [CSRF_HEADER]: '1' };
const SHOTS = shotsDir('leads');
const run = Date.now().toString(36);

/** A message no parser knows: kept whole as a generic lead. */
function plainMail(id: string, from: string, subject: string, body: string) {
  return [
    `From: ${from}`,
    'To: contact@agence-e2e.fr',
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${run}.${id}@exemple.fr>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
    '',
  ].join('\r\n');
}

async function importByApi(request: APIRequestContext, name: string, eml: string) {
  const res = await request.post(endpoints.leads.importMessage.path, {
    headers,
    multipart: { file: { name, mimeType: 'message/rfc822', buffer: Buffer.from(eml) } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

/** A listing with a mandate: a portal names it by the mandate's number (the register's, 1 in a new agency). */
async function listingWithMandate(page: Page) {
  const property = await page.request.post(endpoints.properties.create.path, {
    headers,
    multipart: {
      name: 'T3 lumineux place de la Liberté',
      price: '320000',
      type: 'Vente',
      address: '4 place de la Liberté',
      city: 'Toulon',
      zip: '83000',
      description: 'Traversant, parquet, proche du port.',
      kind: 'appartement',
      surfaceHabitable: '70',
      rooms: '3',
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const { id: propertyId } = (await property.json()) as { id: string };
  const owner = await createClient(
    page.request,
    'Roux',
    'Anne',
    `anne.roux.${run}@exemple.fr`,
    '04 94 00 00 01',
    {
      address: '12 rue Paul-Lendrin\n83000 Toulon',
    },
  );
  const mandate = await page.request.post(endpoints.mandates.create.path, {
    headers,
    data: {
      activity: 'transaction',
      kind: 'exclusif',
      propertyId,
      mandatorIds: [owner],
      startDate: '2026-11-02',
      durationMonths: 3,
      feeTerms: '4 % TTC à la charge de l’acquéreur',
    },
  });
  expect(mandate.status(), await mandate.text()).toBe(201);
  const { number } = (await mandate.json()) as { number: number };
  return { propertyId, reference: number };
}

async function createClient(
  request: APIRequestContext,
  fullName: string,
  firstName: string,
  email: string,
  phone: string,
  extra: Record<string, string> = {},
) {
  const res = await request.post(endpoints.clients.create.path, {
    headers,
    data: { fullName, firstName, email, phone, ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('leads in « Demandes »: a portal e-mail on its listing, filters, a known client merged, one click to a client with a search, a state change, hostile text shown as text', async ({
  signedInHead,
}) => {
  test.setTimeout(180_000);
  const { page } = signedInHead;
  const { propertyId, reference } = await listingWithMandate(page);
  await createClient(page.request, 'Bernard', 'Hugo', `hugo.bernard.${run}@exemple.fr`, '06 98 76 54 32');

  // An empty inbox says what it is for.
  await openPage(page, '/demandes');
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible();
  await expect(page.getByText('Aucune demande pour le moment.')).toBeVisible();

  // A SeLoger e-mail dropped in the inbox becomes a lead on the listing it names.
  const camille = {
    name: 'Camille Dupont',
    email: `camille.dupont.${run}@exemple.fr`,
    phone: '06 12 34 56 78',
  };
  await page.getByLabel('Choisir un fichier .eml').setInputFiles({
    name: 'seloger.eml',
    mimeType: 'message/rfc822',
    buffer: Buffer.from(selogerMail(reference, camille, `${run}.seloger.${reference}`)),
  });
  await toastCame(page, 'E-mail importé');
  await expect(page.getByRole('heading', { level: 1, name: 'Demande de Camille Dupont' })).toBeVisible();
  await expect(page).toHaveURL(/\/demandes\/[0-9a-f-]{36}$/);
  const camilleUrl = page.url();
  await expect(page.getByText('SeLoger', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'T3 lumineux place de la Liberté' })).toHaveAttribute(
    'href',
    `/property-detail/${propertyId}`,
  );
  await expect(
    page.getByText('Je souhaiterais visiter cet appartement samedi matin si possible.'),
  ).toBeVisible();
  // The e-mail as received, through the authorised download.
  const raw = page.getByRole('link', { name: 'Télécharger l’e-mail d’origine' });
  const original = await page.request.get((await raw.getAttribute('href')) ?? '');
  expect(original.status()).toBe(200);
  expect(await original.text()).toContain(`Message-ID: <${run}.seloger.`);

  // A message from someone whose phone is a client's: suggested for a merge, not merged by itself.
  await importByApi(
    page.request,
    'hugo.eml',
    plainMail(
      'hugo',
      `Hugo B. <hugo.b.${run}@ailleurs.fr>`,
      'Votre annonce',
      'Rappelez-moi au 06 98 76 54 32.',
    ),
  );
  // Hostile text in every field: stored and shown as text.
  const hostile = await importByApi(
    page.request,
    'hostile.eml',
    plainMail(
      'hostile',
      `"<img src=x onerror=alert(1)>" <pirate.${run}@exemple.fr>`,
      '<script>alert(1)</script>',
      '<b>gras</b> <script>window.hacked = true</script>\nligne deux',
    ),
  );

  await openPage(page, '/demandes');
  const table = page.getByRole('table', { name: 'Demandes reçues' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Nouvelle 3' })).toBeVisible();
  const camilleRow = table.getByRole('row').filter({ hasText: 'Camille Dupont' });
  await expect(camilleRow.getByText('SeLoger')).toBeVisible();
  await expect(camilleRow.getByText('à l’instant').or(camilleRow.getByText(/il y a/))).toBeVisible();
  await expect(camilleRow.getByText('Pas encore')).toBeVisible();
  await expect(camilleRow.getByText('En retard')).toHaveCount(0);
  // The navigation's badge counts them for the head.
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: /^Demandes/ }),
  ).toContainText('3');
  await shootAndCheck(page, SHOTS, 'inbox', { tapTargets: true, axeAtEachSize: true });

  // Filters: by source behind « Filtres », kept in the address, removed by their chip.
  await page.getByRole('button', { name: 'Filtres' }).click();
  await field(page, 'Source').selectOption('seloger');
  await page.getByRole('button', { name: 'Terminé' }).click();
  await expect(page).toHaveURL(/source=seloger/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Retirer le filtre SeLoger' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);

  // The hostile lead reads as text: no element made of it, nothing run.
  await openPage(page, `/demandes/${hostile.id}`);
  await expect(
    page.getByText('<b>gras</b> <script>window.hacked = true</script>', { exact: false }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);

  // Hugo's lead: merged into the client with the same phone, suggested first.
  await openPage(page, '/demandes');
  await table.getByRole('link', { name: 'Hugo B.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demande de Hugo B.' })).toBeVisible();
  await page.getByRole('button', { name: 'Associer à un client existant' }).click();
  const merge = page.getByRole('dialog', { name: 'Associer à un client existant' });
  await expect(merge.getByText('même téléphone', { exact: false })).toBeVisible();
  await shootAndCheck(page, SHOTS, 'merge', { fullPage: false, tapTargets: true });
  await merge.getByRole('button', { name: 'Associer à Bernard' }).click();
  await toastCame(page, 'Demande associée au client');
  await expect(page.getByRole('link', { name: 'Fiche client\u00a0: Bernard' })).toBeVisible();

  // Hugo named no listing: the visit is planned at the one chosen, and the lead follows.
  await page.getByRole('button', { name: 'Planifier une visite' }).click();
  const visit = page.getByRole('dialog', { name: 'Planifier une visite' });
  await field(page, 'Bien').selectOption(propertyId);
  await field(page, 'Date').fill('15/01/2027');
  await field(page, 'Heure').fill('10:30');
  await shootAndCheck(page, SHOTS, 'visit', { fullPage: false, tapTargets: true });
  await visit.getByRole('button', { name: 'Planifier la visite' }).click();
  await toastCame(page, 'Visite planifiée');
  await expect(field(page, 'État')).toHaveValue('visite_planifiee');

  // Camille's lead: one click makes the client and a search from the listing.
  await openPage(page, camilleUrl);
  await expect(page.getByRole('checkbox', { name: 'et une recherche depuis ce bien' })).toBeChecked();
  await shootAndCheck(page, SHOTS, 'lead', { tapTargets: true });
  await page.getByRole('button', { name: 'Créer le client' }).click();
  await toastCame(page, 'Client et recherche créés');
  const clientLink = page.getByRole('link', { name: /^Fiche client/ });
  await expect(clientLink).toBeVisible();

  // Answered: « Contactée », and the first-response time shows in the list.
  await field(page, 'État').selectOption('contactee');
  await toastCame(page, 'État de la demande modifié');
  await openPage(page, '/demandes?etat=contactee');
  await expect(page.getByRole('button', { name: 'Contactée 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('row').filter({ hasText: 'Camille Dupont' }).getByText(/^en /)).toBeVisible();

  // The client's record lists the lead, and the search made from the listing.
  await openPage(page, camilleUrl);
  await clientLink.click();
  const leads = page.locator('[aria-labelledby="client-leads-title"]');
  await expect(leads.getByRole('link', { name: /^Reçue le/ })).toBeVisible();
  await expect(page.getByRole('article', { name: /Achat/ })).toBeVisible();

  // Nothing overdue: the dashboard has no flag.
  await openPage(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/sans réponse depuis plus de 2/)).toHaveCount(0);
});
