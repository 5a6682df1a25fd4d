import type { PlanId } from '@immopilote/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, checkoutSessions } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;

export async function insertCheckout(
  db: DbOrTx,
  agencyId: string,
  values: { userId: string; plan: PlanId; provider: string },
): Promise<string> {
  const [row] = await db
    .insert(checkoutSessions)
    .values(tenantRow(agencyId, values))
    .returning({ id: checkoutSessions.id });
  return row!.id;
}

export async function setProviderRef(db: DbOrTx, agencyId: string, id: string, providerRef: string) {
  await db
    .update(checkoutSessions)
    .set({ providerRef })
    .where(tenantWhere(checkoutSessions, agencyId, eq(checkoutSessions.id, id)));
}

export async function findCheckout(db: DbOrTx, agencyId: string, id: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(tenantWhere(checkoutSessions, agencyId, eq(checkoutSessions.id, id)))
    .limit(1);
  return row ?? null;
}

/** The agency's checkouts still open with this provider. */
export async function openCheckouts(db: DbOrTx, agencyId: string, provider: string): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      tenantWhere(
        checkoutSessions,
        agencyId,
        and(eq(checkoutSessions.status, 'open'), eq(checkoutSessions.provider, provider)),
      ),
    );
}

/** A checkout that can no longer be paid (expired at the provider, or never created there). */
export async function markCheckoutExpired(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(
      tenantWhere(
        checkoutSessions,
        agencyId,
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.status, 'open'),
      ),
    );
}

export async function markCheckoutCompleted(db: DbOrTx, agencyId: string, id: string) {
  await db
    .update(checkoutSessions)
    .set({ status: 'completed', completedAt: new Date() })
    .where(tenantWhere(checkoutSessions, agencyId, eq(checkoutSessions.id, id)));
}

/** The agency row is the tenant itself: its own id is the scope. */
export async function activateSubscription(db: DbOrTx, agencyId: string, plan: PlanId) {
  if (!agencyId) throw new Error('agencyId is required');
  await db
    .update(agencies)
    .set({ subscriptionStatus: 'active', subscriptionPlan: plan })
    .where(eq(agencies.id, agencyId));
}
