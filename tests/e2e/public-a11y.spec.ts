import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './screens';

/** Issue 3: axe finds no serious or critical violation on any public page (WCAG 2.1 AA rules). */
const PAGES = [
  { path: '/', heading: /Pilotez votre agence/ },
  { path: '/contact', heading: 'Contactez-nous' },
  { path: '/mentions-legales', heading: 'Mentions légales' },
  { path: '/confidentialite', heading: 'Politique de confidentialité (RGPD)' },
  { path: '/cette-page-n-existe-pas', heading: 'Page non trouvée' },
  // Rebuilt in parallel by the auth work; checked too, since visitors reach them from the header.
  { path: '/login', heading: null },
  { path: '/signup', heading: null },
];

for (const { path, heading } of PAGES) {
  test(`axe: no serious or critical violation on ${path}`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The fade-in must be over, or colour-contrast sees half-transparent text.
    await page.waitForTimeout(600);
    await expectNoSeriousAxeViolation(page);
    await context.close();
  });
}
