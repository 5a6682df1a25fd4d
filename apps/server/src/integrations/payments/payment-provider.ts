import type { PlanId } from '@immopilote/contracts';

export interface CheckoutRequest {
  checkoutId: string;
  agencyId: string;
  plan: PlanId;
  userEmail: string;
}

export interface CancellationRequest {
  agencyId: string;
  /** What the provider returned for the agency's checkouts (its subscription references). */
  providerRefs: readonly string[];
}

/**
 * Card payment adapter. The local provider sends the user to our demonstration checkout page;
 * a real provider (Stripe) returns its hosted page and confirms through its webhook.
 */
export interface PaymentProvider {
  readonly id: 'local';
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerRef: string | null }>;
  /** Ends the agency's subscription at once (the agency is being deleted); idempotent. */
  cancelSubscription(request: CancellationRequest): Promise<void>;
  /** Whether the browser may confirm the payment itself (only the demonstration provider). */
  readonly confirmsInBrowser: boolean;
}
