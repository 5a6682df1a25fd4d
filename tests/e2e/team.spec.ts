import { endpoints, type ResponseOf } from '@immopilote/contracts';
import { expect, field, test, toastCame, uniqueEmail } from './fixtures';
import { shootAndCheck, shotsDir } from './screens';

/** Screenshots of the screens built here, looked at before the work is called done (UX.md). */
const SHOTS = shotsDir('team');

/**
 * Issue 27 §3, a team's first week: the head invites by e-mail, the invitee signs up from the
 * mailed link (code and address filled in), the head hears of the request and accepts with the
 * permissions they choose, and the new member is told why a page is closed to them.
 */
test('invite by e-mail → sign up from the link → accept with permissions → the member sees why', async ({
  signedInHead: head,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { page } = head;
  const email = uniqueEmail('invitee');

  await page.goto('/agency-settings?onglet=membres');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Prénom (facultatif)').fill('Nina');
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await toastCame(page, 'Invitation envoyée');
  await expect(page.getByRole('region', { name: 'Invitations en attente' }).getByText(email)).toBeVisible();
  await shootAndCheck(page, SHOTS, 'agency-members-invitation', { axeAtEachSize: true });

  // The mail's link, from the development mailbox.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(endpoints.dev.mailbox.path);
      const { items } = (await res.json()) as ResponseOf<typeof endpoints.dev.mailbox>;
      link = items
        .filter((m) => m.to === email)
        .map((m) => /https?:\/\/[^\s]+\/signup\?[^\s]+/.exec(m.text)?.[0])
        .find(Boolean);
      return link;
    })
    .toBeTruthy();
  const { pathname, search } = new URL(link!);

  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const invitee = await context.newPage();
  await invitee.goto(`${pathname}${search}`);
  await expect(invitee.getByRole('tab', { name: 'Rejoindre une agence', selected: true })).toBeVisible();
  await expect(field(invitee, 'Code de l’agence')).toHaveValue(head.agencyCode);
  await expect(field(invitee, 'E-mail')).toHaveValue(email);
  await shootAndCheck(invitee, SHOTS, 'signup-invitation', { axeAtEachSize: true });
  await field(invitee, 'Prénom').fill('Nina');
  await field(invitee, 'Nom').fill('Roux');
  await field(invitee, 'Téléphone').fill('06 12 34 56 78');
  await field(invitee, 'Mot de passe').fill('motdepasse-solide');
  await invitee.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(invitee).toHaveURL(/\/waiting-for-approval$/);

  // The head hears of it: by e-mail, and across the shell.
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Demandes en attente' });
  await expect(notice).toContainText('1 demande d’adhésion en attente');
  await shootAndCheck(page, SHOTS, 'head-dashboard-notice', { axeAtEachSize: true });
  const headMails = (await (await page.request.get(endpoints.dev.mailbox.path)).json()) as ResponseOf<
    typeof endpoints.dev.mailbox
  >;
  expect(
    headMails.items.some(
      (m) => m.to === head.email && m.subject === 'Nouvelle demande pour rejoindre votre agence',
    ),
  ).toBe(true);

  // Accepting asks for the permissions: « Biens » kept, « Répertoire client » unticked.
  await notice.getByRole('link', { name: 'Examiner les demandes' }).click();
  await page.getByRole('button', { name: 'Accepter Nina Roux' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accepter Nina Roux ?' });
  await expect(dialog.getByRole('checkbox', { name: 'Ajouter des biens' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Répertoire client' }).uncheck();
  await shootAndCheck(page, SHOTS, 'accept-dialog', { axeAtEachSize: true, fullPage: false });
  await dialog.getByRole('button', { name: 'Accepter le membre' }).click();
  await toastCame(page, 'Le membre a été validé.');

  // The member works with what was granted, and is told why the client directory is closed.
  await expect(invitee).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const nav = invitee.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Ajouter un bien' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mon agence' })).toHaveCount(0);
  // The invitation proved the address, so the acceptance mail reached it.
  await expect
    .poll(async () => {
      const res = await invitee.request.get(endpoints.dev.mailbox.path);
      const { items } = (await res.json()) as ResponseOf<typeof endpoints.dev.mailbox>;
      return items.filter((m) => m.to === email).map((m) => m.subject);
    })
    .toContain('Votre demande a été acceptée');
  await invitee.goto('/client-directory');
  await expect(
    invitee.getByText('Votre chef d’agence ne vous a pas donné accès au répertoire client.'),
  ).toBeVisible();
  await shootAndCheck(invitee, SHOTS, 'member-no-access', { axeAtEachSize: true });
  await context.close();
});
