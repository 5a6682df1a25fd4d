import type { CancellationRequest, CheckoutRequest, PaymentProvider } from './payment-provider';

export class LocalPaymentProvider implements PaymentProvider {
  readonly id = 'local' as const;
  readonly confirmsInBrowser = true;
  /** No one to tell: the demonstration keeps the cancellations it was asked for (tests read them). */
  readonly cancellations: CancellationRequest[] = [];

  async createCheckout(request: CheckoutRequest) {
    return { url: `/demo-checkout/${request.checkoutId}`, providerRef: null };
  }

  async cancelSubscription(request: CancellationRequest) {
    this.cancellations.push({ agencyId: request.agencyId, providerRefs: [...request.providerRefs] });
  }
}
