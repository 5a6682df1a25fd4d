import { CSRF_HEADER } from '@immopilote/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { acceptedColleague, expect, field, newPerson, signIn, test, toastRegion } from './fixtures';
import { expectNoSeriousAxeViolation, shoot, shotsDir } from './screens';

/** Screenshots of the screens built here, looked at before the work is called done (UX.md). */
const SHOTS = shotsDir('two-factor');

/**
 * What the authenticator app shows, computed with the same library as the server. `steps` ahead:
 * the code that confirmed enrolment has been used, and a code is accepted once.
 */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const headers = { [CSRF_HEADER]: '1' };

async function enrolByApi(request: APIRequestContext): Promise<string> {
  const setup = await request.post('/api/profile/two-factor/setup', { headers });
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await request.post('/api/profile/two-factor/confirm', {
    headers,
    data: { code: codeFor(secret) },
  });
  expect(confirm.status()).toBe(200);
  return secret;
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.goto('/login');
}

test('enable two-factor sign-in from the profile, then sign in with a code and with a recovery code once', async ({
  signedInHead: head,
}) => {
  const { page } = head;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shoot(page, SHOTS, 'profile-enrolment');
  await expectNoSeriousAxeViolation(page, { afterToasts: true });

  await field(page, 'Code de vérification').fill('000000' === codeFor(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Code incorrect ou expiré.')).toBeVisible();
  await field(page, 'Code de vérification').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirmer' }).click();

  const list = page.getByRole('list', { name: 'Codes de récupération' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  await shoot(page, SHOTS, 'profile-recovery-codes');
  await page.getByRole('button', { name: 'J’ai enregistré mes codes' }).click();
  await expect(page.getByText(/Activée : un code de votre application/)).toBeVisible();
  await expect(page.getByText(/10 codes de récupération restants/)).toBeVisible();
  await expect(list).toHaveCount(0);
  await shoot(page, SHOTS, 'profile-enabled');

  // Sign-in asks for the code after the password; no session before it.
  await signOut(page);
  await signIn(page, head.email, head.password);
  await expect(field(page, 'Code de vérification')).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await shoot(page, SHOTS, 'login-code-step');
  await expectNoSeriousAxeViolation(page, { afterToasts: true });
  await field(page, 'Code de vérification').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code works once.
  await signOut(page);
  await signIn(page, head.email, head.password);
  await page.getByRole('button', { name: 'Utiliser un code de récupération' }).click();
  await field(page, 'Code de récupération').fill(recoveryCodes[0]!);
  await shoot(page, SHOTS, 'login-recovery-step');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await signIn(page, head.email, head.password);
  await page.getByRole('button', { name: 'Utiliser un code de récupération' }).click();
  await field(page, 'Code de récupération').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('Code incorrect ou expiré.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the head requires two-factor sign-in: a member without it is asked to set it up at sign-in', async ({
  signedInHead: head,
  browser,
  baseURL,
}) => {
  const { page } = head;
  await page.goto('/agency-settings');
  const toggle = page.getByRole('switch', {
    name: 'Exiger la double authentification pour tous les membres',
  });
  // The head must have it first.
  await expect(toggle).toBeDisabled();
  await expect(page.getByRole('link', { name: /Activez d’abord la double authentification/ })).toBeVisible();
  await enrolByApi(page.request);
  await page.reload();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(
    toastRegion(page).getByText('Double authentification exigée pour tous les membres'),
  ).toBeVisible();
  await expect(toggle).toBeChecked();
  await shoot(page, SHOTS, 'agency-security');
  await expectNoSeriousAxeViolation(page, { afterToasts: true });

  // A colleague joins and is accepted.
  const member = newPerson({ firstName: 'Hugo', lastName: 'Lefèvre' });
  const colleague = await acceptedColleague(browser, baseURL, page, member);
  const memberPage = colleague.page;

  await memberPage.context().clearCookies();
  await signIn(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/two-factor-setup$/);
  await expect(memberPage.getByRole('heading', { name: 'Sécurisez votre compte' })).toBeVisible();
  // No agency data before enrolling.
  expect((await memberPage.request.get('/api/properties')).status()).toBe(403);
  await memberPage.goto('/dashboard');
  await expect(memberPage).toHaveURL(/\/two-factor-setup$/);
  await shoot(memberPage, SHOTS, 'two-factor-setup');
  await expectNoSeriousAxeViolation(memberPage, { afterToasts: true });

  await memberPage.getByRole('button', { name: 'Activer la double authentification' }).click();
  const secret = (await memberPage.locator('code').innerText()).replace(/\s/g, '');
  await field(memberPage, 'Code de vérification').fill(codeFor(secret));
  await memberPage.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    memberPage.getByRole('list', { name: 'Codes de récupération' }).getByRole('listitem'),
  ).toHaveCount(10);
  await shoot(memberPage, SHOTS, 'two-factor-setup-codes');
  await memberPage.getByRole('button', { name: 'J’ai enregistré mes codes' }).click();
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await colleague.close();
});
