import {
  billingMessages,
  type CheckoutSession,
  PLANS,
  type PlanChangePreview,
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
import { reconcileCheckouts, reconcileSubscriptions } from './billing-reconcile.service';
import { findCheckout, insertCheckout, openCheckouts, setProviderRef } from './subscription.repo';
import type { SubscriptionSnapshot } from '../../integrations/payments';

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

/**
 * One payment per agency: a paying agency changes plan on its one subscription; an agency with a
 * checkout still payable at the provider, or a subscription there (its webhook lost), opens no
 * second checkout. The provider is asked first (a paid checkout or a subscription found there is
 * applied now), then the checkout is recorded under the agency's lock, so two clicks at once
 * cannot both open one.
 */
export async function startCheckout(
  deps: BillingDeps,
  scope: MemberScope,
  { plan }: { plan: PlanId },
  log: BillingLog,
) {
  const before = await requireAgency(deps, scope.agencyId);
  if (isPaying(before.subscriptionStatus)) throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
  const { open } = await reconcileCheckouts(deps, scope.agencyId, log);
  const atProvider = await reconcileSubscriptions(deps, scope.agencyId, log);
  const agency = await requireAgency(deps, scope.agencyId);
  if (isPaying(agency.subscriptionStatus) || atProvider.some((s) => isLive(s.status))) {
    throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
  }
  if (open || atProvider.some((s) => s.status === 'incomplete')) {
    throw new AppError('CONFLICT', billingMessages.checkoutOpen);
  }
  const checkoutId = await deps.db.transaction(async (tx) => {
    await requireAgency(deps, scope.agencyId, tx);
    const others = await openCheckouts(tx, scope.agencyId, deps.payments.id);
    // A replaceable checkout (the demonstration's) may stay beside a new one; any other may be paid.
    if (others.length > 0 && !deps.payments.confirmsInBrowser) {
      throw new AppError('CONFLICT', billingMessages.checkoutOpen);
    }
    return insertCheckout(tx, scope.agencyId, { userId: scope.userId, plan, provider: deps.payments.id });
  });
  // Should the provider fail to answer, the session may exist all the same: the checkout stays
  // open, without its reference, for the few minutes a late creation could take (checkoutState).
  const created = await deps.payments.createCheckout({
    checkoutId,
    agencyId: scope.agencyId,
    plan,
    userEmail: scope.email,
    customerRef: agency.paymentProvider === deps.payments.id ? agency.paymentCustomerRef : null,
  });
  if (created.providerRef) await setProviderRef(deps.db, scope.agencyId, checkoutId, created.providerRef);
  return { url: created.url };
}

const isLive = (status: SubscriptionSnapshot['status']) => status === 'active' || status === 'past_due';

async function requireCheckout(deps: BillingDeps, scope: MemberScope, id: string) {
  const row = await findCheckout(deps.db, scope.agencyId, id);
  if (!row) throw notFound(subscriptionMessages.checkoutNotFound);
  return row;
}

/**
 * A checkout as its head sees it. One still open is asked about at the provider first: /payment-success
 * shows the payment as made only once it is (a hosted checkout's webhook may come after its redirect).
 */
export async function getCheckout(
  deps: BillingDeps,
  scope: MemberScope,
  { id }: { id: string },
  log: BillingLog,
): Promise<CheckoutSession> {
  let row = await requireCheckout(deps, scope, id);
  if (row.status === 'open') {
    await reconcileCheckouts(deps, scope.agencyId, log);
    row = await requireCheckout(deps, scope, id);
  }
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

/** A preview's instant is honoured for this long; after, the head opens the change again. */
const PREVIEW_VALID_MS = 30 * 60_000;

/**
 * « Changer d’offre », before anything changes (issue 27 §7): the provider's amount charged or
 * credited now for the change prorated at this instant, and the next renewal.
 */
export async function previewPlanChange(
  deps: BillingDeps,
  scope: MemberScope,
  { plan }: { plan: PlanId },
): Promise<PlanChangePreview> {
  const { agency, ref } = await requireSubscription(deps, scope);
  if (agency.subscriptionPlan === plan) throw new AppError('CONFLICT', billingMessages.samePlan);
  const at = await deps.payments.now(scope.agencyId);
  const amounts = await deps.payments.previewPlanChange(ref, plan, at);
  return {
    currentPlan: agency.subscriptionPlan!,
    newPlan: plan,
    amountNowHtCents: amounts.amountHtCents,
    amountNowTtcCents: amounts.amountTtcCents,
    nextRenewal: amounts.nextRenewal?.toISOString() ?? null,
    nextAmountTtcCents: priceWithVatCents(monthlyHtCents(plan)).ttc,
    prorationDate: at.toISOString(),
  };
}

/** The change, prorated at its preview's instant when it is recent (the amount the head confirmed). */
export async function changePlan(
  deps: BillingDeps,
  scope: MemberScope,
  { plan, prorationDate }: { plan: PlanId; prorationDate?: string | undefined },
  log: BillingLog,
) {
  const { agency, ref } = await requireSubscription(deps, scope);
  if (agency.subscriptionPlan === plan) throw new AppError('CONFLICT', billingMessages.samePlan);
  let at: Date | undefined;
  if (prorationDate) {
    at = new Date(prorationDate);
    const age = (await deps.payments.now(scope.agencyId)).getTime() - at.getTime();
    if (age < 0 || age > PREVIEW_VALID_MS) throw new AppError('CONFLICT', billingMessages.previewExpired);
  }
  await applyBillingEvents(deps, await deps.payments.changePlan(ref, plan, at), log);
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
