import type { PlanId } from '@immopilote/contracts';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demoClock, demoSubscriptions } from '../../db/schema';

export type DemoSubscriptionRow = typeof demoSubscriptions.$inferSelect;

/** The demonstration clock's offset from real time (0 until someone advances it). */
export async function clockOffsetMs(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ offsetMs: demoClock.offsetMs }).from(demoClock).where(eq(demoClock.id, 1));
  return row?.offsetMs ?? 0;
}

export async function addClockOffset(db: DbOrTx, addMs: number): Promise<number> {
  const [row] = await db
    .insert(demoClock)
    .values({ id: 1, offsetMs: addMs })
    .onConflictDoUpdate({ target: demoClock.id, set: { offsetMs: sql`${demoClock.offsetMs} + ${addMs}` } })
    .returning({ offsetMs: demoClock.offsetMs });
  return row!.offsetMs;
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

/** Running subscriptions whose paid period is over at `now`, locked for this transaction. */
export async function dueDemoSubscriptions(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(demoSubscriptions)
    .where(
      and(inArray(demoSubscriptions.status, ['active', 'past_due']), lte(demoSubscriptions.periodEnd, now)),
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
