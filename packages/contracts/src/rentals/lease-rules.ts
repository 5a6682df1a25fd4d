import { addMonthsToDate } from '../format';

/**
 * Leases' money rules (loi 89-462, FRENCH-RULES.md §6.4): the deposit's cap, what a payment's
 * receipt is, and when the deposit must be returned with the penalty for being late.
 */

/** nu (unfurnished), meublé (furnished), bail mobilité (furnished, 1 to 10 months, no deposit). */
export const LEASE_KINDS = ['nu', 'meuble', 'mobilite'] as const;
export type LeaseKind = (typeof LEASE_KINDS)[number];

/** Months of rent without charges a deposit may reach (art. 22, art. 25-6, art. 25-17). */
export const DEPOSIT_MONTHS: Record<LeaseKind, number> = { nu: 1, meuble: 2, mobilite: 0 };

export const depositCapCents = (kind: LeaseKind, rentCents: number) => DEPOSIT_MONTHS[kind] * rentCents;

/**
 * A full payment of the period gives a quittance (rent and charges apart, free of charge); anything
 * less gives a receipt of payment (« reçu »), never a quittance (art. 21).
 */
export function receiptKind(paidCents: number, dueCents: number): 'quittance' | 'recu' {
  return paidCents >= dueCents ? 'quittance' : 'recu';
}

/**
 * The deposit is returned within one month of the keys when the exit inspection matches the entry
 * one, two months otherwise; late, the tenant is owed 10 % of the monthly rent without charges for
 * each month begun (art. 22).
 */
export function depositReturnDeadline(keysReturnedOn: string, exitMatchesEntry: boolean): string {
  return addMonthsToDate(keysReturnedOn, exitMatchesEntry ? 1 : 2);
}

export function lateDepositPenaltyCents(rentCents: number, deadline: string, returnedOn: string): number {
  if (returnedOn <= deadline) return 0;
  let months = 0;
  while (addMonthsToDate(deadline, months) < returnedOn) months += 1;
  return Math.round(rentCents * 0.1) * months;
}
