import type { CreatePaymentResponse } from '@grant/shared';
import { PAYMENT_TEXTS } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import { type FakeStripe, paymentIntentEvent, signature, startFakeStripe, WEBHOOK_SECRET } from '../../../test/fake-stripe';
import { pay, payBody } from '../../../test/payment-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { WEBHOOK_TOLERANCE_SECONDS } from './stripe-provider';

let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    payments: {
      provider: 'stripe',
      secretKey: 'sk_test_grant',
      publishableKey: 'pk_test_grant',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: stripe.url,
    },
    paymentRateLimit: { max: 1000, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const stored = (id: string) => t.services.repositories.payments.findById(id);

/** Starts a payment as the browser does: the amount only; Stripe.js will confirm the card. */
async function startPayment(amount = 500, headers: Record<string, string> = {}) {
  const res = await pay(t, { amount }, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatePaymentResponse>();
}

/** `header`: the Stripe-Signature to send; null sends none. */
const sendWebhook = (payload: string, header: string | null = signature(payload)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...(header !== null ? { 'stripe-signature': header } : {}) },
    payload,
  });

describe('GET /api/payments/config with Stripe', () => {
  it('gives the publishable key, and says test keys are test mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toMatchObject({ provider: 'stripe', testMode: true, publishableKey: 'pk_test_grant' });
  });
});

describe('the content security policy with Stripe', () => {
  it("admits Stripe.js, its card field's frames and its API, and nothing else new", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });
});

