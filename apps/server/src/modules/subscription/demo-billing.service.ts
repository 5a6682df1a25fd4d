import { billingMessages, type DemoPortal } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { applyBillingEvents, type BillingDeps, type BillingLog } from './billing-events.service';
import * as billing from './billing.repo';
import { runSubscriptionLifecycle } from './subscription-lifecycle.service';
import { requireAgency, requireSubscription } from './subscription.service';
import { canMoveClock, requireMovableClock } from '../demo-clock/demo-clock.service';

/** The local (demonstration) provider's portal and clock: PAYMENTS_PROVIDER=local only. */
function requireDemo(deps: BillingDeps) {
  if (!deps.payments.demo) throw new AppError('NOT_FOUND', billingMessages.localProviderOnly);
  return deps.payments.demo;
}

export async function demoPortal(deps: BillingDeps, scope: MemberScope): Promise<DemoPortal> {
  const demo = requireDemo(deps);
  // Advancing the clock may have just deleted the caller's agency (end of its read-only period).
  const agency = await billing.agencyBilling(deps.db, scope.agencyId);
  const state = await demo.state(scope.agencyId, agency?.paymentSubscriptionRef ?? null);
  return {
    now: state.now.toISOString(),
    clockEnabled: !!agency && (await canMoveClock(deps, scope.agencyId, 'billing')),
    failNextPayment: state.failNextPayment,
    status: agency?.subscriptionStatus ?? 'canceled',
  };
}

export async function demoSetFailNextPayment(
  deps: BillingDeps,
  scope: MemberScope,
  { fail }: { fail: boolean },
) {
  const demo = requireDemo(deps);
  const { ref } = await requireSubscription(deps, scope);
  await demo.setFailNextPayment(ref, fail);
  return demoPortal(deps, scope);
}

/** Settles the unpaid renewal, also once the past-due grace made the agency read-only. */
export async function demoPayNow(deps: BillingDeps, scope: MemberScope, log: BillingLog) {
  const demo = requireDemo(deps);
  const ref = (await requireAgency(deps, scope.agencyId)).paymentSubscriptionRef;
  if (!ref) throw new AppError('CONFLICT', billingMessages.noSubscription);
  await applyBillingEvents(deps, await demo.payOpenInvoices(ref), log);
  return demoPortal(deps, scope);
}

/**
 * The demonstration agency's head moves its own billing clock on (DEMO_BILLING_CLOCK): the provider
 * plays what fell due for this agency alone, then the lifecycle runs, each agency on its own time.
 */
export async function demoAdvanceClock(
  deps: AppDeps,
  scope: MemberScope,
  { days }: { days: number },
  log: BillingLog,
) {
  const demo = requireDemo(deps);
  await requireMovableClock(deps, scope.agencyId, 'billing', billingMessages);
  await applyBillingEvents(deps, await demo.advanceClock(scope.agencyId, days), log);
  await runSubscriptionLifecycle(deps, log);
  return demoPortal(deps, scope);
}
