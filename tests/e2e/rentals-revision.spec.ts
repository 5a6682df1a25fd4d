import { expect, signInAdminByApi, test, toastCame } from './fixtures';
import { shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('rentals-revision');

test('the administrator adds the next IRL quarter; a typo is refused under its field', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAdminByApi(page.request);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Indice de référence des loyers/ }).click();
  await expect(page).toHaveURL(/\/admin\/irl$/);
  await expect(page.getByRole('heading', { name: 'Indice de référence des loyers (IRL)' })).toBeVisible();
  await expect(page.getByText(/^T3.2025 · 145,77$/)).toBeVisible();
  // The form proposes the quarter after the last one: T4 2025.
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel(/^Année/)).toHaveValue('2025');
  await expect(panel.getByLabel(/^Trimestre/)).toHaveValue('4');
  const value = panel.getByLabel(/^Valeur/);
  await value.fill('171,20');
  await panel.getByRole('button', { name: 'Ajouter le trimestre' }).click();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText(/s’écarte de plus de 10/)).toBeVisible();
  await value.fill('146,12');
  await panel.getByRole('button', { name: 'Ajouter le trimestre' }).click();
  await toastCame(page, 'Trimestre ajouté');
  await expect(page.getByText(/^T4.2025 · 146,12$/)).toBeVisible();
  await shootAndCheck(page, SHOTS, 'irl-admin');
  await context.close();
});
