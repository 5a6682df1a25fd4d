import { describe, expect, it } from 'vitest';
import { propertyFieldsSchema } from '../schemas/properties';
import type { PropertyFacts } from '../schemas/property-facts';
import { type ListingToCheck, listingGaps } from './completeness';
import { dpeValidUntil, dpeVersionOf, isExcessiveConsumption, rentalBan } from './energy';

const TODAY = '2026-11-23';

function listing(
  type: 'Vente' | 'Location',
  input: Record<string, string> = {},
  feeScale = 'https://agence.fr/bareme',
) {
  const parsed = propertyFieldsSchema.parse({
    name: 'Bien',
    price: type === 'Vente' ? '313500' : '1000',
    type,
    address: '1 rue A',
    city: 'Lyon',
    zip: '69001',
    ...input,
  });
  return {
    ...(parsed as unknown as PropertyFacts),
    type,
    zip: parsed.zip,
    agencyFeeScaleUrl: feeScale,
  } satisfies ListingToCheck;
}
const keys = (l: ListingToCheck) => listingGaps(l, TODAY).map((g) => g.key);

const dpe = {
  dpeStatus: 'realise',
  dpeClass: 'D',
  dpeValue: '230',
  gesClass: 'C',
  gesValue: '25',
  energyCostMin: '1200',
  energyCostMax: '1680',
  energyCostYear: '2023',
  dpeDate: '2024-03-12',
};

describe('listingGaps', () => {
  it('flags a property with only the spec’s fields (existing data) as incomplete, with French labels', () => {
    const gaps = listingGaps(listing('Vente', {}, ''), TODAY);
    expect(gaps.map((g) => g.key)).toEqual([
      'kind',
      'surfaceHabitable',
      'rooms',
      'dpeStatus',
      'feesPayer',
      'copro',
      'feeScaleUrl',
    ]);
    expect(gaps[0]?.label).toBe('Nature du bien');
  });

  it('accepts a complete sale: buyer-paid fees, DPE, copropriété with Carrez', () => {
    const complete = listing('Vente', {
      kind: 'appartement',
      surfaceHabitable: '68',
      surfaceCarrez: '66',
      rooms: '3',
      ...dpe,
      feesPayer: 'acquereur',
      feesPercent: '4,5',
      priceExclFees: '300000',
      copro: 'true',
      coproLots: '24',
      coproCharges: '1800',
      coproProcedure: 'false',
    });
    expect(keys(complete)).toEqual([]);
    expect(keys({ ...complete, surfaceCarrez: null, priceExclFees: null })).toEqual([
      'priceExclFees',
      'surfaceCarrez',
    ]);
  });

  it('asks for every rental mention, and the rent-control figures where they apply', () => {
    const base = { kind: 'appartement', surfaceHabitable: '40', rooms: '2', ...dpe, furnished: 'false' };
    expect(keys(listing('Location', base))).toEqual(['charges', 'deposit', 'tenantFees', 'rentControlled']);
    const money = {
      charges: '80',
      chargesMode: 'provision',
      deposit: '920',
      tenantFees: '480',
      tenantFeesInventory: '120',
    };
    expect(keys(listing('Location', { ...base, ...money, rentControlled: 'true' }))).toEqual([
      'rentBase',
      'rentReference',
    ]);
    expect(keys(listing('Location', { ...base, ...money, rentControlled: 'false' }))).toEqual([]);
  });

  it('asks for a DPE’s content and refuses an expired one; land and parking need none', () => {
    expect(
      keys(listing('Vente', { kind: 'maison', surfaceHabitable: '90', rooms: '4', dpeStatus: 'realise' })),
    ).toEqual(
      expect.arrayContaining(['dpeClass', 'dpeValue', 'gesClass', 'gesValue', 'energyCost', 'dpeDate']),
    );
    expect(keys(listing('Vente', { kind: 'maison', ...dpe, dpeDate: '2019-05-02' }))).toContain('dpeExpired');
    const land = keys(listing('Vente', { kind: 'terrain', feesPayer: 'vendeur' }));
    expect(land).toEqual(['surfaceLand']);
  });
});

describe('energy rules', () => {
  it('marks F and G as excessive consumption', () => {
    expect(['A', 'E', 'F', 'G'].map((c) => isExcessiveConsumption(c as 'A'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('follows the rental-ban calendar of CCH L.173-1-1 (G 2025, F 2028, E 2034; overseas G 2028, F 2031)', () => {
    expect(rentalBan('G', '69001', TODAY)).toEqual({ from: '2025-01-01', inForce: true });
    expect(rentalBan('F', '69001', TODAY)).toEqual({ from: '2028-01-01', inForce: false });
    expect(rentalBan('F', '69001', '2028-01-01')?.inForce).toBe(true);
    expect(rentalBan('E', '69001', TODAY)).toEqual({ from: '2034-01-01', inForce: false });
    expect(rentalBan('D', '69001', TODAY)).toBeNull();
    expect(rentalBan('G', '97400', TODAY)).toEqual({ from: '2028-01-01', inForce: false });
    expect(rentalBan('E', '97400', TODAY)).toBeNull();
  });

  it('dates a DPE’s method and validity (décret 2020-1609)', () => {
    expect(dpeVersionOf('2021-06-30')).toBe('DPE_v01-2011');
    expect(dpeVersionOf('2021-07-01')).toBe('DPE_v07-2021');
    expect(dpeValidUntil('2016-05-01')).toBe('2022-12-31');
    expect(dpeValidUntil('2020-05-01')).toBe('2024-12-31');
    expect(dpeValidUntil('2024-02-29')).toBe('2034-02-28');
  });
});
