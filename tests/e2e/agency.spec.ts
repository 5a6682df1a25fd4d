import type { Browser, Page } from '@playwright/test';
import {
  expect,
  field,
  newPerson,
  signUp,
  type SignedInHead,
  test,
  toastRegion,
  verifyEmailByApi,
} from './fixtures';
import { expectNoSeriousAxeViolation, shoot, shotsDir } from './screens';

/** Screenshots of the screens built here, looked at before the work is called done (UX.md). */
const SHOTS = shotsDir('agency');

const toast = (page: Page, text: string) => toastRegion(page).getByText(text, { exact: true });

async function agencyCode(head: SignedInHead) {
  const res = await head.page.request.get('/api/auth/me');
  const { me } = await res.json();
  return me.agency.code as string;
}

/** A colleague signs up with the agency code in a browser of their own and waits for the head. */
async function colleagueJoins(
  { browser, baseURL }: { browser: Browser; baseURL: string | undefined },
  head: SignedInHead,
  firstName: string,
  lastName: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const person = newPerson({ firstName, lastName });
  await signUp(page, person, { agencyCode: await agencyCode(head) });
  await expect(page).toHaveURL(/\/waiting-for-approval$/);
  await expect(page.getByText('Vous avez demandé à rejoindre « Agence du Vieux-Port ».')).toBeVisible();
  // The acceptance mail goes to a confirmed address only.
  await verifyEmailByApi(page.request, person.email);
  return { page, person, close: () => context.close() };
}

test('join with the code → the head accepts → the member works with the tools granted', async ({
  signedInHead: head,
  browser,
  baseURL,
}) => {
  const colleague = await colleagueJoins({ browser, baseURL }, head, 'Louis', 'Moreau');
  await shoot(colleague.page, SHOTS, 'waiting-for-approval');

  // The head sees the request on the dashboard and in the navigation, then answers it in Membres.
  const { page } = head;
  await page.goto('/dashboard');
  const pendingFigure = page
    .getByRole('region', { name: 'Chiffres clés' })
    .getByRole('link', { name: /Demandes d’adhésion 1/ });
  await expect(pendingFigure).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Mon agence 1 demande d’adhésion en attente' }),
  ).toBeVisible();
  await shoot(page, SHOTS, 'dashboard-pending');
  await pendingFigure.click();
  await expect(page).toHaveURL(/\/agency-settings\?onglet=membres$/);
  await expect(page.getByRole('tab', { name: /Membres/, selected: true })).toBeVisible();
  await shoot(page, SHOTS, 'agency-members');
  await expectNoSeriousAxeViolation(page, { afterToasts: true });
  // Accepting asks for the permissions; this head opens the tools one by one, later.
  await page.getByRole('button', { name: 'Accepter Louis Moreau' }).click();
  const accept = page.getByRole('dialog', { name: 'Accepter Louis Moreau ?' });
  for (const preselected of ['Ajouter des biens', 'Répertoire client']) {
    await accept.getByRole('checkbox', { name: preselected }).uncheck();
  }
  await accept.getByRole('button', { name: 'Accepter le membre' }).click();
  await expect(toast(page, 'Le membre a été validé.')).toBeVisible();
  await expect(page.getByText('2 membres actifs')).toBeVisible();

  // The waiting screen moves on by itself; the member has none of the gated tools yet.
  const member = colleague.page;
  await expect(member).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const nav = member.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  for (const tool of ['Ajouter un bien', 'Répertoire client', 'Recherche web', 'Analyse d’avis']) {
    await expect(nav.getByRole('link', { name: tool })).toHaveCount(0);
  }
  const mailbox = await member.request.get('/api/dev/mailbox');
  const mails = (await mailbox.json()).items.filter((m: { to: string }) => m.to === colleague.person.email);
  expect(mails.map((m: { subject: string }) => m.subject)).toContain('Votre demande a été acceptée');

  // The head grants « Ajouter des biens ».
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expect(page).toHaveURL(/onglet=permissions$/);
  const addProperty = page.getByRole('switch', { name: 'Ajouter des biens — Louis Moreau' });
  await expect(addProperty).not.toBeChecked();
  await addProperty.click();
  await expect(toast(page, 'Permissions mises à jour')).toBeVisible();
  await expect(addProperty).toBeChecked();
  await shoot(page, SHOTS, 'agency-permissions');
  await expectNoSeriousAxeViolation(page, { afterToasts: true });

  // The member now adds a property.
  await member.reload();
  await nav.getByRole('link', { name: 'Ajouter un bien' }).click();
  await expect(member).toHaveURL(/\/add-property$/);
  const name = `Studio Croix-Rousse ${Date.now().toString(36)}`;
  await field(member, 'Nom').fill(name);
  await field(member, 'Prix (€)').fill('690');
  await field(member, 'Type').selectOption('Location');
  await field(member, 'Adresse').fill('3 rue d’Austerlitz');
  await field(member, 'Ville').fill('Lyon');
  await field(member, 'Code postal').fill('69004');
  await member.getByRole('button', { name: 'Enregistrer et Optimiser' }).click();
  await expect(toast(member, 'Bien ajouté avec succès !')).toBeVisible();
  await expect(member).toHaveURL(/\/optimize-ad$/);

  // Informations, last: the form, the code and its regeneration.
  await page.getByRole('tab', { name: 'Informations' }).click();
  await expect(field(page, 'Nom de l’agence')).toHaveValue('Agence du Vieux-Port');
  await shoot(page, SHOTS, 'agency-informations');
  await expectNoSeriousAxeViolation(page, { afterToasts: true });
  await field(page, 'Ville').fill('Marseille 2e');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(toast(page, 'Agence mise à jour')).toBeVisible();
  const oldCode = await page.getByTestId('agency-code').textContent();
  await page.getByRole('button', { name: 'Régénérer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Régénérer' }).click();
  await expect(toast(page, 'Code régénéré')).toBeVisible();
  await expect(page.getByTestId('agency-code')).not.toHaveText(oldCode ?? '');

  await colleague.close();
});

