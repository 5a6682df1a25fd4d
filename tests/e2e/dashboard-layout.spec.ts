import { expect, test, toastCame } from './fixtures';
import { LONG_CITY, LONG_NAME, seedDashboard } from './dashboard-data';
import { expectNoSeriousAxeViolation } from './screens';

/**
 * Issue 27 §1 and §7: every element of the spec's dashboard is on the page, at least six listings
 * show at 1280 × 800, and on a phone (360 × 740, emulated as one: a page wider than the screen
 * zooms out and moves the fixed bottom bar) the first listing's name and price show without
 * scrolling, with long content, nothing scrolls sideways and the bottom bar ends at the screen's
 * bottom. The view chosen on the phone is the one the desktop shows next (kept on the server).
 */
test('the dashboard as specified, its listings above the fold at 1280 and at 360 with long content', async ({
  signedInHead: { page, firstName, lastName, email, agencyCode },
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await seedDashboard(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');

  const header = page.locator('#contenu header').first();
  await expect(header).toContainText(`${firstName} ${lastName}`);
  await expect(header).toContainText('(Chef d’agence)');
  await expect(header).toContainText(email);
  const strip = page.getByRole('region', { name: 'Votre agence' });
  await expect(strip).toContainText('Agence du Vieux-Port');
  await expect(strip).toContainText('13002\u00a0Marseille');
  await expect(strip.getByRole('link', { name: 'Gérer l’abonnement' })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'Paramètres' })).toBeVisible();
  const shortcuts = page.getByRole('navigation', { name: 'Raccourcis' });
  await expect(shortcuts.getByRole('link')).toHaveText([
    'Ajouter un bien',
    'Clients',
    'Optimiseur IA',
    'Analyse d’avis',
    'Recherche web',
  ]);
  await expect(page.getByRole('region', { name: 'Chiffres clés' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher un bien' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes biens (9)' })).toBeVisible();

  // The dense list by default: at least six whole rows above the fold.
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(9);
  const bottoms = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().bottom));
  expect(
    bottoms.filter((bottom) => bottom <= 800).length,
    `row bottoms ${bottoms.join(', ')}`,
  ).toBeGreaterThanOrEqual(6);
  await expect(rows.first()).toContainText(LONG_NAME);
  await expect(rows.first()).toContainText(/125\s000\s000\s€/);
  await expect(page.locator('table tbody tr').last()).toContainText(/n°\s\d+/);

  await strip.getByRole('button', { name: `Copier le code de l’agence ${agencyCode}` }).click();
  await toastCame(page, 'Code copié');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(agencyCode);
  await expectNoSeriousAxeViolation(page, { label: 'dashboard at 1280 px' });

  // A phone of the same member, with its own touch screen and viewport meta.
  const phone = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    storageState: await page.context().storageState(),
  });
  const mobile = await phone.newPage();
  await mobile.goto('/dashboard');
  const first = mobile.locator('a[href^="/property-detail/"]:visible').first();
  await expect(first).toContainText(LONG_NAME);
  await expect(first).toContainText(LONG_CITY);
  await expect(mobile.getByRole('region', { name: 'Aujourd’hui' }).getByText('Journée')).toBeVisible();
  const bar = mobile.getByRole('navigation', { name: 'Navigation rapide' });
  const barBox = await bar.boundingBox();
  expect(
    barBox && barBox.y + barBox.height,
    'the bottom bar ends at the screen’s bottom',
  ).toBeLessThanOrEqual(740);
  for (const part of [first.getByText(LONG_NAME), first.getByText(/125\s000\s000\s€/)]) {
    const box = await part.boundingBox();
    // Above the bottom bar, which covers the screen's last 57 px.
    expect(box && box.y + box.height, 'the first listing’s name and price').toBeLessThanOrEqual(
      barBox?.y ?? 0,
    );
  }
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(
    mobile.getByRole('region', { name: 'Votre agence' }).getByRole('link', { name: 'Paramètres' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(mobile, { label: 'dashboard at 360 px' });

  // The cards chosen on the phone are what the desktop shows next.
  await mobile.getByRole('button', { name: 'Cartes' }).click();
  await expect(mobile.getByRole('button', { name: 'Cartes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(mobile.locator('a[href^="/property-detail/"]:visible').first()).toContainText(LONG_NAME);
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.close();
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByRole('button', { name: 'Cartes' }).getAttribute('aria-pressed');
    })
    .toBe('true');
  await expect(page.locator('table')).toHaveCount(0);
});
