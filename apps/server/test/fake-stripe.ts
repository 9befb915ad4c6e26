import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeStripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: URLSearchParams;
}

export interface FakeStripe {
  url: string;
  calls: FakeStripeCall[];
  /** The next create answers a Stripe error instead: an outage, or a refused request. */
  failNext(kind: 'outage' | 'invalid'): void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

/**
 * Stripe's API as far as this app uses it (creating PaymentIntents), on a local port, with Stripe's
 * idempotency rule: the same Idempotency-Key answers the same PaymentIntent.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const byKey = new Map<string, object>();
  let failure: 'outage' | 'invalid' | undefined;
  let counter = 0;

  const server = createServer(async (request, response) => {
    const params = new URLSearchParams(await readBody(request));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({
      method: request.method ?? '',
      path: request.url ?? '',
      idempotencyKey,
      authorization: request.headers.authorization,
      params,
    });
    const send = (status: number, body: object) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${calls.length}`,
        'stripe-should-retry': 'false',
      });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/v1/payment_intents') return send(404, { error: { type: 'invalid_request_error' } });
    if (failure) {
      const kind = failure;
      failure = undefined;
      if (kind === 'outage') return send(500, { error: { type: 'api_error', message: 'Stripe is down.' } });
      return send(400, { error: { type: 'invalid_request_error', message: 'Amount must convert to at least 50 cents.', param: 'amount' } });
    }
    const known = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (known) return send(200, known);
    const id = `pi_fake${++counter}`;
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(params.get('amount')),
      currency: params.get('currency'),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${counter}`,
      metadata: { paymentId: params.get('metadata[paymentId]') },
    };
    if (idempotencyKey) byKey.set(idempotencyKey, intent);
    return send(200, intent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext: (kind) => {
      failure = kind;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const WEBHOOK_SECRET = 'whsec_test_grant_secret';

/** A Stripe event about a PaymentIntent, as Stripe sends it. */
export function paymentIntentEvent(
  id: string,
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled' | 'charge.refunded',
  intent: { id: string; amount: number; currency?: string; last_payment_error?: object },
): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        object: 'payment_intent',
        currency: 'bdt',
        amount_received: type === 'payment_intent.succeeded' ? intent.amount : 0,
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        ...intent,
      },
    },
  });
}

/** The Stripe-Signature header for `payload`, signed offline by Stripe's own SDK. */
export const signature = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
