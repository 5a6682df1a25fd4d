import fs from 'node:fs';
import path from 'node:path';
import { CSRF_HEADER, endpoints, type ResponseOf } from '@immopilote/contracts';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  E2E_ADMIN,
  expect,
  field,
  newPerson,
  type Person,
  signInAdminByApi,
  signUpByApi,
  signUpPaidHeadByApi,
  test,
  toastRegion,
  uniqueEmail,
  verifyEmailByApi,
} from './fixtures';
import { ALL_AXE_RULES, shootAndCheck, shotsDir } from './screens';

const headers = { [CSRF_HEADER]: '1' };
/** The e2e server's storage (playwright.config.ts: DATA_DIR=.tmp/e2e-data-<port>, local driver under files/). */
const FILES_DIR = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}`, 'files');
const SHOTS = shotsDir('admin-profile');
const ADMIN_EMAIL = E2E_ADMIN.email;

/** Every stored object of one agency, whatever the bucket (keys start with the agency id). */
function storedFilesOf(agencyId: string): string[] {
  if (!fs.existsSync(FILES_DIR)) return [];
  return fs.readdirSync(FILES_DIR).flatMap((bucket) => {
    const dir = path.join(FILES_DIR, bucket, agencyId);
    if (!fs.existsSync(dir)) return [];
    // Objects are files; the local driver may leave empty folders behind (S3 has none).
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  });
}

/** Both sizes, no sideways scroll, and axe with every rule. */
const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tags: ALL_AXE_RULES });

/** A signed-in page of its own (own cookies), as another person in another browser. */
async function otherPerson(browser: Browser) {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  return context.newPage();
}

/** A paid head of an agency with the given name, signed in on `page`, with one property and its photo. */
async function paidHeadWithProperty(page: Page, agencyName: string) {
  const head = await signUpPaidHeadByApi(page.request, 'pro', {
    person: { firstName: 'Hélène', lastName: 'Garnier' },
    agency: { name: agencyName, address: '8 rue Sainte', city: 'Marseille', zip: '13001' },
  });
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer();
  const created = await page.request.post(endpoints.properties.create.path, {
    headers,
    multipart: {
      name: 'Appartement T3 Vieux-Port',
      price: '325000',
      type: 'Vente',
      address: '8 rue Sainte',
      city: 'Marseille',
      zip: '13001',
      description: 'Lumineux.',
      photos: { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(created.status()).toBe(201);
  return { person: head, agencyId: head.agencyId, code: head.agencyCode };
}

async function joinByApi(page: Page, code: string): Promise<Person> {
  const person = newPerson({ email: uniqueEmail('membre'), firstName: 'Louis', lastName: 'Moreau' });
  await signUpByApi(page.request, { mode: 'join', ...person, agencyCode: code });
  // The agency's closing is mailed to a confirmed address only.
  await verifyEmailByApi(page.request, person.email);
  return person;
}

async function deleteMyAccount(page: Page, password: string) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous absolument sûr ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Oui, supprimer mon compte' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toastRegion(page).getByText('Compte supprimé')).toBeVisible();
}

test('the administrator: counters, search, an agency’s detail, and its entry in the audit log', async ({
  page,
  browser,
}) => {
  const agencyName = `Agence Calanques ${Date.now().toString(36)}`;
  const head = await paidHeadWithProperty(await otherPerson(browser), agencyName);

  await signInAdminByApi(page.request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Panneau Administrateur' })).toBeVisible();
  await expect(page).toHaveTitle('Administration — ImmoPilote');
  for (const counter of ['Utilisateurs', 'Agences', 'Biens']) {
    await expect(page.getByRole('term').filter({ hasText: counter })).toBeVisible();
  }
  await page.getByRole('searchbox').fill('calanques');
  const row = page.getByRole('row', { name: new RegExp(agencyName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${head.person.firstName} ${head.person.lastName}`);
  await expect(row).toContainText('Pro');
  await expect(page.getByRole('row')).toHaveCount(2);
  await shoot(page, 'admin');

  await row.getByRole('link', { name: `Détails de l’agence ${agencyName}` }).click();
  await expect(page.getByRole('heading', { name: agencyName })).toBeVisible();
  await expect(page.getByText('8 rue Sainte, 13001 Marseille')).toBeVisible();
  await expect(page.getByRole('row', { name: /Hélène Garnier/ })).toContainText('Chef d’agence');
  await expect(page.getByRole('row', { name: /Appartement T3 Vieux-Port/ })).toContainText('325 000 €');
  await shoot(page, 'admin-agency');

  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page.getByRole('heading', { name: 'Panneau Administrateur' })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveValue('calanques');
  const audit = page.getByRole('listitem').filter({ hasText: ADMIN_EMAIL }).first();
  await expect(audit).toContainText(`Consultation du détail : ${agencyName}`);
});

