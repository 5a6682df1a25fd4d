import type { PlanId } from '@immopilote/contracts';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencyClocks, demoSubscriptions } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

export type DemoSubscriptionRow = typeof demoSubscriptions.$inferSelect;

/*
 * The provider's clock for a customer is its agency's billing clock (agency_clocks, the
 * demonstration agency's row): read and moved for that agency only, under its binding.
 */

/** The customer agency's billing offset from real time (0 for every agency but the demonstration one). */
export async function billingOffsetMs(db: DbOrTx, agencyId: string): Promise<number> {
  const [row] = await db
    .select({ offsetMs: agencyClocks.billingOffsetMs })
    .from(agencyClocks)
    .where(tenantWhere(agencyClocks, agencyId));
  return row?.offsetMs ?? 0;
}

/** Moves the agency's billing clock on; null when it has no clocks (never creates them). */
export async function addBillingOffset(db: DbOrTx, agencyId: string, addMs: number): Promise<number | null> {
  const [row] = await db
    .update(agencyClocks)
    .set({ billingOffsetMs: sql`${agencyClocks.billingOffsetMs} + ${addMs}` })
    .where(tenantWhere(agencyClocks, agencyId))
    .returning({ offsetMs: agencyClocks.billingOffsetMs });
  return row?.offsetMs ?? null;
}

export async function insertDemoSubscription(db: DbOrTx, row: typeof demoSubscriptions.$inferInsert) {
  await db.insert(demoSubscriptions).values(row);
}

export async function findDemoSubscription(db: DbOrTx, ref: string, lock = false) {
  const query = db.select().from(demoSubscriptions).where(eq(demoSubscriptions.ref, ref)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateDemoSubscription(
  db: DbOrTx,
  ref: string,
  values: Partial<Omit<DemoSubscriptionRow, 'ref' | 'customerRef'>> & { plan?: PlanId },
) {
  const [row] = await db
    .update(demoSubscriptions)
    .set(values)
    .where(eq(demoSubscriptions.ref, ref))
    .returning();
  return row ?? null;
}

/** The customer's running subscriptions whose paid period is over at `now`, locked for this transaction. */
export async function dueDemoSubscriptions(db: DbOrTx, customerRef: string, now: Date) {
  return db
    .select()
    .from(demoSubscriptions)
    .where(
      and(
        eq(demoSubscriptions.customerRef, customerRef),
        inArray(demoSubscriptions.status, ['active', 'past_due']),
        lte(demoSubscriptions.periodEnd, now),
      ),
    )
    .for('update');
}

export async function cancelDemoSubscriptions(db: DbOrTx, refs: readonly string[]) {
  if (refs.length === 0) return;
  await db
    .update(demoSubscriptions)
    .set({ status: 'canceled', cancelAtPeriodEnd: false })
    .where(inArray(demoSubscriptions.ref, [...refs]));
}

/** The demonstration's subscriptions of one customer (the agency itself). */
export async function demoSubscriptionsOf(db: DbOrTx, customerRef: string) {
  return db.select().from(demoSubscriptions).where(eq(demoSubscriptions.customerRef, customerRef));
}
