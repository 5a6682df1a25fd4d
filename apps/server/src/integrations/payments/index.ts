import type { Db } from '../../db/client';
import { LocalPaymentProvider } from './local-payment-provider';
import type { PaymentProvider } from './payment-provider';
import type { PaymentsConfig } from './payments.config';
import { StripePaymentProvider } from './stripe-payment-provider';

export type { PaymentsConfig } from './payments.config';
export type {
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

export function createPaymentProvider(config: PaymentsConfig, db: Db, publicUrl: string): PaymentProvider {
  switch (config.provider) {
    case 'local':
      return new LocalPaymentProvider(db, config.demoClock);
    case 'stripe':
      return new StripePaymentProvider(config.stripe!, publicUrl);
  }
}
