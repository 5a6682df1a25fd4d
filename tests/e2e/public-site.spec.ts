import { expect, test } from '@playwright/test';
import { openPage } from './fixtures';

test.describe('public header', () => {
  test('Tarifs goes home and scrolls the pricing section into view', async ({ page }) => {
    await openPage(page, '/contact');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: 'Tarifs' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Choisir Pro' })).toBeVisible();
  });

  test('Services and Aide scroll to their sections; logo, Connexion and Créer un compte navigate', async ({
    page,
  }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page.locator('#features')).toBeInViewport();
    await nav.getByRole('link', { name: 'Aide' }).click();
    await expect(page.locator('#help')).toBeInViewport();
    await page.getByRole('link', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await openPage(page, '/contact');
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await openPage(page, '/contact');
    await page.getByRole('link', { name: 'ImmoPilote — accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('mobile (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens, navigates to a section and closes', async ({ page }) => {
    await openPage(page, '/contact');
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#public-mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await menu.getByRole('link', { name: 'Tarifs' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('the menu leads to the login page and closes', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.locator('#public-mobile-menu').getByRole('link', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('#public-mobile-menu')).toHaveCount(0);
  });

  test('nothing overflows horizontally on the landing page', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('landing page', () => {
  test('hero buttons scroll to features and pricing', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Voir les tarifs' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Découvrir les fonctionnalités' }).click();
    await expect(page.locator('#features')).toBeInViewport();
  });

  test('shows no unsourced figure, the three plans with Pro as popular, and the calls to action', async ({
    page,
  }) => {
    await openPage(page, '/');
    for (const claim of ['+50 %', '-70 %', '~12 h']) await expect(page.getByText(claim)).toHaveCount(0);
    await expect(page.locator('#pricing')).toContainText('Tout Starter, plus\u00a0:');
    await expect(page.locator('#pricing')).toContainText('Tout Pro, plus\u00a0:');
    const pricing = page.locator('#pricing');
    for (const [plan, price] of [
      ['Starter', '170'],
      ['Pro', '320'],
      ['Premium', '780'],
    ] as const) {
      const card = pricing
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
      await expect(card).toContainText(price);
      await expect(card.getByRole('link', { name: `Choisir ${plan}` })).toHaveAttribute('href', '/signup');
    }
    await expect(
      pricing.getByRole('listitem').filter({ hasText: 'Populaire' }).getByRole('heading'),
    ).toHaveText('Pro');
    await expect(page.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/signup');
    await page.getByRole('link', { name: 'Contacter l’équipe' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the FAQ has four disclosures that open and close', async ({ page }) => {
    await openPage(page, '/');
    const questions = page.locator('#faq summary');
    await expect(questions).toHaveCount(4);
    const first = page.locator('#faq details').first();
    await questions.first().click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText('Notre service d’import est gratuit', { exact: false })).toBeVisible();
    await questions.first().press('Enter');
    await expect(first).not.toHaveAttribute('open', '');
  });

  test('support: e-mail goes to contact, and no « Voir la FAQ » right under the FAQ', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('button', { name: 'Voir la FAQ' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Nous écrire' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('has French metadata, a description and Open Graph tags', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('ImmoPilote — Le logiciel des agences immobilières');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /ImmoPilote/);
    await openPage(page, '/contact');
    await expect(page).toHaveTitle('Contact — ImmoPilote');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /24 h/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/contact$/);
  });
});

test.describe('contact', () => {
  test('builds a mailto link with the prefilled subject and body', async ({ page }) => {
    await openPage(page, '/contact');
    await page.getByRole('button', { name: 'Ouvrir ma messagerie' }).click();
    await expect(page.getByText('Veuillez indiquer votre nom.')).toBeVisible();
    await expect(page.getByText('Veuillez écrire votre message.')).toBeVisible();
    await page.getByLabel('Votre nom').fill('Camille Martin');
    await page.getByLabel('Votre message').fill('Bonjour,\nUne démo ?');
    await page.getByRole('button', { name: 'Ouvrir ma messagerie' }).click();
    const expected =
      'mailto:support@immopilote.localhost?subject=Demande%20de%20contact%20%E2%80%94%20Camille%20Martin' +
      '&body=Bonjour%2C%0D%0AUne%20d%C3%A9mo%20%3F%0D%0A%0D%0ACamille%20Martin';
    await expect(page.getByRole('link', { name: 'Ouvrir le message prérempli' })).toHaveAttribute(
      'href',
      expected,
    );
    await expect(page.getByRole('link', { name: 'support@immopilote.localhost' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('legal pages and 404', () => {
  test('legal notice and privacy policy show the configured operator, honestly incomplete by default', async ({
    page,
  }) => {
    await openPage(page, '/');
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await expect(page.getByText('Directeur de la publication')).toBeVisible();
    await expect(page.getByText(/ont pas encore été renseignées/)).toBeVisible();
    await page.getByRole('link', { name: 'Politique de confidentialité (RGPD)' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Politique de confidentialité (RGPD)' }),
    ).toBeVisible();
    await expect(page.getByText('30 jours au plus', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@immopilote.localhost' })).toBeVisible();
  });

  test('terms of service, which do not exist yet, say so in a toast', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Conditions générales d’utilisation' }).click();
    await expect(page.getByText('Cette fonctionnalité n’est pas encore disponible.')).toBeVisible();
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await openPage(page, '/cette-page-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
    await expect(page).toHaveTitle(/Page non trouvée/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
