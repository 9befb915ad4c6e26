import { pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The code last sent to prove a phone number, with its attempt and sending counts (one row per person). */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The number the code went to, in +8801XXXXXXXXX form: a code proves only that number. */
  phone: text('phone').notNull(),
  /** A hash of the 6-digit code, never the code itself. */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong codes typed against this code; past the limit the code is spent. */
  attempts: smallint('attempts').notNull().default(0),
  /** Codes sent in the window that started at `windowStartedAt`: sending is limited per hour. */
  sends: smallint('sends').notNull().default(1),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;
