import type { MandateActivity, MandateStatus } from '@immopilote/contracts';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mandateCounters, mandateMandators, mandates } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type MandateRow = typeof mandates.$inferSelect;
export type MandatorRow = typeof mandateMandators.$inferSelect;
export type NewMandate = Omit<typeof mandates.$inferInsert, 'agencyId' | 'number'>;
export type NewMandator = Pick<MandatorRow, 'clientId' | 'name' | 'address'>;

/**
 * The register's next number, taken in the caller's transaction: the upsert locks the agency's
 * counter row until the commit, so concurrent creations queue one behind the other, and a
 * rollback gives the number back (no gap, no duplicate).
 */
export async function takeNextNumber(tx: DbOrTx, agencyId: string, activity: MandateActivity) {
  const [row] = await tx
    .insert(mandateCounters)
    .values(tenantRow(agencyId, { activity, lastNumber: 1 }))
    .onConflictDoUpdate({
      target: [mandateCounters.agencyId, mandateCounters.activity],
      set: { lastNumber: sql`${mandateCounters.lastNumber} + 1` },
    })
    .returning({ number: mandateCounters.lastNumber });
  return row!.number;
}

export async function insertMandate(
  tx: DbOrTx,
  agencyId: string,
  values: NewMandate & { number: number },
  mandators: readonly NewMandator[],
): Promise<MandateRow> {
  const [row] = await tx.insert(mandates).values(tenantRow(agencyId, values)).returning();
  await tx
    .insert(mandateMandators)
    .values(mandators.map((m, position) => tenantRow(agencyId, { ...m, mandateId: row!.id, position })));
  return row!;
}

/** One register, in the order of its numbers (which is the chronological order). */
export async function listRegister(db: DbOrTx, agencyId: string, activity: MandateActivity) {
  return db
    .select()
    .from(mandates)
    .where(tenantWhere(mandates, agencyId, eq(mandates.activity, activity)))
    .orderBy(asc(mandates.number));
}

export async function listPropertyMandates(db: DbOrTx, agencyId: string, propertyId: string) {
  return db
    .select()
    .from(mandates)
    .where(tenantWhere(mandates, agencyId, eq(mandates.propertyId, propertyId)))
    .orderBy(asc(mandates.activity), asc(mandates.number));
}

export async function findMandate(db: DbOrTx, agencyId: string, id: string): Promise<MandateRow | null> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(tenantWhere(mandates, agencyId, eq(mandates.id, id)))
    .limit(1);
  return row ?? null;
}

/** Locks the line so two closings of one mandate run one after the other. */
export async function lockMandate(db: DbOrTx, agencyId: string, id: string): Promise<MandateRow | null> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(tenantWhere(mandates, agencyId, eq(mandates.id, id)))
    .for('update');
  return row ?? null;
}

export async function closeMandate(
  tx: DbOrTx,
  agencyId: string,
  id: string,
  values: {
    status: Exclude<MandateStatus, 'active'>;
    closedOn: string;
    closeReason: string;
    closedBy: string;
  },
): Promise<MandateRow> {
  const [row] = await tx
    .update(mandates)
    .set(values)
    .where(tenantWhere(mandates, agencyId, eq(mandates.id, id)))
    .returning();
  return row!;
}

/** Sets the signing facts a line gains after it was written (its register texts never change). */
export async function updateSigning(
  tx: DbOrTx,
  agencyId: string,
  id: string,
  values: Partial<
    Pick<
      MandateRow,
      'signatureRequestId' | 'countersignedOn' | 'retractionEndsOn' | 'earlyStartRequested' | 'retractedOn'
    >
  >,
): Promise<void> {
  await tx
    .update(mandates)
    .set(values)
    .where(tenantWhere(mandates, agencyId, eq(mandates.id, id)));
}

/** The mandators of these mandates, each list in the order they were chosen. */
export async function listMandators(db: DbOrTx, agencyId: string, mandateIds: readonly string[]) {
  if (mandateIds.length === 0) return [];
  return db
    .select()
    .from(mandateMandators)
    .where(tenantWhere(mandateMandators, agencyId, inArray(mandateMandators.mandateId, [...mandateIds])))
    .orderBy(asc(mandateMandators.mandateId), asc(mandateMandators.position));
}

/** The agency's transaction mandates in force, latest number last. */
export async function listActiveTransactionMandates(db: DbOrTx, agencyId: string): Promise<MandateRow[]> {
  return db
    .select()
    .from(mandates)
    .where(
      tenantWhere(mandates, agencyId, eq(mandates.activity, 'transaction'), eq(mandates.status, 'active')),
    )
    .orderBy(asc(mandates.number));
}

/**
 * The active mandates of one property for the same object (sale, rental, management) whose period
 * meets [start, end], both ends included. Read after the property's row lock, so a creation that
 * committed meanwhile is seen.
 */
export async function listOverlappingMandates(
  db: DbOrTx,
  agencyId: string,
  { propertyId, object, start, end }: { propertyId: string; object: string; start: string; end: string },
): Promise<MandateRow[]> {
  return db
    .select()
    .from(mandates)
    .where(
      tenantWhere(
        mandates,
        agencyId,
        and(
          eq(mandates.propertyId, propertyId),
          eq(mandates.object, object),
          eq(mandates.status, 'active'),
          lte(mandates.startDate, end),
          gte(mandates.endDate, start),
        ),
      ),
    )
    .orderBy(asc(mandates.number));
}
