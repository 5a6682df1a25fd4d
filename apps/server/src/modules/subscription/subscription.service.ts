import {
  billingMessages,
  type CheckoutSession,
  type DemoPortal,
  type Invoice,
  PLANS,
  type PlanId,
  priceWithVatCents,
  type SubscriptionOverview,
  type SubscriptionStatus,
  subscriptionMessages,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type {
  BillingEvent,
  InvoiceRecord,
  SubscriptionSnapshot,
  VerifiedWebhookEvent,
} from '../../integrations/payments';
import { DAY_MS } from '../../integrations/payments/local-payment-provider';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { closeAgency } from '../profile/profile.service';
import * as billing from './billing.repo';
import { type BillingMailKind, billingMail } from './billing-mail';
import { renderInvoicePdf } from './invoice-pdf';
import { findCheckout, insertCheckout, markCheckoutCompleted, setProviderRef } from './subscription.repo';
import { forEachAgency, withAgency } from '../../db/agency-scope';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'jobs' | 'config'>;
type Log = { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };

const monthlyHtCents = (plan: PlanId) => PLANS.find((p) => p.id === plan)!.monthlyPriceEur * 100;

/** Paying now (full access): a second checkout would create a second subscription. */
const isPaying = (status: SubscriptionStatus) => status === 'active' || status === 'past_due';

async function requireAgency(deps: Pick<AppDeps, 'db'>, agencyId: string, lock?: Tx) {
  const row = await billing.agencyBilling(lock ?? deps.db, agencyId, !!lock);
  if (!row) throw notFound(subscriptionMessages.agencyNotFound);
  return row;
}

function toOverview(deps: Deps, row: billing.AgencyBillingRow, canManage: boolean): SubscriptionOverview {
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

export async function subscriptionOverview(deps: Deps, scope: MemberScope): Promise<SubscriptionOverview> {
  return toOverview(deps, await requireAgency(deps, scope.agencyId), scope.isBoss);
}

// ---- Checkout ----

export async function startCheckout(deps: Deps, scope: MemberScope, { plan }: { plan: PlanId }) {
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

async function requireCheckout(deps: Deps, scope: MemberScope, id: string) {
  const row = await findCheckout(deps.db, scope.agencyId, id);
  if (!row) throw notFound(subscriptionMessages.checkoutNotFound);
  return row;
}

export async function getCheckout(
  deps: Deps,
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
export async function completeCheckout(deps: Deps, scope: MemberScope, { id }: { id: string }, log: Log) {
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

async function requireSubscription(deps: Deps, scope: MemberScope) {
  const agency = await requireAgency(deps, scope.agencyId);
  if (!isPaying(agency.subscriptionStatus) || !agency.paymentSubscriptionRef) {
    throw new AppError('CONFLICT', billingMessages.noSubscription);
  }
  return { agency, ref: agency.paymentSubscriptionRef };
}

export async function changePlan(deps: Deps, scope: MemberScope, { plan }: { plan: PlanId }, log: Log) {
  const { agency, ref } = await requireSubscription(deps, scope);
  if (agency.subscriptionPlan === plan) throw new AppError('CONFLICT', billingMessages.samePlan);
  await applyBillingEvents(deps, await deps.payments.changePlan(ref, plan), log);
  return subscriptionOverview(deps, scope);
}

export async function cancelAtPeriodEnd(deps: Deps, scope: MemberScope, log: Log) {
  const { agency, ref } = await requireSubscription(deps, scope);
  if (agency.subscriptionCancelAtPeriodEnd) throw new AppError('CONFLICT', billingMessages.alreadyCancelling);
  await applyBillingEvents(deps, await deps.payments.setCancelAtPeriodEnd(ref, true), log);
  return subscriptionOverview(deps, scope);
}

export async function resume(deps: Deps, scope: MemberScope, log: Log) {
  const { agency, ref } = await requireSubscription(deps, scope);
  if (!agency.subscriptionCancelAtPeriodEnd) throw new AppError('CONFLICT', billingMessages.notCancelling);
  await applyBillingEvents(deps, await deps.payments.setCancelAtPeriodEnd(ref, false), log);
  return subscriptionOverview(deps, scope);
}

export async function openPortal(deps: Deps, scope: MemberScope) {
  const agency = await requireAgency(deps, scope.agencyId);
  if (!agency.paymentCustomerRef || agency.paymentProvider !== deps.payments.id) {
    throw new AppError('CONFLICT', billingMessages.noSubscription);
  }
  return deps.payments.createPortal({
    customerRef: agency.paymentCustomerRef,
    returnUrl: `${deps.config.publicUrl}/manage-subscription`,
  });
}

// ---- Invoices ----

export async function listInvoices(deps: Deps, scope: MemberScope): Promise<{ items: Invoice[] }> {
  const rows = await billing.listInvoices(deps.db, scope.agencyId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      plan: row.plan,
      amountHtCents: row.amountHtCents,
      vatCents: row.vatCents,
      amountTtcCents: row.amountTtcCents,
      status: row.status,
      hostedUrl: row.hostedUrl,
    })),
  };
}

export async function invoicePdf(deps: Deps, scope: MemberScope, { id }: { id: string }) {
  const row = await billing.findInvoice(deps.db, scope.agencyId, id);
  // Stripe's invoices are Stripe's documents (hosted URL); we render only our own.
  if (!row || row.hostedUrl) throw notFound(billingMessages.invoiceNotFound);
  const body = await renderInvoicePdf(row, {
    site: deps.config.site,
    vatNumber: deps.config.payments.sellerVatNumber,
  });
  return { body, fileName: `facture-${row.number}.pdf` };
}

// ---- Applying what the provider says ----

interface PendingMail {
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
  deps: Deps,
  events: readonly BillingEvent[],
  log: Log,
  before?: (tx: Tx) => Promise<boolean>,
): Promise<void> {
  const now = await deps.payments.now();
  const groups = await eventsByAgency(deps, events);
  // A webhook's events concern one subscription; `before` records the event once for all of them.
  if (before && groups.size > 1) throw new Error('un événement de paiement concerne plusieurs agences');
  for (const [agencyId, agencyEvents] of groups) {
    const apply = async () => {
      const mails = await deps.db.transaction(async (tx) => {
        if (before && !(await before(tx))) return [];
        const pending: PendingMail[] = [];
        for (const event of agencyEvents) {
          if (event.kind === 'subscription') {
            await applySnapshot(deps, tx, event.snapshot, now, pending, event.checkoutId);
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
async function eventsByAgency(deps: Deps, events: readonly BillingEvent[]) {
  const groups = new Map<string | null, BillingEvent[]>();
  for (const event of events) {
    const agencyId =
      event.kind === 'subscription'
        ? (event.snapshot.agencyId ?? (await billing.agencyIdByRefs(deps.db, event.snapshot)))
        : await billing.agencyIdBySubscriptionRef(deps.db, event.invoice.subscriptionRef);
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

async function applySnapshot(
  deps: Deps,
  tx: Tx,
  snap: SubscriptionSnapshot,
  now: Date,
  mails: PendingMail[],
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
  const state: billing.BillingState = {
    subscriptionStatus: agency.subscriptionStatus,
    subscriptionPlan: snap.plan ?? agency.subscriptionPlan,
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

async function sendBillingMails(deps: Deps, mails: readonly PendingMail[], log: Log) {
  for (const mail of mails) {
    const head = await billing.agencyHead(deps.db, mail.agencyId);
    const agency = await billing.agencyBilling(deps.db, mail.agencyId);
    if (!head || !agency) continue;
    try {
      await deps.jobs.enqueue(
        sendMailJob,
        {
          to: head.email,
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

// ---- Lifecycle over time ----

/**
 * Time-driven steps (job every hour, and after the demonstration clock moves): a past-due agency
 * whose grace is over becomes read-only; a read-only agency whose period is over is deleted with
 * everything it owns, through the one « delete an agency » path (profile service).
 */
export async function runSubscriptionLifecycle(deps: AppDeps, log: Log): Promise<void> {
  const now = await deps.payments.now();
  await forEachAgency(
    async () => (await billing.pastDueGraceOver(deps.db, now)).map((a) => a.id),
    (id) => makeReadOnly(deps, id, now, log),
  );
  await forEachAgency(
    async () => (await billing.readOnlyOver(deps.db, now)).map((a) => a.id),
    (id) => deleteEndedAgency(deps, id, now, log),
  );
}

/** The past-due grace is over: the agency becomes read-only until its read-only period ends. */
async function makeReadOnly(deps: AppDeps, id: string, now: Date, log: Log) {
  const readOnlyUntil = new Date(now.getTime() + deps.config.payments.readOnlyGraceDays * DAY_MS);
  const mails = await deps.db.transaction(async (tx): Promise<PendingMail[]> => {
    const agency = await billing.agencyBilling(tx, id, true);
    if (
      agency?.subscriptionStatus !== 'past_due' ||
      !agency.subscriptionGraceEndsAt ||
      agency.subscriptionGraceEndsAt > now
    ) {
      return [];
    }
    await billing.setBillingState(tx, id, {
      ...stateOf(agency),
      subscriptionStatus: 'read_only',
      subscriptionReadOnlyUntil: readOnlyUntil,
    });
    return [
      {
        agencyId: id,
        kind: 'read-only',
        date: readOnlyUntil,
        key: `billing:${id}:read-only:${readOnlyUntil.toISOString()}`,
      },
    ];
  });
  await sendBillingMails(deps, mails, log);
}

/** The read-only period is over: the agency goes with its data and files, and its head is told. */
async function deleteEndedAgency(deps: AppDeps, id: string, now: Date, log: Log) {
  const head = await billing.agencyHead(deps.db, id);
  const agency = await billing.agencyBilling(deps.db, id);
  if (!agency) return;
  // Re-checked under the agency's lock: a head who subscribed again meanwhile keeps the agency.
  const closed = await closeAgency(deps, id, {
    reason: 'subscription-ended',
    log,
    confirm: async (tx) => {
      const locked = await billing.agencyBilling(tx, id);
      return !!locked && deletionDue(locked, now);
    },
  });
  if (closed && head) {
    await deps.jobs.enqueue(
      sendMailJob,
      {
        to: head.email,
        ...billingMail('deleted', {
          firstName: head.firstName,
          agencyName: agency.name,
          date: null,
          manageLink: '',
        }),
      },
      { key: `billing:${id}:deleted` },
    );
  }
}

function stateOf(agency: billing.AgencyBillingRow): billing.BillingState {
  return {
    subscriptionStatus: agency.subscriptionStatus,
    subscriptionPlan: agency.subscriptionPlan,
    subscriptionPeriodEnd: agency.subscriptionPeriodEnd,
    subscriptionCancelAtPeriodEnd: agency.subscriptionCancelAtPeriodEnd,
    subscriptionGraceEndsAt: agency.subscriptionGraceEndsAt,
    subscriptionReadOnlyUntil: agency.subscriptionReadOnlyUntil,
    paymentProvider: agency.paymentProvider,
    paymentCustomerRef: agency.paymentCustomerRef,
    paymentSubscriptionRef: agency.paymentSubscriptionRef,
  };
}

/** Whether an agency read-only at `now` is still due for deletion (re-checked under the lock). */
export function deletionDue(
  agency: { subscriptionStatus: string; subscriptionReadOnlyUntil: Date | null },
  now: Date,
) {
  return (
    agency.subscriptionStatus === 'read_only' &&
    !!agency.subscriptionReadOnlyUntil &&
    agency.subscriptionReadOnlyUntil <= now
  );
}

// ---- Provider webhooks ----

/** The job's side of a delivery that `receiveWebhook` (payment-webhook.service.ts) verified and queued. */
export async function processPaymentEvent(deps: Deps, event: VerifiedWebhookEvent, log: Log) {
  // Re-read from the provider before the transaction: the network is never awaited under a lock.
  const events = await deps.payments.resolveWebhookEvent(event);
  await applyBillingEvents(deps, events, log, (tx) =>
    billing.recordPaymentEvent(tx, { id: event.id, provider: deps.payments.id, type: event.type }),
  );
}

// ---- The local provider's demonstration portal ----

function requireDemo(deps: Deps) {
  if (!deps.payments.demo) throw new AppError('NOT_FOUND', billingMessages.localProviderOnly);
  return deps.payments.demo;
}

export async function demoPortal(deps: Deps, scope: MemberScope): Promise<DemoPortal> {
  const demo = requireDemo(deps);
  // Advancing the clock may have just deleted the caller's agency (end of its read-only period).
  const agency = await billing.agencyBilling(deps.db, scope.agencyId);
  const state = await demo.state(agency?.paymentSubscriptionRef ?? null);
  return {
    now: state.now.toISOString(),
    clockEnabled: deps.config.payments.demoClock,
    failNextPayment: state.failNextPayment,
    status: agency?.subscriptionStatus ?? 'canceled',
  };
}

export async function demoSetFailNextPayment(deps: Deps, scope: MemberScope, { fail }: { fail: boolean }) {
  const demo = requireDemo(deps);
  const { ref } = await requireSubscription(deps, scope);
  await demo.setFailNextPayment(ref, fail);
  return demoPortal(deps, scope);
}

/** Settles the unpaid renewal, also once the past-due grace made the agency read-only. */
export async function demoPayNow(deps: Deps, scope: MemberScope, log: Log) {
  const demo = requireDemo(deps);
  const ref = (await requireAgency(deps, scope.agencyId)).paymentSubscriptionRef;
  if (!ref) throw new AppError('CONFLICT', billingMessages.noSubscription);
  await applyBillingEvents(deps, await demo.payOpenInvoices(ref), log);
  return demoPortal(deps, scope);
}

/**
 * Development only: the demonstration provider's clock moves for every agency it serves (one
 * clock, like Stripe's test clocks), then the lifecycle runs at the new time.
 */
export async function demoAdvanceClock(
  deps: AppDeps,
  scope: MemberScope,
  { days }: { days: number },
  log: Log,
) {
  const demo = requireDemo(deps);
  if (!deps.config.payments.demoClock) throw new AppError('FORBIDDEN', billingMessages.clockDisabled);
  await applyBillingEvents(deps, await demo.advanceClock(days), log);
  await runSubscriptionLifecycle(deps, log);
  return demoPortal(deps, scope);
}
