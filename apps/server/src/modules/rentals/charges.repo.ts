import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chargeRegularisations, rentCalls } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type ChargeRegularisationRow = typeof chargeRegularisations.$inferSelect;

/** The lease's rent calls of the periods from `from` to `to` (first days of months), with what was paid. */
export async function listRentCalls(
  db: DbOrTx,
  agencyId: string,
  leaseId: string,
  from?: string,
  to?: string,
) {
  return db
    .select({
      period: rentCalls.period,
      chargesCents: rentCalls.chargesCents,
      totalCents: rentCalls.totalCents,
      paidCents: rentCalls.paidCents,
    })
    .from(rentCalls)
    .where(
      tenantWhere(
        rentCalls,
        agencyId,
        and(
          eq(rentCalls.leaseId, leaseId),
          from ? gte(rentCalls.period, from) : undefined,
          to ? lte(rentCalls.period, to) : undefined,
        ),
      ),
    )
    .orderBy(asc(rentCalls.period));
}

export async function listRegularisations(db: DbOrTx, agencyId: string, leaseId: string) {
  return db
    .select()
    .from(chargeRegularisations)
    .where(tenantWhere(chargeRegularisations, agencyId, eq(chargeRegularisations.leaseId, leaseId)))
    .orderBy(desc(chargeRegularisations.year));
}

export async function findRegularisation(db: DbOrTx, agencyId: string, leaseId: string, id: string) {
  const [row] = await db
    .select()
    .from(chargeRegularisations)
    .where(
      tenantWhere(
        chargeRegularisations,
        agencyId,
        and(eq(chargeRegularisations.id, id), eq(chargeRegularisations.leaseId, leaseId)),
      ),
    );
  return row;
}

export async function findRegularisationOfYear(db: DbOrTx, agencyId: string, leaseId: string, year: number) {
  const [row] = await db
    .select({ id: chargeRegularisations.id })
    .from(chargeRegularisations)
    .where(
      tenantWhere(
        chargeRegularisations,
        agencyId,
        and(eq(chargeRegularisations.leaseId, leaseId), eq(chargeRegularisations.year, year)),
      ),
    );
  return row;
}

/** One per lease and year, held by the unique index: null when another request got there first. */
export async function insertRegularisation(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof chargeRegularisations.$inferInsert, 'agencyId'>,
) {
  const [row] = await db
    .insert(chargeRegularisations)
    .values(tenantRow(agencyId, values))
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
