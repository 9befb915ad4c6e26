import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong passwords counted per typed e-mail address, from whatever client address (decision 0020).
 * Keyed by the address, not the account: an address without an account is paused the same way, so
 * the answer does not tell whether it has one. Rows past their window and pause are swept hourly.
 */
export const signInLockouts = pgTable('sign_in_lockouts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  /** The first failure of the current count; the count starts again once the window has passed. */
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** Set by the failure that reaches the limit: sign-in with a password is refused until then. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export type SignInLockoutRow = typeof signInLockouts.$inferSelect;
