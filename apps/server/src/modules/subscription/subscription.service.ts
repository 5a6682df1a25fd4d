import { type CheckoutSession, PLANS, type PlanId, subscriptionMessages } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import {
  activateSubscription,
  findCheckout,
  insertCheckout,
  markCheckoutCompleted,
  setProviderRef,
} from './subscription.repo';

export async function startCheckout(deps: AppDeps, scope: MemberScope, { plan }: { plan: PlanId }) {
  const checkoutId = await insertCheckout(deps.db, scope.agencyId, {
    userId: scope.userId,
    plan,
    provider: deps.payments.id,
  });
  const { url, providerRef } = await deps.payments.createCheckout({
    checkoutId,
    agencyId: scope.agencyId,
    plan,
    userEmail: scope.email,
  });
  if (providerRef) await setProviderRef(deps.db, scope.agencyId, checkoutId, providerRef);
  return { url };
}

async function requireCheckout(deps: AppDeps, scope: MemberScope, id: string) {
  const row = await findCheckout(deps.db, scope.agencyId, id);
  if (!row) throw notFound(subscriptionMessages.checkoutNotFound);
  return row;
}

export async function getCheckout(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<CheckoutSession> {
  const row = await requireCheckout(deps, scope, id);
  const plan = PLANS.find((p) => p.id === row.plan)!;
  return {
    id: row.id,
    plan: plan.id,
    amountEur: plan.monthlyPriceEur,
    status: row.status,
    provider: row.provider,
  };
}

/** Marks the agency paid. Called by the demonstration checkout, and by a provider webhook later. */
export async function completeCheckout(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  if (!deps.payments.confirmsInBrowser)
    throw new AppError('FORBIDDEN', subscriptionMessages.demoProviderOnly);
  const row = await requireCheckout(deps, scope, id);
  if (row.status !== 'open') throw new AppError('CONFLICT', subscriptionMessages.checkoutAlreadyCompleted);
  await deps.db.transaction(async (tx) => {
    await markCheckoutCompleted(tx, scope.agencyId, row.id);
    await activateSubscription(tx, scope.agencyId, row.plan);
  });
}
