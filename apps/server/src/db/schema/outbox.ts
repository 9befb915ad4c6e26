import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mails and SMS kept instead of sent when no SMTP server or SMS provider is configured, read by admins. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E-mail, or an SMS kept instead of sent when no SMS provider is configured. */
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_messages_channel_check', sql`${t.channel} in ('email', 'sms')`),
    index('outbox_messages_created_idx').on(t.createdAt),
    /** An account's erasure deletes the copies sent to its e-mail or phone. */
    index('outbox_messages_to_idx').on(t.to),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
