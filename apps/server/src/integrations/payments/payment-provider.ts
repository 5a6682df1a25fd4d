import type { PlanId } from '@immopilote/contracts';

export type PaymentProviderId = 'local' | 'stripe';

export interface CheckoutRequest {
  checkoutId: string;
  agencyId: string;
  plan: PlanId;
  userEmail: string;
  /** The provider's customer for this agency when it already has one (a resubscription). */
  customerRef: string | null;
}

export interface CancellationRequest {
  agencyId: string;
  /** The agency's subscriptions at the provider. */
  providerRefs: readonly string[];
}

/**
 * A subscription as the provider keeps it, in the provider's own terms mapped to ours:
 * `active` (trialing included), `past_due` (unpaid included), `canceled` (ended), or
 * `incomplete` (not paid yet: changes nothing for the agency).
 */
export interface SubscriptionSnapshot {
  provider: PaymentProviderId;
  subscriptionRef: string;
  customerRef: string;
  /** Our agency, when the provider carries it (metadata); otherwise found by the references. */
  agencyId: string | null;
  /** Null when the provider's price maps to no plan of ours (`unknownPrice` says which). */
  plan: PlanId | null;
  /**
   * A price of no plan (a price changed at the provider, a configuration mistake): its reference
   * and the monthly amount excluding tax it bills, when known, so only what is paid is granted.
   */
  unknownPrice?: { ref: string; monthlyHtCents: number | null } | null;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface InvoiceRecord {
  provider: PaymentProviderId;
  providerRef: string;
  /** The provider's own number (Stripe numbers its invoices); null when we number them. */
  number: string | null;
  subscriptionRef: string;
  plan: PlanId;
  amountHtCents: number;
  vatCents: number;
  amountTtcCents: number;
  status: 'paid' | 'open' | 'void';
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
  hostedUrl: string | null;
}

/** A plan change's amounts due now (negative: a credit), and when the subscription renews. */
export interface PlanChangeAmounts {
  amountHtCents: number;
  amountTtcCents: number;
  nextRenewal: Date | null;
}

/** What happened at the provider, in one vocabulary for every provider. */
export type BillingEvent =
  | { kind: 'subscription'; snapshot: SubscriptionSnapshot; checkoutId?: string }
  | { kind: 'invoice'; invoice: InvoiceRecord };

/** A webhook event whose signature was checked, reduced to what processing needs. */
export interface VerifiedWebhookEvent {
  id: string;
  type: string;
  subscriptionRef: string | null;
  invoiceRef: string | null;
  agencyId: string | null;
  checkoutId: string | null;
}

/** A checkout we opened, as the provider sees it now. */
export type CheckoutState =
  /** Still payable: a second checkout would let the agency pay twice. */
  | { state: 'open' }
  /** Paid: what it opened (the webhook saying so may have been lost). */
  | { state: 'paid'; events: BillingEvent[] }
  /**
   * Open in our own pages, where paying an agency that already pays is refused: another checkout
   * may start beside it (the demonstration provider).
   */
  | { state: 'replaceable' }
  /** Can no longer be paid (expired, or never created at the provider). */
  | { state: 'expired' };

export interface CheckoutLookup {
  checkoutId: string;
  agencyId: string;
  providerRef: string | null;
  createdAt: Date;
}

/** The local provider's demonstration controls (its portal page and its clock). */
export interface DemoBillingControls {
  completeCheckout(input: { agencyId: string; plan: PlanId }): Promise<BillingEvent[]>;
  state(agencyId: string, subscriptionRef: string | null): Promise<{ now: Date; failNextPayment: boolean }>;
  setFailNextPayment(subscriptionRef: string, fail: boolean): Promise<void>;
  payOpenInvoices(subscriptionRef: string): Promise<BillingEvent[]>;
  /** Moves this customer agency's clock forward and plays what fell due for it: renewals, failures, ends. */
  advanceClock(agencyId: string, days: number): Promise<BillingEvent[]>;
}

/**
 * Card payment adapter, chosen once by PAYMENTS_PROVIDER. The local provider keeps its own books
 * in our database and shows our demonstration pages; Stripe hosts checkout and portal pages and
 * reports through its signed webhook. Operations answer the resulting subscription, so the app
 * shows a change at once; the webhook (or the local provider) repeats it idempotently.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Whether the browser may confirm the payment itself (only the demonstration provider). */
  readonly confirmsInBrowser: boolean;
  /**
   * The provider's time for this customer agency: real time, but the local provider's demonstration
   * agency has its own clock (DEMO_BILLING_CLOCK), as a Stripe test clock belongs to one customer.
   */
  now(agencyId: string): Promise<Date>;
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerRef: string | null }>;
  /**
   * Changes the plan of the one subscription, charging or crediting the prorated difference at
   * once, prorated at `at` (the preview's instant) when given.
   */
  changePlan(subscriptionRef: string, plan: PlanId, at?: Date): Promise<BillingEvent[]>;
  /** What `changePlan` at `at` would charge (positive) or credit (negative) now; nothing changes. */
  previewPlanChange(subscriptionRef: string, plan: PlanId, at: Date): Promise<PlanChangeAmounts>;
  setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<BillingEvent[]>;
  createPortal(input: { customerRef: string; returnUrl: string }): Promise<{ url: string }>;
  /** Ends the agency's subscription at once (the agency is being deleted); idempotent. */
  cancelSubscription(request: CancellationRequest): Promise<void>;
  /** Checks a webhook's signature on the raw body; throws when it is unsigned, forged or stale. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): VerifiedWebhookEvent;
  /** Re-reads from the provider what the event is about (so the order of delivery does not matter). */
  resolveWebhookEvent(event: VerifiedWebhookEvent): Promise<BillingEvent[]>;
  /** Where one of our checkouts stands (reconciliation, and before a second checkout). */
  checkoutState(checkout: CheckoutLookup): Promise<CheckoutState>;
  /** Every subscription the provider holds for the agency's customer, ended ones included. */
  subscriptionsOf(customer: {
    agencyId: string;
    customerRef: string | null;
  }): Promise<SubscriptionSnapshot[]>;
  readonly demo: DemoBillingControls | null;
}
