import type { CheckoutRequest, PaymentProvider } from './payment-provider';

export class LocalPaymentProvider implements PaymentProvider {
  readonly id = 'local' as const;
  readonly confirmsInBrowser = true;

  async createCheckout(request: CheckoutRequest) {
    return { url: `/demo-checkout/${request.checkoutId}`, providerRef: null };
  }
}
