import type { SubscriptionSnapshot } from '../../integrations/payments';
import { forEachAgency } from '../../db/agency-scope';
import {
  applyBillingEvents,
  type BillingDeps,
  type BillingLog,
  processPaymentEvent,
} from './billing-events.service';
import * as billing from './billing.repo';
import { processPaymentEventJob } from './process-payment-event.job';
import { markCheckoutExpired, openCheckouts } from './subscription.repo';

/**
 * The provider's books against ours, at start-up and hourly (and for one agency before it opens a
 * checkout): a webhook stored but never processed, a checkout paid whose webhook never came, a
 * subscription that changed while we were not listening. Everything goes through the one path that
 * applies the provider's word (billing-events.service.ts), so a second pass changes nothing.
 */

/** Deliveries older than this are the provider's history, not work left to do. */
const EVENTS_KEPT_MS = 7 * 24 * 3600_000;

/** The agency's open checkouts, asked about at the provider: whether one of them may still be paid. */
export async function reconcileCheckouts(deps: BillingDeps, agencyId: string, log: BillingLog) {
  let open = false;
  for (const checkout of await openCheckouts(deps.db, agencyId, deps.payments.id)) {
    const at = await deps.payments.checkoutState({
      checkoutId: checkout.id,
      agencyId,
      providerRef: checkout.providerRef,
      createdAt: checkout.createdAt,
    });
    if (at.state === 'open') open = true;
    else if (at.state === 'expired') await markCheckoutExpired(deps.db, agencyId, checkout.id);
    else if (at.state === 'paid') await applyBillingEvents(deps, at.events, log);
  }
  return { open };
}

/** The agency's subscriptions at the provider, applied oldest first (the newest has the last word). */
export async function reconcileSubscriptions(
  deps: BillingDeps,
  agencyId: string,
  log: BillingLog,
): Promise<SubscriptionSnapshot[]> {
  const agency = await billing.agencyBilling(deps.db, agencyId);
  if (!agency || (agency.paymentProvider && agency.paymentProvider !== deps.payments.id)) return [];
  const snapshots = await deps.payments.subscriptionsOf({ agencyId, customerRef: agency.paymentCustomerRef });
  const events = [...snapshots]
    .reverse()
    .map((snapshot) => ({ kind: 'subscription' as const, snapshot: { ...snapshot, agencyId } }));
  if (events.length > 0) await applyBillingEvents(deps, events, log);
  return snapshots;
}

/** The hourly pass (and the one at start-up) over every delivery, checkout and subscription left. */
export async function reconcileBilling(deps: BillingDeps, log: BillingLog): Promise<void> {
  const since = new Date(Date.now() - EVENTS_KEPT_MS);
  for (const stored of await billing.unprocessedPaymentEvents(deps.db, deps.payments.id, since)) {
    const event = processPaymentEventJob.payload.safeParse(stored);
    if (!event.success) continue;
    try {
      await processPaymentEvent(deps, event.data, log);
    } catch (err) {
      log.error({ err, eventId: event.data.id }, 'payment event still not processed');
    }
  }
  const eachAgency = (work: (agencyId: string) => Promise<unknown>) => async (agencyId: string) => {
    try {
      await work(agencyId);
    } catch (err) {
      // One agency the provider cannot answer for does not stop the others.
      log.error({ err, agencyId }, 'billing reconciliation failed for an agency');
    }
  };
  await forEachAgency(
    () => billing.agenciesNotPaying(deps.db),
    eachAgency((agencyId) => reconcileCheckouts(deps, agencyId, log)),
  );
  await forEachAgency(
    () => billing.agenciesWithCustomer(deps.db, deps.payments.id),
    eachAgency((agencyId) => reconcileSubscriptions(deps, agencyId, log)),
  );
}
