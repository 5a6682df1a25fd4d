import { billingMessages, PLANS, type PlanId, type SubscriptionStatus } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import type {
  BillingEvent,
  InvoiceRecord,
  SubscriptionSnapshot,
  VerifiedWebhookEvent,
} from '../../integrations/payments';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { DAY_MS } from '../../integrations/payments/local-payment-provider';
import * as billing from './billing.repo';
import { type BillingMailKind, billingMail } from './billing-mail';
import { markCheckoutCompleted } from './subscription.repo';
import { withAgency } from '../../db/agency-scope';

export type BillingDeps = Pick<AppDeps, 'db' | 'payments' | 'jobs' | 'config'>;
export type BillingLog = { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };

/** Paying now (full access): a second checkout would create a second subscription. */
export const isPaying = (status: SubscriptionStatus) => status === 'active' || status === 'past_due';

export interface PendingMail {
  agencyId: string;
  kind: BillingMailKind;
  date: Date | null;
  key: string;
}

/**
 * The one place where the provider's word changes an agency: a subscription snapshot sets status,
 * plan and period; an invoice is recorded (numbered when it is ours). Runs in one transaction that
 * locks each agency row, so concurrent deliveries apply one after the other. The head's e-mails
 * leave after the commit.
 */
export async function applyBillingEvents(
  deps: BillingDeps,
  events: readonly BillingEvent[],
  log: BillingLog,
  before?: (tx: Tx) => Promise<boolean>,
): Promise<void> {
  const groups = await eventsByAgency(deps, events);
  // A webhook's events concern one subscription; `before` records the event once for all of them.
  if (before && groups.size > 1) throw new Error('un événement de paiement concerne plusieurs agences');
  for (const [agencyId, agencyEvents] of groups) {
    const apply = async () => {
      // Each agency's time: the demonstration agency's clock moves its own billing alone.
      const now = agencyId ? await deps.payments.now(agencyId) : new Date();
      const mails = await deps.db.transaction(async (tx) => {
        if (before && !(await before(tx))) return [];
        const pending: PendingMail[] = [];
        for (const event of agencyEvents) {
          if (event.kind === 'subscription') {
            await applySnapshot(deps, tx, event.snapshot, now, pending, log, event.checkoutId);
          } else {
            await recordInvoice(tx, event.invoice);
          }
        }
        return pending;
      });
      await sendBillingMails(deps, mails, log);
    };
    // Events of no known agency (deleted since) change nothing; they still run, for `before`.
    await (agencyId ? withAgency({ agencyId }, apply) : apply());
  }
}

/**
 * The provider names subscriptions, not agencies: each event's agency is found by its references
 * on the agencies table (which holds no agency's private rows), and its work runs bound to it.
 */
async function eventsByAgency(deps: BillingDeps, events: readonly BillingEvent[]) {
  const groups = new Map<string | null, BillingEvent[]>();
  // A first checkout reports the subscription and its first invoice together: the invoice's
  // subscription is not on the agency's row until the subscription event is applied.
  const bySubscription = new Map<string, string | null>();
  for (const event of events) {
    let agencyId: string | null;
    if (event.kind === 'subscription') {
      agencyId = event.snapshot.agencyId ?? (await billing.agencyIdByRefs(deps.db, event.snapshot));
      bySubscription.set(event.snapshot.subscriptionRef, agencyId);
    } else {
      const ref = event.invoice.subscriptionRef;
      agencyId = bySubscription.get(ref) ?? (await billing.agencyIdBySubscriptionRef(deps.db, ref));
    }
    groups.set(agencyId, [...(groups.get(agencyId) ?? []), event]);
  }
  if (groups.size === 0) groups.set(null, []);
  return groups;
}

async function agencyOf(
  tx: Tx,
  snapshot: Pick<SubscriptionSnapshot, 'agencyId' | 'subscriptionRef' | 'customerRef'>,
) {
  if (snapshot.agencyId) {
    const row = await billing.agencyBilling(tx, snapshot.agencyId, true);
    if (row) return row;
  }
  const id = await billing.agencyIdByRefs(tx, snapshot);
  return id ? billing.agencyBilling(tx, id, true) : null;
}

