import { expect, test } from '@playwright/test';
import { field, newPerson, sampleAgency, signIn, signUp, toastRegion } from './fixtures';

test('empty fields show the "Erreur" toast', async ({ page }) => {
  await page.goto('/login');
  await expect(field(page, 'E-mail')).toHaveAttribute('type', 'email');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toastRegion(page).getByText('Veuillez remplir tous les champs')).toBeVisible();
  await expect(toastRegion(page).getByText('Erreur', { exact: true })).toBeVisible();
});

test('a wrong password shows "Échec de la connexion"; the right one signs in', async ({ page }) => {
  const person = newPerson();
  await signUp(page, person, { agency: { ...sampleAgency, name: 'Agence Connexion' } });
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, person.email, 'pas-le-bon-mot-de-passe');
  await expect(toastRegion(page).getByText('Échec de la connexion')).toBeVisible();
  await expect(toastRegion(page).getByText('E-mail ou mot de passe incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await field(page, 'Mot de passe').fill(person.password);
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(field(page, 'Mot de passe')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toastRegion(page).getByText('Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('forgot password with an empty e-mail asks for it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(toastRegion(page).getByText('E-mail requis')).toBeVisible();
});
