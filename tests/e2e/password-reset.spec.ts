import { expect, test } from '@playwright/test';
import { field, newPerson, sampleAgency, signIn, signUp, toastRegion } from './fixtures';

test('forgot password → mailbox → new password → sign in with it, not with the old one', async ({ page }) => {
  const person = newPerson({ firstName: 'Inès' });
  await signUp(page, person, { agency: { ...sampleAgency, name: 'Agence Mot de Passe' } });
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await field(page, 'Email').fill(person.email);
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(toastRegion(page).getByText('Email envoyé')).toBeVisible();

  await page.goto('/dev/mailbox');
  const mail = page.getByRole('article').filter({ hasText: person.email }).first();
  const link = mail.getByRole('link', { name: /\/update-password#token=/ });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
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
  await expect(toastRegion(page).getByText('Sign in Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await field(page, 'Mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('/update-password without a token says the link is invalid', async ({ page }) => {
  await page.goto('/update-password');
  await expect(page.getByRole('heading', { name: 'Lien invalide ou expiré' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
