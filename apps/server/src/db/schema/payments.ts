import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Gifts of money. No card data, ever: the offline provider checks a card and forgets it, and with
 * Stripe the card never reaches this server. Amounts are integer minor units (paisa for BDT).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who gave, when they were signed in; a gift without an account has no payer. */
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    payerName: text('payer_name'),
    payerEmail: text('payer_email'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('bdt'),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    /** The provider's id for the payment (a Stripe PaymentIntent id); set once the provider has it. */
    providerRef: text('provider_ref').unique(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The client's Idempotency-Key, or one the server made: one key is one payment. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('payments_provider_check', sql`${t.provider} in ('test', 'stripe')`),
    check('payments_amount_check', sql`${t.amountMinor} > 0`),
    check('payments_paid_check', sql`(${t.status} = 'succeeded') = (${t.paidAt} is not null)`),
    index('payments_status_paid_idx').on(t.status, t.paidAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_payer_created_idx').on(t.payerId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
  ],
);

/** Stripe webhook events already applied: a replayed event finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
