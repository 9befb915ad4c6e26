import { CARD_ERRORS, type CreatePaymentResponse, PAYMENT_RULES, PAYMENT_TEXTS, type Payment } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import { CARDS, card, pay, payBody } from '../../../test/payment-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ paymentRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => t.close());

const stored = (id: string) => t.services.repositories.payments.findById(id);

describe('GET /api/payments/config', () => {
  it('says the offline test provider is in use, in test mode, with the amount rules', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'test',
      testMode: true,
      publishableKey: null,
      currency: 'bdt',
      minAmount: PAYMENT_RULES.minAmount,
      maxAmount: PAYMENT_RULES.maxAmount,
      presets: [...PAYMENT_RULES.presets],
    });
  });
});

describe('the content security policy with the test provider', () => {
  it('admits no Stripe origin: nothing is loaded from outside', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe');
  });
});

describe('POST /api/payments with the test provider: success', () => {
  it('takes a gift from anyone with the success card: 201, a receipt, stored as succeeded without a payer', async () => {
    const res = await pay(t, payBody(500, CARDS.success));
    expect(res.statusCode).toBe(201);
    const { payment, clientSecret } = res.json<CreatePaymentResponse>();
    expect(clientSecret).toBeNull();
    expect(payment).toMatchObject({ amount: 500, currency: 'bdt', status: 'succeeded', provider: 'test', failureMessage: null });
    expect(payment.reference).toMatch(/^test_pi_[0-9a-f]{24}$/);
    expect(Date.parse(payment.paidAt ?? '')).not.toBeNaN();

    const row = await stored(payment._id);
    expect(row).toMatchObject({ amountMinor: 50_000, status: 'succeeded', payerId: null, providerRef: payment.reference });
  });

  it('attributes a signed-in gift to its payer', async () => {
    const giver = await signedInUser(t, { name: 'Giving Person' });
    const res = await pay(t, payBody(1000, CARDS.amex, { cvc: '1234' }), giver.headers);
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json<CreatePaymentResponse>().payment._id);
    expect(row).toMatchObject({ payerId: giver.user.id, payerName: 'Giving Person', payerEmail: giver.user.email, amountMinor: 100_000 });
  });

  it('lets a blocked account give too: giving is not one of the things blocking stops', async () => {
    const blocked = await signedInUser(t, { status: 'block' });
    expect((await pay(t, payBody(100), blocked.headers)).statusCode).toBe(201);
  });
});

describe('POST /api/payments with the test provider: declines', () => {
  it.each([
    ['generic decline', CARDS.genericDecline, CARD_ERRORS.declined, 'generic_decline'],
    ['insufficient funds', CARDS.insufficientFunds, CARD_ERRORS.insufficientFunds, 'insufficient_funds'],
    ['expired card', CARDS.expired, CARD_ERRORS.expired, 'expired_card'],
    ['incorrect CVC', CARDS.incorrectCvc, CARD_ERRORS.incorrectCvc, 'incorrect_cvc'],
    ['processing error', CARDS.processingError, CARD_ERRORS.processingError, 'processing_error'],
    ['a card that is not a test card', '4111 1111 1111 1111', CARD_ERRORS.liveCardInTestMode, 'test_mode_live_card'],
    ['a number failing Luhn', '4242 4242 4242 4241', CARD_ERRORS.incorrectNumber, 'incorrect_number'],
  ])('%s: 402 with the provider message, recorded as a failed payment', async (_name, number, message, code) => {
    const res = await pay(t, payBody(250, number), { 'idempotency-key': `decline-${code}` });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ statusCode: 402, error: 'Payment Required', message });
    const row = await t.services.repositories.payments.findByKey(`decline-${code}`);
    expect(row).toMatchObject({ status: 'failed', failureCode: code, failureMessage: message, paidAt: null, amountMinor: 25_000 });
  });

  it('refuses an expiry in the past and a short CVC with Stripe card errors', async () => {
    const past = await pay(t, payBody(100, CARDS.success, { expYear: new Date().getUTCFullYear() - 1 }));
    expect(past.statusCode).toBe(402);
    expect(past.json().message).toBe(CARD_ERRORS.invalidExpiryYear);
    const cvc = await pay(t, payBody(100, CARDS.success, { cvc: '12' }));
    expect(cvc.statusCode).toBe(402);
    expect(cvc.json().message).toBe(CARD_ERRORS.invalidCvc);
  });

  it('does not count declined payments as funding', async () => {
    const before = (await t.services.payments.allTotals()).amount;
    await pay(t, payBody(777, CARDS.genericDecline));
    expect((await t.services.payments.allTotals()).amount).toBe(before);
  });
});

