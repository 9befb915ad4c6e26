import { randomBytes, randomUUID } from 'node:crypto';
import type { CardInput, CreatePaymentBody, PaymentStatus } from '@grant/shared';
import type { PaymentRow, UserRow } from '../src/db/schema/index';
import type { TestApp } from './test-app';

/** Stripe's documented test numbers, as people type them. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  genericDecline: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  processingError: '4000 0000 0000 0119',
  amex: '3782 822463 10005',
} as const;

/** Valid card fields that expire three years from now; override any of them. */
export const card = (number: string = CARDS.success, overrides: Partial<CardInput> = {}): CardInput => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  ...overrides,
});

export const payBody = (amount = 500, number: string = CARDS.success, overrides: Partial<CardInput> = {}): CreatePaymentBody => ({
  amount,
  card: card(number, overrides),
});

/** POST /api/payments, optionally signed in and with an Idempotency-Key. */
export const pay = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payments', payload: body as object, headers });

export interface StoredPaymentOptions {
  payer?: UserRow;
  taka?: number;
  status?: PaymentStatus;
  /** When it was paid (succeeded payments); also its creation time unless `createdAt` is given. */
  at?: Date;
  createdAt?: Date;
}

/** A payment stored directly through the repository (no HTTP), succeeded now unless told otherwise. */
export async function storedPayment(t: TestApp, options: StoredPaymentOptions = {}): Promise<PaymentRow> {
  const status = options.status ?? 'succeeded';
  const at = options.at ?? new Date();
  const row = await t.services.repositories.payments.insertIfNewKey({
    payerId: options.payer?.id ?? null,
    payerName: options.payer?.name ?? null,
    payerEmail: options.payer?.email ?? null,
    amountMinor: (options.taka ?? 100) * 100,
    currency: 'bdt',
    provider: 'test',
    providerRef: `test_pi_${randomBytes(8).toString('hex')}`,
    status,
    idempotencyKey: randomUUID(),
    createdAt: options.createdAt ?? at,
    paidAt: status === 'succeeded' ? at : null,
  });
  if (!row) throw new Error('test payment could not be stored');
  return row;
}

export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * 86_400_000);
