import { createProperty } from '../factories';
import type { TestClient } from './test-client';
import type { TestApp } from './test-app';

/** A flat to let: 3 pièces (2 bedrooms), gas heating, a cellar, unfurnished unless told. */
export function rentalFlat(t: TestApp, agencyId: string, over: Parameters<typeof createProperty>[2] = {}) {
  return createProperty(t.db, agencyId, {
    type: 'Location',
    name: 'T3 Croix-Rousse',
    address: '4 rue d’Austerlitz',
    zip: '69004',
    city: 'Lyon',
    kind: 'appartement',
    rooms: 3,
    furnished: false,
    heatingMode: 'individuel',
    heatingEnergy: 'gaz',
    hasCellar: true,
    ...over,
  });
}

/** An entry inspection made through the API, as the agent opens one. */
export async function openEntry(client: TestClient, propertyId: string, inspectionDate = '2026-11-02') {
  const res = await client.post(`/api/properties/${propertyId}/inspections`, {
    kind: 'entry',
    inspectionDate,
  });
  if (res.status !== 201) throw new Error(`entry not created: ${res.status} ${res.text}`);
  return res.body as import('@immopilote/contracts').Inspection;
}

/** The multipart body of a photo upload. */
export function photoForm(body: Buffer, type = 'image/jpeg', name = 'photo.jpg') {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(body)], { type }), name);
  return form;
}