describe('POST /api/payments: bad input is a 400 that says what to fix, and stores nothing', () => {
  it.each([
    ['no amount', { card: card() }, 'amount'],
    ['an amount as text', { amount: '500', card: card() }, 'amount'],
    ['a fraction of a taka', { amount: 10.5, card: card() }, 'whole amount'],
    ['less than the smallest gift', { amount: 9, card: card() }, 'smallest gift is 10 BDT'],
    ['more than the largest gift', { amount: 1_000_001, card: card() }, 'largest gift at once is 1,000,000 BDT'],
    ['no card', { amount: 100 }, PAYMENT_TEXTS.cardRequired],
    ['letters in the card number', { amount: 100, card: card('4242 4242 abcd 4242') }, 'only digits'],
    ['an expiry month as text', { amount: 100, card: { ...card(), expMonth: '12' } }, 'expiry month'],
    ['no CVC', { amount: 100, card: { ...card(), cvc: undefined } }, 'security code'],
  ])('%s', async (_name, body, message) => {
    const before = await t.app.inject({ method: 'GET', url: '/api/payments?limit=1', headers: (await admin()).headers });
    const res = await pay(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const after = await t.app.inject({ method: 'GET', url: '/api/payments?limit=1', headers: (await admin()).headers });
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await pay(t, payBody(), { 'idempotency-key': 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Idempotency-Key');
  });
});

let adminSession: Awaited<ReturnType<typeof signedInUser>> | undefined;
async function admin() {
  adminSession ??= await signedInUser(t, { role: 'admin' });
  return adminSession;
}

describe('POST /api/payments: an Idempotency-Key makes a retried request one payment', () => {
  it('answers the first payment again, and charges once', async () => {
    const giver = await signedInUser(t);
    const headers = { ...giver.headers, 'idempotency-key': 'retry-0001-abcdef' };
    const first = await pay(t, payBody(300), headers);
    const second = await pay(t, payBody(300), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().payment).toEqual(first.json().payment);
    const own = await t.app.inject({ method: 'GET', url: '/api/payments/mine', headers: giver.headers });
    expect(own.headers['x-total-count']).toBe('1');
  });

  it('answers a declined payment with its decline again', async () => {
    const headers = { 'idempotency-key': 'retry-0002-abcdef' };
    expect((await pay(t, payBody(300, CARDS.insufficientFunds), headers)).statusCode).toBe(402);
    const again = await pay(t, payBody(300, CARDS.insufficientFunds), headers);
    expect(again.statusCode).toBe(402);
    expect(again.json().message).toBe(CARD_ERRORS.insufficientFunds);
  });

  it('refuses the same key for another amount, or from someone else', async () => {
    const giver = await signedInUser(t);
    const headers = { 'idempotency-key': 'retry-0003-abcdef' };
    expect((await pay(t, payBody(300), { ...giver.headers, ...headers })).statusCode).toBe(201);
    const otherAmount = await pay(t, payBody(301), { ...giver.headers, ...headers });
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().message).toBe(PAYMENT_TEXTS.keyReused);
    expect((await pay(t, payBody(300), headers)).statusCode).toBe(409);
  });
});

describe('GET /api/payments/{id}: the receipt', () => {
  it('shows an anonymous gift to whoever has its id, without any payer', async () => {
    const { payment } = (await pay(t, payBody(150))).json<CreatePaymentResponse>();
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/${payment._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(payment);
    expect(res.body).not.toContain('payer');
  });

  it('shows an attributed gift to its payer and admins only; to others it does not exist', async () => {
    const giver = await signedInUser(t);
    const other = await signedInUser(t);
    const { payment } = (await pay(t, payBody(150), giver.headers)).json<CreatePaymentResponse>();
    const url = `/api/payments/${payment._id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: giver.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: (await admin()).headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('lists and totals', () => {
  it('a signed-in user sees only their own gifts, newest first, with their totals', async () => {
    const giver = await signedInUser(t);
    await pay(t, payBody(100), giver.headers);
    await pay(t, payBody(200, CARDS.genericDecline), giver.headers);
    await pay(t, payBody(300), giver.headers);
    await pay(t, payBody(999)); // someone else's

    const res = await t.app.inject({ method: 'GET', url: '/api/payments/mine', headers: giver.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json<Payment[]>().map((p) => [p.amount, p.status])).toEqual([
      [300, 'succeeded'],
      [200, 'failed'],
      [100, 'succeeded'],
    ]);
    const succeeded = await t.app.inject({ method: 'GET', url: '/api/payments/mine?status=succeeded', headers: giver.headers });
    expect(succeeded.headers['x-total-count']).toBe('2');

    const totals = await t.app.inject({ method: 'GET', url: '/api/payments/mine/totals', headers: giver.headers });
    const thisMonth = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 7);
    expect(totals.json()).toEqual({ amount: 400, count: 2, months: [{ month: thisMonth, amount: 400, count: 2 }] });
  });

  it('an admin sees everyone’s gifts with their payers, and the funding totals', async () => {
    const giver = await signedInUser(t, { name: 'Admin Sees Me' });
    await pay(t, payBody(640), giver.headers);
    const res = await t.app.inject({ method: 'GET', url: '/api/payments?limit=100', headers: (await admin()).headers });
    expect(res.statusCode).toBe(200);
    const mine = res.json().find((p: { payerEmail: string | null }) => p.payerEmail === giver.user.email);
    expect(mine).toMatchObject({ amount: 640, payerName: 'Admin Sees Me', status: 'succeeded' });

    const totals = await t.app.inject({ method: 'GET', url: '/api/payments/totals', headers: (await admin()).headers });
    expect(totals.statusCode).toBe(200);
    const expected = await t.services.repositories.payments.succeededTotal();
    expect(totals.json().amount).toBe(expected.amountMinor / 100);
    expect(totals.json().amount).toBeGreaterThanOrEqual(640);
  });

  it('keeps the lists to their callers: anonymous 401, a donor 403 on everyone’s', async () => {
    const donor = await signedInUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/mine' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments', headers: donor.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/totals', headers: donor.headers })).statusCode).toBe(403);
  });
});

describe('POST /api/payments/webhook with the test provider', () => {
  it('does not exist: there is no Stripe to send events', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PAYMENT_TEXTS.webhooksOff);
  });
});