/**
 * The best plan a monthly amount (excluding tax) pays for: a price of no plan grants what it
 * pays, never the plan the agency had before.
 */
export function planPaidBy(monthlyHtCents: number | null): PlanId | null {
  if (monthlyHtCents === null) return null;
  const covered = PLANS.filter((p) => p.monthlyPriceEur * 100 <= monthlyHtCents);
  return covered.sort((a, b) => b.monthlyPriceEur - a.monthlyPriceEur)[0]?.id ?? null;
}

/** The plan a snapshot grants, and what the administrator must be told when its price maps to none. */
function grantedPlan(snap: SubscriptionSnapshot, agency: billing.AgencyBillingRow) {
  if (snap.plan) return { plan: snap.plan, alert: null };
  if (!snap.unknownPrice) return { plan: agency.subscriptionPlan, alert: null };
  const plan = planPaidBy(snap.unknownPrice.monthlyHtCents);
  const name = plan ? PLANS.find((p) => p.id === plan)!.name : null;
  return { plan, alert: billingMessages.unknownPrice(snap.unknownPrice.ref, name) };
}

async function applySnapshot(
  deps: BillingDeps,
  tx: Tx,
  snap: SubscriptionSnapshot,
  now: Date,
  mails: PendingMail[],
  log: BillingLog,
  checkoutId?: string,
) {
  const agency = await agencyOf(tx, snap);
  // An agency deleted since: nothing left to update.
  if (!agency) return;
  if (checkoutId) await markCheckoutCompleted(tx, agency.id, checkoutId);
  const current = agency.paymentSubscriptionRef;
  if (current && current !== snap.subscriptionRef) {
    // Another subscription than the agency's: a new one (resubscription after the end) replaces
    // it; news of an old or unfinished one changes nothing.
    if (snap.status !== 'active' && snap.status !== 'past_due') return;
    if (isPaying(agency.subscriptionStatus)) return;
  }
  if (snap.status === 'incomplete') return;
  const cfg = deps.config.payments;
  const granted = grantedPlan(snap, agency);
  if (granted.alert) {
    log.error(
      { agencyId: agency.id, price: snap.unknownPrice?.ref, grantedPlan: granted.plan },
      'payment provider price maps to no plan',
    );
  }
  const state: billing.BillingState = {
    subscriptionStatus: agency.subscriptionStatus,
    subscriptionPlan: granted.plan,
    billingAlert: granted.alert,
    subscriptionPeriodEnd: snap.currentPeriodEnd,
    subscriptionCancelAtPeriodEnd: snap.cancelAtPeriodEnd,
    subscriptionGraceEndsAt: null,
    subscriptionReadOnlyUntil: null,
    paymentProvider: snap.provider,
    paymentCustomerRef: snap.customerRef,
    paymentSubscriptionRef: snap.subscriptionRef,
  };
  if (snap.status === 'active') {
    state.subscriptionStatus = 'active';
  } else if (snap.status === 'past_due') {
    const graceEnds =
      agency.subscriptionStatus === 'past_due' || agency.subscriptionStatus === 'read_only'
        ? (agency.subscriptionGraceEndsAt ?? new Date(now.getTime() + cfg.pastDueGraceDays * DAY_MS))
        : new Date(now.getTime() + cfg.pastDueGraceDays * DAY_MS);
    state.subscriptionGraceEndsAt = graceEnds;
    // Past its grace an unpaid agency stays read-only until it pays.
    if (graceEnds <= now) {
      state.subscriptionStatus = 'read_only';
      state.subscriptionReadOnlyUntil =
        agency.subscriptionReadOnlyUntil ?? new Date(now.getTime() + cfg.readOnlyGraceDays * DAY_MS);
    } else {
      state.subscriptionStatus = 'past_due';
    }
  } else {
    // Ended. An agency that never paid stays as it was (nothing to make read-only).
    if (agency.subscriptionStatus === 'inactive') return;
    state.subscriptionStatus = 'read_only';
    state.subscriptionCancelAtPeriodEnd = false;
    state.subscriptionReadOnlyUntil =
      agency.subscriptionStatus === 'read_only' && agency.subscriptionReadOnlyUntil
        ? agency.subscriptionReadOnlyUntil
        : new Date(now.getTime() + cfg.readOnlyGraceDays * DAY_MS);
  }
  await billing.setBillingState(tx, agency.id, state);

  const key = (kind: string, date: Date | null) =>
    `billing:${agency.id}:${kind}:${date?.toISOString() ?? ''}`;
  if (state.subscriptionCancelAtPeriodEnd && !agency.subscriptionCancelAtPeriodEnd) {
    mails.push({
      agencyId: agency.id,
      kind: 'cancelling',
      date: state.subscriptionPeriodEnd,
      key: key('cancelling', state.subscriptionPeriodEnd),
    });
  }
  if (state.subscriptionStatus === 'past_due' && agency.subscriptionStatus !== 'past_due') {
    mails.push({
      agencyId: agency.id,
      kind: 'payment-failed',
      date: state.subscriptionGraceEndsAt,
      key: key('payment-failed', state.subscriptionGraceEndsAt),
    });
  }
  if (state.subscriptionStatus === 'read_only' && agency.subscriptionStatus !== 'read_only') {
    mails.push({
      agencyId: agency.id,
      kind: 'read-only',
      date: state.subscriptionReadOnlyUntil,
      key: key('read-only', state.subscriptionReadOnlyUntil),
    });
  }
}

