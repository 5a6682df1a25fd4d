import { CSRF_HEADER, endpoints, leadsMessages, publicSiteMessages } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { hasDovecot, NO_DOVECOT_MESSAGE, startDovecot } from '../../apps/server/test/helpers/dovecot';
import { expect, openPage, test, toastCame } from './fixtures';
import { selogerMail } from './lead-mails';
import { completeSale } from './listings';
import { shootAndCheck, shotsDir } from './screens';

/**
 * Issue 29, « Done when », in one walk: the head publishes two listings and fills the legal
 * identity and the fee scale; the public pages show them with their DPE labels and fees (their
 * Lighthouse scores: agency-public-site.spec.ts); a visitor's form becomes a lead in « Demandes »;
 * a SeLoger message dropped in a real IMAP mailbox (Dovecot) becomes a second lead on the right
 * listing, merged with the known client whose e-mail it carries; one click makes a client with a
 * search.
 */
const headers = { [CSRF_HEADER]: '1' };
const SHOTS = shotsDir('leads-walk');
const run = Date.now().toString(36);

async function publish(page: Page, propertyId: string): Promise<number> {
  await openPage(page, `/property-detail/${propertyId}`);
  const site = page.getByRole('region', { name: 'Site de l’agence' });
  await site.getByRole('switch', { name: 'Publié sur le site' }).click();
  await toastCame(page, 'Le bien est publié sur le site.');
  await expect(site.getByRole('link', { name: 'Voir l’annonce sur le site' })).toBeVisible();
  const detail = await page.request.get(endpoints.properties.get.path.replace(':id', propertyId));
  return ((await detail.json()) as { siteReference: number }).siteReference;
}

