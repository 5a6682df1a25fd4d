import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import { expect, type Page } from '@playwright/test';

const headers = { [CSRF_HEADER]: '1' };

/** A POST that must create (201): its answer. */
export async function created(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { headers, data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Every legal fact of a sale in Lyon (DPE D, fees paid by the buyer, a copropriété): publishable once under mandate. */
export const COMPLETE_SALE_FACTS = {
  price: 313500,
  type: 'Vente',
  city: 'Lyon',
  zip: '69004',
  kind: 'appartement',
  surfaceHabitable: 68.5,
  surfaceCarrez: 66.2,
  rooms: 3,
  bedrooms: 2,
  dpeStatus: 'realise',
  dpeClass: 'D',
  dpeValue: 230,
  gesClass: 'C',
  gesValue: 25,
  energyCostMin: 1200,
  energyCostMax: 1680,
  energyCostYear: 2023,
  dpeDate: '2024-03-12',
  feesPayer: 'acquereur',
  feesPercent: 4.5,
  priceExclFees: 300000,
  copro: true,
  coproLots: 24,
  coproCharges: 1800,
  coproProcedure: false,
};

/** A complete sale (every legal fact, a description) with its transaction mandate. */
export async function completeSale(
  page: Page,
  listing: { name: string; address: string; mandator: string } = {
    name: 'Appartement des Pentes',
    address: '14 rue d’Austerlitz',
    mandator: 'Hélène Dupré',
  },
) {
  const sale = await created(page, endpoints.properties.create.path, {
    name: listing.name,
    ...COMPLETE_SALE_FACTS,
    address: listing.address,
    description: 'Traversant, vue sur la Saône.\nCave et ascenseur.',
  });
  const client = await created(page, endpoints.clients.create.path, {
    fullName: listing.mandator,
    firstName: listing.mandator.split(' ')[0],
    email: `mandant.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemple.fr`,
    address: '12 quai Saint-Antoine\n69002 Lyon',
  });
  await created(page, endpoints.mandates.create.path, {
    activity: 'transaction',
    kind: 'exclusif',
    propertyId: sale.id,
    mandatorIds: [client.id],
    startDate: '2026-11-02',
    durationMonths: 3,
    feeTerms: '4,5 % TTC à la charge de l’acquéreur',
  });
  return sale.id as string;
}
