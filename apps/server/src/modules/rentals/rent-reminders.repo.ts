import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, leaseParties, leases, rentCalls } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

/** `{5,15,30}`: delays are integers the settings schema checked, bound as one array parameter. */
const daysArray = (days: readonly number[]) => sql`${`{${days.map((d) => Math.trunc(d)).join(',')}}`}::int[]`;

/** The delays reached on `today` and not yet reminded for this call. */
const reachedNotSent = (days: readonly number[], today: string) =>
  sql`(select coalesce(array_agg(d order by d), '{}') from unnest(${daysArray(days)}) d where ${rentCalls.dueOn} + d <= ${today}::date and not (d = any(${rentCalls.remindedDays})))`;

/**
 * Claims, in one statement, the unpaid calls that reached a reminder delay not yet sent: each gets
 * those delays appended to `reminded_days` and is returned once. A second pass at the same time
 * (another process) waits for the first's row lock, then finds the delays already there.
 */
export async function claimDueRentReminders(
  db: DbOrTx,
  agencyId: string,
  days: readonly number[],
  today: string,
) {
  if (days.length === 0) return [];
  return db
    .update(rentCalls)
    .set({ remindedDays: sql`${rentCalls.remindedDays} || ${reachedNotSent(days, today)}` })
    .where(
      tenantWhere(
        rentCalls,
        agencyId,
        sql`${rentCalls.paidCents} < ${rentCalls.totalCents}`,
        sql`cardinality(${reachedNotSent(days, today)}) > 0`,
      ),
    )
    .returning({ id: rentCalls.id, remindedDays: rentCalls.remindedDays });
}

/** The claimed calls' tenants that have an e-mail, with what the reminder says. */
export async function reminderRecipients(db: DbOrTx, agencyId: string, callIds: readonly string[]) {
  if (callIds.length === 0) return [];
  return db
    .select({
      callId: rentCalls.id,
      partyId: leaseParties.id,
      name: leaseParties.name,
      email: leaseParties.email,
      propertyLabel: leases.propertyLabel,
      period: rentCalls.period,
      dueOn: rentCalls.dueOn,
      dueCents: sql<number>`${rentCalls.totalCents} - ${rentCalls.paidCents}`.mapWith(Number),
      agencyName: agencies.name,
    })
    .from(rentCalls)
    .innerJoin(leases, eq(leases.id, rentCalls.leaseId))
    .innerJoin(agencies, eq(agencies.id, rentCalls.agencyId))
    .innerJoin(
      leaseParties,
      and(eq(leaseParties.leaseId, rentCalls.leaseId), eq(leaseParties.role, 'tenant')),
    )
    .where(
      tenantWhere(
        rentCalls,
        agencyId,
        inArray(rentCalls.id, [...callIds]),
        sql`coalesce(${leaseParties.email}, '') <> ''`,
      ),
    );
}

/** Agencies with a late call not paid in full (the pass's read across agencies). */
export async function agenciesWithLateRents(db: DbOrTx, today: string) {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      sql`exists (select 1 from ${rentCalls} where ${rentCalls.agencyId} = ${agencies.id} and ${rentCalls.paidCents} < ${rentCalls.totalCents} and ${rentCalls.dueOn} < ${today}::date)`,
    );
  return rows.map((r) => r.id);
}
