import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import { expect, test } from '../e2e/fixtures';
import { shoot, shootAndCheck } from '../e2e/screens';

/**
 * Issue 27 §4: the visit form of a property's history, the client's record, and the agenda's
 * planning dialog (a date and a time field), at 1280 × 800 and 360 × 740 (`SHOTS_DIR`).
 */
const dir = process.env.SHOTS_DIR ?? 'test-results/shots/issue-27-visits';
const headers = { [CSRF_HEADER]: '1' };

test('issue 27 §4 screens: visit form, client record, planning dialog', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(240_000);
  const property = await page.request.post(endpoints.properties.create.path, {
    headers,
    multipart: {
      name: 'T3 lumineux Croix-Rousse',
      price: '320000',
      type: 'Vente',
      address: '4 rue Dumenge',
      city: 'Lyon',
      zip: '69004',
      description: 'Traversant, parquet ancien, vue dégagée sur les toits.',
    },
  });
  expect(property.status()).toBe(201);
  const { id: propertyId } = (await property.json()) as { id: string };
  const client = await page.request.post(endpoints.clients.create.path, {
    headers,
    data: {
      fullName: 'Martin',
      firstName: 'Louise',
      email: `louise.${Date.now()}@exemple.fr`,
      phone: '06 12 34 56 78',
    },
  });
  expect(client.status()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: string };
  const visit = await page.request.post(`/api/properties/${propertyId}/history`, {
    headers,
    multipart: {
      date: '2026-11-20',
      startTime: '14:30',
      description: 'Première visite, très intéressée.',
      clientId,
    },
  });
  expect(visit.status()).toBe(201);

  await page.goto(`/property-history/${propertyId}`);
  await page.getByRole('button', { name: 'Ajouter une visite' }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  // The screens touched pass axe at both sizes, with nothing sideways at 360 px.
  const checks = { axeAtEachSize: true, afterToasts: true } as const;
  await shootAndCheck(page, dir, 'history-form', checks);

  // After issue 27: the client found by three letters, and the French calendar open.
  const search = page.getByRole('combobox', { name: /^Rechercher un client/ });
  if (await search.isVisible()) {
    await search.fill('mar');
    await expect(page.getByRole('option', { name: /Martin/ })).toBeVisible();
    await shootAndCheck(page, dir, 'history-form-search', { ...checks, fullPage: false });
    await search.press('Escape');
    await page.getByRole('button', { name: 'Choisir la date dans le calendrier' }).click();
    await expect(page.getByRole('dialog', { name: 'Calendrier' })).toBeVisible();
    await shoot(page, dir, 'history-form-calendar', { fullPage: false });
    await page.keyboard.press('Escape');
  }

  await page.goto(`/client/${clientId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shootAndCheck(page, dir, 'client-record', checks);

  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Planifier un rendez-vous' }).click();
  await expect(page.getByRole('dialog', { name: 'Planifier un rendez-vous' })).toBeVisible();
  await shoot(page, dir, 'agenda-plan-dialog', { fullPage: false });
});
