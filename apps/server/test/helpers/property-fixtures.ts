import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { createProperty } from '../factories';
import { documents, propertyPhotos } from '../../src/db/schema';
import { objectKey } from '../../src/storage/storage';
import type { TestApp } from './test-app';

/** A real JPEG made in memory; `gps` adds EXIF with a GPS position, like a phone photo. */
export async function jpeg(opts: { width?: number; height?: number; gps?: boolean } = {}): Promise<Buffer> {
  const image = sharp({
    create: {
      width: opts.width ?? 800,
      height: opts.height ?? 600,
      channels: 3,
      background: { r: 40, g: 120, b: 200 },
    },
  }).jpeg({ quality: 80 });
  if (!opts.gps) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: 'Téléphone', Model: 'Test' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 50/1 0/1',
      },
    })
    .toBuffer();
}

export const validPropertyFields = (overrides: Record<string, string> = {}) => ({
  name: 'Appartement lumineux',
  price: '245000',
  type: 'Vente',
  address: '12 rue Victor Hugo',
  city: 'Lyon',
  zip: '69002',
  description: 'Bel appartement traversant.',
  ...overrides,
});

/** Every fact of a sale (issue 12): DPE D, fees paid by the buyer (price 313 500 € FAI), a copropriété lot. */
export const saleFacts = {
  kind: 'appartement',
  surfaceHabitable: '68,5',
  surfaceCarrez: '66,2',
  rooms: '3',
  bedrooms: '2',
  floor: '3',
  floorsCount: '5',
  lift: 'true',
  yearBuilt: '1930',
  heatingMode: 'collectif',
  heatingEnergy: 'gaz',
  hasBalcony: 'true',
  hasCellar: 'true',
  dpeStatus: 'realise',
  dpeClass: 'D',
  dpeValue: '230',
  gesClass: 'C',
  gesValue: '25',
  energyCostMin: '1200',
  energyCostMax: '1680',
  energyCostYear: '2023',
  dpeDate: '2024-03-12',
  dpeNumber: '2469E0123456Z',
  feesPayer: 'acquereur',
  feesPercent: '4,5',
  priceExclFees: '300000',
  copro: 'true',
  coproLots: '24',
  coproCharges: '1800',
  coproProcedure: 'false',
};

/** Every fact of a rental (price 1 100 € charges comprises). */
export const rentalFacts = {
  kind: 'appartement',
  surfaceHabitable: '42',
  rooms: '2',
  bedrooms: '1',
  furnished: 'false',
  availableFrom: '2027-01-15',
  dpeStatus: 'realise',
  dpeClass: 'C',
  dpeValue: '150',
  gesClass: 'B',
  gesValue: '9',
  energyCostMin: '600',
  energyCostMax: '840',
  energyCostYear: '2023',
  dpeDate: '2023-10-02',
  charges: '100',
  chargesMode: 'provision',
  rentSupplement: '0',
  deposit: '1000',
  tenantFees: '420',
  tenantFeesInventory: '126',
  rentControlled: 'true',
  rentBase: '1000',
  rentReference: '28,4',
};

export function formOf(
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; body: Buffer; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    for (const value of Array.isArray(v) ? v : [v]) form.append(k, value);
  }
  for (const f of files) {
    form.append(
      f.field,
      new Blob([new Uint8Array(f.body)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  }
  return form;
}

/** A property of the agency with one stored photo (both sizes), written straight to the database and storage. */
export async function propertyWithPhoto(t: TestApp, agencyId: string) {
  const property = await createProperty(t.db, agencyId);
  const body = await sharp(await jpeg({ width: 64, height: 48 }))
    .webp()
    .toBuffer();
  const thumbKey = objectKey(agencyId, property.id, `${randomUUID()}.webp`);
  const largeKey = objectKey(agencyId, property.id, `${randomUUID()}.webp`);
  await t.deps.storage.put('property-photos', thumbKey, body, 'image/webp');
  await t.deps.storage.put('property-photos', largeKey, body, 'image/webp');
  const [photo] = await t.db
    .insert(propertyPhotos)
    .values({ agencyId, propertyId: property.id, thumbKey, largeKey, width: 64, height: 48 })
    .returning();
  return { property, photo: photo!, body };
}

/** A transcribed PDF document attached to a property, as the documents issue stores them. */
export async function propertyDocument(t: TestApp, agencyId: string, propertyId: string) {
  const body = Buffer.from('%PDF-1.4\n% document de test\n');
  const storageKey = objectKey(agencyId, propertyId, `${randomUUID()}.pdf`);
  await t.deps.storage.put('property-documents', storageKey, body, 'application/pdf');
  const [row] = await t.db
    .insert(documents)
    .values({
      agencyId,
      propertyId,
      storageKey,
      fileName: 'Diagnostic énergétique.pdf',
      mimeType: 'application/pdf',
      sizeBytes: body.length,
      text: 'Classe énergie : C',
    })
    .returning();
  return { document: row!, body };
}
