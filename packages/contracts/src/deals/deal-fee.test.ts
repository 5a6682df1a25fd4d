import { describe, expect, it } from 'vitest';
import { dealFee } from './fees';

const rate5 = { feeMode: 'rate', feeAmount: null, feeRate: 5, feePayer: 'mandant' } as const;
const sale = {
  kind: 'sale',
  price: 300_000,
  feeOverride: null,
  landlordFees: null,
  tenantFees: null,
} as const;
const rental = {
  kind: 'rental',
  price: 1_000,
  feeOverride: null,
  landlordFees: null,
  tenantFees: null,
} as const;

describe('the fee of a file', () => {
  it('is the mandate’s for the agreed price, unless the agent set another', () => {
    expect(dealFee(sale, rate5)).toBe(15_000);
    expect(dealFee({ ...sale, feeOverride: 12_000 }, rate5)).toBe(12_000);
    expect(dealFee({ ...sale, feeOverride: 12_000 }, null)).toBe(12_000);
    expect(dealFee(sale, null)).toBeNull();
  });
  it('is, for a rental, the year’s rent under the mandate until the lease records the landlord’s and tenant’s fees', () => {
    expect(dealFee(rental, { ...rate5, feeRate: 10 })).toBe(1_200);
    expect(dealFee({ ...rental, feeOverride: 900 }, rate5)).toBe(900);
    expect(dealFee({ ...rental, feeOverride: 900, landlordFees: 700, tenantFees: 500 }, rate5)).toBe(1_200);
    expect(dealFee({ ...rental, landlordFees: 700, tenantFees: null }, null)).toBe(700);
  });
});
