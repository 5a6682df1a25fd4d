import { billingMessages, PLAN_IDS, type PlanId } from '@immopilote/contracts';
import Stripe from 'stripe';
import { AppError } from '../../errors';
import type {
  BillingEvent,
  CancellationRequest,
  CheckoutRequest,
  InvoiceRecord,
  PaymentProvider,
  SubscriptionSnapshot,
  VerifiedWebhookEvent,
} from './payment-provider';
import type { StripeConfig } from './payments.config';

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
    return {
      provider: 'stripe',
      subscriptionRef: sub.id,
      customerRef: refOf(sub.customer)!,
      agencyId: sub.metadata?.agency_id ?? null,
      plan: this.planOfPrice(items[0]?.price.id),
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
        success_url: `${this.publicUrl}/payment-success`,
        cancel_url: `${this.publicUrl}/subscription`,
        locale: 'fr',
      }),
    );
    if (!session.url) throw new AppError('UPSTREAM_FAILED', billingMessages.providerFailed);
    return { url: session.url, providerRef: session.id };
  }

  async changePlan(ref: string, plan: PlanId): Promise<BillingEvent[]> {
    const current = await this.call(() => this.stripe.subscriptions.retrieve(ref));
    const item = current.items.data[0];
    if (!item) throw new AppError('CONFLICT', billingMessages.providerPlanMissing);
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(ref, {
        items: [{ id: item.id, price: this.config.prices[plan] }],
        proration_behavior: 'create_prorations',
        metadata: { ...current.metadata, plan },
      }),
    );
    return [{ kind: 'subscription', snapshot: this.snapshot(updated) }];
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