describe('POST /api/payments with Stripe: a PaymentIntent made by the server', () => {
  it('creates it with an idempotency key and answers its client secret; the payment waits for Stripe', async () => {
    const giver = await signedInUser(t);
    const { payment, clientSecret } = await startPayment(750, giver.headers);
    expect(payment).toMatchObject({ amount: 750, status: 'pending', provider: 'stripe', paidAt: null });
    expect(payment.reference).toMatch(/^pi_fake\d+$/);
    expect(clientSecret).toBe(`${payment.reference}_secret_${payment.reference?.replace('pi_fake', '')}`);

    const call = stripe.calls.at(-1);
    expect(call?.path).toBe('/v1/payment_intents');
    expect(call?.authorization).toBe('Bearer sk_test_grant');
    expect(call?.idempotencyKey).toBe(`grant-payment-${payment._id}`);
    expect(Object.fromEntries(call?.params ?? [])).toMatchObject({
      amount: '75000',
      currency: 'bdt',
      'allowed_payment_method_types[0]': 'card',
      'metadata[paymentId]': payment._id,
    });
    expect(await stored(payment._id)).toMatchObject({ status: 'pending', providerRef: payment.reference, payerId: giver.user.id });
  });

  it('refuses card fields: with Stripe the card never reaches this server', async () => {
    const calls = stripe.calls.length;
    const res = await pay(t, payBody(500));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_TEXTS.cardRefused);
    expect(stripe.calls.length).toBe(calls);
  });

  it('answers a repeated Idempotency-Key with the same PaymentIntent, not a second one', async () => {
    const headers = { 'idempotency-key': 'stripe-retry-0001' };
    const first = await startPayment(400, headers);
    const second = await startPayment(400, headers);
    expect(second.payment._id).toBe(first.payment._id);
    expect(second.payment.reference).toBe(first.payment.reference);
    expect(second.clientSecret).toBe(first.clientSecret);
    const keys = stripe.calls.filter((c) => c.idempotencyKey === `grant-payment-${first.payment._id}`);
    expect(new Set(keys.map((c) => c.idempotencyKey)).size).toBe(1);
  });

  it('answers 503 when Stripe cannot be reached, and records the attempt as failed', async () => {
    stripe.failNext('outage');
    const res = await pay(t, { amount: 500 }, { 'idempotency-key': 'stripe-outage-0001' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('Nothing was charged');
    expect(await t.services.repositories.payments.findByKey('stripe-outage-0001')).toMatchObject({
      status: 'failed',
      failureCode: 'provider_unavailable',
    });
  });

  it("answers 400 with Stripe's message when Stripe refuses the request", async () => {
    stripe.failNext('invalid');
    const res = await pay(t, { amount: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Amount must convert to at least 50 cents.');
  });
});

describe('POST /api/payments/webhook: signed events settle payments', () => {
  it('marks a payment succeeded on payment_intent.succeeded, and it counts as funding', async () => {
    const before = (await t.services.payments.allTotals()).amount;
    const { payment } = await startPayment(600);
    const payload = paymentIntentEvent('evt_ok_1', 'payment_intent.succeeded', { id: payment.reference ?? '', amount: 60_000 });
    const res = await sendWebhook(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const row = await stored(payment._id);
    expect(row?.status).toBe('succeeded');
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect((await t.services.payments.allTotals()).amount).toBe(before + 600);
  });

  it("marks a payment failed on payment_intent.payment_failed, with Stripe's message", async () => {
    const { payment } = await startPayment(200);
    const payload = paymentIntentEvent('evt_fail_1', 'payment_intent.payment_failed', {
      id: payment.reference ?? '',
      amount: 20_000,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    expect((await sendWebhook(payload)).statusCode).toBe(200);
    expect(await stored(payment._id)).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
      failureMessage: 'Your card has insufficient funds.',
    });
  });

  it('lets a later attempt at the same PaymentIntent succeed after a decline', async () => {
    const { payment } = await startPayment(300);
    const ref = payment.reference ?? '';
    await sendWebhook(paymentIntentEvent('evt_retry_1', 'payment_intent.payment_failed', { id: ref, amount: 30_000 }));
    await sendWebhook(paymentIntentEvent('evt_retry_2', 'payment_intent.succeeded', { id: ref, amount: 30_000 }));
    expect(await stored(payment._id)).toMatchObject({ status: 'succeeded', failureCode: null, failureMessage: null });
  });

  it('never lets a late failure undo a success', async () => {
    const { payment } = await startPayment(300);
    const ref = payment.reference ?? '';
    await sendWebhook(paymentIntentEvent('evt_order_1', 'payment_intent.succeeded', { id: ref, amount: 30_000 }));
    await sendWebhook(paymentIntentEvent('evt_order_2', 'payment_intent.payment_failed', { id: ref, amount: 30_000 }));
    expect((await stored(payment._id))?.status).toBe('succeeded');
  });

  it('gives a replayed event no second effect', async () => {
    const { payment } = await startPayment(900);
    const ref = payment.reference ?? '';
    const succeeded = paymentIntentEvent('evt_replay_1', 'payment_intent.succeeded', { id: ref, amount: 90_000 });
    expect((await sendWebhook(succeeded)).statusCode).toBe(200);
    const paidAt = (await stored(payment._id))?.paidAt;
    const totals = await t.services.payments.allTotals();

    // The same event again, freshly signed (Stripe retries): acknowledged, nothing changes.
    expect((await sendWebhook(succeeded)).statusCode).toBe(200);
    expect((await stored(payment._id))?.paidAt).toEqual(paidAt);
    expect(await t.services.payments.allTotals()).toEqual(totals);

    // Recognised as the same event, not merely harmless: its id was recorded the first time.
    const again = await t.services.payments.handleWebhook(Buffer.from(succeeded), signature(succeeded));
    expect(again.effect).toBe('duplicate');

    // An event id already seen, whatever it now claims, is not applied again.
    const forged = paymentIntentEvent('evt_replay_1', 'payment_intent.canceled', { id: ref, amount: 90_000 });
    expect((await sendWebhook(forged)).statusCode).toBe(200);
    expect((await stored(payment._id))?.status).toBe('succeeded');
  });

  it('does not settle a payment for another amount than it was made for', async () => {
    const { payment } = await startPayment(100);
    await sendWebhook(paymentIntentEvent('evt_amount_1', 'payment_intent.succeeded', { id: payment.reference ?? '', amount: 1 }));
    expect((await stored(payment._id))?.status).toBe('pending');
  });

  it('acknowledges events it has no use for, and events about unknown PaymentIntents', async () => {
    expect((await sendWebhook(paymentIntentEvent('evt_other_1', 'charge.refunded', { id: 'ch_1', amount: 100 }))).statusCode).toBe(200);
    const unknown = paymentIntentEvent('evt_other_2', 'payment_intent.succeeded', { id: 'pi_someone_else', amount: 100 });
    expect((await sendWebhook(unknown)).statusCode).toBe(200);
  });
});

describe('POST /api/payments/webhook: events that do not prove themselves are refused', () => {
  async function refused(payload: string, header: string | null, reference: string | null, paymentId: string) {
    const res = await sendWebhook(payload, header);
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
    expect(reference).not.toBeNull();
    expect((await stored(paymentId))?.status).toBe('pending');
    return res.json().message as string;
  }

  it('refuses a missing signature', async () => {
    const { payment } = await startPayment();
    const payload = paymentIntentEvent('evt_bad_1', 'payment_intent.succeeded', { id: payment.reference ?? '', amount: 50_000 });
    expect(await refused(payload, null, payment.reference, payment._id)).toContain('Stripe-Signature');
  });

  it('refuses a body changed after signing', async () => {
    const { payment } = await startPayment();
    const signedFor = paymentIntentEvent('evt_bad_2', 'payment_intent.succeeded', { id: payment.reference ?? '', amount: 50_000 });
    const tampered = signedFor.replace('"amount":50000', '"amount":50001');
    expect(tampered).not.toBe(signedFor);
    await refused(tampered, signature(signedFor), payment.reference, payment._id);
  });

  it('refuses a signature made with another secret', async () => {
    const { payment } = await startPayment();
    const payload = paymentIntentEvent('evt_bad_3', 'payment_intent.succeeded', { id: payment.reference ?? '', amount: 50_000 });
    await refused(payload, signature(payload, { secret: 'whsec_someone_else' }), payment.reference, payment._id);
  });

  it('refuses a stale event, signed longer ago than the tolerance', async () => {
    const { payment } = await startPayment();
    const payload = paymentIntentEvent('evt_bad_4', 'payment_intent.succeeded', { id: payment.reference ?? '', amount: 50_000 });
    const old = Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 60;
    expect(await refused(payload, signature(payload, { timestamp: old }), payment.reference, payment._id)).toMatch(/tolerance/i);
    // The same event, signed now, is taken: the refusal was about its age alone.
    expect((await sendWebhook(payload)).statusCode).toBe(200);
    expect((await stored(payment._id))?.status).toBe('succeeded');
  });

  it('refuses a body that is not the signed JSON at all', async () => {
    const { payment } = await startPayment();
    await refused('not json', signature('{"id":"evt_bad_5"}'), payment.reference, payment._id);
  });
});
