import { describe, expect, it } from 'vitest';
import { addDays, easterSunday, frenchPublicHolidays, isNonWorkingDay } from './calendar';
import { alurBreaches, alurCaps, rentalFee, saleFee, splitVat, vatNumberOfSiren } from './fees';
import { withdrawalEndsOn } from './withdrawal';

describe('French public holidays', () => {
  it('finds Easter for known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });
  it('lists the eleven holidays, moving ones included', () => {
    const h = frenchPublicHolidays(2026);
    expect(h.size).toBe(11);
    for (const d of ['2026-04-06', '2026-05-14', '2026-05-25', '2026-07-14', '2026-11-11', '2026-12-25']) {
      expect(h.has(d)).toBe(true);
    }
    expect(h.has('2026-04-03')).toBe(false); // Good Friday: Alsace-Moselle only
  });
  it('counts weekends and holidays as non-working days', () => {
    expect(isNonWorkingDay('2026-11-28')).toBe(true); // Saturday
    expect(isNonWorkingDay('2026-11-29')).toBe(true); // Sunday
    expect(isNonWorkingDay('2026-11-11')).toBe(true); // Wednesday, Armistice
    expect(isNonWorkingDay('2026-11-27')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the buyer’s withdrawal period (CCH L271-1)', () => {
  it('ends on the tenth day after the first presentation', () => {
    // Presented Monday 2 Nov 2026: day 1 is the 3rd, day 10 Thursday 12 Nov.
    expect(withdrawalEndsOn('2026-11-02')).toBe('2026-11-12');
  });
  it('runs to the next working day past a weekend', () => {
    // Presented Wednesday 18 Nov: day 10 is Saturday 28 → Monday 30.
    expect(withdrawalEndsOn('2026-11-18')).toBe('2026-11-30');
  });
  it('runs past a public holiday, and a holiday before a weekend', () => {
    // Presented 1 Nov 2026 (Sunday): day 10 is Wednesday 11 Nov, a holiday → Thursday 12.
    expect(withdrawalEndsOn('2026-11-01')).toBe('2026-11-12');
    // Presented 15 Dec 2026: day 10 Friday 25 Dec → Saturday, Sunday → Monday 28.
    expect(withdrawalEndsOn('2026-12-15')).toBe('2026-12-28');
  });
});

describe('fees', () => {
  const rate = { feeMode: 'rate' as const, feeAmount: null, feeRate: 5 };
  it('takes a fixed amount as it is', () => {
    expect(
      saleFee(300_000, { feeMode: 'amount', feeAmount: 12_000, feeRate: null, feePayer: 'mandant' }),
    ).toBe(12_000);
  });
  it('applies a rate to the net price: the seller’s fee on the price, the buyer’s inside it', () => {
    expect(saleFee(300_000, { ...rate, feePayer: 'mandant' })).toBe(15_000);
    // 315,000 FAI at 5 % of the net price: net 300,000, fee 15,000.
    expect(saleFee(315_000, { ...rate, feePayer: 'acquereur' })).toBe(15_000);
    expect(saleFee(300_000, { feeMode: null, feeAmount: null, feeRate: null, feePayer: null })).toBeNull();
  });
  it('takes a rental rate on the year’s rent', () => {
    expect(rentalFee(1_000, { ...rate, feeRate: 10 })).toBe(1_200);
  });
  it('splits VAT to the cent and always adds up', () => {
    expect(splitVat(1_500_000)).toEqual({ amountExclVatCents: 1_250_000, vatCents: 250_000 });
    for (const ttc of [1, 7, 99, 12_345, 1_000_001]) {
      const { amountExclVatCents, vatCents } = splitVat(ttc);
      expect(amountExclVatCents + vatCents).toBe(ttc);
      expect(Math.abs(vatCents - amountExclVatCents * 0.2)).toBeLessThanOrEqual(1);
    }
  });
  it('derives the VAT number of a SIREN', () => {
    // A published pair (SIREN 404 833 048, VAT FR 83 404833048).
    expect(vatNumberOfSiren('404833048')).toBe('FR83404833048');
    expect(vatNumberOfSiren('12345')).toBeNull();
  });
});

describe('loi ALUR caps', () => {
  it('caps by living area and zone', () => {
    expect(alurCaps(50, 'tres_tendue')).toEqual({ tenantFees: 600, inventory: 150 });
    expect(alurCaps(50, 'tendue')).toEqual({ tenantFees: 500, inventory: 150 });
    expect(alurCaps(42.5, 'autre')).toEqual({ tenantFees: 340, inventory: 127.5 });
  });
  it('names each breach', () => {
    const ok = {
      surface: 50,
      zone: 'tendue' as const,
      tenantFees: 650,
      tenantFeesInventory: 150,
      landlordFees: 650,
    };
    expect(alurBreaches(ok)).toEqual([]);
    expect(alurBreaches({ ...ok, tenantFees: 651, landlordFees: 700 })).toEqual(['tenantCap']);
    expect(alurBreaches({ ...ok, tenantFeesInventory: 151, tenantFees: 651, landlordFees: 700 })).toEqual([
      'inventoryCap',
    ]);
    expect(alurBreaches({ ...ok, landlordFees: 600 })).toEqual(['aboveLandlord']);
  });
});
