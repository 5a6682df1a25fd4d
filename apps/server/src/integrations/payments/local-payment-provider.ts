import { randomUUID } from 'node:crypto';
import { billingMessages, PLANS, type PlanId, priceWithVatCents } from '@immopilote/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import * as repo from './demo-billing.repo';
import type {
  BillingEvent,
  CancellationRequest,
  CheckoutLookup,
  CheckoutRequest,
  CheckoutState,
  DemoBillingControls,
  InvoiceRecord,
  PaymentProvider,
  PlanChangeAmounts,
  SubscriptionSnapshot,
} from './payment-provider';

export const DAY_MS = 24 * 3600 * 1000;
/** A renewal catch-up never plays more than this many periods at once (a clock advanced by years). */
const MAX_RENEWALS = 24;

/**
 * The same day next month, or that month's last day when it has no such day (31 January → 28 or
 * 29 February, not 3 March), as a card provider bills a period that starts at a month's end.
 */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}

const monthlyCents = (plan: PlanId) => PLANS.find((p) => p.id === plan)!.monthlyPriceEur * 100;

/**
 * The offline demonstration provider: no card, no money, but the whole lifecycle of a real one
 * (checkout, plan change with proration, cancel at period end, resume, renewal, failed payment),
 * kept in its own tables as Stripe keeps its own books, on each customer's clock (the demonstration
 * agency's can be advanced, like a Stripe test clock attached to one customer).
 * Its checkout and portal are our own pages, labelled as a demonstration.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly id = 'local' as const;
  readonly confirmsInBrowser = true;
  /** Immediate cancellations asked for (account deletion); tests read them. */
  readonly cancellations: CancellationRequest[] = [];
  readonly demo: DemoBillingControls;

  /** `clock`: DEMO_BILLING_CLOCK, without which every customer runs on real time. */
  constructor(
    private readonly db: Db,
    private readonly clock = false,
  ) {
    this.demo = {
      completeCheckout: (input) => this.completeCheckout(input),
      state: async (agencyId, ref) => ({
        now: await this.now(agencyId),
        failNextPayment: ref
          ? ((await repo.findDemoSubscription(this.db, ref))?.failNextPayment ?? false)
          : false,
      }),
      setFailNextPayment: async (ref, fail) => {
        await repo.updateDemoSubscription(this.db, ref, { failNextPayment: fail });
      },
      payOpenInvoices: (ref) => this.payOpenInvoices(ref),
      advanceClock: (agencyId, days) => this.advanceClock(agencyId, days),
    };
  }

  /** The customer's time: real time, plus the demonstration agency's own billing offset while its clock is on. */
  async now(agencyId: string): Promise<Date> {
    return new Date(Date.now() + (this.clock ? await repo.billingOffsetMs(this.db, agencyId) : 0));
  }

  async createCheckout(request: CheckoutRequest) {
    return { url: `/demo-checkout/${request.checkoutId}`, providerRef: null };
  }

  private snapshot(row: repo.DemoSubscriptionRow): SubscriptionSnapshot {
    return {
      provider: 'local',
      subscriptionRef: row.ref,
      customerRef: row.customerRef,
      // The demonstration's customer is the agency itself.
      agencyId: row.customerRef,
      plan: row.plan,
      status: row.status as SubscriptionSnapshot['status'],
      currentPeriodEnd: row.periodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  private invoice(
    row: repo.DemoSubscriptionRow,
    seq: number,
    htCents: number,
    status: InvoiceRecord['status'],
    period: { start: Date; end: Date },
    issuedAt: Date,
  ): InvoiceRecord {
    const amounts = priceWithVatCents(htCents);
    return {
      provider: 'local',
      providerRef: `${row.ref}-${seq}`,
      number: null,
      subscriptionRef: row.ref,
      plan: row.plan,
      amountHtCents: amounts.ht,
      vatCents: amounts.vat,
      amountTtcCents: amounts.ttc,
      status,
      periodStart: period.start,
      periodEnd: period.end,
      issuedAt,
      hostedUrl: null,
    };
  }

  private async completeCheckout({ agencyId, plan }: { agencyId: string; plan: PlanId }) {
    const now = await this.now(agencyId);
    const row: repo.DemoSubscriptionRow = {
      ref: `demo_sub_${randomUUID()}`,
      customerRef: agencyId,
      plan,
      status: 'active',
      periodStart: now,
      periodEnd: addOneMonth(now),
      cancelAtPeriodEnd: false,
      failNextPayment: false,
      invoiceSeq: 1,
    };
    await repo.insertDemoSubscription(this.db, row);
    return [
      { kind: 'subscription', snapshot: this.snapshot(row) },
      {
        kind: 'invoice',
        invoice: this.invoice(row, 1, monthlyCents(plan), 'paid', { start: now, end: row.periodEnd }, now),
      },
    ] satisfies BillingEvent[];
  }

  private async running(ref: string) {
    const row = await repo.findDemoSubscription(this.db, ref);
    if (!row || row.status === 'canceled')
      throw new AppError('CONFLICT', billingMessages.demoSubscriptionEnded);
    return row;
  }

  /**
   * The new plan applies at once. An upgrade bills the difference for the rest of the period
   * (prorated to the day); a downgrade's unused difference is not refunded by the demonstration.
   */
  /**
   * The demonstration books charge an upgrade's prorated difference at once and credit nothing on
   * a downgrade (the lower price applies from the next renewal); the preview says exactly that.
   */
  private prorated(before: repo.DemoSubscriptionRow, plan: PlanId, at: Date): number {
    const remaining = Math.max(0, before.periodEnd.getTime() - at.getTime());
    const length = before.periodEnd.getTime() - before.periodStart.getTime();
    const difference = monthlyCents(plan) - monthlyCents(before.plan);
    return difference > 0 && length > 0 ? Math.round((difference * remaining) / length) : 0;
  }

  async previewPlanChange(ref: string, plan: PlanId, at: Date): Promise<PlanChangeAmounts> {
    const before = await this.running(ref);
    const amounts = priceWithVatCents(this.prorated(before, plan, at));
    return { amountHtCents: amounts.ht, amountTtcCents: amounts.ttc, nextRenewal: before.periodEnd };
  }

  async changePlan(ref: string, plan: PlanId, at?: Date): Promise<BillingEvent[]> {
    const before = await this.running(ref);
    const now = at ?? (await this.now(before.customerRef));
    const events: BillingEvent[] = [];
    const prorated = this.prorated(before, plan, now);
    const row = (await repo.updateDemoSubscription(this.db, ref, {
      plan,
      invoiceSeq: prorated > 0 ? before.invoiceSeq + 1 : before.invoiceSeq,
    }))!;
    if (prorated > 0) {
      events.push({
        kind: 'invoice',
        invoice: this.invoice(row, row.invoiceSeq, prorated, 'paid', { start: now, end: row.periodEnd }, now),
      });
    }
    events.unshift({ kind: 'subscription', snapshot: this.snapshot(row) });
    return events;
  }

  async setCancelAtPeriodEnd(ref: string, cancel: boolean): Promise<BillingEvent[]> {
    await this.running(ref);
    const row = (await repo.updateDemoSubscription(this.db, ref, { cancelAtPeriodEnd: cancel }))!;
    return [{ kind: 'subscription', snapshot: this.snapshot(row) }];
  }

  async createPortal() {
    return { url: '/demo-portal' };
  }

  async cancelSubscription(request: CancellationRequest) {
    this.cancellations.push({ agencyId: request.agencyId, providerRefs: [...request.providerRefs] });
    await repo.cancelDemoSubscriptions(this.db, request.providerRefs);
  }

  verifyWebhook(): never {
    // The demonstration provider calls the app directly; a webhook claiming to be it is refused.
    throw new AppError('BAD_REQUEST', billingMessages.noLocalWebhook);
  }

  async resolveWebhookEvent(): Promise<BillingEvent[]> {
    return [];
  }

  /**
   * The demonstration is paid in the browser and applied at once, so a checkout still open was
   * never paid, and cannot be paid twice (paying refuses an agency that pays): another may start
   * beside it. Left for a day, it expires.
   */
  async checkoutState({ createdAt }: CheckoutLookup): Promise<CheckoutState> {
    return Date.now() - createdAt.getTime() > DAY_MS ? { state: 'expired' } : { state: 'replaceable' };
  }

  async subscriptionsOf({ agencyId }: { agencyId: string }): Promise<SubscriptionSnapshot[]> {
    return (await repo.demoSubscriptionsOf(this.db, agencyId)).map((row) => this.snapshot(row));
  }

  private async payOpenInvoices(ref: string): Promise<BillingEvent[]> {
    const before = await this.running(ref);
    if (before.status !== 'past_due') return [];
    const row = (await repo.updateDemoSubscription(this.db, ref, {
      status: 'active',
      failNextPayment: false,
    }))!;
    // The unpaid renewal is the last invoice of the subscription: it is now paid.
    const paid = this.invoice(
      row,
      row.invoiceSeq,
      monthlyCents(row.plan),
      'paid',
      { start: row.periodStart, end: row.periodEnd },
      row.periodStart,
    );
    return [
      { kind: 'invoice', invoice: paid },
      { kind: 'subscription', snapshot: this.snapshot(row) },
    ];
  }

  /** Moves one customer's clock (its agency's) and plays what fell due for that customer alone. */
  private async advanceClock(agencyId: string, days: number): Promise<BillingEvent[]> {
    return this.db.transaction(async (tx) => {
      const offset = await repo.addBillingOffset(tx, agencyId, days * DAY_MS);
      if (offset === null) throw new Error('no clock to move');
      const now = new Date(Date.now() + offset);
      const events: BillingEvent[] = [];
      for (const due of await repo.dueDemoSubscriptions(tx, agencyId, now)) {
        let row = due;
        for (let i = 0; i < MAX_RENEWALS && row.periodEnd <= now && row.status !== 'canceled'; i++) {
          if (row.cancelAtPeriodEnd) {
            row = (await repo.updateDemoSubscription(tx, row.ref, { status: 'canceled' }))!;
            break;
          }
          const fails = row.failNextPayment;
          const period = { start: row.periodEnd, end: addOneMonth(row.periodEnd) };
          row = (await repo.updateDemoSubscription(tx, row.ref, {
            periodStart: period.start,
            periodEnd: period.end,
            status: fails ? 'past_due' : 'active',
            failNextPayment: false,
            invoiceSeq: row.invoiceSeq + 1,
          }))!;
          events.push({
            kind: 'invoice',
            invoice: this.invoice(
              row,
              row.invoiceSeq,
              monthlyCents(row.plan),
              fails ? 'open' : 'paid',
              period,
              period.start,
            ),
          });
        }
        events.push({ kind: 'subscription', snapshot: this.snapshot(row) });
      }
      return events;
    });
  }
}
