import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

/**
 * Screenshots of the four pages issue 16 compares before and after (dashboard, property detail,
 * client record, landing), at the two widths UX.md names. `SHOTS_PHASE=before` keeps the
 * baseline apart from the current state.
 */
const phase = process.env.SHOTS_PHASE ?? 'after';
const headers = { [CSRF_HEADER]: '1' };
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 360, height: 740 },
] as const;

async function shoot(page: Page, name: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/shots/${phase}/${name}-${size.name}.png` });
  }
}

test('screens of the dashboard, a property, a client and the landing page', async ({
  signedInHead: { page },
}) => {
  const created = await page.request.post(endpoints.properties.create.path, {
    headers,
    data: {
      name: 'T3 lumineux Croix-Rousse',
      price: '320000',
      type: 'Vente',
      address: '4 rue Dumenge',
      city: 'Lyon',
      zip: '69004',
      description: 'Traversant, parquet ancien, vue dégagée.',
    },
  });
  expect(created.status()).toBe(201);
  const property = (await created.json()) as { id: string };
  const client = await page.request.post(endpoints.clients.create.path, {
    headers,
    data: { fullName: 'Louise Martin', firstName: 'Louise', email: `louise.${Date.now()}@exemple.fr` },
  });
  expect(client.status()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: string };

  await page.goto('/dashboard');
  await expect(page.getByText('T3 lumineux Croix-Rousse').first()).toBeVisible();
  await shoot(page, 'dashboard');

  await page.goto(`/property-detail/${property.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'property-detail');

  await page.goto(`/client/${clientId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'client-record');

  await page.context().clearCookies();
  await openPage(page, '/');
  await shoot(page, 'landing');
});
