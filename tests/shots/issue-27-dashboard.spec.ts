import { expect, test } from '../e2e/fixtures';
import { LONG_NAME, seedDashboard } from '../e2e/dashboard-data';
import { shoot } from '../e2e/screens';

/**
 * Issue 27 §1 and §7: the dashboard of a head whose agency has nine properties (one with a long
 * name, a nine-digit price and a 40-character city) and an all-day check-in today, photographed at
 * 1280 × 800 and 360 × 740: what is above the fold (`dashboard`) and the whole page (`dashboard-full`).
 */
const dir = process.env.SHOTS_DIR ?? 'docs/ux-shots/27/after';

test('issue 27: the dashboard', async ({ signedInHead: { page } }) => {
  test.setTimeout(240_000);
  await seedDashboard(page);
  await page.goto('/dashboard');
  await expect(page.getByText(LONG_NAME).first()).toBeVisible();
  await shoot(page, dir, 'dashboard', { fullPage: false });
  await shoot(page, dir, 'dashboard-full');
});
