import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leases, ownerExpenses, ownerStatements } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type OwnerExpenseRow = typeof ownerExpenses.$inferSelect;

/** Locks the lease's row: an expense's change and a statement's figures never cross. */
export async function lockLease(db: DbOrTx, agencyId: string, leaseId: string) {
  await db
    .select({ id: leases.id })
    .from(leases)
    .where(tenantWhere(leases, agencyId, eq(leases.id, leaseId)))
    .for('update');
}

/** The lease's expenses from `from` to `to` (every one without bounds), oldest first. */
export async function listExpenses(
  db: DbOrTx,
  agencyId: string,
  leaseId: string,
  from?: string,
  to?: string,
) {
  return db
    .select()
    .from(ownerExpenses)
    .where(
      tenantWhere(
        ownerExpenses,
        agencyId,
        and(
          eq(ownerExpenses.leaseId, leaseId),
          from ? gte(ownerExpenses.spentOn, from) : undefined,
          to ? lte(ownerExpenses.spentOn, to) : undefined,
        ),
      ),
    )
    .orderBy(asc(ownerExpenses.spentOn), asc(ownerExpenses.createdAt));
}

export async function findExpense(db: DbOrTx, agencyId: string, leaseId: string, id: string) {
  const [row] = await db
    .select()
    .from(ownerExpenses)
    .where(
      tenantWhere(ownerExpenses, agencyId, and(eq(ownerExpenses.id, id), eq(ownerExpenses.leaseId, leaseId))),
    );
  return row;
}

export async function insertExpense(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof ownerExpenses.$inferInsert, 'agencyId'>,
) {
  const [row] = await db.insert(ownerExpenses).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/** The periods of the lease's statements: an expense dated inside one is accounted for. */
export async function listStatementPeriods(db: DbOrTx, agencyId: string, leaseId: string) {
  return db
    .select({ periodStart: ownerStatements.periodStart, periodEnd: ownerStatements.periodEnd })
    .from(ownerStatements)
    .where(tenantWhere(ownerStatements, agencyId, eq(ownerStatements.leaseId, leaseId)));
}

/**
 * Removes an expense no statement accounts for: its retention starts when an owner is accounted to,
 * so it is brought to today first (the database refuses a deletion before `retain_until`).
 */
export async function deleteUnaccountedExpense(db: DbOrTx, agencyId: string, id: string, today: string) {
  await db
    .update(ownerExpenses)
    .set({ retainUntil: today })
    .where(tenantWhere(ownerExpenses, agencyId, eq(ownerExpenses.id, id)));
  await db.delete(ownerExpenses).where(tenantWhere(ownerExpenses, agencyId, eq(ownerExpenses.id, id)));
}
