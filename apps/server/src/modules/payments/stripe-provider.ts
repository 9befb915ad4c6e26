import { createRequire } from 'node:module';
import { PAYMENT_TEXTS } from '@grant/shared';
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import type { ChargeRequest, ChargeResult, PaymentProvider, VerifiedEvent } from './payment-provider';
import { PaymentProviderError, WebhookRejectedError } from './payment-provider';

type StripeConfig = Extract<PaymentsConfig, { provider: 'stripe' }>;

/** Stripe's SDK is loaded only when Stripe is configured: the offline default starts without it (bench/README.md). */
const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

/** A signed event older than this (Stripe's own default) is refused: a captured event cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's options for another API address (tests point it at a local fake). */
function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol.replace(':', '') as 'http',
  };
}

function toProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  // The request itself was refused (an amount under Stripe's minimum, say): Stripe's message says why.
  if (error instanceof Error && (error as { type?: unknown }).type === 'StripeInvalidRequestError')
    return new PaymentProviderError('rejected', error.message, { cause: error });
  return new PaymentProviderError('unavailable', PAYMENT_TEXTS.providerUnavailable, { cause: error });
}

/** Reads a verified event into what it means for one of our payments. */
function outcomeOf(event: Stripe.Event): VerifiedEvent['outcome'] {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return { kind: 'succeeded', reference: intent.id, amountMinor: intent.amount_received || intent.amount, currency: intent.currency };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      return {
        kind: 'failed',
        reference: intent.id,
        code: error?.decline_code ?? error?.code ?? 'payment_failed',
        message: error?.message ?? PAYMENT_TEXTS.failed,
      };
    }
    case 'payment_intent.canceled':
      return { kind: 'failed', reference: event.data.object.id, code: 'canceled', message: PAYMENT_TEXTS.canceled };
    default:
      return { kind: 'ignored' };
  }
}

/**
 * Stripe: the server creates a PaymentIntent (with an idempotency key, so a retried request never
 * makes a second one), the browser confirms the card with Stripe Elements (the card never reaches
 * this server), and Stripe's signed webhook tells us the outcome.
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const StripeClient = loadStripe();
  const stripe = new StripeClient(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Grant' },
    ...apiAddress(config.apiBase),
  });

  return {
    name: 'stripe',
    testMode: config.secretKey.includes('_test_'),
    publishableKey: config.publishableKey,
    takesCardData: false,

    async charge({ paymentId, amountMinor, currency, idempotencyKey }: ChargeRequest): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountMinor,
            currency,
            allowed_payment_method_types: ['card'],
            description: 'Gift to Grant',
            metadata: { paymentId },
          },
          { idempotencyKey },
        );
        if (!intent.client_secret) throw new PaymentProviderError('unavailable', PAYMENT_TEXTS.providerUnavailable);
        return { status: 'pending', reference: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        throw toProviderError(error);
      }
    },

    verifyWebhook(rawBody: Buffer, signature: string | undefined): VerifiedEvent {
      if (!signature) throw new WebhookRejectedError(PAYMENT_TEXTS.signatureMissing);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        // A wrong signature, a changed body, or a timestamp outside the tolerance.
        throw new WebhookRejectedError(error instanceof Error ? error.message : PAYMENT_TEXTS.signatureInvalid);
      }
      return { id: event.id, type: event.type, outcome: outcomeOf(event) };
    },
  };
}
