import { z } from 'zod';
import { paginationQuerySchema } from '../requests/request.schemas';

/** Gifts are whole taka (BDT) within these bounds; the database keeps integer minor units (paisa). */
export const PAYMENT_RULES = {
  currency: 'bdt',
  minAmount: 10,
  maxAmount: 1_000_000,
  presets: [100, 500, 1000, 5000],
  /** Minor units per taka: Stripe counts BDT in paisa. */
  minorPerUnit: 100,
} as const;

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const grouped = (n: number) => n.toLocaleString('en-US');

export const amountSchema = z
  .number({ error: 'Enter the amount in taka.' })
  .int({ error: 'Enter a whole amount in taka.' })
  .min(PAYMENT_RULES.minAmount, { error: `The smallest gift is ${PAYMENT_RULES.minAmount} BDT.` })
  .max(PAYMENT_RULES.maxAmount, { error: `The largest gift at once is ${grouped(PAYMENT_RULES.maxAmount)} BDT.` });

/**
 * Card fields, accepted only by the offline `test` provider, which checks them and forgets them.
 * The schema checks the shape; the provider applies the card rules (Luhn, expiry, CVC) and answers
 * with Stripe's own card errors. No message here ever repeats what was typed.
 */
export const cardInputSchema = z.object({
  number: z
    .string({ error: 'Enter the card number.' })
    .max(30, { error: 'The card number is too long.' })
    .regex(/^[\d\s-]+$/, { error: 'The card number has only digits.' }),
  expMonth: z.number({ error: 'Enter the expiry month.' }).int({ error: 'Enter the expiry month.' }).min(0).max(99),
  expYear: z.number({ error: 'Enter the expiry year.' }).int({ error: 'Enter the expiry year.' }).min(0).max(9999),
  cvc: z.string({ error: 'Enter the security code (CVC).' }).regex(/^\d{1,8}$/, { error: 'The security code has only digits.' }),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/**
 * POST /api/payments. With the `test` provider the card travels here; with Stripe it never does
 * (Stripe Elements sends it to Stripe), so a card in the body is refused.
 */
export const createPaymentBodySchema = z.object({
  amount: amountSchema,
  card: cardInputSchema.optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

/** An optional `Idempotency-Key` header: the same key twice is one payment, never two. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'Idempotency-Key is 8 to 100 letters, digits, dashes or underscores.' });

/** A payment as its payer (or anyone holding its id, as a receipt) sees it: no payer identity. */
export const paymentSchema = z.object({
  _id: z.string(),
  /** Whole taka. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's id for it (a PaymentIntent id with Stripe). */
  reference: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** For admins: who gave. A gift made without signing in has no payer. */
export const adminPaymentSchema = paymentSchema.extend({
  payerName: z.string().nullable(),
  payerEmail: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const createPaymentResponseSchema = z.object({
  payment: paymentSchema,
  /** Stripe only: what Stripe.js needs to confirm the card payment in the browser. */
  clientSecret: z.string().nullable(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

export const paymentListSchema = z.array(paymentSchema);
export const adminPaymentListSchema = z.array(adminPaymentSchema);

export const paymentListQuerySchema = paginationQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PAYMENT_STATUSES).optional()),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** Succeeded gifts: the sum, the count, and per month (Dhaka time, newest first) over the last year. */
export const paymentTotalsSchema = z.object({
  amount: z.number(),
  count: z.number().int(),
  months: z.array(z.object({ month: z.string(), amount: z.number(), count: z.number().int() })),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

/** What the payment page needs to know before it shows a card field. */
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** True for the offline provider and for Stripe test keys: no real money moves. */
  testMode: z.boolean(),
  publishableKey: z.string().nullable(),
  currency: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  presets: z.array(z.number().int()),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** 1200 -> 'BDT 1,200'. */
export const formatTaka = (amount: number): string => `BDT ${grouped(amount)}`;
