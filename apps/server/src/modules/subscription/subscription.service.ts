import {
  billingMessages,
  type CheckoutSession,
  PLANS,
  type PlanId,
  priceWithVatCents,
  type SubscriptionOverview,
  subscriptionMessages,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { applyBillingEvents, type BillingDeps, type BillingLog, isPaying } from './billing-events.service';
import * as billing from './billing.repo';
import { findCheckout, insertCheckout, setProviderRef } from './subscription.repo';

/*
 * The head's side of the subscription: what it is, the checkout, plan changes, cancellation and
 * the provider's portal. What the provider then reports is applied by billing-events.service.ts;
 * the passing of time by subscription-lifecycle.service.ts.
 */

const monthlyHtCents = (plan: PlanId) => PLANS.find((p) => p.id === plan)!.monthlyPriceEur * 100;

export async function requireAgency(deps: Pick<AppDeps, 'db'>, agencyId: string, lock?: Tx) {
  const row = await billing.agencyBilling(lock ?? deps.db, agencyId, !!lock);
  if (!row) throw notFound(subscriptionMessages.agencyNotFound);
  return row;
}

function toOverview(
  deps: BillingDeps,
  row: billing.AgencyBillingRow,
  canManage: boolean,
): SubscriptionOverview {
  const amounts = row.subscriptionPlan ? priceWithVatCents(monthlyHtCents(row.subscriptionPlan)) : null;
  return {
    plan: row.subscriptionPlan,
    status: row.subscriptionStatus,
    provider: deps.payments.id,
    currentPeriodEnd: row.subscriptionPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.subscriptionCancelAtPeriodEnd,
    graceEndsAt: row.subscriptionGraceEndsAt?.toISOString() ?? null,
    readOnlyUntil: row.subscriptionReadOnlyUntil?.toISOString() ?? null,
    amountHtCents: amounts?.ht ?? null,
    amountTtcCents: amounts?.ttc ?? null,
    readOnlyGraceDays: deps.config.payments.readOnlyGraceDays,
    canManage,
  };
}

export async function subscriptionOverview(
  deps: BillingDeps,
  scope: MemberScope,
): Promise<SubscriptionOverview> {
  return toOverview(deps, await requireAgency(deps, scope.agencyId), scope.isBoss);
}

// ---- Checkout ----

export async function startCheckout(deps: BillingDeps, scope: MemberScope, { plan }: { plan: PlanId }) {
  const agency = await requireAgency(deps, scope.agencyId);
  // A paying agency changes plan on its one subscription; it never opens a second checkout.
  if (isPaying(agency.subscriptionStatus)) throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
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
    customerRef: agency.paymentProvider === deps.payments.id ? agency.paymentCustomerRef : null,
  });
  if (providerRef) await setProviderRef(deps.db, scope.agencyId, checkoutId, providerRef);
  return { url };
}

async function requireCheckout(deps: BillingDeps, scope: MemberScope, id: string) {
  const row = await findCheckout(deps.db, scope.agencyId, id);
  if (!row) throw notFound(subscriptionMessages.checkoutNotFound);
  return row;
}

export async function getCheckout(
  deps: BillingDeps,
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

/** The demonstration checkout's « Payer »: the local provider opens the subscription. */
export async function completeCheckout(
  deps: BillingDeps,
  scope: MemberScope,
  { id }: { id: string },
  log: BillingLog,
) {
  if (!deps.payments.confirmsInBrowser || !deps.payments.demo) {
    throw new AppError('FORBIDDEN', subscriptionMessages.demoProviderOnly);
  }
  const row = await requireCheckout(deps, scope, id);
  if (row.status !== 'open') throw new AppError('CONFLICT', subscriptionMessages.checkoutAlreadyCompleted);
  const agency = await requireAgency(deps, scope.agencyId);
  if (isPaying(agency.subscriptionStatus)) throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
  const events = await deps.payments.demo.completeCheckout({ agencyId: scope.agencyId, plan: row.plan });
  await applyBillingEvents(
    deps,
    events.map((e) => (e.kind === 'subscription' ? { ...e, checkoutId: row.id } : e)),
    log,
  );
}

// ---- Changes on the one subscription ----

export async function requireSubscription(deps: BillingDeps, scope: MemberScope) {
  const agency = await requireAgency(deps, scope.agencyId);
  if (!isPaying(agency.subscriptionStatus) || !agency.paymentSubscriptionRef) {
    throw new AppError('CONFLICT', billingMessages.noSubscription);
  }
  return { agency, ref: agency.paymentSubscriptionRef };
}

export async function changePlan(
  deps: BillingDeps,
  scope: MemberScope,
  { plan }: { plan: PlanId },
  log: BillingLog,
) {
  const { agency, ref } = await requireSubscription(deps, scope);
  if (agency.subscriptionPlan === plan) throw new AppError('CONFLICT', billingMessages.samePlan);
  await applyBillingEvents(deps, await deps.payments.changePlan(ref, plan), log);
  return subscriptionOverview(deps, scope);
}

export async function cancelAtPeriodEnd(deps: BillingDeps, scope: MemberScope, log: BillingLog) {
  const { agency, ref } = await requireSubscription(deps, scope);
  if (agency.subscriptionCancelAtPeriodEnd) throw new AppError('CONFLICT', billingMessages.alreadyCancelling);
  await applyBillingEvents(deps, await deps.payments.setCancelAtPeriodEnd(ref, true), log);
  return subscriptionOverview(deps, scope);
}

export async function resume(deps: BillingDeps, scope: MemberScope, log: BillingLog) {
  const { agency, ref } = await requireSubscription(deps, scope);
  if (!agency.subscriptionCancelAtPeriodEnd) throw new AppError('CONFLICT', billingMessages.notCancelling);
  await applyBillingEvents(deps, await deps.payments.setCancelAtPeriodEnd(ref, false), log);
  return subscriptionOverview(deps, scope);
}

export async function openPortal(deps: BillingDeps, scope: MemberScope) {
  const agency = await requireAgency(deps, scope.agencyId);
  if (!agency.paymentCustomerRef || agency.paymentProvider !== deps.payments.id) {
    throw new AppError('CONFLICT', billingMessages.noSubscription);
  }
  return deps.payments.createPortal({
    customerRef: agency.paymentCustomerRef,
    returnUrl: `${deps.config.publicUrl}/manage-subscription`,
  });
}