test('anyone else is refused: « Accès non autorisé », /dashboard, and 403 from the API', async ({
  signedInHead: { page },
}) => {
  await page.goto('/admin');
  await expect(toastRegion(page).getByText('Accès non autorisé')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get(endpoints.admin.stats.path)).status()).toBe(403);
});

test('Mon profil: edit the name, ask for the reset e-mail', async ({ signedInHead: { page } }) => {
  await page.goto('/profile');
  await expect(page).toHaveTitle('Mon profil — ImmoPilote');
  await expect(page.getByText('Votre adresse e-mail ne peut pas être modifiée.')).toBeVisible();
  await field(page, 'Prénom').fill('Élodie');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastRegion(page).getByText('Votre profil a été mis à jour.')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Prénom')).toHaveValue('Élodie');
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(toastRegion(page).getByText('E-mail envoyé')).toBeVisible();
  // The page itself is looked at, not a toast fading out (axe measures it half transparent).
  await expect(toastRegion(page).getByText('E-mail envoyé')).toBeHidden({ timeout: 10_000 });
  await shoot(page, 'profile');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await shoot(page, 'profile-delete-dialog');
});

test('a member deletes their account: signed out, and the account is gone', async ({
  signedInHead: head,
  browser,
}) => {
  const me = (await (await head.page.request.get(endpoints.auth.me.path)).json()) as ResponseOf<
    typeof endpoints.auth.me
  >;
  const member = await otherPerson(browser);
  const person = await joinByApi(member, me.me.agency!.code);
  await member.goto('/profile');
  await member.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = member.getByRole('alertdialog');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await dialog.getByRole('button', { name: 'Oui, supprimer mon compte' }).click();
  await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  await deleteMyAccount(member, person.password);
  const signIn = await member.request.post(endpoints.auth.signIn.path, {
    headers,
    data: { email: person.email, password: person.password },
  });
  expect(signIn.status()).toBe(401);
});

test('a head deletes their account: the member lands on /join-agency, the agency’s files are gone', async ({
  page,
  browser,
}) => {
  const head = await paidHeadWithProperty(page, `Agence Estaque ${Date.now().toString(36)}`);
  expect(storedFilesOf(head.agencyId).length).toBeGreaterThan(0);
  const member = await otherPerson(browser);
  await joinByApi(member, head.code);
  await member.goto('/waiting-for-approval');
  await expect(member.getByRole('heading', { name: 'En attente de validation' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText(/supprimer votre compte supprime aussi votre agence/)).toBeVisible();
  await deleteMyAccount(page, head.person.password);

  expect(storedFilesOf(head.agencyId)).toEqual([]);
  // Polling the waiting screen belongs to the pending path (issue 10, other part): open it again.
  await member.reload();
  await expect(member).toHaveURL(/\/join-agency$/);
  const mailbox = (await (await member.request.get(endpoints.dev.mailbox.path)).json()) as ResponseOf<
    typeof endpoints.dev.mailbox
  >;
  expect(mailbox.items.some((m) => /a été fermée/.test(m.subject))).toBe(true);
});
