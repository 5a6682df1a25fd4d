import { randomUUID } from 'node:crypto';
import { DEFAULT_OPENING_HOURS, type FeeScaleRow } from '@immopilote/contracts';
import sharp from 'sharp';
import { agencySites, propertyPhotos } from '../../src/db/schema';
import type { DbOrTx } from '../../src/db/client';
import { insertMandate, takeNextNumber } from '../../src/modules/mandates/mandates.repo';
import { objectKey } from '../../src/storage/storage';
import { createProperty } from '../factories';
import { createMandator } from './mandate-fixtures';
import type { TestApp } from './test-app';

export const FEE_ROWS: FeeScaleRow[] = [
  {
    kind: 'vente',
    label: 'Vente d’un logement',
    from: null,
    to: 100000,
    rate: null,
    amount: 6000,
    perSquareMetre: false,
    payer: 'acquereur',
  },
  {
    kind: 'vente',
    label: 'Vente d’un logement',
    from: 100000,
    to: null,
    rate: 4.5,
    amount: null,
    perSquareMetre: false,
    payer: 'acquereur',
  },
  {
    kind: 'location',
    label: 'Visite, dossier, bail',
    from: null,
    to: null,
    rate: null,
    amount: 10,
    perSquareMetre: true,
    payer: 'locataire',
  },
];

/** The agency's public site as « Mon agence » would save it (written straight to the table). */
export async function createAgencySite(
  db: DbOrTx,
  agencyId: string,
  over: Partial<typeof agencySites.$inferInsert> = {},
) {
  const [row] = await db
    .insert(agencySites)
    .values({
      agencyId,
      slug: `agence-${randomUUID().slice(0, 8)}`,
      cardNumber: 'CPI 6901 2018 000 012 345',
      cardIssuer: 'CCI Lyon Métropole',
      guaranteeName: 'Galian Assurances',
      guaranteeAmount: 120000,
      insurerName: 'MMA IARD',
      insurerPolicy: 'RCP-778899',
      contactEmail: 'contact@agence.test',
      contactPhone: '04 78 00 00 00',
      intro: 'Votre agence de quartier depuis 1998.',
      showFullAddress: false,
      openingHours: DEFAULT_OPENING_HOURS,
      feeScaleRows: FEE_ROWS,
      feeScaleNotes: 'Honoraires TTC, TVA 20 % incluse.',
      feeScaleUpdatedAt: new Date('2026-11-02T10:00:00Z'),
      ...over,
    })
    .returning();
  return row!;
}

/** Every fact a sale needs to be published (publicationGaps finds none): DPE D, buyer pays 4,5 %. */
export const PUBLISHABLE_SALE = {
  type: 'Vente' as const,
  price: 313500,
  kind: 'appartement' as const,
  surfaceHabitable: 68.5,
  surfaceCarrez: 66.2,
  rooms: 3,
  bedrooms: 2,
  floor: 3,
  dpeStatus: 'realise' as const,
  dpeClass: 'D' as const,
  dpeValue: 230,
  gesClass: 'C' as const,
  gesValue: 25,
  energyCostMin: 1200,
  energyCostMax: 1680,
  energyCostYear: 2023,
  dpeDate: '2024-03-12',
  feesPayer: 'acquereur' as const,
  feesPercent: 4.5,
  priceExclFees: 300000,
  copro: true,
  coproLots: 24,
  coproCharges: 1800,
  coproProcedure: false,
  description: 'Bel appartement traversant, parquet, moulures.\n\nProche des commerces.',
  status: 'Disponible' as const,
  publishedOnSite: true,
};

/** A transaction mandate in force today on the property. */
export async function mandateInForce(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
  kind: 'exclusif' | 'simple' = 'exclusif',
) {
  const mandator = await createMandator(db, agencyId);
  return db.transaction(async (tx) => {
    const number = await takeNextNumber(tx, agencyId, 'transaction');
    return insertMandate(
      tx,
      agencyId,
      {
        number,
        activity: 'transaction',
        kind,
        registeredOn: '2026-11-02',
        propertyId,
        object: 'Vente',
        propertyNature: 'Appartement',
        propertyLocation: 'Lyon',
        startDate: '2026-11-02',
        durationMonths: 12,
        endDate: '2027-11-01',
        feeTerms: '4,5 % TTC à la charge de l’acquéreur',
      },
      [{ clientId: mandator.id, name: mandator.fullName, address: mandator.address }],
    );
  });
}

let nextReference = 1000;

/** A listing the site shows: published, complete, under a mandate in force, with `photos` photos. */
export async function publishedListing(
  t: Pick<TestApp, 'db'> & { deps: Pick<TestApp['deps'], 'storage'> },
  agencyId: string,
  over: Partial<Parameters<typeof createProperty>[2]> = {},
  { photos = 1, mandate = 'exclusif' as 'exclusif' | 'simple' | null } = {},
) {
  const property = await createProperty(t.db, agencyId, {
    ...PUBLISHABLE_SALE,
    siteReference: nextReference++,
    ...over,
  });
  if (mandate) await mandateInForce(t.db, agencyId, property.id, mandate);
  const stored = [];
  for (let i = 0; i < photos; i++) stored.push(await storedPhoto(t, agencyId, property.id, i));
  return { property, photos: stored, reference: property.siteReference! };
}

/** A drawn « photo »: sky, lawn and a house, its hue changing with `n`. */
function drawnPhoto(n: number): Buffer {
  const hue = (n * 37) % 360;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${200 + (n % 4) * 5},70%,62%)"/><stop offset="1" stop-color="hsl(200,60%,88%)"/></linearGradient></defs>
<rect width="1600" height="1067" fill="url(#sky)"/><rect y="760" width="1600" height="307" fill="hsl(110,35%,42%)"/>
<rect x="430" y="420" width="740" height="420" fill="hsl(${hue},30%,86%)"/><polygon points="380,440 800,170 1220,440" fill="hsl(${hue},45%,38%)"/>
<rect x="730" y="620" width="140" height="220" fill="hsl(25,40%,30%)"/><rect x="500" y="500" width="150" height="120" fill="hsl(205,50%,70%)"/><rect x="950" y="500" width="150" height="120" fill="hsl(205,50%,70%)"/>
</svg>`);
}

/** A stored photo (1600 × 1067 WebP, as an upload leaves it) with its row. */
export async function storedPhoto(
  t: Pick<TestApp, 'db'> & { deps: Pick<TestApp['deps'], 'storage'> },
  agencyId: string,
  propertyId: string,
  position = 0,
) {
  const body = await sharp(drawnPhoto(position)).webp({ quality: 70 }).toBuffer();
  const thumbKey = objectKey(agencyId, propertyId, `${randomUUID()}.webp`);
  const largeKey = objectKey(agencyId, propertyId, `${randomUUID()}.webp`);
  await t.deps.storage.put('property-photos', thumbKey, body, 'image/webp');
  await t.deps.storage.put('property-photos', largeKey, body, 'image/webp');
  const [photo] = await t.db
    .insert(propertyPhotos)
    .values({ agencyId, propertyId, thumbKey, largeKey, width: 1600, height: 1067, position })
    .returning();
  return photo!;
}
