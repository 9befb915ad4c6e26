import { type AdminPayment, PAYMENT_RULES, type Payment } from '@grant/shared';
import type { PaymentRow } from '../../db/schema/index';

/** Minor units (paisa) to whole taka, and back. */
export const toTaka = (amountMinor: number): number => amountMinor / PAYMENT_RULES.minorPerUnit;
export const toMinor = (taka: number): number => Math.round(taka * PAYMENT_RULES.minorPerUnit);

/** A payment as a receipt: amount, state and reference, without who gave. */
export const toPayment = (row: PaymentRow): Payment => ({
  _id: row.id,
  amount: toTaka(row.amountMinor),
  currency: row.currency,
  status: row.status,
  provider: row.provider,
  reference: row.providerRef,
  failureMessage: row.failureMessage,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** For admins: the receipt plus the payer, as they were when they gave. */
export const toAdminPayment = (row: PaymentRow): AdminPayment => ({
  ...toPayment(row),
  payerName: row.payerName,
  payerEmail: row.payerEmail,
});
