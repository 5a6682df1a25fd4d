import { type LeaseArrears, parisToday, type UnpaidRent, type UnpaidRentList } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { leaseTotals, unpaidCalls } from './arrears.repo';
import { findLease, findLeaseParties } from './lease-lookup.repo';

const DAY_MS = 86_400_000;

/** Whole days from the due date to today; zero or less while the rent is not late. */
export const daysLate = (dueOn: string, today: string) =>
  Math.round((Date.parse(today) - Date.parse(dueOn)) / DAY_MS);

type UnpaidRow = Awaited<ReturnType<typeof unpaidCalls>>[number];

function toUnpaidRent(row: UnpaidRow, today: string): UnpaidRent {
  return {
    id: row.id,
    leaseId: row.leaseId,
    propertyLabel: row.propertyLabel,
    tenantNames: row.tenantNames,
    period: row.period,
    dueOn: row.dueOn,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    dueCents: row.totalCents - row.paidCents,
    daysLate: daysLate(row.dueOn, today),
    remindedDays: [...row.remindedDays].sort((a, b) => a - b),
  };
}

/**
 * A lease's balance (issue 34): what is left on its calls due by today (the rent section's « reste
 * dû », the same figure), what is left on the calls issued but not yet due, the totals called and
 * paid, and its calls not paid in full, oldest first, with the reminders already sent. Another
 * agency's lease is a 404.
 */
export async function leaseArrears(
  deps: AppDeps,
  scope: MemberScope,
  input: { id: string },
  now: Date = new Date(),
): Promise<LeaseArrears> {
  const lease = await findLease(deps.db, scope.agencyId, input.id);
  const today = parisToday(now);
  const [totals, rows, parties] = await Promise.all([
    leaseTotals(deps.db, scope.agencyId, lease.id, today),
    unpaidCalls(deps.db, scope.agencyId, { leaseId: lease.id }),
    findLeaseParties(deps.db, scope.agencyId, lease.id),
  ]);
  return {
    leaseId: lease.id,
    calledCents: totals.called,
    paidCents: totals.paid,
    balanceCents: totals.dueNow,
    upcomingCents: totals.called - totals.paid - totals.dueNow,
    unpaid: rows.map((r) => toUnpaidRent(r, today)),
    postalTenants: parties.filter((p) => p.role === 'tenant' && !p.email).map((p) => p.name),
  };
}

/** The agency's late rents (due before today, not paid in full), oldest first: the dashboard card. */
export async function agencyUnpaidRents(
  deps: AppDeps,
  scope: MemberScope,
  now: Date = new Date(),
): Promise<UnpaidRentList> {
  const today = parisToday(now);
  const rows = await unpaidCalls(deps.db, scope.agencyId, { dueBefore: today });
  const items = rows.map((r) => ({ ...toUnpaidRent(r, today), postal: r.hasPostalTenant }));
  return { items, totalDueCents: items.reduce((sum, r) => sum + r.dueCents, 0) };
}
