/**
 * The bank review's and the arrears' cache keys. The arrears sit under « rent », the rent
 * section's first segment (rent/rent-api.ts), so a payment recorded by hand refreshes them too; a
 * bank payment refreshes the rent section, the lease and the dashboard likewise.
 */
export const rentalBankKeys = {
  lines: ['rental-bank', 'lines'] as const,
  candidates: (lineId: string) => ['rental-bank', 'candidates', lineId] as const,
  settings: ['rental-bank', 'settings'] as const,
};

export const arrearsKeys = {
  lease: (leaseId: string) => ['rent', 'arrears', leaseId] as const,
  unpaid: ['rent', 'arrears', 'unpaid'] as const,
};

/** What a confirmed payment changes elsewhere: the rent section and arrears, the lease, the dashboard. */
export const paymentSideEffectKeys = [['rent'], ['leases'], ['dashboard']] as const;
