import { describe, expect, it } from 'vitest';
import { propertyFactsMessages } from '../messages/property-facts';
import { propertyFieldsSchema, propertyUpdateSchema } from './properties';

const e = propertyFactsMessages.errors;
const sale = {
  name: 'T3 lumineux',
  price: '313500',
  type: 'Vente',
  address: '1 rue A',
  city: 'Lyon',
  zip: '69001',
};
const rental = { ...sale, type: 'Location', price: '1000' };

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = propertyFieldsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('property facts', () => {
  it('reads every fact as « non renseigné » when absent or blank (never 0 or false)', () => {
    const parsed = propertyFieldsSchema.parse({ ...sale, surfaceHabitable: ' ', dpeClass: '', lift: '' });
    expect(parsed.surfaceHabitable).toBeNull();
    expect(parsed.dpeClass).toBeNull();
    expect(parsed.lift).toBeNull();
    expect(parsed.kind).toBeNull();
    expect(parsed.hasBalcony).toBe(false);
  });

  it('parses French numbers, yes/no answers and checkboxes from form strings', () => {
    const parsed = propertyFieldsSchema.parse({
      ...sale,
      kind: 'appartement',
      surfaceHabitable: '68,5',
      surfaceCarrez: '66.2',
      rooms: '3',
      lift: 'true',
      hasBalcony: 'on',
      dpeStatus: 'realise',
      dpeClass: 'D',
      dpeNumber: '2369e1234567a',
      feesPayer: 'acquereur',
      feesPercent: '4,5',
      priceExclFees: '300 000',
    });
    expect(parsed).toMatchObject({
      surfaceHabitable: 68.5,
      surfaceCarrez: 66.2,
      rooms: 3,
      lift: true,
      hasBalcony: true,
      dpeNumber: '2369E1234567A',
      feesPercent: 4.5,
      priceExclFees: 300000,
    });
  });

  it('refuses out-of-range values with French messages', () => {
    expect(
      errorsOf({
        ...sale,
        kind: 'chateau',
        surfaceHabitable: '0',
        rooms: '2.5',
        dpeClass: 'H',
        gesClass: 'a',
        feesPercent: '101',
        dpeDate: '2024-02-30',
        lift: 'peut-être',
        energyCostMin: '-3',
        dpeValue: '1e3',
      }),
    ).toMatchObject({
      kind: e.kind,
      surfaceHabitable: e.surface,
      rooms: e.rooms,
      dpeClass: e.energyClass,
      gesClass: e.energyClass,
      feesPercent: e.percent,
      dpeDate: e.date,
      lift: e.yesNo,
      energyCostMin: e.amount,
      dpeValue: e.dpeValue,
    });
  });

  it('checks the rules between fields', () => {
    expect(errorsOf({ ...sale, surfaceHabitable: '60', surfaceCarrez: '61' })).toEqual({
      surfaceCarrez: e.carrezAboveHabitable,
    });
    expect(errorsOf({ ...sale, surfaceCarrez: '7' })).toEqual({ surfaceCarrez: e.carrezMin });
    expect(errorsOf({ ...sale, rooms: '2', bedrooms: '3' })).toEqual({ bedrooms: e.bedroomsAboveRooms });
    expect(errorsOf({ ...sale, floor: '5', floorsCount: '4' })).toEqual({ floor: e.floorAboveCount });
    expect(errorsOf({ ...sale, energyCostMin: '2000', energyCostMax: '1500' })).toEqual({
      energyCostMax: e.energyCostOrder,
    });
    expect(errorsOf({ ...sale, dpeDate: '2099-01-01' })).toEqual({ dpeDate: e.dpeDateRange });
    expect(errorsOf({ ...sale, dpeStatus: 'vierge', dpeClass: 'C' })).toEqual({ dpeClass: e.noDpeButValues });
    expect(errorsOf({ ...sale, yearBuilt: '999' })).toHaveProperty('yearBuilt');
    expect(errorsOf({ ...sale, yearBuilt: '1950,5' }).yearBuilt).toMatch(/^L’année de construction/);
    expect(errorsOf({ ...sale, yearBuilt: '2999' }).yearBuilt).toMatch(/^L’année de construction/);
  });

  it('holds the FAI price to the price excluding fees plus the buyer’s fees (arrêté du 10 janvier 2017)', () => {
    const fees = { feesPayer: 'acquereur', feesPercent: '4,5', priceExclFees: '300000' };
    expect(errorsOf({ ...sale, ...fees })).toEqual({});
    expect(errorsOf({ ...sale, ...fees, price: '320000' })).toEqual({
      price: e.buyerPaysMismatch('313\u202f500\u00a0€'),
    });
    expect(errorsOf({ ...sale, ...fees, priceExclFees: '400000' })).toEqual({
      priceExclFees: e.priceExclAbovePrice,
    });
    expect(errorsOf({ ...sale, feesPayer: 'vendeur', priceExclFees: '300000' })).toEqual({
      priceExclFees: e.sellerPaysPrice,
    });
  });

  it('caps the deposit at one month of rent excluding charges, two when furnished', () => {
    expect(errorsOf({ ...rental, charges: '100', deposit: '900' })).toEqual({});
    expect(errorsOf({ ...rental, charges: '100', deposit: '901' })).toHaveProperty('deposit');
    expect(errorsOf({ ...rental, charges: '100', deposit: '1800', furnished: 'true' })).toEqual({});
    expect(errorsOf({ ...rental, charges: '1200' })).toEqual({ charges: e.chargesAbovePrice });
    expect(errorsOf({ ...rental, tenantFees: '500', tenantFeesInventory: '600' })).toEqual({
      tenantFeesInventory: e.inventoryAboveFees,
    });
  });

  it('keeps only the facts of the transaction and of a copropriété', () => {
    const parsed = propertyUpdateSchema.parse({
      ...rental,
      deposit: '800',
      feesPayer: 'acquereur',
      surfaceCarrez: '40',
      copro: 'false',
      coproLots: '12',
    });
    expect(parsed).toMatchObject({ deposit: 800, feesPayer: null, surfaceCarrez: null, coproLots: null });
    expect(
      propertyFieldsSchema.parse({ ...sale, copro: 'false', coproLots: '12', deposit: '5' }),
    ).toMatchObject({
      coproLots: null,
      deposit: null,
    });
  });
});
