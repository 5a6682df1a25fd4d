import { LocalPaymentProvider } from './local-payment-provider';
import type { PaymentProvider } from './payment-provider';
import type { PaymentsConfig } from './payments.config';

export type { PaymentsConfig } from './payments.config';
export type { CancellationRequest, CheckoutRequest, PaymentProvider } from './payment-provider';

export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  switch (config.provider) {
    case 'local':
      return new LocalPaymentProvider();
  }
}