test('refusal sends the colleague to /join-agency; Mon agence is the head’s; headship is handed over', async ({
  signedInHead: head,
  browser,
  baseURL,
}) => {
  const colleague = await colleagueJoins({ browser, baseURL }, head, 'Inès', 'Petit');
  const { page } = head;
  await page.goto('/agency-settings?onglet=membres');
  await page.getByRole('button', { name: 'Refuser Inès Petit' }).click();
  await expect(toast(page, 'Le membre a été rejeté.')).toBeVisible();
  await expect(page.getByText('Aucune demande en attente.')).toBeVisible();
  await expect(colleague.page).toHaveURL(/\/join-agency$/, { timeout: 15_000 });
  await expect(colleague.page.getByText('Finalisez votre inscription')).toBeVisible();
  // Elsewhere than /join-agency, the spec's « Action requise » (000 §8), not a silent jump.
  await colleague.page.goto('/dashboard');
  await expect(colleague.page.getByRole('heading', { name: 'Action requise' })).toBeVisible();
  await expect(colleague.page).toHaveURL(/\/dashboard$/);
  await expectNoSeriousAxeViolation(colleague.page, { label: 'Action requise' });
  await shoot(colleague.page, SHOTS, 'action-required');
  await colleague.page.getByRole('link', { name: 'Rejoindre ou créer une agence' }).click();
  await expect(colleague.page).toHaveURL(/\/join-agency$/);
  await colleague.close();

  // An accepted member who is not the head is turned away from « Mon agence ».
  const second = await colleagueJoins({ browser, baseURL }, head, 'Hugo', 'Leroy');
  await page.reload();
  await page.getByRole('button', { name: 'Accepter Hugo Leroy' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accepter le membre' }).click();
  await expect(toast(page, 'Le membre a été validé.')).toBeVisible();
  await expect(second.page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // Not in a member's menu; opened anyway, the page says whose it is.
  await expect(
    second.page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Mon agence' }),
  ).toHaveCount(0);
  await second.page.goto('/agency-settings');
  await expect(second.page.getByText(/^Seul le chef d’agence gère/)).toBeVisible();

  // The head hands headship to Hugo: one head, and each side sees it on their next screen.
  await page.getByRole('button', { name: 'Transmettre la direction à Hugo Leroy' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Transmettre la direction de l’agence ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Transmettre' }).click();
  await expect(toast(page, 'Direction transmise')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('(Chef d’agence)')).toHaveCount(0);
  await page.goto('/agency-settings');
  await expect(page.getByText(/^Seul le chef d’agence gère/)).toBeVisible();

  await second.page.goto('/agency-settings');
  await expect(second.page.getByRole('heading', { level: 1, name: 'Mon agence' })).toBeVisible();
  await second.page.getByRole('tab', { name: /Membres/ }).click();
  await expect(second.page.getByText('Hugo Leroy (vous)')).toBeVisible();
  await second.close();
});
