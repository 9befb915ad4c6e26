import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mails kept instead of sent when no SMTP server is configured (SMTP_URL unset), read by admins. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
