import { depositReturnDeadline, lateDepositPenaltyCents } from '@immopilote/contracts';
import type { LeaseRow } from './lease-lookup.repo';

export const deductionsCents = (lease: LeaseRow) =>
  lease.depositDeductions.reduce((sum, d) => sum + d.amountCents, 0);

/** The deadline once the keys are back (art. 22): one month when the exit matches the entry, two otherwise. */
export const leaseDepositDeadline = (lease: LeaseRow) =>
  lease.keysReturnedOn && lease.exitMatchesEntry !== null
    ? depositReturnDeadline(lease.keysReturnedOn, lease.exitMatchesEntry)
    : null;

/** The late penalty and the months begun it counts (10 % of the rent without charges each). */
export function depositPenalty(lease: LeaseRow, returnedOn: string | null) {
  const deadline = leaseDepositDeadline(lease);
  if (!deadline || !returnedOn) return { months: 0, cents: 0 };
  const cents = lateDepositPenaltyCents(lease.rentCents, deadline, returnedOn);
  const monthly = Math.round(lease.rentCents * 0.1);
  return { months: monthly > 0 ? cents / monthly : 0, cents };
}
