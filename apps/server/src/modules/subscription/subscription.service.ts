import { PLANS, type PlanId, subscriptionMessages } from '@immopilote/contracts';
import { and, eq } from 'drizzle-orm';
import type { MemberScope } from '../../auth/context';
import { agencies, checkoutSessions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';

export async function startCheckout(deps: AppDeps, scope: MemberScope, userEmail: string, plan: PlanId) {
  const [checkout] = await deps.db
    .insert(checkoutSessions)
    .values({ agencyId: scope.agencyId, userId: scope.userId, plan, provider: deps.payments.id })
    .returning({ id: checkoutSessions.id });
  const { url, providerRef } = await deps.payments.createCheckout({
    checkoutId: checkout!.id,
    agencyId: scope.agencyId,
    plan,
    userEmail,
  });
  if (providerRef) {
    await deps.db.update(checkoutSessions).set({ providerRef }).where(eq(checkoutSessions.id, checkout!.id));
  }
  return { url };
}

async function findCheckout(deps: AppDeps, scope: MemberScope, id: string) {
  const [row] = await deps.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.agencyId, scope.agencyId), eq(checkoutSessions.id, id)))
    .limit(1);
  if (!row) throw notFound(subscriptionMessages.checkoutNotFound);
  return row;
}

export async function getCheckout(deps: AppDeps, scope: MemberScope, id: string) {
  const row = await findCheckout(deps, scope, id);
  const plan = PLANS.find((p) => p.id === row.plan)!;
  return {
    id: row.id,
    plan: plan.id,
    amountEur: plan.monthlyPriceEur,
    status: row.status as 'open' | 'completed',
    provider: row.provider,
  };
}

/** Marks the agency paid. Called by the demonstration checkout, and by a provider webhook later. */
export async function completeCheckout(deps: AppDeps, scope: MemberScope, id: string) {
  if (!deps.payments.confirmsInBrowser)
    throw new AppError('FORBIDDEN', subscriptionMessages.demoProviderOnly);
  const row = await findCheckout(deps, scope, id);
  if (row.status !== 'open') throw new AppError('CONFLICT', subscriptionMessages.checkoutAlreadyCompleted);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(checkoutSessions)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(checkoutSessions.id, row.id));
    await tx
      .update(agencies)
      .set({ subscriptionStatus: 'active', subscriptionPlan: row.plan })
      .where(eq(agencies.id, scope.agencyId));
  });
}
