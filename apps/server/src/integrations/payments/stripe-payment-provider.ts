import { billingMessages, PLAN_IDS, type PlanId, paymentSuccessPath } from '@immopilote/contracts';
import Stripe from 'stripe';
import { AppError } from '../../errors';
import type {
  BillingEvent,
  CancellationRequest,
  CheckoutLookup,
  CheckoutRequest,
  CheckoutState,
  InvoiceRecord,
  PaymentProvider,
  PlanChangeAmounts,
  SubscriptionSnapshot,
  VerifiedWebhookEvent,
} from './payment-provider';
import type { StripeConfig } from './payments.config';

/** Stripe's shortest checkout lifetime: a head who left the page may start again after it. */
export const CHECKOUT_LIFETIME_SECONDS = 30 * 60;

/** A checkout we recorded but Stripe never answered for: after this, it is not being created any more. */
const UNCREATED_CHECKOUT_MS = 2 * 60_000;

/** Events that change an agency's subscription; any other type is acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

const refOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** What a price bills per month, excluding tax, when it says (a yearly price counts a twelfth). */
function monthlyCents(price: Stripe.Price): number | null {
  if (price.unit_amount == null || price.currency !== 'eur') return null;
  const interval = price.recurring?.interval;
  const count = price.recurring?.interval_count ?? 1;
  if (interval === 'month') return Math.floor(price.unit_amount / count);
  if (interval === 'year') return Math.floor(price.unit_amount / (12 * count));
  return null;
}

