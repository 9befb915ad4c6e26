import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the home page's contact form, read by admins. Stored and shown as plain text. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    /** An account's erasure deletes the messages sent from its e-mail. */
    index('contact_messages_email_idx').on(t.email),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;
