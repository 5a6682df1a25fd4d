import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, headPlan: 'premium' });

test('on a phone the navigation is a drawer that closes after a choice', async ({
  signedInHead: { page },
}) => {
  await page.goto('/dashboard');

  // The desktop sidebar is hidden on small screens.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'ImmoPilote' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await drawer.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(drawer).toBeHidden();
});
