import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { rentalOwnerMessages } from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import { chargeRegularisations, leases, ownerStatements, rentCalls, rentPayments } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type OwnerStatementRow = typeof ownerStatements.$inferSelect;

/** The payments received in the period, each with the month its rent call was for. */
export async function listPaymentsReceived(
  db: DbOrTx,
  agencyId: string,
  leaseId: string,
  from: string,
  to: string,
) {
  return db
    .select({
      receivedOn: rentPayments.receivedOn,
      amountCents: rentPayments.amountCents,
      period: rentCalls.period,
    })
    .from(rentPayments)
    .innerJoin(rentCalls, eq(rentCalls.id, rentPayments.rentCallId))
    .where(
      tenantWhere(
        rentPayments,
        agencyId,
        and(
          eq(rentPayments.leaseId, leaseId),
          gte(rentPayments.receivedOn, from),
          lte(rentPayments.receivedOn, to),
        ),
      ),
    )
    .orderBy(asc(rentPayments.receivedOn), asc(rentCalls.period));
}

export async function listStatements(db: DbOrTx, agencyId: string, leaseId: string) {
  return db
    .select()
    .from(ownerStatements)
    .where(tenantWhere(ownerStatements, agencyId, eq(ownerStatements.leaseId, leaseId)))
    .orderBy(desc(ownerStatements.periodStart), desc(ownerStatements.periodEnd));
}

export async function findStatement(db: DbOrTx, agencyId: string, leaseId: string, id: string) {
  const [row] = await db
    .select()
    .from(ownerStatements)
    .where(
      tenantWhere(
        ownerStatements,
        agencyId,
        and(eq(ownerStatements.id, id), eq(ownerStatements.leaseId, leaseId)),
      ),
    );
  return row;
}

export async function findStatementOfPeriod(
  db: DbOrTx,
  agencyId: string,
  leaseId: string,
  start: string,
  end: string,
) {
  const [row] = await db
    .select({ id: ownerStatements.id })
    .from(ownerStatements)
    .where(
      tenantWhere(
        ownerStatements,
        agencyId,
        and(
          eq(ownerStatements.leaseId, leaseId),
          eq(ownerStatements.periodStart, start),
          eq(ownerStatements.periodEnd, end),
        ),
      ),
    );
  return row;
}

/** One per lease and period, held by the unique index: null when another request got there first. */
export async function insertStatement(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof ownerStatements.$inferInsert, 'agencyId'>,
) {
  const [row] = await db
    .insert(ownerStatements)
    .values(tenantRow(agencyId, values))
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The first landlord's e-mail sent marks it; the others' keep that moment. */
export async function markSent(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(ownerStatements)
    .set({ sentAt: new Date() })
    .where(
      tenantWhere(ownerStatements, agencyId, and(eq(ownerStatements.id, id), isNull(ownerStatements.sentAt))),
    );
}

/**
 * Which of these `rental-owner` keys of one agency a row still names: a regularisation's or a
 * statement's PDF, or the account of a lease's returned deposit (named by its lease and day).
 */
export async function referencedRentalOwnerKeys(
  db: DbOrTx,
  agencyId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [regularisations, statements, deposits] = await Promise.all([
    db
      .select({ key: chargeRegularisations.pdfKey })
      .from(chargeRegularisations)
      .where(tenantWhere(chargeRegularisations, agencyId, inArray(chargeRegularisations.pdfKey, [...keys]))),
    db
      .select({ key: ownerStatements.pdfKey })
      .from(ownerStatements)
      .where(tenantWhere(ownerStatements, agencyId, inArray(ownerStatements.pdfKey, [...keys]))),
    db
      .select({ id: leases.id, returnedOn: leases.depositReturnedOn })
      .from(leases)
      .where(
        tenantWhere(
          leases,
          agencyId,
          and(
            inArray(
              leases.id,
              keys.map((k) => k.split('/')[1] ?? '').filter((id) => /^[0-9a-f-]{36}$/.test(id)),
            ),
            isNotNull(leases.depositReturnedOn),
          ),
        ),
      ),
  ]);
  return new Set([
    ...regularisations.flatMap((r) => (r.key ? [r.key] : [])),
    ...statements.flatMap((r) => (r.key ? [r.key] : [])),
    ...deposits.map((d) => `${agencyId}/${d.id}/${rentalOwnerMessages.deposit.pdf.fileName(d.returnedOn!)}`),
  ]);
}
