import { describe, expect, it } from 'vitest';
import { portalExportMessages } from '../messages/portal-export';
import { propertyFieldsSchema } from '../schemas/properties';
import type { PropertyFacts } from '../schemas/property-facts';
import { listingGaps } from './completeness';
import { type ListingToPublish, publicationGaps } from './publication';

const TODAY = '2026-11-23';

/** A rental complete for the law (every mention of the arrêté du 10 janvier 2017 given). */
function rental(overrides: Partial<ListingToPublish> = {}): ListingToPublish {
  const parsed = propertyFieldsSchema.parse({
    name: 'T2 Guillotière',
    price: '920',
    type: 'Location',
    address: '12 rue Béchevelin',
    city: 'Lyon',
    zip: '69007',
    kind: 'appartement',
    surfaceHabitable: '40',
    rooms: '2',
    dpeStatus: 'realise',
    dpeClass: 'D',
    dpeValue: '230',
    gesClass: 'C',
    gesValue: '25',
    energyCostMin: '1200',
    energyCostMax: '1680',
    energyCostYear: '2023',
    dpeDate: '2024-03-12',
    furnished: 'false',
    charges: '80',
    chargesMode: 'provision',
    deposit: '840',
    tenantFees: '400',
    tenantFeesInventory: '120',
    rentControlled: 'false',
  });
  return {
    ...(parsed as unknown as PropertyFacts),
    type: 'Location',
    zip: parsed.zip,
    agencyFeeScaleUrl: 'https://agence.fr/bareme',
    description: 'Lumineux, calme, sur cour.',
    hasMandate: true,
    ...overrides,
  };
}

describe('publicationGaps', () => {
  it('takes a listing complete for the law, with a text and a mandate in force', () => {
    expect(publicationGaps(rental(), TODAY)).toEqual([]);
  });

  it('refuses a rental without mandate although the law’s facts are all there, and points to the mandate', () => {
    const listing = rental({ hasMandate: false });
    expect(listingGaps(listing, TODAY)).toEqual([]);
    expect(publicationGaps(listing, TODAY)).toEqual([
      { key: 'mandate', label: portalExportMessages.noMandate, target: 'mandate' },
    ]);
  });

  it('counts a text of legal mentions only as no description', () => {
    const mentionsOnly = 'Informations légales :\nSurface habitable : 40 m².';
    expect(publicationGaps(rental({ description: mentionsOnly }), TODAY).map((g) => g.key)).toEqual([
      'description',
    ]);
    expect(publicationGaps(rental({ description: null }), TODAY)[0]?.target).toBe('description');
  });

  it('sends each legal gap to the part of the form that fixes it, the barème to the agency', () => {
    const gaps = publicationGaps(
      rental({ kind: null, dpeStatus: null, deposit: null, agencyFeeScaleUrl: null }),
      TODAY,
    );
    expect(gaps.map((g) => [g.key, g.target])).toEqual([
      ['kind', 'facts'],
      ['dpeStatus', 'energy'],
      ['deposit', 'money'],
      ['feeScaleUrl', 'feeScale'],
    ]);
  });
});