test('issue 29 walk: a published site, a visitor’s form and a SeLoger e-mail in the IMAP mailbox become leads; a known client merged; one click to a client with a search', async ({
  signedInHead: { page },
  browser,
}) => {
  test.skip(!hasDovecot, NO_DOVECOT_MESSAGE);
  test.setTimeout(240_000);
  const imap = await startDovecot();
  try {
    const slug = `agence-du-parc-${run}`;

    // The head: the site's address, the legal identity and a fee scale.
    await openPage(page, '/agency-settings?onglet=site');
    const form = page.getByRole('form', { name: 'Site et demandes' });
    await form.getByLabel('Adresse', { exact: true }).fill(slug);
    await expect(form.getByText('Cette adresse est libre.')).toBeVisible();
    await form.getByLabel('N° de carte professionnelle').fill('CPI 6901 2019 000 054 321');
    await form.getByLabel('CCI de délivrance').fill('CCI de Lyon Métropole');
    await form.getByLabel('Garant financier').fill('Galian');
    await form.getByLabel('Montant de la garantie (€)').fill('110000');
    await form.getByLabel('Assureur RCP').fill('MMA IARD');
    await form.getByLabel('N° de police RCP').fill('RCP-7654321');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastCame(page, 'Réglages du site enregistrés.');
    const fees = page.getByRole('form', { name: 'Barème des honoraires' });
    await fees.getByRole('button', { name: 'Ajouter une ligne' }).click();
    const row = fees.getByRole('listitem', { name: 'Ligne 1' });
    await row.getByLabel('Libellé').fill('Vente');
    await row.getByLabel('Taux (%)').fill('4,5');
    await fees.getByRole('button', { name: 'Enregistrer le barème' }).click();
    await toastCame(page, 'Barème enregistré.');

    // Two listings under mandate, published from their pages.
    const parc = await completeSale(page, {
      name: 'Appartement du Parc',
      address: '3 rue Duquesne',
      mandator: 'Lucie Garnier',
    });
    const quais = await completeSale(page, {
      name: 'Appartement des Quais',
      address: '21 quai Victor-Augagneur',
      mandator: 'Paul Renard',
    });
    await publish(page, parc);
    const quaisReference = await publish(page, quais);

    // A known client, whose e-mail the portal's message will carry.
    const knownEmail = `jeanne.morel.${run}@exemple.fr`;
    const known = await page.request.post(endpoints.clients.create.path, {
      headers,
      data: { fullName: 'Jeanne Morel', firstName: 'Jeanne', email: knownEmail, phone: '06 11 22 33 44' },
    });
    expect(known.status(), await known.text()).toBe(201);

    // A visitor: the agency's page lists both, the listing shows its DPE and its fees.
    const visitorContext = await browser.newContext({ locale: 'fr-FR' });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/agences/${slug}`);
    await expect(visitor.locator('#biens').getByRole('link', { name: /Appartement du Parc/ })).toBeVisible();
    await expect(
      visitor.locator('#biens').getByRole('link', { name: /Appartement des Quais/ }),
    ).toBeVisible();
    await expect(visitor.getByText('CPI 6901 2019 000 054 321', { exact: false }).first()).toBeVisible();
    await visitor
      .locator('#biens')
      .getByRole('link', { name: /Appartement du Parc/ })
      .click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Appartement du Parc');
    await expect(visitor.getByRole('img', { name: /Classe énergie D/ })).toBeVisible();
    await expect(visitor.getByRole('img', { name: /Classe climat C/ })).toBeVisible();
    await expect(visitor.getByText(/honoraires/i).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Barème des honoraires' }).first()).toBeVisible();

    const contact = visitor.locator('#contact');
    await contact.getByLabel(publicSiteMessages.form.name).fill('Nicolas Faure');
    await contact.getByLabel(publicSiteMessages.form.email).fill(`nicolas.faure.${run}@exemple.fr`);
    await contact.getByLabel(publicSiteMessages.form.phone).fill('06 55 44 33 22');
    await contact.getByLabel(publicSiteMessages.form.message).fill('Bonjour, le bien est-il encore libre ?');
    await contact.getByLabel(publicSiteMessages.form.wantsVisit).check();
    await contact.getByLabel(/J’accepte que/).check();
    // A person takes longer than the minimum fill time to write this.
    await visitor.waitForTimeout(3_500);
    await contact.getByRole('button', { name: publicSiteMessages.form.submit }).click();
    await expect(visitor.getByRole('status')).toContainText(leadsMessages.formSent);
    await visitorContext.close();

    // The portal's e-mail arrives in the agency's mailbox; the head connects it and asks for a poll.
    await openPage(page, '/agency-settings?onglet=site');
    const mailbox = page.getByRole('form', { name: 'Boîte de réception des demandes' });
    await mailbox.getByLabel('Serveur IMAP').fill(imap.host);
    await mailbox.getByLabel('Port').fill(String(imap.port));
    await mailbox.getByLabel('Identifiant').fill(imap.user);
    await mailbox.getByRole('textbox', { name: 'Mot de passe' }).fill(imap.password);
    const secure = mailbox.getByRole('switch', { name: 'Connexion chiffrée (SSL/TLS)' });
    if ((await secure.getAttribute('aria-checked')) === 'true') await secure.click();
    const enabled = mailbox.getByRole('switch', { name: 'Relever cette boîte' });
    if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
    await mailbox.getByRole('button', { name: 'Enregistrer la boîte' }).click();
    await toastCame(page, 'Boîte de réception enregistrée.');
    await imap.append(
      selogerMail(
        quaisReference,
        { name: 'Jeanne Morel', email: knownEmail, phone: '06 11 22 33 44' },
        `${run}.walk.${quaisReference}`,
      ),
    );
    await page.getByRole('button', { name: 'Relever maintenant' }).click();
    await toastCame(page, 'Relève demandée');

    // « Demandes »: both leads, the portal's on the right listing and merged with the known client.
    await openPage(page, '/demandes');
    const table = page.getByRole('table', { name: 'Demandes reçues' });
    await expect(async () => {
      await page.reload();
      await expect(table.getByRole('row').filter({ hasText: 'Jeanne Morel' })).toHaveCount(1, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    expect(await imap.counts()).toEqual({ total: 1, unseen: 0 });
    const jeanne = table.getByRole('row').filter({ hasText: 'Jeanne Morel' });
    await expect(jeanne.getByText('SeLoger')).toBeVisible();
    await expect(jeanne.getByRole('link', { name: 'Appartement des Quais' })).toBeVisible();
    await expect(jeanne.getByText('Client\u00a0: Jeanne Morel')).toBeVisible();
    const nicolas = table.getByRole('row').filter({ hasText: 'Nicolas Faure' });
    await expect(nicolas.getByText('Site de l’agence')).toBeVisible();
    await expect(nicolas.getByRole('link', { name: 'Appartement du Parc' })).toBeVisible();
    await shootAndCheck(page, SHOTS, 'inbox', { tapTargets: true });

    await jeanne.getByRole('link', { name: 'Jeanne Morel' }).click();
    await expect(page.getByRole('link', { name: 'Fiche client\u00a0: Jeanne Morel' })).toBeVisible();

    // The visitor: one click makes the client and a search from the listing.
    await openPage(page, '/demandes');
    await table.getByRole('link', { name: 'Nicolas Faure' }).click();
    await expect(page.getByText('Bonjour, le bien est-il encore libre ?')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'et une recherche depuis ce bien' })).toBeChecked();
    await page.getByRole('button', { name: 'Créer le client' }).click();
    await toastCame(page, 'Client et recherche créés');
    await page.getByRole('link', { name: /^Fiche client/ }).click();
    await expect(page.getByRole('article', { name: /Achat/ })).toBeVisible();
    await shootAndCheck(page, SHOTS, 'client', { widths: [1280] });
  } finally {
    await imap.close();
  }
});
