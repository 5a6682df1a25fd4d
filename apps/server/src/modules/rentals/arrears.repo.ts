import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaseParties, leases, rentCalls } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

/** The tenants' names of a call's lease, in the lease's order (« Marie Dupont, Paul Dupont »). */
const tenantNames = sql<string>`coalesce((select string_agg(${leaseParties.name}, ', ' order by ${leaseParties.position}) from ${leaseParties} where ${leaseParties.leaseId} = ${rentCalls.leaseId} and ${leaseParties.agencyId} = ${rentCalls.agencyId} and ${leaseParties.role} = 'tenant'), '')`;

/** Whether one of the lease's tenants has no e-mail: their reminders go by post. */
const hasPostalTenant = sql<boolean>`exists (select 1 from ${leaseParties} where ${leaseParties.leaseId} = ${rentCalls.leaseId} and ${leaseParties.agencyId} = ${rentCalls.agencyId} and ${leaseParties.role} = 'tenant' and coalesce(${leaseParties.email}, '') = '')`;

const briefColumns = {
  id: rentCalls.id,
  leaseId: rentCalls.leaseId,
  propertyLabel: leases.propertyLabel,
  tenantNames,
  period: rentCalls.period,
  dueOn: rentCalls.dueOn,
  totalCents: rentCalls.totalCents,
  paidCents: rentCalls.paidCents,
};

export type RentCallBriefRow = {
  id: string;
  leaseId: string;
  propertyLabel: string;
  tenantNames: string;
  period: string;
  dueOn: string;
  totalCents: number;
  paidCents: number;
};

const unpaid = sql`${rentCalls.paidCents} < ${rentCalls.totalCents}`;

/**
 * The agency's calls not paid in full, oldest due date first: of one lease, due before a day (the
 * late ones), or whose balance is exactly an amount (a bank credit's candidates).
 */
export async function unpaidCalls(
  db: DbOrTx,
  agencyId: string,
  filter: { leaseId?: string; dueBefore?: string; exactBalance?: number } = {},
) {
  return db
    .select({ ...briefColumns, remindedDays: rentCalls.remindedDays, hasPostalTenant })
    .from(rentCalls)
    .innerJoin(leases, eq(leases.id, rentCalls.leaseId))
    .where(
      tenantWhere(
        rentCalls,
        agencyId,
        unpaid,
        filter.leaseId ? eq(rentCalls.leaseId, filter.leaseId) : undefined,
        filter.dueBefore ? lt(rentCalls.dueOn, filter.dueBefore) : undefined,
        filter.exactBalance !== undefined
          ? sql`${rentCalls.totalCents} - ${rentCalls.paidCents} = ${filter.exactBalance}`
          : undefined,
      ),
    )
    .orderBy(asc(rentCalls.dueOn), asc(leases.propertyLabel));
}

/** Unpaid calls whose balance covers an amount: what a member may pick for a bank line. */
export async function callsCovering(db: DbOrTx, agencyId: string, amountCents: number) {
  return db
    .select(briefColumns)
    .from(rentCalls)
    .innerJoin(leases, eq(leases.id, rentCalls.leaseId))
    .where(
      tenantWhere(
        rentCalls,
        agencyId,
        sql`${rentCalls.totalCents} - ${rentCalls.paidCents} >= ${amountCents}`,
      ),
    )
    .orderBy(asc(rentCalls.dueOn), asc(leases.propertyLabel))
    .limit(200);
}

export async function callBriefs(db: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(briefColumns)
    .from(rentCalls)
    .innerJoin(leases, eq(leases.id, rentCalls.leaseId))
    .where(tenantWhere(rentCalls, agencyId, inArray(rentCalls.id, [...ids])));
}

/** The lease's issued calls added up: called, paid, and what is left on those due by `today`. */
export async function leaseTotals(db: DbOrTx, agencyId: string, leaseId: string, today: string) {
  const [row] = await db
    .select({
      called: sql<number>`coalesce(sum(${rentCalls.totalCents}), 0)::int`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${rentCalls.paidCents}), 0)::int`.mapWith(Number),
      dueNow:
        sql<number>`coalesce(sum(${rentCalls.totalCents} - ${rentCalls.paidCents}) filter (where ${rentCalls.dueOn} <= ${today}::date), 0)::int`.mapWith(
          Number,
        ),
    })
    .from(rentCalls)
    .where(tenantWhere(rentCalls, agencyId, eq(rentCalls.leaseId, leaseId)));
  return { called: row?.called ?? 0, paid: row?.paid ?? 0, dueNow: row?.dueNow ?? 0 };
}
