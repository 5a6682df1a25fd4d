import { endpoints } from '@immopilote/contracts';
import { type Browser, expect, type TestInfo, test } from '@playwright/test';
import {
  field,
  newPerson,
  openPage,
  sampleAgency,
  signIn,
  signInAdminByApi,
  signUp,
  signUpPaidBoss,
  toastRegion,
} from './fixtures';
import { expectNoSeriousAxeViolation, expectNoSidewaysScroll, shoot } from './screens';

/** The administrator, signed in (over HTTP) in a browser of their own. */
async function adminPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'fr-FR' });
  const page = await context.newPage();
  await signInAdminByApi(page.request);
  return { page, close: () => context.close() };
}

test('forgot password → the administrator’s outbox → new password → sign in with it, not with the old one', async ({
  page,
  browser,
}, testInfo) => {
  const person = newPerson({ firstName: 'Inès' });
  await signUp(page, person, { agency: { ...sampleAgency, name: 'Agence Mot de Passe' } });
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);

  // No reset link reaches an address nobody has confirmed: Inès follows the sign-up mail's link first.
  await page.goto('/login');
  await field(page, 'E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(toastRegion(page).getByText('E-mail envoyé')).toBeVisible();
  await page.goto(await confirmationLink(page, person.email));
  await expect(page.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
  // The link is single-use.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Ce lien de confirmation est invalide ou a expiré.' }),
  ).toBeVisible();

  await page.goto('/login');
  await field(page, 'E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(toastRegion(page).getByText('E-mail envoyé')).toBeVisible();

  // The outbox is the administrator's: not the user's, not anyone's on the network.
  expect((await page.request.get(endpoints.admin.outbox.path)).status()).toBe(401);
  const admin = await adminPage(browser, testInfo);
  await openPage(admin.page, '/admin');
  await expect(admin.page.getByRole('heading', { level: 2, name: 'Boîte d’envoi' })).toBeVisible();
  const mail = admin.page.getByRole('article').filter({ hasText: person.email }).first();
  const link = mail.getByRole('link', { name: /\/update-password#token=/ });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await checkOutboxScreen(admin.page, testInfo);
  await admin.close();
  await page.goto(href!);

  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
  const newPassword = 'nouveau-secret-42';
  await field(page, 'Nouveau mot de passe').fill(newPassword);
  await field(page, 'Confirmer le mot de passe').fill('autre-chose');
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();

  await field(page, 'Confirmer le mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(new URL(page.url()).hash).toBe('');

  // The link is single-use.
  await page.goto(href!);
  await expect(page.getByRole('heading', { name: 'Lien invalide ou expiré' })).toBeVisible();

  await signIn(page, person.email, person.password);
  await expect(toastRegion(page).getByText('Échec de la connexion')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await field(page, 'Mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

/** The confirmation link of the sign-up mail, from the development mailbox (loopback only). */
async function confirmationLink(page: import('@playwright/test').Page, email: string) {
  const { items } = (await (await page.request.get(endpoints.dev.mailbox.path)).json()) as {
    items: { to: string; text: string }[];
  };
  const link = items.find((m) => m.to === email)?.text.match(/https?:\/\/\S+\/verify-email#token=\S+/)?.[0];
  expect(link).toBeTruthy();
  // The mail names PUBLIC_URL; the spec's server is the base URL.
  return new URL(link!).pathname + new URL(link!).hash;
}

test('/update-password without a token says the link is invalid', async ({ page }) => {
  await page.goto('/update-password');
  await expect(page.getByRole('heading', { name: 'Lien invalide ou expiré' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

/** axe and the two screenshots (1280 × 800, 360 × 740) of the « Boîte d’envoi » section. */
async function checkOutboxScreen(page: import('@playwright/test').Page, testInfo: TestInfo) {
  // colour-contrast must not see text half-way through the shell's fade-in.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSeriousAxeViolation(page);
  await shoot(page, testInfo.outputPath(), 'admin-outbox', {
    atEachSize: (size) => expectNoSidewaysScroll(page, `the outbox at ${size.width} px`),
  });
}

test('an unconfirmed head sees why in a banner, cannot resend within 5 minutes, and the sign-up link confirms', async ({
  page,
}, testInfo) => {
  const person = newPerson({ firstName: 'Maël' });
  await signUpPaidBoss(page, person, 'Pro', { ...sampleAgency, name: 'Agence Confirmation' });
  await page.goto('/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'Confirmez votre adresse e-mail' });
  await expect(banner).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSeriousAxeViolation(page);
  await shoot(page, testInfo.outputPath(), 'unconfirmed-banner', {
    atEachSize: (size) => expectNoSidewaysScroll(page, `the banner at ${size.width} px`),
  });

  // The sign-up mail left less than 5 minutes ago: no second one, and the banner says where to look.
  await banner.getByRole('button', { name: 'Renvoyer le lien' }).click();
  await expect(toastRegion(page).getByText(/il y a moins de 5 minutes/)).toBeVisible();

  await page.goto(await confirmationLink(page, person.email));
  await expect(page.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
  await shoot(page, testInfo.outputPath(), 'email-confirmed');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByText('Confirmez votre adresse e-mail')).toHaveCount(0);
});
