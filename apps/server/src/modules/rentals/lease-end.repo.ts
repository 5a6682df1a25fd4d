import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inspections, leases } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';
import type { DepositDeduction } from './rentals.schema';

export type LeaseInspectionRow = Pick<
  typeof inspections.$inferSelect,
  'id' | 'kind' | 'inspectionDate' | 'signedAt' | 'entryInspectionId' | 'content' | 'propertyId'
>;

const inspectionColumns = {
  id: inspections.id,
  kind: inspections.kind,
  inspectionDate: inspections.inspectionDate,
  signedAt: inspections.signedAt,
  entryInspectionId: inspections.entryInspectionId,
  content: inspections.content,
  propertyId: inspections.propertyId,
};

/** The property's inspections, oldest first: the entry and exit a lease's end is judged on. */
export async function listPropertyInspections(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
): Promise<LeaseInspectionRow[]> {
  return db
    .select(inspectionColumns)
    .from(inspections)
    .where(tenantWhere(inspections, agencyId, eq(inspections.propertyId, propertyId)))
    .orderBy(asc(inspections.inspectionDate), asc(inspections.createdAt));
}

export async function findInspection(
  db: DbOrTx,
  agencyId: string,
  id: string,
): Promise<LeaseInspectionRow | undefined> {
  const [row] = await db
    .select(inspectionColumns)
    .from(inspections)
    .where(tenantWhere(inspections, agencyId, eq(inspections.id, id)));
  return row;
}

/** Ends an active lease; null when it was ended meanwhile (of two clicks, the second). */
export async function endLease(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: {
    endedOn: string;
    keysReturnedOn: string;
    entryInspectionId: string | null;
    exitInspectionId: string | null;
    exitMatchesEntry: boolean;
  },
) {
  const [row] = await db
    .update(leases)
    .set({ ...values, status: 'ended', updatedAt: new Date() })
    .where(tenantWhere(leases, agencyId, eq(leases.id, id), eq(leases.status, 'active')))
    .returning();
  return row ?? null;
}

/** Replaces the deductions while the deposit is not returned; null once it is. */
export async function setDeductions(
  db: DbOrTx,
  agencyId: string,
  id: string,
  deductions: DepositDeduction[],
) {
  const [row] = await db
    .update(leases)
    .set({ depositDeductions: deductions, updatedAt: new Date() })
    .where(tenantWhere(leases, agencyId, eq(leases.id, id), isNull(leases.depositReturnedOn)))
    .returning();
  return row ?? null;
}

/** Records the return once: null when it was already recorded. */
export async function recordReturn(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: { depositReturnedOn: string; depositReturnedCents: number },
) {
  const [row] = await db
    .update(leases)
    .set({ ...values, updatedAt: new Date() })
    .where(
      tenantWhere(
        leases,
        agencyId,
        and(eq(leases.id, id), eq(leases.status, 'ended'), isNull(leases.depositReturnedOn)),
      ),
    )
    .returning();
  return row ?? null;
}
