import { expect, test } from '../e2e/fixtures';
import { LONG_NAME, seedDashboard } from '../e2e/dashboard-data';
import { shoot } from '../e2e/screens';

/**
 * Issue 27 §1 and §7: the dashboard of a head whose agency has nine properties (one with a long
 * name, a nine-digit price and a 40-character city) and an all-day check-in today, photographed at
 * 1280 × 800 and 360 × 740: what is above the fold (`dashboard`) and the whole page (`dashboard-full`);
 * since issue 27 also « Filtres » open, one filter in use (`dashboard-filters`).
 */
const dir = process.env.SHOTS_DIR ?? 'docs/ux-shots/27/after';

test('issue 27: the dashboard', async ({ signedInHead: { page } }) => {
  test.setTimeout(240_000);
  await seedDashboard(page);
  await page.goto('/dashboard');
  await expect(page.getByText(LONG_NAME).filter({ visible: true }).first()).toBeVisible();
  await shoot(page, dir, 'dashboard', { fullPage: false });
  await shoot(page, dir, 'dashboard-full');

  const dialog = page.getByRole('dialog', { name: 'Filtrer les biens' });
  await page.getByRole('button', { name: /^Filtres/ }).click();
  await dialog.getByLabel('Type').selectOption('Location');
  await dialog.getByRole('button', { name: 'Voir les biens' }).click();
  await expect(page.getByRole('heading', { name: 'Mes biens (3)' })).toBeVisible();
  await shoot(page, dir, 'dashboard-filters', {
    fullPage: false,
    // A popover on the desktop, a sheet on the phone: chosen as it opens, so opened at each size.
    ready: async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: /^Filtres/ }).click();
      await expect(dialog).toBeVisible();
    },
  });
});
