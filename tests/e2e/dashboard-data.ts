import { CSRF_HEADER, endpoints, parisToday, urlOf } from '@immopilote/contracts';
import { expect, type Page } from '@playwright/test';

const headers = { [CSRF_HEADER]: '1' };

/** Issue 27 §7: the long content a phone layout must hold without scrolling sideways. */
export const LONG_NAME = 'Appartement familial traversant avec terrasse plein sud et vue';
export const LONG_CITY = 'Saint-Rémy-de-Provence-sur-Durance-Haute';
export const HUGE_PRICE = 125_000_000;

const CITIES = ['Lyon', 'Villeurbanne', 'Caluire-et-Cuire', 'Écully', 'Tassin-la-Demi-Lune', 'Bron'];

/**
 * Fills the signed-in head's agency over HTTP: `count` properties (the last one created, shown first,
 * carries the long name, the 40-character city and the nine-digit price), a rental whose all-day
 * check-in is today, and a mandate on the first property. Answers the ids, first created first.
 */
export async function seedDashboard(page: Page, count = 9) {
  expect(LONG_NAME.length).toBe(62);
  expect(LONG_CITY.length).toBe(40);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const last = i === count - 1;
    const rental = i % 3 === 1;
    const created = await page.request.post(endpoints.properties.create.path, {
      headers,
      multipart: {
        name: last
          ? LONG_NAME
          : `T${(i % 4) + 2} rue ${['Dumenge', 'Royale', 'Burdeau', 'Imbert'][i % 4]} n°${i + 1}`,
        price: String(last ? HUGE_PRICE : rental ? 850 + i * 40 : 210_000 + i * 17_500),
        type: rental ? 'Location' : 'Vente',
        address: `${i + 3} rue des Tables Claudiennes`,
        city: last ? LONG_CITY : (CITIES[i % CITIES.length] ?? 'Lyon'),
        zip: '69001',
        description: 'Lumineux, parquet ancien, proche des commerces.',
        kind: 'appartement',
        surfaceHabitable: String(38 + i * 9),
        rooms: String((i % 4) + 2),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  const rentalId = ids[1] ?? ids[0]!;
  const checkIn = await page.request.post(urlOf(endpoints.history.create, { id: rentalId }), {
    headers,
    multipart: {
      date: parisToday(),
      description: 'État des lieux d’entrée, remise des clés.',
      clientName: 'Marie-Christine de La Tour-d’Auvergne-Lauraguais',
    },
  });
  expect(checkIn.status(), await checkIn.text()).toBe(201);
  const client = await page.request.post(endpoints.clients.create.path, {
    headers,
    data: {
      fullName: 'Fontaine',
      firstName: 'Élise',
      email: `elise.${Date.now()}@exemple.fr`,
      phone: '06 12 34 56 78',
      address: '12 quai Saint-Vincent, 69001 Lyon',
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const mandate = await page.request.post(endpoints.mandates.create.path, {
    headers,
    data: {
      activity: 'transaction',
      kind: 'exclusif',
      propertyId: ids[0],
      mandatorIds: [((await client.json()) as { id: string }).id],
      startDate: parisToday(),
      durationMonths: 3,
      feeTerms: '4 % TTC à la charge de l’acquéreur',
    },
  });
  expect(mandate.status(), await mandate.text()).toBe(201);
  return ids;
}
