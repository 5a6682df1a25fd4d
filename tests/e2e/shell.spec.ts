import { expect, test } from './fixtures';
import { smallTargets } from './screens';

test.use({ viewport: { width: 390, height: 844 }, headPlan: 'premium' });

test('on a phone the navigation is a drawer that closes after a choice', async ({
  signedInHead: { page },
}) => {
  await page.goto('/dashboard');
  // In CI under load, a tap before the dashboard had arrived twice left no drawer: tap once it is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

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

test('on a phone the five daily entries sit in a bottom bar that hides nothing', async ({
  signedInHead: { page },
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/agenda');
  const bar = page.getByRole('navigation', { name: 'Navigation rapide' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');

  expect(await bar.locator('a, button').allTextContents()).toEqual([
    'Accueil',
    'Agenda',
    'Ajouter',
    'Clients',
    'Menu',
  ]);
  expect(await smallTargets(bar), 'tap targets of the bottom bar').toEqual([]);
  const barBox = await bar.boundingBox();
  expect(barBox && Math.round(barBox.y + barBox.height)).toBe(740);

  // Scrolled to the end, the page's last line ends above the bar, not behind it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const contentBottom = await page
    .locator('#contenu > div')
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect(contentBottom).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);

  await bar.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/client-directory$/);
  await expect(bar.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Agenda' })).not.toHaveAttribute('aria-current');

  // « Menu » opens the drawer with every other entry, and the focus comes back to it.
  const menu = bar.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'ImmoPilote' });
  await expect(drawer.getByRole('link', { name: 'Registre des mandats' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  // From the md breakpoint the sidebar takes over.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
});
