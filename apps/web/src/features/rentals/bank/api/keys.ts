/**
 * The bank review's and the arrears' cache keys. A payment changes a lease's balance, the unpaid
 * rents (the dashboard's card) and the lease's payments (the lease page, under « leases »).
 */
export const rentalBankKeys = {
  lines: ['rental-bank', 'lines'] as const,
  candidates: (lineId: string) => ['rental-bank', 'candidates', lineId] as const,
  settings: ['rental-bank', 'settings'] as const,
};

export const arrearsKeys = {
  all: ['arrears'] as const,
  lease: (leaseId: string) => ['arrears', 'lease', leaseId] as const,
  unpaid: ['arrears', 'unpaid'] as const,
};

/** What a confirmed payment changes elsewhere: the leases' pages and the dashboard. */
export const paymentSideEffectKeys = [['arrears'], ['leases'], ['dashboard']] as const;