/** An invoice of the agency's subscription (its snapshot comes first in the events and names it). */
async function recordInvoice(tx: Tx, invoice: InvoiceRecord) {
  const agencyId = await billing.agencyIdBySubscriptionRef(tx, invoice.subscriptionRef);
  if (!agencyId) return;
  const agency = await billing.agencyBilling(tx, agencyId, true);
  if (!agency) return;
  const existing = await billing.findInvoiceByRef(tx, agencyId, invoice.provider, invoice.providerRef);
  if (existing) {
    await billing.setInvoiceStatus(tx, agencyId, existing.id, {
      status: invoice.status,
      hostedUrl: invoice.hostedUrl,
    });
    return;
  }
  const year = invoice.issuedAt.getUTCFullYear();
  const number =
    invoice.number ?? `IP-${year}-${String(await billing.nextInvoiceNumber(tx, year)).padStart(6, '0')}`;
  await billing.insertInvoice(tx, agencyId, {
    number,
    provider: invoice.provider,
    providerRef: invoice.providerRef,
    plan: invoice.plan,
    amountHtCents: invoice.amountHtCents,
    vatCents: invoice.vatCents,
    amountTtcCents: invoice.amountTtcCents,
    status: invoice.status,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    hostedUrl: invoice.hostedUrl,
    billedName: agency.name,
    billedAddress: `${agency.address}\n${agency.zip} ${agency.city}`,
    issuedAt: invoice.issuedAt,
  });
}

export async function sendBillingMails(deps: BillingDeps, mails: readonly PendingMail[], log: BillingLog) {
  for (const mail of mails) {
    const head = await billing.agencyHead(deps.db, mail.agencyId);
    const agency = await billing.agencyBilling(deps.db, mail.agencyId);
    if (!head || !agency) continue;
    try {
      await deps.jobs.enqueue(
        sendMailJob,
        {
          to: head.email,
          toAccount: true,
          ...billingMail(mail.kind, {
            firstName: head.firstName,
            agencyName: agency.name,
            date: mail.date,
            manageLink: `${deps.config.publicUrl}/manage-subscription`,
          }),
        },
        { key: mail.key },
      );
    } catch (err) {
      // The state is committed; a lost notice must not turn the provider's delivery into a failure.
      log.error({ err, agencyId: mail.agencyId }, 'billing e-mail could not be queued');
    }
  }
}

/** The job's side of a delivery that `receiveWebhook` (payment-webhook.service.ts) verified and queued. */
export async function processPaymentEvent(deps: BillingDeps, event: VerifiedWebhookEvent, log: BillingLog) {
  // Re-read from the provider before the transaction: the network is never awaited under a lock.
  const events = await deps.payments.resolveWebhookEvent(event);
  await applyBillingEvents(deps, events, log, (tx) =>
    billing.markPaymentEventProcessed(tx, { id: event.id, provider: deps.payments.id, type: event.type }),
  );
}