function mapStatus(status: Stripe.Subscription.Status): SubscriptionSnapshot['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

/**
 * Stripe through its official library: Checkout Sessions in subscription mode (one price per
 * plan from configuration), the Customer Portal, plan changes with proration on the one
 * subscription, and signed webhooks. Field locations follow the current API: the period end is on
 * the subscription items, an invoice names its subscription under `parent.subscription_details`.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly id = 'stripe' as const;
  readonly confirmsInBrowser = false;
  readonly demo = null;
  private readonly stripe: Stripe;

  constructor(
    private readonly config: StripeConfig,
    private readonly publicUrl: string,
  ) {
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    this.stripe = new Stripe(config.secretKey, {
      // Pinned: the field locations read below belong to this version.
      apiVersion: Stripe.API_VERSION as Stripe.LatestApiVersion,
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async now() {
    return new Date();
  }

  private planOfPrice(priceId: string | undefined): PlanId | null {
    return PLAN_IDS.find((plan) => this.config.prices[plan] === priceId) ?? null;
  }

  private snapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
    const items = sub.items.data;
    const periodEnd = items.reduce<number | null>(
      (max, item) => Math.max(max ?? 0, item.current_period_end),
      null,
    );
    const price = items[0]?.price;
    const plan = this.planOfPrice(price?.id);
    return {
      provider: 'stripe',
      subscriptionRef: sub.id,
      customerRef: refOf(sub.customer)!,
      agencyId: sub.metadata?.agency_id ?? null,
      plan,
      unknownPrice: plan || !price ? null : { ref: price.id, monthlyHtCents: monthlyCents(price) },
      status: mapStatus(sub.status),
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
    };
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('UPSTREAM_FAILED', billingMessages.providerFailed);
    }
  }

  async createCheckout(request: CheckoutRequest) {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: this.config.prices[request.plan], quantity: 1 }],
        ...(request.customerRef ? { customer: request.customerRef } : { customer_email: request.userEmail }),
        client_reference_id: request.agencyId,
        metadata: { agency_id: request.agencyId, checkout_id: request.checkoutId },
        subscription_data: { metadata: { agency_id: request.agencyId, plan: request.plan } },
        // Fulfilment comes from the webhook, never from this redirect.
        success_url: `${this.publicUrl}${paymentSuccessPath(request.checkoutId)}`,
        // While it is open no second checkout starts (one payment per agency): it closes soon.
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS,
        cancel_url: `${this.publicUrl}/subscription`,
        locale: 'fr',
      }),
    );
    if (!session.url) throw new AppError('UPSTREAM_FAILED', billingMessages.providerFailed);
    return { url: session.url, providerRef: session.id };
  }

  /**
   * Invoiced at once (`always_invoice`): an upgrade's difference is charged now and a downgrade's
   * credited now to the customer's balance, as the preview showed, prorated at the preview's instant.
   */
  async changePlan(ref: string, plan: PlanId, at?: Date): Promise<BillingEvent[]> {
    const current = await this.call(() => this.stripe.subscriptions.retrieve(ref));
    const item = current.items.data[0];
    if (!item) throw new AppError('CONFLICT', billingMessages.providerPlanMissing);
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(ref, {
        items: [{ id: item.id, price: this.config.prices[plan] }],
        proration_behavior: 'always_invoice',
        ...(at ? { proration_date: Math.floor(at.getTime() / 1000) } : {}),
        metadata: { ...current.metadata, plan },
      }),
    );
    return [{ kind: 'subscription', snapshot: this.snapshot(updated) }];
  }

  /** Stripe's own preview of the invoice the change would issue now (its taxes included). */
  async previewPlanChange(ref: string, plan: PlanId, at: Date): Promise<PlanChangeAmounts> {
    const current = await this.call(() => this.stripe.subscriptions.retrieve(ref));
    const item = current.items.data[0];
    if (!item) throw new AppError('CONFLICT', billingMessages.providerPlanMissing);
    const preview = await this.call(() =>
      this.stripe.invoices.createPreview({
        customer: refOf(current.customer) ?? undefined,
        subscription: ref,
        subscription_details: {
          items: [{ id: item.id, price: this.config.prices[plan] }],
          proration_behavior: 'always_invoice',
          proration_date: Math.floor(at.getTime() / 1000),
        },
      }),
    );
    return {
      amountHtCents: preview.total_excluding_tax ?? preview.subtotal,
      amountTtcCents: preview.total,
      nextRenewal: this.snapshot(current).currentPeriodEnd,
    };
  }

  async setCancelAtPeriodEnd(ref: string, cancel: boolean): Promise<BillingEvent[]> {
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(ref, { cancel_at_period_end: cancel }),
    );
    return [{ kind: 'subscription', snapshot: this.snapshot(updated) }];
  }

  async createPortal({ customerRef, returnUrl }: { customerRef: string; returnUrl: string }) {
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({
        customer: customerRef,
        return_url: returnUrl,
        locale: 'fr',
      }),
    );
    return { url: session.url };
  }

  async cancelSubscription(request: CancellationRequest) {
    for (const ref of request.providerRefs) {
      try {
        await this.stripe.subscriptions.cancel(ref);
      } catch (err) {
        // Already gone at Stripe: the cancellation is done.
        if ((err as { code?: string }).code === 'resource_missing') continue;
        throw new AppError('UPSTREAM_FAILED', billingMessages.providerFailed);
      }
    }
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): VerifiedWebhookEvent {
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('unsigned');
      // Default tolerance (300 s): an older signed payload is a replay and is refused.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new AppError('BAD_REQUEST', billingMessages.webhookInvalid);
    }
    const object = event.data.object as unknown as Record<string, unknown>;
    const base = {
      id: event.id,
      type: event.type,
      subscriptionRef: null,
      invoiceRef: null,
      agencyId: null,
      checkoutId: null,
    };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        return {
          ...base,
          subscriptionRef: refOf(session.subscription),
          agencyId: session.client_reference_id ?? session.metadata?.agency_id ?? null,
          checkoutId: session.metadata?.checkout_id ?? null,
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { ...base, subscriptionRef: String(object.id) };
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        return {
          ...base,
          invoiceRef: invoice.id ?? null,
          subscriptionRef: refOf(invoice.parent?.subscription_details?.subscription),
        };
      }
      default:
        return base;
    }
  }

  async resolveWebhookEvent(event: VerifiedWebhookEvent): Promise<BillingEvent[]> {
    if (!(HANDLED_STRIPE_EVENTS as readonly string[]).includes(event.type) || !event.subscriptionRef)
      return [];
    const subscriptionRef = event.subscriptionRef;
    const sub = await this.stripe.subscriptions.retrieve(subscriptionRef);
    const snapshot = this.snapshot(sub);
    if (!snapshot.agencyId && event.agencyId) snapshot.agencyId = event.agencyId;
    const events: BillingEvent[] = [];
    if (event.invoiceRef) {
      const invoice = await this.stripe.invoices.retrieve(event.invoiceRef);
      const record = this.invoiceRecord(invoice, subscriptionRef, snapshot.plan);
      if (record) events.push({ kind: 'invoice', invoice: record });
    }
    events.unshift({
      kind: 'subscription',
      snapshot,
      ...(event.checkoutId ? { checkoutId: event.checkoutId } : {}),
    });
    return events;
  }

  async checkoutState(checkout: CheckoutLookup): Promise<CheckoutState> {
    if (!checkout.providerRef) {
      // Stripe never answered its creation (or the process died before we kept its id): the session,
      // if it exists, names the checkout in its metadata, and its completion still reaches the webhook.
      return Date.now() - checkout.createdAt.getTime() > UNCREATED_CHECKOUT_MS
        ? { state: 'expired' }
        : { state: 'open' };
    }
    const ref = checkout.providerRef;
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(ref));
    if (session.status === 'open') return { state: 'open' };
    const subscriptionRef = refOf(session.subscription);
    if (session.status !== 'complete' || !subscriptionRef) return { state: 'expired' };
    const snapshot = this.snapshot(
      await this.call(() => this.stripe.subscriptions.retrieve(subscriptionRef)),
    );
    if (!snapshot.agencyId) snapshot.agencyId = checkout.agencyId;
    return { state: 'paid', events: [{ kind: 'subscription', snapshot, checkoutId: checkout.checkoutId }] };
  }

  async subscriptionsOf({ customerRef }: { agencyId: string; customerRef: string | null }) {
    if (!customerRef) return [];
    const list = await this.call(() =>
      this.stripe.subscriptions.list({ customer: customerRef, status: 'all', limit: 20 }),
    );
    return list.data.map((sub) => this.snapshot(sub));
  }

  private invoiceRecord(
    invoice: Stripe.Invoice,
    subscriptionRef: string,
    plan: PlanId | null,
  ): InvoiceRecord | null {
    const linePlan = this.planOfPrice(
      refOf(invoice.lines?.data?.[0]?.pricing?.price_details?.price) ?? undefined,
    );
    const chosen = linePlan ?? plan;
    if (!invoice.id || !chosen) return null;
    const ht = invoice.total_excluding_tax ?? invoice.subtotal;
    return {
      provider: 'stripe',
      providerRef: invoice.id,
      number: invoice.number ?? null,
      subscriptionRef,
      plan: chosen,
      amountHtCents: ht,
      vatCents: invoice.total - ht,
      amountTtcCents: invoice.total,
      status: invoice.status === 'paid' ? 'paid' : invoice.status === 'open' ? 'open' : 'void',
      periodStart: new Date(invoice.period_start * 1000),
      periodEnd: new Date(invoice.period_end * 1000),
      issuedAt: new Date((invoice.status_transitions?.finalized_at ?? invoice.created) * 1000),
      hostedUrl: invoice.hosted_invoice_url ?? invoice.invoice_pdf ?? null,
    };
  }
}
