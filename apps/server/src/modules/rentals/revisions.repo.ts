import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leases, rentRevisions } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';
import type { LeaseRow } from './lease-lookup.repo';

export type RentRevisionRow = typeof rentRevisions.$inferSelect;
export type NewRentRevision = Omit<typeof rentRevisions.$inferInsert, 'agencyId'>;

/** The lease, locked until the end of the caller's transaction: two confirmations take turns. */
export async function lockLease(
  tx: DbOrTx,
  agencyId: string,
  leaseId: string,
): Promise<LeaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(leases)
    .where(tenantWhere(leases, agencyId, eq(leases.id, leaseId)))
    .for('update');
  return row;
}

export async function listLeaseRevisions(
  db: DbOrTx,
  agencyId: string,
  leaseId: string,
): Promise<RentRevisionRow[]> {
  return db
    .select()
    .from(rentRevisions)
    .where(tenantWhere(rentRevisions, agencyId, eq(rentRevisions.leaseId, leaseId)))
    .orderBy(desc(rentRevisions.dueOn));
}

export async function findLeaseRevision(
  db: DbOrTx,
  agencyId: string,
  leaseId: string,
  revisionId: string,
): Promise<RentRevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(rentRevisions)
    .where(
      tenantWhere(
        rentRevisions,
        agencyId,
        and(eq(rentRevisions.leaseId, leaseId), eq(rentRevisions.id, revisionId)),
      ),
    );
  return row;
}

export async function insertRevision(tx: DbOrTx, agencyId: string, values: NewRentRevision) {
  const [row] = await tx.insert(rentRevisions).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/** The lease's rent from now on: the next rent calls read it; calls already issued keep their amounts. */
export async function setLeaseRent(tx: DbOrTx, agencyId: string, leaseId: string, rentCents: number) {
  await tx
    .update(leases)
    .set({ rentCents, updatedAt: new Date() })
    .where(tenantWhere(leases, agencyId, eq(leases.id, leaseId)));
}
