import { expect, test } from '@playwright/test';
import { newPerson, sampleAgency, signUp, signUpPaidBoss, toastRegion } from './fixtures';

test.describe.configure({ mode: 'serial' });

let agencyCode = '';

test('sign-up creating an agency, demo payment for Pro, dashboard with the agency card', async ({ page }) => {
  const boss = newPerson({ firstName: 'Claire', lastName: 'Martin' });
  await signUp(page, boss, { agency: sampleAgency });

  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('Populaire')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Starter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();

  await page.getByRole('button', { name: 'Choisir Pro' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { name: /Paiement de démonstration — aucun paiement réel/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Payer 384/ }).click();

  await expect(page).toHaveURL(/\/payment-success\?checkout=/);
  await expect(toastRegion(page).getByText('Paiement réussi !')).toBeVisible();
  await page.getByRole('link', { name: 'Aller au tableau de bord' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard is a working page (issue 16): figures and listings; the agency's card moved to « Mon agence ».
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chiffres clés' })).toContainText('Biens actifs');
  await page.goto('/agency-settings');
  agencyCode = ((await page.getByTestId('agency-code').textContent()) ?? '').trim();
  expect(agencyCode).toMatch(/^[A-Z0-9]{6}$/);

  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Administration' })).toHaveCount(0);
});

test('sign-up joining that agency by code waits for approval', async ({ page }) => {
  test.skip(!agencyCode, 'needs the agency created by the previous test');
  await signUp(page, newPerson({ firstName: 'Hugo' }), { agencyCode: agencyCode.toLowerCase() });
  await expect(page).toHaveURL(/\/waiting-for-approval$/);
  await expect(page.getByRole('heading', { name: 'En attente de validation' })).toBeVisible();

  // The shell keeps a pending member out even when the URL is typed.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/waiting-for-approval$/);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('sign-up with an unknown agency code shows the error under the field', async ({ page }) => {
  await signUp(page, newPerson(), { agencyCode: 'ZZZZZ9' });
  await expect(page.getByText('Code d’agence invalide ou introuvable.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('/payment-success says « Paiement réussi ! » only for a paid checkout of the caller’s agency', async ({
  page,
}) => {
  // A visitor who never paid goes where the gate sends them: the sign-in page.
  await page.goto('/payment-success');
  await expect(page).toHaveURL(/\/login/);
  await expect(toastRegion(page).getByText('Paiement réussi !')).toHaveCount(0);
  // A head whose agency has not paid, with or without a made-up checkout: back to the plans.
  await signUp(page, newPerson(), { agency: { ...sampleAgency, name: 'Agence Sans Paiement' } });
  await expect(page).toHaveURL(/\/subscription$/);
  for (const path of ['/payment-success', '/payment-success?checkout=7f0c8a4e-5b1d-4f6a-9c3e-2d8b1a6e4f10']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/subscription$/);
  }
  await expect(page.getByRole('heading', { name: 'Paiement réussi !' })).toHaveCount(0);
});

test('a head who has not paid is sent back to /subscription from the dashboard', async ({ page }) => {
  await signUp(page, newPerson(), { agency: { ...sampleAgency, name: 'Agence Impayée' } });
  await expect(page).toHaveURL(/\/subscription$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(toastRegion(page).getByText('Abonnement requis')).toBeVisible();
});

test('logout from the shell returns to the landing page', async ({ page }) => {
  await signUpPaidBoss(page, newPerson(), 'Starter');
  // /payment-success moves on by itself after 5 s.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
