import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaseParties, leases } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';
import { notFound } from '../../errors';

export type LeaseRow = typeof leases.$inferSelect;
export type LeasePartyRow = typeof leaseParties.$inferSelect;

/**
 * The one way rental management reads a lease by the id a caller sent: another agency's id, or one
 * that does not exist, is the same French 404.
 */
export async function findLease(db: DbOrTx, agencyId: string, leaseId: string): Promise<LeaseRow> {
  const [row] = await db
    .select()
    .from(leases)
    .where(tenantWhere(leases, agencyId, eq(leases.id, leaseId)));
  if (!row) throw notFound('Ce bail n’existe pas ou a été supprimé.');
  return row;
}

/** The lease's parties grouped by role (alphabetically: guarantor, landlord, tenant), each group in its order on the lease. */
export async function findLeaseParties(
  db: DbOrTx,
  agencyId: string,
  leaseId: string,
): Promise<LeasePartyRow[]> {
  return db
    .select()
    .from(leaseParties)
    .where(tenantWhere(leaseParties, agencyId, eq(leaseParties.leaseId, leaseId)))
    .orderBy(asc(leaseParties.role), asc(leaseParties.position));
}
