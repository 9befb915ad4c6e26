import { randomBytes, randomUUID } from 'node:crypto';
import { CARD_ERRORS } from '@grant/shared';
import type { NewPaymentRow, UserRow } from '../schema/index';

const DAY_MS = 86_400_000;

/** [payer email (none: given without an account), whole taka, days ago]: 700 in the last 30 days, 500 in the 30 before. */
const GIFTS: ReadonlyArray<[string | null, number, number]> = [
  ['donor@grant.demo', 200, 3],
  [null, 150, 9],
  ['rafiq@grant.demo', 250, 17],
  ['farhana@grant.demo', 100, 26],
  ['mehedi@grant.demo', 300, 34],
  [null, 200, 47],
];

/**
 * The demo's gifts: succeeded payments of the offline test provider summing 1,200 taka (the spec's
 * funding figure) over the last 60 days, plus one declined attempt, which counts for nothing.
 */
export function demoPayments(people: readonly UserRow[], now = Date.now()): NewPaymentRow[] {
  const payment = (email: string | null, taka: number, daysAgo: number): NewPaymentRow => {
    const payer = email ? people.find((p) => p.email === email) : undefined;
    const at = new Date(now - daysAgo * DAY_MS);
    return {
      payerId: payer?.id ?? null,
      payerName: payer?.name ?? null,
      payerEmail: payer?.email ?? null,
      amountMinor: taka * 100,
      currency: 'bdt',
      provider: 'test',
      providerRef: `test_pi_${randomBytes(12).toString('hex')}`,
      status: 'succeeded',
      idempotencyKey: randomUUID(),
      createdAt: at,
      updatedAt: at,
      paidAt: at,
    };
  };
  const declined: NewPaymentRow = {
    ...payment('sadia@grant.demo', 500, 12),
    status: 'failed',
    paidAt: null,
    failureCode: 'insufficient_funds',
    failureMessage: CARD_ERRORS.insufficientFunds,
  };
  return [...GIFTS.map(([email, taka, daysAgo]) => payment(email, taka, daysAgo)), declined];
}
