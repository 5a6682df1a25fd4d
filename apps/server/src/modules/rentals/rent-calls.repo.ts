import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, leaseParties, leases, rentCalls } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type RentCallRow = typeof rentCalls.$inferSelect;
export type NewRentCall = Omit<typeof rentCalls.$inferInsert, 'agencyId' | 'id' | 'createdAt' | 'pdfKey'>;

/** Agencies with a lease that may still be called (across agencies: the run's `agencyJobs` read). */
export async function agenciesWithLeases(db: DbOrTx, since: string): Promise<string[]> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      sql`exists (select 1 from ${leases} where ${leases.agencyId} = ${agencies.id} and (${leases.status} = 'active' or ${leases.endedOn} >= ${since}))`,
    );
  return rows.map((r) => r.id);
}

/** The leases the run looks at: active ones, and those ended since `since` (their last month). */
export async function leasesToCall(db: DbOrTx, agencyId: string, since: string) {
  return db
    .select({
      id: leases.id,
      kind: leases.kind,
      startOn: leases.startOn,
      durationMonths: leases.durationMonths,
      endedOn: leases.endedOn,
      paymentDay: leases.paymentDay,
      rentCents: leases.rentCents,
      chargesCents: leases.chargesCents,
      createdAt: leases.createdAt,
    })
    .from(leases)
    .where(tenantWhere(leases, agencyId, or(eq(leases.status, 'active'), gte(leases.endedOn, since))));
}

/** The leases (of these) with a tenant who consented to e-mail and gave an address. */
export async function leasesWithConsent(db: DbOrTx, agencyId: string, leaseIds: readonly string[]) {
  if (leaseIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ leaseId: leaseParties.leaseId })
    .from(leaseParties)
    .where(
      tenantWhere(
        leaseParties,
        agencyId,
        inArray(leaseParties.leaseId, [...leaseIds]),
        eq(leaseParties.role, 'tenant'),
        eq(leaseParties.electronicDelivery, true),
        isNotNull(leaseParties.email),
      ),
    );
  return new Set(rows.map((r) => r.leaseId));
}

/**
 * Inserts the calls, each at most once per lease and month: a call already there (an earlier run, a
 * process killed after its commit, another process) is left as it is. The ids of the new ones.
 */
export async function insertCalls(db: DbOrTx, agencyId: string, values: readonly NewRentCall[]) {
  if (values.length === 0) return [];
  return db
    .insert(rentCalls)
    .values(values.map((v) => tenantRow(agencyId, v)))
    .onConflictDoNothing({ target: [rentCalls.leaseId, rentCalls.period] })
    .returning({ id: rentCalls.id });
}

export async function findCall(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select()
    .from(rentCalls)
    .where(tenantWhere(rentCalls, agencyId, eq(rentCalls.id, id)));
  return row ?? null;
}

/** A lease's calls, the latest period first. */
export async function listCallsOfLease(db: DbOrTx, agencyId: string, leaseId: string) {
  return db
    .select()
    .from(rentCalls)
    .where(tenantWhere(rentCalls, agencyId, eq(rentCalls.leaseId, leaseId)))
    .orderBy(desc(rentCalls.period));
}

export async function listCallsWithoutPdf(db: DbOrTx, agencyId: string, limit: number) {
  return db
    .select()
    .from(rentCalls)
    .where(tenantWhere(rentCalls, agencyId, isNull(rentCalls.pdfKey)))
    .limit(limit);
}

/** Notes the PDF once; a concurrent writer of the same (deterministic) key changes nothing. */
export async function setCallPdf(db: DbOrTx, agencyId: string, id: string, pdfKey: string) {
  await db
    .update(rentCalls)
    .set({ pdfKey })
    .where(tenantWhere(rentCalls, agencyId, eq(rentCalls.id, id), isNull(rentCalls.pdfKey)));
}

/** Calls to e-mail whose PDF is stored and that have not gone yet. */
export async function listCallsToSend(db: DbOrTx, agencyId: string) {
  return db
    .select({ id: rentCalls.id, leaseId: rentCalls.leaseId })
    .from(rentCalls)
    .where(
      tenantWhere(
        rentCalls,
        agencyId,
        and(eq(rentCalls.delivery, 'email'), isNotNull(rentCalls.pdfKey), isNull(rentCalls.sentAt)),
      ),
    );
}

export async function markCallSent(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(rentCalls)
    .set({ sentAt: new Date() })
    .where(tenantWhere(rentCalls, agencyId, eq(rentCalls.id, id), isNull(rentCalls.sentAt)));
}

/** The leases of a batch of calls, with their parties in the lease's order: two queries for the batch. */
export async function leasesWithParties(db: DbOrTx, agencyId: string, leaseIds: readonly string[]) {
  if (leaseIds.length === 0) return { leaseRows: [], partyRows: [] };
  const ids = [...new Set(leaseIds)];
  const [leaseRows, partyRows] = await Promise.all([
    db
      .select()
      .from(leases)
      .where(tenantWhere(leases, agencyId, inArray(leases.id, ids))),
    db
      .select()
      .from(leaseParties)
      .where(tenantWhere(leaseParties, agencyId, inArray(leaseParties.leaseId, ids)))
      .orderBy(asc(leaseParties.role), asc(leaseParties.position)),
  ]);
  return { leaseRows, partyRows };
}
