import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import sharp from 'sharp';
import { expect, openPage, test } from '../e2e/fixtures';
import { shoot } from '../e2e/screens';

/**
 * The same agency, property (five photos) and client photographed at 1280 × 800 and 360 × 740 on
 * the dashboard, the property detail, the client record and the landing page. It uses only routes
 * that already existed before issue 16, so an older checkout can be photographed with it too
 * (`SHOTS_DIR`, default `docs/ux-shots/after`), though the screenshot helper is today's.
 */
const dir = process.env.SHOTS_DIR ?? 'docs/ux-shots/after';
const headers = { [CSRF_HEADER]: '1' };
const COLOURS = [
  { r: 196, g: 164, b: 132 },
  { r: 120, g: 150, b: 170 },
  { r: 210, g: 205, b: 190 },
  { r: 90, g: 120, b: 90 },
  { r: 170, g: 120, b: 100 },
];

function photo(background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

test('before/after screens of issue 16', async ({ signedInHead: { page } }) => {
  test.setTimeout(300_000);
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    name: 'T3 lumineux Croix-Rousse',
    price: '320000',
    type: 'Vente',
    address: '4 rue Dumenge',
    city: 'Lyon',
    zip: '69004',
    description: 'Traversant, parquet ancien, vue dégagée sur les toits. Cave et ascenseur.',
    kind: 'appartement',
    surfaceHabitable: '68',
    rooms: '3',
    bedrooms: '2',
  };
  const created = await page.request.post(endpoints.properties.create.path, { headers, multipart });
  expect(created.status()).toBe(201);
  const property = (await created.json()) as { id: string };
  for (const [i, background] of COLOURS.entries()) {
    const added = await page.request.put(`/api/properties/${property.id}`, {
      headers,
      multipart: {
        ...multipart,
        photos: { name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photo(background) },
      },
    });
    expect(added.status()).toBe(200);
  }
  await page.request.post(endpoints.properties.create.path, {
    headers,
    multipart: {
      ...multipart,
      name: 'Maison avec jardin',
      price: '1450',
      type: 'Location',
      city: 'Saint-Rémy-de-Provence',
      zip: '13210',
      kind: 'maison',
      surfaceHabitable: '112',
      rooms: '5',
    },
  });
  const client = await page.request.post(endpoints.clients.create.path, {
    headers,
    data: {
      fullName: 'Martin',
      firstName: 'Louise',
      email: `louise.${Date.now()}@exemple.fr`,
      phone: '06 12 34 56 78',
      address: '12 quai Saint-Vincent, 69001 Lyon',
    },
  });
  expect(client.status()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: string };

  await page.goto('/dashboard');
  await expect(page.getByText('T3 lumineux Croix-Rousse').first()).toBeVisible();
  await shoot(page, dir, 'dashboard');

  await page.goto(`/property-detail/${property.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, dir, 'property-detail');

  await page.goto(`/client/${clientId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, dir, 'client-record');

  await page.context().clearCookies();
  await openPage(page, '/');
  await shoot(page, dir, 'landing');
});
