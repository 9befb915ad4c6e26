import type { CardInput, PaymentProviderName } from '@grant/shared';
import type { PaymentsConfig } from '../../config';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export interface ChargeRequest {
  paymentId: string;
  amountMinor: number;
  currency: string;
  /** Only for the offline provider, which checks it and forgets it. */
  card?: CardInput;
  /** The same key twice makes one provider-side payment (Stripe's Idempotency-Key). */
  idempotencyKey: string;
}

/** What the provider said: done either way, or (Stripe) waiting for the browser to confirm the card. */
export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'failed'; reference: string; code: string; message: string }
  | { status: 'pending'; reference: string; clientSecret: string };

/** A webhook event whose signature and age were checked, read into what it means for a payment. */
export interface VerifiedEvent {
  id: string;
  type: string;
  outcome:
    | { kind: 'succeeded'; reference: string; amountMinor: number; currency: string }
    | { kind: 'failed'; reference: string; code: string; message: string }
    | { kind: 'ignored' };
}

/**
 * The provider could not take the payment: `unavailable` (network, outage, our keys) or `rejected`
 * (the provider refused the request itself, such as an amount under its minimum). The message is
 * fit to show; `cause` keeps the provider's error for the log.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'rejected',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejectedError';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** No real money moves: the offline provider, or Stripe with test keys. */
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  /** Whether card fields come to this server (offline provider) or go straight to the provider (Stripe). */
  readonly takesCardData: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Checks a webhook's signature on the raw body, and its age; undefined when the provider sends none. */
  readonly verifyWebhook?: (rawBody: Buffer, signature: string | undefined) => VerifiedEvent;
}

/** The provider chosen by configuration: offline `test` by default, Stripe when its keys are set. */
export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  return config.provider === 'stripe' ? createStripeProvider(config) : createTestProvider();
}
